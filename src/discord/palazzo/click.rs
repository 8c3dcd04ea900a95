//! What each of Palazzo's controls asks for: an action to play, or a picker to show. Read from
//! the click alone (the seat's private view, what the engine offers it): whether the seat can
//! buy or rebuild, and its cheapest payments, are the engine's answers in that view.

use super::board::parse_site;
use super::controls::{Control, Purpose, parse_rebuild};
use super::picker;
use super::refusals::refusal;
use crate::discord::ids::BadId;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::{Click, Clicked};
use crate::engine::palazzo::{Action, Card, Cards, Palazzo, PrivateView, TileId};

pub fn click(click: &Click<'_, Palazzo>) -> Result<Clicked<Palazzo>, Refusal> {
    let (game, version, view, lang) = (click.game, click.rendered, click.view, click.lang);
    let chosen = click.values;
    let action = match click.control {
        Control::TakeMoney => Action::TakeMoney,
        Control::DrawTiles => Action::DrawTiles,
        Control::Auction => Action::Auction,
        Control::Pass => Action::Pass,
        Control::Pick(card) => Action::PickMoney { card: *card },
        Control::TakeTile => Action::TakeTile {
            tile: TileId(one(chosen)?.parse().map_err(|_| BadId)?),
        },
        Control::Place(tile) => Action::Place {
            tile: *tile,
            site: parse_site(one(chosen)?).ok_or(BadId)?,
        },
        Control::Pay { purpose, payment } => match purpose {
            Purpose::Buy(tiles) => Action::Buy {
                tiles: tiles.clone(),
                payment: *payment,
            },
            Purpose::Raise => Action::Raise { cards: *payment },
        },
        Control::RebuildPay(change) => Action::Rebuild {
            change: *change,
            pay: one(chosen)?.parse().map_err(|_| BadId)?,
        },

        // Openers: the seat to act gets an ephemeral picker.
        Control::Buy => {
            click.check_turn()?;
            if let Err(why) = &view.buying {
                return Err(Refusal::Said(refusal(why, lang)));
            }
            let public = &view.public;
            let chooser =
                picker::tile_chooser(game, version, &public.warehouse, public.tile_price, lang);
            return Ok(Clicked::Reply(Reply::ephemeral(chooser)));
        }
        Control::Raise => {
            click.check_turn()?;
            let purpose = Purpose::Raise;
            let start = cheapest(view, &purpose).unwrap_or_default();
            return Ok(Clicked::Reply(Reply::ephemeral(payment_picker(
                click, purpose, &start,
            ))));
        }
        Control::Rebuild => {
            click.check_turn()?;
            let changes = view
                .rebuilds
                .as_ref()
                .map_err(|why| Refusal::Said(refusal(why, lang)))?;
            let chooser = picker::rebuild_chooser(view, changes, game, version, lang);
            return Ok(Clicked::Reply(Reply::ephemeral(chooser)));
        }

        // Steps inside a picker: its message is updated.
        Control::BuyTiles => {
            // One or two tiles: a tampered menu sending more is refused, not collected.
            if !(1..=2).contains(&chosen.len()) {
                return Err(BadId.into());
            }
            let tiles = chosen
                .iter()
                .map(|t| t.parse().map(TileId))
                .collect::<Result<_, _>>()
                .map_err(|_| BadId)?;
            let purpose = Purpose::Buy(tiles);
            let start = cheapest(view, &purpose).unwrap_or_default();
            return Ok(Clicked::Reply(Reply::update(payment_picker(
                click, purpose, &start,
            ))));
        }
        Control::Select {
            purpose,
            group,
            selected,
        } => {
            let now = picker::group_selection(chosen, *group).ok_or(BadId)?;
            let selected = picker::replace_group(selected, *group, &now);
            return Ok(Clicked::Reply(Reply::update(payment_picker(
                click,
                purpose.clone(),
                &selected,
            ))));
        }
        Control::Cheapest(purpose) => {
            let start = cheapest(view, purpose).unwrap_or_default();
            return Ok(Clicked::Reply(Reply::update(payment_picker(
                click,
                purpose.clone(),
                &start,
            ))));
        }
        Control::RebuildChange(_) => {
            // The cards offered for this change are those the engine would take for it now:
            // none once the seat's turn has passed, hence the check.
            click.check_turn()?;
            let change = parse_rebuild(one(chosen)?).ok_or(BadId)?;
            let cards: Vec<Card> = click
                .offered
                .iter()
                .filter_map(|a| match a {
                    Action::Rebuild { change: c, pay } if *c == change => Some(*pay),
                    _ => None,
                })
                .collect();
            if cards.is_empty() {
                return Err(BadId.into());
            }
            let message = picker::rebuild_payment(&cards, game, version, &change, lang);
            return Ok(Clicked::Reply(Reply::update(message)));
        }
    };
    Ok(Clicked::Act(action))
}

