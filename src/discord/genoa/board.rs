//! Genoa's board and hand as messages.

use super::controls::Control;
use super::text::{decision, hand_lines, offer_line};
use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{Button, Embed, Message, Row, Style, clip, limits};
use crate::discord::names::{seat_name, standing_lines};
use crate::discord::ui::BoardContext;
use crate::engine::Outcome;
use crate::engine::genoa::{PrivateView, PublicView, Subject};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

/// Genoa's colour: the harbour's blue.
pub const COLOUR: u32 = 0x001F_4E79;

/// How many open offers the board lists in words (the picture shows them all).
const OFFER_LINES: usize = 8;

/// The board: who decides what, the round, each seat's ducats, the open offers, and *Act…*
/// and *My hand* until the game is over.
pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let lang = ctx.lang;
    let over = view.outcome.is_some();
    let mut embed = ctx.embed(
        &t!(lang, "game-genoa"),
        COLOUR,
        decision(view, ctx.names, lang),
        over,
    );
    if let Some(outcome) = &view.outcome {
        embed.field(
            t!(lang, "genoa-final-scores"),
            final_scores(outcome, ctx.names, lang),
            false,
        );
    } else {
        embed.field(
            t!(lang, "genoa-round"),
            t!(
                lang,
                "genoa-round-value",
                round = round(view),
                rounds = view.numbers.rounds,
                tower = seat_name(ctx.names, view.tower)
            ),
            false,
        );
    }
    let purses: Vec<String> = view
        .seats
        .iter()
        .map(|s| {
            t!(
                lang,
                "genoa-purse",
                who = seat_name(ctx.names, s.seat),
                ducats = s.ducats
            )
        })
        .collect();
    embed.field(
        t!(lang, "genoa-ducats"),
        clip(&purses.join("\n"), limits::FIELD_VALUE),
        false,
    );
    if !view.offers.is_empty() {
        let mut lines: Vec<String> = view
            .offers
            .iter()
            .take(OFFER_LINES)
            .map(|o| offer_line(o, ctx.names, lang))
            .collect();
        if view.offers.len() > OFFER_LINES {
            lines.push(t!(
                lang,
                "genoa-more-offers",
                n = view.offers.len() - OFFER_LINES
            ));
        }
        embed.field(
            t!(lang, "genoa-open-offers"),
            clip(&lines.join("\n"), limits::FIELD_VALUE),
            false,
        );
    }
    let rows = if over {
        Vec::new()
    } else {
        vec![Row::Buttons(vec![
            Button::new(
                Control::Act.id(ctx.game, ctx.version),
                t!(lang, "genoa-act"),
                Style::Primary,
            ),
            Button::new(
                Shared::Hand.id(ctx.game, ctx.version),
                t!(lang, "genoa-my-hand"),
                Style::Secondary,
            ),
        ])]
    };
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The round being played, from 1; the last once the game is over.
fn round(view: &PublicView) -> u8 {
    let rounds = view.numbers.rounds;
    (rounds.saturating_sub(view.rounds_left) + 1).min(rounds)
}

