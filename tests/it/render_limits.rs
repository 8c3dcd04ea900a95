//! Every message the bot would send fits Discord's limits, and every control parses back as one
//! of the game's (or a shared one). One suite runs for every game in the list
//! ([`every_game`]): boards, hands, final scores, and every control on the board clicked
//! through the game's own `click` (an action the engine offers, or a picker that fits, or a
//! refusal in words). Each game's extras follow: Palazzo's placements and pickers, Alhambra's
//! money select and payment pickers.

use tavola::discord::ids::{ComponentId, Control as Id, GameControl};
use tavola::discord::message::{Message, Row};
use tavola::discord::palazzo::controls::Control as P;
use tavola::discord::palazzo::controls::Purpose;
use tavola::discord::palazzo::{board, hand, picker};
use tavola::discord::ui::{Click, Clicked, Ui};
use tavola::engine::palazzo::{Action, Decision, Palazzo, Site};
use tavola::engine::playout::players_rng;
use tavola::engine::{Audit, Game, Seat};
use tavola::lang::Lang;
use tavola::store::GameId;

/// The suite every game runs, on `GAMES / 3` random games over its player counts: every state's
/// board, every seat's hand, the final scores, and every control on the board clicked by the
/// seat to act through the game's `click`, which must give an action the engine offers (or
/// refuses in words), a picker that fits, or a refusal in words — and, in every fourth
/// state, every control of each picker opened, the same way (offer builders, payments).
/// The languages every message is checked in: each one players can choose (a language added
/// to the list is checked with no change here) and the pseudo-language.
fn langs() -> Vec<Lang> {
    Lang::ALL.iter().copied().chain([Lang::Pseudo]).collect()
}