/// The payment picker for `purpose` on this click's seat, with `selected` chosen.
fn payment_picker(
    click: &Click<'_, Palazzo>,
    purpose: Purpose,
    selected: &Cards,
) -> crate::discord::message::Message {
    let need = picker::need(&click.view.public, click.seat, &purpose, click.lang);
    picker::payment_picker(
        click.game,
        click.rendered,
        click.view,
        &need,
        &purpose,
        selected,
        click.lang,
    )
}

/// The cheapest payment for `purpose`, as the engine worked it out for the seat's view.
fn cheapest(view: &PrivateView, purpose: &Purpose) -> Option<Cards> {
    match purpose {
        Purpose::Raise => view.cheapest_raise,
        Purpose::Buy(tiles) => {
            let payments = view.buying.as_ref().ok()?;
            match tiles.len() {
                1 => Some(payments.one),
                2 => payments.two,
                _ => None,
            }
        }
    }
}

/// The only value of a single-choice select.
fn one(values: &[String]) -> Result<&str, Refusal> {
    match values {
        [v] => Ok(v),
        _ => Err(BadId.into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::{ComponentId, Control as Id};
    use crate::discord::message::{Message, Row};
    use crate::discord::reply::Response;
    use crate::engine::{Game, Seat};
    use crate::store::GameId;

    const GAME: GameId = GameId(7);
    const VERSION: i64 = 5;

    /// The click of `seat` on `control` in `game`, made of the game's views alone, at
    /// `rendered` (the game being at `VERSION`).
    fn click_at(
        game: &Palazzo,
        seat: Seat,
        rendered: i64,
        control: Control,
        values: &[&str],
    ) -> Result<Clicked<Palazzo>, Refusal> {
        let names: Vec<String> = (0..game.players()).map(|i| format!("<@{i}>")).collect();
        let view = game.private_view(seat);
        let offered = game.choices(seat);
        let values: Vec<String> = values
            .iter()
            .map(std::string::ToString::to_string)
            .collect();
        click(&Click {
            game: GAME,
            rendered,
            current: VERSION,
            control: &control,
            seat,
            to_act: game.to_act(),
            names: &names,
            view: &view,
            offered: &offered,
            values: &values,
            lang: crate::lang::Lang::En,
        })
    }

    fn clicked(game: &Palazzo, seat: Seat, control: Control, values: &[&str]) -> Clicked<Palazzo> {
        click_at(game, seat, VERSION, control, values)
            .unwrap_or_else(|r| panic!("{}", r.text(crate::lang::Lang::En)))
    }

    fn action(clicked: Clicked<Palazzo>) -> Action {
        match clicked {
            Clicked::Act(action) => action,
            Clicked::ActNow(_) | Clicked::Reply(_) => panic!("not an action of this board"),
        }
    }

    fn message(clicked: Clicked<Palazzo>) -> Message {
        match clicked {
            Clicked::Reply(reply) => match reply.response {
                Response::Ephemeral(m) | Response::Update(m) => m,
                Response::Defer => panic!("deferred, not a message"),
            },
            Clicked::Act(a) | Clicked::ActNow(a) => panic!("{a:?}, not a reply"),
        }
    }

    fn refusal_of(game: &Palazzo, seat: Seat, rendered: i64, control: Control) -> String {
        match click_at(game, seat, rendered, control, &[]) {
            Err(refusal) => refusal.text(crate::lang::Lang::En),
            Ok(_) => panic!("not refused"),
        }
    }

    /// The controls of a message, read back.
    fn controls(m: &Message) -> Vec<Control> {
        m.rows
            .iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b.iter().map(|b| b.id.clone()).collect::<Vec<_>>(),
                Row::Select(s) => vec![s.id.clone()],
            })
            .filter_map(
                |id| match ComponentId::<Control>::parse(&id).unwrap().control {
                    Id::Game(c) => Some(c),
                    Id::Shared(_) => None,
                },
            )
            .collect()
    }

    /// A game where the seat to act has drawn tiles and can buy one.
    fn buying() -> (Palazzo, Seat) {
        (0..100)
            .find_map(|seed| {
                let mut g = Palazzo::setup(&Default::default(), 3, seed).unwrap();
                let seat = g.active();
                g.apply(seat, &Action::DrawTiles).unwrap();
                g.can_buy(seat).then_some((g, seat))
            })
            .expect("a seed where the seat can buy")
    }

    #[test]
    fn buttons_become_the_actions_they_name() {
        let g = Palazzo::setup(&Default::default(), 3, 1).unwrap();
        let seat = g.active();
        assert_eq!(
            action(clicked(&g, seat, Control::DrawTiles, &[])),
            Action::DrawTiles
        );
        assert_eq!(
            action(clicked(&g, seat, Control::TakeMoney, &[])),
            Action::TakeMoney
        );
        let card = "red5".parse().unwrap();
        assert_eq!(
            action(clicked(&g, seat, Control::Pick(card), &[])),
            Action::PickMoney { card }
        );
        // Selects read their values; a value that is not one is refused as tampered.
        assert_eq!(
            action(clicked(&g, seat, Control::TakeTile, &["12"])),
            Action::TakeTile { tile: TileId(12) }
        );
        assert!(click_at(&g, seat, VERSION, Control::TakeTile, &["x"]).is_err());
        assert!(click_at(&g, seat, VERSION, Control::TakeTile, &[]).is_err());
    }

    #[test]
    fn openers_are_for_the_seat_to_act_on_the_current_board() {
        let g = Palazzo::setup(&Default::default(), 3, 1).unwrap();
        let seat = g.active();
        let other = seat.after(1, 3);
        assert_eq!(
            refusal_of(&g, other, VERSION, Control::Rebuild),
            format!("It is not your turn: <@{}> decides now.", seat.0)
        );
        assert_eq!(
            refusal_of(&g, seat, VERSION - 1, Control::Rebuild),
            "The board has moved on since this was shown: use the current board."
        );
        // The seat to act has no palace: the engine's reason, in the player's words.
        assert_eq!(
            refusal_of(&g, seat, VERSION, Control::Rebuild),
            "You have nothing to rebuild."
        );
    }

    #[test]
    fn buying_goes_from_the_opener_through_the_picker_to_an_action_the_engine_takes() {
        let (mut g, seat) = buying();
        let chooser = message(clicked(&g, seat, Control::Buy, &[]));
        assert_eq!(controls(&chooser), [Control::BuyTiles]);

        let tile = g.public_view().warehouse[0].id;
        let picker = message(clicked(&g, seat, Control::BuyTiles, &[&tile.0.to_string()]));
        let view = g.private_view(seat);
        let cheapest = view.buying.as_ref().unwrap().one;
        let purpose = Purpose::Buy([tile].into_iter().collect());
        let pay = Control::Pay {
            purpose: purpose.clone(),
            payment: cheapest,
        };
        assert!(
            controls(&picker).contains(&pay),
            "the cheapest payment preselected"
        );
        assert!(controls(&picker).contains(&Control::Cheapest(purpose)));

        let buy = action(clicked(&g, seat, pay, &[]));
        assert_eq!(
            buy,
            Action::Buy {
                tiles: [tile].into_iter().collect(),
                payment: cheapest
            }
        );
        g.apply(seat, &buy).unwrap();
    }

    #[test]
    fn a_seat_that_cannot_buy_is_told_the_engines_reason() {
        let (g, seat) = (0..100)
            .find_map(|seed| {
                let mut g = Palazzo::setup(&Default::default(), 3, seed).unwrap();
                let seat = g.active();
                g.apply(seat, &Action::DrawTiles).unwrap();
                g.private_view(seat).buying.is_err().then_some((g, seat))
            })
            .expect("a seed where the seat cannot buy");
        let why = g.private_view(seat).buying.unwrap_err();
        assert_eq!(
            refusal_of(&g, seat, VERSION, Control::Buy),
            refusal(&why, crate::lang::Lang::En)
        );
    }
}