/// A seat's hand: its cards and what they ask, its purse and goods.
pub fn hand(view: &PrivateView, game: GameId, names: &[String], lang: Lang) -> Message {
    let me = &view.public.seats[view.seat.index()];
    let mut embed = Embed {
        title: t!(
            lang,
            "genoa-hand-title",
            game = t!(lang, "game-genoa"),
            id = game.0
        ),
        description: clip(&hand_lines(view, lang).join("\n"), limits::DESCRIPTION),
        colour: COLOUR,
        ..Embed::default()
    };
    embed.field(t!(lang, "genoa-ducats"), me.ducats.to_string(), true);
    embed.field(
        t!(lang, "genoa-markers"),
        t!(
            lang,
            "genoa-markers-value",
            hand = me.markers_in_hand,
            supply = me.markers_in_supply
        ),
        true,
    );
    let (lines, buttons) = offers_of(view, game, names, lang);
    if !lines.is_empty() {
        embed.field(
            t!(lang, "genoa-offers-for-you"),
            clip(&lines.join("\n"), limits::FIELD_VALUE),
            false,
        );
    }
    let rows = buttons
        .chunks(limits::BUTTONS_PER_ROW)
        .take(limits::ROWS)
        .map(|chunk| Row::Buttons(chunk.to_vec()))
        .collect();
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The open offers that concern the hand's seat, a line each, and their buttons: *Accept* (and
/// *Decline*, unless it is a bid on the action) for one made to the seat, *Accept* for an ask
/// open to all, *Withdraw* for the seat's own. The buttons name the offer, so a hand sent days
/// ago still answers it, and the rules say then if it has gone or become void. (Their version
/// is none in particular: they are played on the game as it stands.)
fn offers_of(
    view: &PrivateView,
    game: GameId,
    names: &[String],
    lang: Lang,
) -> (Vec<String>, Vec<Button>) {
    const ANY_VERSION: i64 = 0;
    let me = view.seat;
    let (mut lines, mut buttons) = (Vec::new(), Vec::new());
    for o in &view.public.offers {
        let mine = o.from == me;
        let to_me = o.to == Some(me) || (o.to.is_none() && !mine);
        if !mine && !to_me {
            continue;
        }
        lines.push(offer_line(o, names, lang));
        if mine {
            buttons.push(Button::new(
                Control::Withdraw(o.id).id(game, ANY_VERSION),
                t!(lang, "genoa-withdraw", offer = o.id),
                Style::Danger,
            ));
            continue;
        }
        buttons.push(Button::new(
            Control::Accept(o.id).id(game, ANY_VERSION),
            t!(lang, "genoa-accept", offer = o.id),
            Style::Success,
        ));
        if o.to == Some(me) && o.subject != Subject::Action {
            buttons.push(Button::new(
                Control::Decline(o.id).id(game, ANY_VERSION),
                t!(lang, "genoa-decline", offer = o.id),
                Style::Secondary,
            ));
        }
    }
    (lines, buttons)
}

/// The final standings: ducats, the richest first (G-96).
pub fn final_scores(outcome: &Outcome, names: &[String], lang: Lang) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    standing_lines(&standings, names, lang).join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::genoa::controls::tests::control_of;
    use crate::discord::ui::{Click, Clicked, Ui};
    use crate::engine::Game;
    use crate::engine::genoa::{Action, Genoa, RuleError};
    use crate::engine::playout::players_rng;

    /// Every hand of random four- and five-player games: it fits Discord's limits, names every
    /// open offer made to its seat or by it, and each of its offer buttons, clicked on whatever
    /// version, plays the answer it names on the game as it stands — accepted, or refused in a
    /// sentence (a void offer says why).
    #[test]
    fn a_hands_offer_buttons_answer_the_offer_they_name_on_any_version() {
        let (mut played, mut void) = (0, 0);
        for players in [4u8, 5] {
            let seed = 40 + u64::from(players);
            let mut game = Genoa::setup(&Default::default(), players, seed).unwrap();
            let mut rng = players_rng(seed);
            for step in 0i64.. {
                let Some(mover) = game.random_mover(&mut rng) else {
                    break;
                };
                for seat in (0..players).map(crate::engine::Seat) {
                    let view = game.private_view(seat);
                    let names: Vec<String> = (0..players)
                        .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + u64::from(i)))
                        .collect();
                    let hand = hand(&view, GameId(3), &names, crate::lang::Lang::En);
                    hand.check_limits().unwrap();
                    let text = format!("{:?}", hand.embeds);
                    for o in &view.public.offers {
                        if o.from == seat || o.to == Some(seat) {
                            assert!(
                                text.contains(&format!("#{} {}", o.id, names[o.from.index()])),
                                "offer {} shown, with its maker's name",
                                o.id
                            );
                        }
                    }
                    for row in &hand.rows {
                        let Row::Buttons(buttons) = row else {
                            panic!("a hand has buttons only")
                        };
                        for b in buttons {
                            let control = control_of(&b.id);
                            let click = Click::<Genoa> {
                                game: GameId(3),
                                rendered: 0,
                                current: step + 1,
                                control: &control,
                                seat,
                                to_act: game.to_act(),
                                names: &[],
                                view: &view,
                                offered: &[],
                                values: &[],
                                lang: crate::lang::Lang::En,
                            };
                            let Ok(Clicked::ActNow(action)) = Genoa::click(&click) else {
                                panic!("{} plays on any version", b.label)
                            };
                            assert!(matches!(
                                action,
                                Action::Accept { .. }
                                    | Action::Decline { .. }
                                    | Action::Withdraw { .. }
                            ));
                            match game.clone().apply(seat, &action) {
                                Ok(_) => played += 1,
                                Err(e) => {
                                    if matches!(e, RuleError::OfferVoid(_)) {
                                        void += 1;
                                    }
                                    assert!(
                                        Genoa::refusal(&e, crate::lang::Lang::En).ends_with('.')
                                    );
                                }
                            }
                        }
                    }
                }
                let action = game.random_action(mover, &mut rng).unwrap();
                game.apply(mover, &action).unwrap();
            }
        }
        assert!(played > 100 && void > 0, "{played} played, {void} void");
    }
}