fn every_message_fits<G: Ui + Audit>() {
    let langs = langs();
    let names: Vec<String> = (0..8)
        .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + i))
        .collect();
    // The longest pace line there is.
    let settings = tavola::schedule::Settings::from_hours(Some(719), Some(720)).unwrap();
    let (min, max) = G::PLAYERS;
    let mut clicked = 0usize;
    for seed in 0..GAMES / 3 {
        let players = min + (seed % u64::from(max - min + 1)) as u8;
        let names = &names[..players as usize];
        let option_sets = G::option_sets();
        let (_, options) =
            &option_sets[(seed / u64::from(max - min + 1)) as usize % option_sets.len()];
        let mut game = G::setup(options, players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut version = 1_000_000i64;
        // Each language plays its share of the games: German's words run longer than
        // English's, the pseudo-language's longer still.
        let lang = langs[seed as usize % langs.len()];
        loop {
            let view = game.public_view();
            let ctx = tavola::discord::ui::BoardContext {
                game: GAME,
                version,
                names,
                recent: &[],
                settings: &settings,
                deadline: Some(4_102_444_800_000),
                thinking: &[],
                lang,
            };
            let board = G::board(&view, &ctx);
            check::<G::Control>(&board, "board");
            for s in 0..players {
                check::<G::Control>(
                    &G::hand(&game.private_view(Seat(s)), GAME, names, lang),
                    "hand",
                );
            }
            // The seat random play moves (the first the game waits on, or in Genoa now and
            // then another that may act).
            let Some(seat) = game.random_mover(&mut rng) else {
                let outcome = game.outcome().expect("a game nobody is to act in is over");
                let scores = Message::text(G::final_scores(&view, &outcome, names, lang));
                check::<G::Control>(&scores, "final scores");
                break;
            };
            let private = game.private_view(seat);
            let offered = game.choices(seat);
            for (id, values) in controls(&board) {
                let Id::Game(control) = ComponentId::<G::Control>::parse(&id).unwrap().control
                else {
                    continue;
                };
                let click = Click::<G> {
                    game: GAME,
                    rendered: version,
                    current: version,
                    control: &control,
                    seat,
                    to_act: game.to_act(),
                    names,
                    view: &private,
                    offered: &offered,
                    values: &values,
                    lang,
                };
                clicked += 1;
                let Some(picker) = answer(&game, seat, &click) else {
                    continue;
                };
                // Now and then, every control of the picker too (a picker's choice may open
                // another: Genoa's offer builder, Alhambra's payment).
                if version % 4 != 0 {
                    continue;
                }
                for (id, values) in controls(&picker) {
                    let Id::Game(control) = ComponentId::<G::Control>::parse(&id).unwrap().control
                    else {
                        continue;
                    };
                    clicked += 1;
                    answer(
                        &game,
                        seat,
                        &Click::<G> {
                            control: &control,
                            values: &values,
                            ..click
                        },
                    );
                }
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            game.apply(seat, &action).unwrap();
            version += 1;
        }
    }
    assert!(clicked > 1_000, "{clicked} controls clicked");
}

/// What a click asks for, checked: an action the engine offers (or refuses in words), a
/// picker that fits Discord's limits (returned), or a refusal in words.
fn answer<G: Ui + Audit>(game: &G, seat: Seat, click: &Click<'_, G>) -> Option<Message> {
    match G::click(click) {
        // A public board cannot always know what a hand allows (Alhambra's Pass, say): what
        // is not offered, the engine refuses, in words.
        Ok(Clicked::Act(action) | Clicked::ActNow(action)) if !game.is_offered(seat, &action) => {
            let refused = game.clone().apply(seat, &action).expect_err(&format!(
                "{:?} {:?} asks for {action:?}: neither offered nor refused",
                click.control, click.values
            ));
            let words = G::refusal(&refused, click.lang);
            assert!(
                words.trim_end_matches(['·', '⟧']).ends_with('.'),
                "{words:?}"
            );
            None
        }
        Ok(Clicked::Act(_) | Clicked::ActNow(_)) => None,
        Ok(Clicked::Reply(reply)) => {
            let picker = reply.response.message().expect("a picker, not deferred");
            check::<G::Control>(picker, "picker");
            Some(picker.clone())
        }
        Err(refusal) => {
            let words = refusal.text(click.lang);
            assert!(
                words.trim_end_matches(['·', '⟧']).ends_with('.'),
                "{words:?}"
            );
            None
        }
    }
}

/// Each enabled control of `message`, as its id and the values a click sends: none for a
/// button, each option in turn for a select.
fn controls(message: &Message) -> Vec<(String, Vec<String>)> {
    message
        .rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons
                .iter()
                .filter(|b| !b.disabled)
                .map(|b| (b.id.clone(), Vec::new()))
                .collect::<Vec<_>>(),
            Row::Select(select) => select
                .options
                .iter()
                .map(|o| (select.id.clone(), vec![o.value.clone()]))
                .collect(),
        })
        .collect()
}

/// The suite, once per game in the list.
macro_rules! every_game {
    ($($V:ident => $m:ident: $G:ty,)*) => {
        $(
            #[test]
            fn $m() {
                every_message_fits::<$G>();
            }
        )*
    };
}

mod every_game {
    use super::every_message_fits;
    tavola::games!(every_game);
}

const GAMES: u64 = 300;
/// A long game id and version, so ids are as long as they get.
const GAME: GameId = GameId(9_999_999_999);

/// The message fits Discord's limits, and each of its controls parses back as one of the
/// game's (`C`) or a shared one.
fn check<C: GameControl>(message: &Message, what: &str) {
    if let Err(e) = message.check_limits() {
        panic!("{what}: {e}\n{message:#?}");
    }
    // Rendered in the pseudo-language (its words carry its marks): every word a player reads
    // came from the catalogue.
    if message
        .words()
        .iter()
        .any(|w| w.contains(tavola::lang::PSEUDO_OPEN))
    {
        let unsourced = message.unsourced_words();
        assert!(
            unsourced.is_empty(),
            "{what}: words not from the catalogue: {unsourced:?}\n{:#?}",
            message.words()
        );
    }
    for row in &message.rows {
        let ids: Vec<&str> = match row {
            Row::Buttons(b) => b.iter().map(|b| b.id.as_str()).collect(),
            Row::Select(s) => vec![s.id.as_str()],
        };
        for id in ids {
            ComponentId::<C>::parse(id).unwrap_or_else(|_| panic!("{what}: {id} does not parse"));
        }
    }
}

