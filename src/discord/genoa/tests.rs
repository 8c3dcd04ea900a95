//! Genoa's words all come from the catalogue: every message, line and refusal rendered in the
//! pseudo-language has no word outside its marks; and German reads German.

use super::builder::builder;
use super::controls::Control;
use super::draft::Draft;
use super::{board, picker, text};
use crate::discord::message::Message;
use crate::discord::ui::{BoardContext, Click, Ui};
use crate::engine::genoa::{Action, Genoa, OfferError, RuleError, Void};
use crate::engine::playout::players_rng;
use crate::engine::{Game, Seat};
use crate::lang::{Lang, unsourced_words};
use crate::schedule::Settings;
use crate::store::GameId;

const GAME: GameId = GameId(7);

fn names(players: u8) -> Vec<String> {
    (0..players)
        .map(|i| format!("<@{}>", 200_000_000_000_000_000u64 + u64::from(i)))
        .collect()
}

fn sourced(message: &Message, what: &str) {
    let words = message.unsourced_words();
    assert!(
        words.is_empty(),
        "{what}: {words:?} in {:?}",
        message.words()
    );
    message
        .check_limits()
        .unwrap_or_else(|e| panic!("{what} in the pseudo-language: {e}"));
}

fn sourced_text(text: &str, what: &str) {
    let words = unsourced_words(text);
    assert!(words.is_empty(), "{what}: {words:?} in {text}");
}

/// Every refusal the rules can give, each void reason and each malformed offer.
fn every_refusal() -> Vec<RuleError> {
    let seat = Seat(1);
    let mut all = vec![
        RuleError::GameOver,
        RuleError::WrongMoment,
        RuleError::TowerPlayerOnly(seat),
        RuleError::NotForTowerPlayer,
        RuleError::ActorOnly(seat),
        RuleError::NoStartingSpace,
        RuleError::IllegalStep,
        RuleError::NoActionLeft,
        RuleError::BidStands,
        RuleError::NotAllPassed,
        RuleError::AlreadyPassed,
        RuleError::WindowOpen,
        RuleError::NoSuchOffer(3),
        RuleError::NotAddressed(3),
        RuleError::CannotDecline,
        RuleError::NotYourOffer(3),
        RuleError::EffectReceived,
        RuleError::EffectFirst,
        RuleError::OrderDone,
        RuleError::NotInHand,
        RuleError::WrongCard,
        RuleError::MissingCommodities,
        RuleError::NoTile,
        RuleError::SupplyEmpty,
        RuleError::NotOwned,
        RuleError::Owned,
        RuleError::NoMarker,
        RuleError::NotAdjacent,
        RuleError::TooFewDucats,
        RuleError::TooManyOffers,
    ];
    all.extend(
        [
            Void::SubjectGone,
            Void::Lacks(seat),
            Void::NoMarkerRoom(seat),
            Void::NoActionLeft(seat),
            Void::NoMarkerInHand(seat),
            Void::CannotPayBank(seat),
        ]
        .map(RuleError::OfferVoid),
    );
    all.extend(
        [
            OfferError::ToSelf,
            OfferError::BadBid,
            OfferError::BadAsk,
            OfferError::NoSubject,
            OfferError::MakerLacks,
            OfferError::MakerNoRoom,
            OfferError::NoAction,
            OfferError::NoMarker,
            OfferError::Empty,
            OfferError::TwoPlayerItem,
            OfferError::NoFreeTrade,
            OfferError::NotAllowed,
            OfferError::TradesOpen,
            OfferError::TableFull,
            OfferError::TurnLimit,
        ]
        .map(RuleError::BadOffer),
    );
    all
}

