//! Every message the bot would send, for every state of 300 random games of Palazzo, fits
//! Discord's limits; every control parses back; and the board offers only legal choices.

use tavola::discord::ids::ComponentId;
use tavola::discord::message::{Message, Row};
use tavola::discord::palazzo::{board, hand, picker};
use tavola::engine::palazzo::{Action, Card, Decision, Palazzo, Site, TileId};
use tavola::engine::playout::players_rng;
use tavola::engine::{Game, Seat};
use tavola::store::GameId;

const GAMES: u64 = 300;
/// A long game id and version, so ids are as long as they get.
const GAME: GameId = GameId(9_999_999_999);

fn check(message: &Message, what: &str) {
    if let Err(e) = message.check_limits() {
        panic!("{what}: {e}\n{message:#?}");
    }
    for row in &message.rows {
        let ids: Vec<&str> = match row {
            Row::Buttons(b) => b.iter().map(|b| b.id.as_str()).collect(),
            Row::Select(s) => vec![s.id.as_str()],
        };
        for id in ids {
            ComponentId::parse(id).unwrap_or_else(|_| panic!("{what}: {id} does not parse"));
        }
    }
}

/// The board's controls for the decision at hand are each an action the engine offers.
fn board_offers_only_legal_choices(game: &Palazzo, message: &Message) {
    let view = game.public_view();
    let Some(seat) = view.decision.seat() else {
        assert!(message.rows.is_empty(), "a finished game has no controls");
        return;
    };
    let offered = game.choices(seat);
    for row in &message.rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons.iter().filter(|b| !b.disabled) {
                    let id = ComponentId::parse(&b.id).unwrap();
                    let action = match id.verb.as_str() {
                        "pick" => Action::PickMoney {
                            card: id.args[0].parse::<Card>().unwrap(),
                        },
                        "take" => Action::TakeMoney,
                        "draw" => Action::DrawTiles,
                        "auction" => Action::Auction,
                        "pass" => Action::Pass,
                        _ => continue,
                    };
                    assert!(
                        offered.contains(&action),
                        "{action:?} shown but not offered"
                    );
                }
            }
            Row::Select(select) => {
                let id = ComponentId::parse(&select.id).unwrap();
                for option in &select.options {
                    let action = match id.verb.as_str() {
                        "tile" => Action::TakeTile {
                            tile: TileId(option.value.parse().unwrap()),
                        },
                        "place" => Action::Place {
                            tile: TileId(id.args[0].parse().unwrap()),
                            site: board::parse_site(&option.value).unwrap(),
                        },
                        other => panic!("unexpected select {other} on the board"),
                    };
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
            };
            let b = board::board(&view, &ctx);
            check(&b, "board");
            board_offers_only_legal_choices(&game, &b);
            for s in 0..players {
                check(&hand::hand(&game.private_view(Seat(s)), GAME), "hand");
            }
            rendered += 1 + players as usize;
            let Some(seat) = game.to_act().single() else {
                break;
            };
            let private = game.private_view(seat);
            match &view.decision {
                Decision::BuyOrAuction { .. } if !view.warehouse.is_empty() => {
                    check(
                        &picker::tile_chooser(GAME, version, &view.warehouse, view.tile_price),
                        "tile chooser",
                    );
                    for n in 1..=view.warehouse.len().min(2) {
                        let tiles = view.warehouse[..n].iter().map(|t| t.id).collect();
                        let purpose = picker::Purpose::Buy(tiles);
                        let need = picker::need(&game, seat, &purpose);
                        check(
                            &picker::payment_picker(
                                GAME,
                                version,
                                &private,
                                &need,
                                &purpose,
                                &private.hand,
                            ),
                            "buy picker",
                        );
                    }
                }
                Decision::Bid { .. } => {
                    let need = picker::need(&game, seat, &picker::Purpose::Raise);
                    check(
                        &picker::payment_picker(
                            GAME,
                            version,
                            &private,
                            &need,
                            &picker::Purpose::Raise,
                            &private.hand,
                        ),
                        "raise picker",
                    );
                }
                Decision::ChooseAction { .. }
                    if !game.rebuilds(seat).is_empty() && !private.hand.is_empty() =>
                {
                    check(
                        &picker::rebuild_chooser(&game, seat, GAME, version),
                        "rebuild chooser",
                    );
                    if let Some(change) = game.rebuilds(seat).first() {
                        check(
                            &picker::rebuild_payment(&private.hand, GAME, version, change),
                            "rebuild payment",
                        );
                    }
                }
                _ => {}
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            let events = game.apply(seat, &action).unwrap();
            recent.extend(events.iter().map(std::string::ToString::to_string));
            let keep = recent.len().saturating_sub(tavola::discord::play::RECENT_LINES);
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
    use tavola::discord::alhambra::{board as a_board, picker as a_picker};
    use tavola::discord::ui::Ui;
    use tavola::engine::alhambra::{Action as A, Alhambra};

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
            };
            let b = game.board(&ctx);
            check(&b, "alhambra board");
            for s in 0..players {
                check(&game.hand(Seat(s), GAME), "alhambra hand");
            }
            rendered += 1 + players as usize;
            let Some(seat) = game.to_act().single() else {
                let outcome = game.outcome().expect("over");
                assert!(b.embeds[0].fields.iter().any(|f| f.name == "Final scores"));
                check(
                    &Message::text(a_board::final_scores(&outcome, &names)),
                    "final scores",
                );
                break;
            };
            let verbs: Vec<String> = b
                .rows
                .iter()
                .flat_map(|r| match r {
                    Row::Buttons(bs) => bs.iter().map(|b| b.id.clone()).collect::<Vec<_>>(),
                    Row::Select(s) => vec![s.id.clone()],
                })
                .map(|id| ComponentId::parse(&id).unwrap().verb)
                .collect();
            let offered = game.choices(seat);
            let take_shown = b.rows.iter().find_map(|r| match r {
                Row::Select(s) => Some(s.options.len()),
                Row::Buttons(_) => None,
            });
            assert_eq!(take_shown.unwrap_or(0), view.money_display.len());
            let on_sale = view.yard.iter().filter(|s| s.building.is_some()).count();
            assert_eq!(verbs.iter().filter(|v| *v == "buy").count(), on_sale);
            if offered.contains(&A::Pass) {
                assert!(verbs.iter().any(|v| v == "pass"), "a pass offered is shown");
            }
            let hand = *game.seat(seat).hand();
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
                };
                check(
                    &a_picker::payment_picker(&purchase, &held),
                    "payment picker",
                );
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            let events = game.apply(seat, &action).unwrap();
            recent.extend(events.iter().map(std::string::ToString::to_string));
            let keep = recent.len().saturating_sub(tavola::discord::play::RECENT_LINES);
            recent.drain(..keep);
            version += 1;
        }
    }
    println!("{rendered} Alhambra messages checked");
}