/// The seat to act's view of a game, and what the engine offers it: what its clicks are made
/// of.
struct Seen<'a> {
    game: &'a Palazzo,
    seat: Seat,
    version: i64,
    names: Vec<String>,
    view: tavola::engine::palazzo::PrivateView,
    offered: Vec<Action>,
}

impl Seen<'_> {
    /// What the game makes of a click on `control` with `values` chosen, from the views alone.
    fn click(&self, control: &P, values: &[String]) -> Result<Clicked<Palazzo>, String> {
        let click = Click {
            game: GAME,
            rendered: self.version,
            current: self.version,
            control,
            seat: self.seat,
            to_act: self.game.to_act(),
            names: &self.names,
            view: &self.view,
            offered: &self.offered,
            values,
            lang: Lang::En,
        };
        Palazzo::click(&click).map_err(|refusal| refusal.text(Lang::En))
    }
}

/// The board's controls for the decision at hand, clicked by the seat to act, are each an
/// action the engine offers; its openers open a picker within Discord's limits, or refuse.
fn board_offers_only_legal_choices(game: &Palazzo, message: &Message, version: i64) {
    let view = game.public_view();
    let Some(seat) = view.decision.seat() else {
        assert!(message.rows.is_empty(), "a finished game has no controls");
        return;
    };
    let seen = Seen {
        game,
        seat,
        version,
        names: (0..game.players()).map(|i| format!("<@{i}>")).collect(),
        view: game.private_view(seat),
        offered: game.choices(seat),
    };
    let offered = &seen.offered;
    let control = |id: &str| match ComponentId::<P>::parse(id).unwrap().control {
        Id::Game(control) => Some(control),
        Id::Shared(_) => None,
    };
    for row in &message.rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons.iter().filter(|b| !b.disabled) {
                    let Some(control) = control(&b.id) else {
                        continue;
                    };
                    let opener = matches!(control, P::Buy | P::Raise | P::Rebuild);
                    match seen.click(&control, &[]) {
                        Ok(Clicked::Act(action)) => assert!(
                            offered.contains(&action),
                            "{action:?} shown but not offered"
                        ),
                        Ok(Clicked::Reply(reply)) if opener => {
                            let picker = reply.response.message().expect("a picker");
                            check::<P>(picker, "opened picker");
                        }
                        Err(refusal) if opener => {
                            assert!(refusal.ends_with('.'), "{refusal:?}");
                        }
                        _ => panic!("{control:?} on the board is neither an action nor an opener"),
                    }
                }
            }
            Row::Select(select) => {
                let control = control(&select.id).expect("the board's selects are the game's");
                for option in &select.options {
                    let values = [option.value.clone()];
                    let Ok(Clicked::Act(action)) = seen.click(&control, &values) else {
                        panic!("{control:?} with {values:?} is not an action");
                    };
                    assert!(
                        matches!(action, Action::TakeTile { .. } | Action::Place { .. }),
                        "{action:?} from a select of the board"
                    );
                    assert!(
                        offered.contains(&action),
                        "{action:?} shown but not offered"
                    );
                }
            }
        }
    }
    // Every legal placement is offered (up to what a select holds).
    if let Decision::Build { pending, .. } = &view.decision {
        let shown: usize = message
            .rows
            .iter()
            .map(|r| match r {
                Row::Select(s) => s.options.len(),
                Row::Buttons(_) => 0,
            })
            .sum();
        let legal = offered
            .iter()
            .filter(|a| matches!(a, Action::Place { .. }))
            .count();
        if pending.len() <= 4 && legal <= 25 * pending.len() {
            assert_eq!(shown, legal, "every legal site is offered");
        }
        for tile in pending {
            assert!(offered.contains(&Action::Place {
                tile: tile.id,
                site: Site::NewPalace
            }));
        }
    }
}