/// Random games of every player count, rendered in the pseudo-language every few decisions:
/// the board, every seat's hand, the picker of every seat to act (every page) and the builder
/// of its first offers, every event's line, the final scores, every refusal of the rules and
/// of a click off the list. Not one word is left outside the catalogue's marks, and each fits
/// Discord's limits though longer than English.
#[test]
fn every_word_a_player_reads_comes_from_the_catalogue() {
    let lang = Lang::Pseudo;
    let settings = Settings::from_hours(Some(24), Some(48)).unwrap();
    let (mut boards, mut pickers, mut builders, mut lines) = (0, 0, 0, 0);
    for players in 2..=5u8 {
        let seed = 90 + u64::from(players);
        let names = names(players);
        let mut game = Genoa::setup(&Default::default(), players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut recent: Vec<String> = Vec::new();
        for step in 0i64.. {
            if step % 9 == 0 || game.is_over() {
                let view = game.public_view();
                let ctx = BoardContext {
                    game: GAME,
                    version: step,
                    names: &names,
                    recent: &recent,
                    settings: &settings,
                    deadline: Some(4_102_444_800_000),
                    thinking: &[],
                    lang,
                };
                sourced(&board::board(&view, &ctx), "the board");
                sourced_text(&Genoa::decision(&view, &names, lang), "the decision");
                boards += 1;
                for seat in (0..players).map(Seat) {
                    let private = game.private_view(seat);
                    sourced(&Genoa::hand(&private, GAME, &names, lang), "a hand");
                }
                for seat in game.to_act().iter() {
                    let offered = game.choices(seat);
                    let private = game.private_view(seat);
                    let tower = private.public.discs.last().copied();
                    for page in 0..4 {
                        let m = picker::picker(GAME, step, &offered, &names, tower, page, lang);
                        sourced(&m, "a picker");
                        pickers += 1;
                    }
                    for terms in offered
                        .iter()
                        .filter_map(|a| match a {
                            Action::Offer(t) => Some(*t),
                            _ => None,
                        })
                        .take(3)
                    {
                        let m = builder(GAME, step, &Draft(terms), &private, &names, lang);
                        sourced(&m, "a builder");
                        builders += 1;
                    }
                    // A choice off the list is refused in words.
                    let off = [offered.len().to_string()];
                    let click = Click::<Genoa> {
                        game: GAME,
                        rendered: step,
                        current: step,
                        control: &Control::Choose(0),
                        seat,
                        to_act: game.to_act(),
                        names: &names,
                        view: &private,
                        offered: &offered,
                        values: &off,
                        lang,
                    };
                    let Err(refusal) = Genoa::click(&click) else {
                        panic!("a choice off the list played")
                    };
                    sourced_text(&refusal.text(lang), "a click off the list");
                    let bad_item = ["zz".to_string()];
                    let item_click = Click::<Genoa> {
                        control: &Control::Give(Draft(crate::engine::genoa::Terms {
                            to: None,
                            subject: crate::engine::genoa::Subject::Trade,
                            give: crate::engine::genoa::Bundle::EMPTY,
                            get: crate::engine::genoa::Bundle::EMPTY,
                            reveal: false,
                        })),
                        values: &bad_item,
                        ..click
                    };
                    if let Err(refusal) = Genoa::click(&item_click) {
                        sourced_text(&refusal.text(lang), "an item off the list");
                    }
                }
            }
            let Some(mover) = game.random_mover(&mut rng) else {
                break;
            };
            let action = game.random_action(mover, &mut rng).unwrap();
            for event in game.apply(mover, &action).unwrap() {
                if let Some(line) = Genoa::event_line(&event, &names, lang) {
                    sourced_text(&line, "an event's line");
                    lines += 1;
                    recent.push(line);
                    if recent.len() > 5 {
                        recent.remove(0);
                    }
                }
            }
        }
        let outcome = game.outcome().expect("a random game ends");
        let scores = Genoa::final_scores(&game.public_view(), &outcome, &names, lang);
        sourced_text(&scores, "the final scores");
    }
    for e in every_refusal() {
        let said = Genoa::refusal(&e, lang);
        sourced_text(&said, "a refusal");
        assert!(Genoa::refusal(&e, Lang::En).ends_with('.'), "{e:?}");
    }
    assert!(
        boards > 50 && pickers > 100 && builders > 20 && lines > 200,
        "{boards} boards, {pickers} pickers, {builders} builders, {lines} lines"
    );
}

/// The English reads as it always has, and the German is German.
#[test]
fn english_reads_as_before_and_german_reads_german() {
    let names = names(3);
    let game = Genoa::setup(&Default::default(), 3, 5).unwrap();
    let view = game.public_view();
    let settings = Settings::from_hours(Some(24), Some(48)).unwrap();
    let ctx = |lang| BoardContext {
        game: GAME,
        version: 1,
        names: &names,
        recent: &[],
        settings: &settings,
        deadline: None,
        thinking: &[],
        lang,
    };
    let buttons = |m: &Message| -> Vec<String> {
        m.rows
            .iter()
            .flat_map(|r| match r {
                crate::discord::message::Row::Buttons(b) => {
                    b.iter().map(|b| b.label.clone()).collect()
                }
                crate::discord::message::Row::Select(_) => Vec::new(),
            })
            .collect()
    };
    let en = board::board(&view, &ctx(Lang::En));
    assert_eq!(buttons(&en), ["Act…", "My hand"]);
    assert_eq!(en.embeds[0].title, "Genoa · game #7");
    let de = board::board(&view, &ctx(Lang::De));
    assert_eq!(buttons(&de), ["Entscheiden…", "Meine Hand"]);
    assert_eq!(de.embeds[0].title, "Die Händler von Genua · Partie #7");
    let hand = Genoa::hand(&game.private_view(Seat(0)), GAME, &names, Lang::De);
    assert_eq!(
        hand.embeds[0].title,
        "Die Händler von Genua · Partie #7 — deine Hand"
    );
    assert_eq!(
        text::refusal(&RuleError::TowerPlayerOnly(Seat(1)), Lang::En),
        "Only the tower player (seat 2) decides that."
    );
    assert_eq!(
        text::refusal(&RuleError::TowerPlayerOnly(Seat(1)), Lang::De),
        "Nur der Zugspieler (Platz 2) entscheidet das."
    );
    let to = crate::engine::genoa::Square::at(2, 6).unwrap();
    let from = crate::engine::genoa::Square::at(2, 5);
    assert_eq!(
        text::step_label(from, to, Lang::En),
        "⬇️ South to a street (2,6)"
    );
    assert_eq!(text::step_label(from, to, Lang::De), "⬇️ Süd: Gasse (2,6)");
}