#[test]
fn every_message_of_300_random_games_fits_discords_limits() {
    let names: Vec<String> = (0..4)
        .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + i))
        .collect();
    // The longest pace line there is.
    let settings = tavola::schedule::Settings::from_hours(Some(719), Some(720)).unwrap();
    let mut rendered = 0usize;
    for seed in 0..GAMES {
        let players = 2 + (seed % 3) as u8;
        let mut game = Palazzo::setup(&Default::default(), players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut recent: Vec<String> = Vec::new();
        let mut version = 1_000_000i64;
        loop {
            let view = game.public_view();
            let ctx = board::BoardContext {
                game: GAME,
                version,
                names: &names[..players as usize],
                recent: &recent,
                settings: &settings,
                deadline: Some(4_102_444_800_000),
                thinking: &[],
                lang: Lang::En,
            };
            let b = board::board(&view, &ctx);
            check::<P>(&b, "board");
            board_offers_only_legal_choices(&game, &b, version);
            for s in 0..players {
                check::<P>(
                    &hand::hand(&game.private_view(Seat(s)), GAME, Lang::En),
                    "hand",
                );
            }
            rendered += 1 + players as usize;
            let Some(seat) = game.to_act().single() else {
                break;
            };
            let private = game.private_view(seat);
            match &view.decision {
                Decision::BuyOrAuction { .. } if !view.warehouse.is_empty() => {
                    check::<P>(
                        &picker::tile_chooser(
                            GAME,
                            version,
                            &view.warehouse,
                            view.tile_price,
                            Lang::En,
                        ),
                        "tile chooser",
                    );
                    for n in 1..=view.warehouse.len().min(2) {
                        let tiles = view.warehouse[..n].iter().map(|t| t.id).collect();
                        let purpose = Purpose::Buy(tiles);
                        let need = picker::need(&view, seat, &purpose, Lang::En);
                        check::<P>(
                            &picker::payment_picker(
                                GAME,
                                version,
                                &private,
                                &need,
                                &purpose,
                                &private.hand,
                                Lang::En,
                            ),
                            "buy picker",
                        );
                    }
                }
                Decision::Bid { .. } => {
                    let need = picker::need(&view, seat, &Purpose::Raise, Lang::En);
                    check::<P>(
                        &picker::payment_picker(
                            GAME,
                            version,
                            &private,
                            &need,
                            &Purpose::Raise,
                            &private.hand,
                            Lang::En,
                        ),
                        "raise picker",
                    );
                }
                Decision::ChooseAction { .. }
                    if !game.rebuilds(seat).is_empty() && !private.hand.is_empty() =>
                {
                    let changes = private
                        .rebuilds
                        .as_ref()
                        .expect("rebuilds open to the seat");
                    assert_eq!(changes, &game.rebuilds(seat));
                    check::<P>(
                        &picker::rebuild_chooser(&private, changes, GAME, version, Lang::En),
                        "rebuild chooser",
                    );
                    let change = changes[0];
                    let cards: Vec<_> = game
                        .choices(seat)
                        .into_iter()
                        .filter_map(|a| match a {
                            Action::Rebuild { change: c, pay } if c == change => Some(pay),
                            _ => None,
                        })
                        .collect();
                    check::<P>(
                        &picker::rebuild_payment(&cards, GAME, version, &change, Lang::En),
                        "rebuild payment",
                    );
                }
                _ => {}
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            let events = game.apply(seat, &action).unwrap();
            recent.extend(events.iter().map(std::string::ToString::to_string));
            let keep = recent
                .len()
                .saturating_sub(tavola::discord::render::RECENT_LINES);
            recent.drain(..keep);
            version += 1;
        }
    }
    assert!(rendered > 100_000, "{rendered} messages rendered");
}

/// Alhambra's board, hands, payment pickers and final scores, for every state of 300 random
/// games of 2 to 6 players, fit Discord's limits and parse back; the board's money select
/// offers exactly the display, a buy button stands for each building on sale, and a pass is
/// shown whenever the engine offers one.
#[test]
fn every_alhambra_message_of_300_random_games_fits_discords_limits() {
    use tavola::discord::alhambra::controls::Control as A;
    use tavola::discord::alhambra::{board as a_board, picker as a_picker};
    use tavola::engine::alhambra::{Action, Alhambra};

    let names: Vec<String> = (0..6)
        .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + i))
        .collect();
    let settings = tavola::schedule::Settings::from_hours(Some(719), Some(720)).unwrap();
    let mut rendered = 0usize;
    for seed in 0..GAMES {
        let players = 2 + (seed % 5) as u8;
        let mut game = Alhambra::setup(&Default::default(), players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut recent: Vec<String> = Vec::new();
        let mut version = 1_000_000i64;
        loop {
            let view = game.public_view();
            let ctx = tavola::discord::ui::BoardContext {
                game: GAME,
                version,
                names: &names[..players as usize],
                recent: &recent,
                settings: &settings,
                deadline: Some(4_102_444_800_000),
                thinking: &[],
                lang: Lang::En,
            };
            let b = Alhambra::board(&view, &ctx);
            check::<A>(&b, "alhambra board");
            for s in 0..players {
                check::<A>(
                    &Alhambra::hand(&game.private_view(Seat(s)), GAME, &[], Lang::En),
                    "alhambra hand",
                );
            }
            rendered += 1 + players as usize;
            let Some(seat) = game.to_act().single() else {
                let outcome = game.outcome().expect("over");
                assert!(b.embeds[0].fields.iter().any(|f| f.name == "Final scores"));
                check::<A>(
                    &Message::text(a_board::final_scores(&outcome, &names, Lang::En)),
                    "final scores",
                );
                break;
            };
            let controls: Vec<Id<A>> = b
                .rows
                .iter()
                .flat_map(|r| match r {
                    Row::Buttons(bs) => bs.iter().map(|b| b.id.clone()).collect::<Vec<_>>(),
                    Row::Select(s) => vec![s.id.clone()],
                })
                .map(|id| ComponentId::<A>::parse(&id).unwrap().control)
                .collect();
            let offered = game.choices(seat);
            let take_shown = b.rows.iter().find_map(|r| match r {
                Row::Select(s) => Some(s.options.len()),
                Row::Buttons(_) => None,
            });
            assert_eq!(take_shown.unwrap_or(0), view.money_display.len());
            let on_sale = view.yard.iter().filter(|s| s.building.is_some()).count();
            let buys = controls
                .iter()
                .filter(|c| matches!(c, Id::Game(A::Buy(_))))
                .count();
            assert_eq!(buys, on_sale);
            if offered.contains(&Action::Pass) {
                assert!(
                    controls.contains(&Id::Game(A::Pass)),
                    "a pass offered is shown"
                );
            }
            let hand = game.private_view(seat).hand;
            for slot in &view.yard {
                let Some(building) = &slot.building else {
                    continue;
                };
                let held = hand.of(slot.currency);
                let purchase = a_picker::Purchase {
                    game: GAME,
                    version,
                    slot: slot.currency,
                    building,
                    held: &held,
                    dirk: view.dirk.is_some(),
                    lang: Lang::En,
                };
                check::<A>(
                    &a_picker::payment_picker(&purchase, &held),
                    "payment picker",
                );
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            let events = game.apply(seat, &action).unwrap();
            recent.extend(events.iter().map(std::string::ToString::to_string));
            let keep = recent
                .len()
                .saturating_sub(tavola::discord::render::RECENT_LINES);
            recent.drain(..keep);
            version += 1;
        }
    }
    println!("{rendered} Alhambra messages checked");
}
