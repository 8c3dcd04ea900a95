//! Palazzo reads in the player's language: every word of its board, hands, pickers, event
//! lines, final scores, refusals and pictures comes from the catalogue.

use super::controls::Purpose;
use super::picker;
use super::refusals::tests::every_variant;
use crate::discord::message::Message;
use crate::discord::ui::{BoardContext, Ui};
use crate::engine::palazzo::{Action, Decision, Palazzo};
use crate::engine::playout::players_rng;
use crate::engine::{Game, Seat};
use crate::lang::{Lang, unsourced_words};
use crate::picture::{Pictured, ScoreHistory};
use crate::schedule::Settings;
use crate::store::GameId;

const GAME: GameId = GameId(7);

fn names(players: u8) -> Vec<String> {
    (0..players)
        .map(|i| format!("<@{}>", 500 + u64::from(i)))
        .collect()
}

/// Every word of `message` came from the catalogue, and it fits Discord's limits.
fn assert_sourced(message: &Message, what: &str) {
    let words = message.unsourced_words();
    assert!(words.is_empty(), "{what}: {words:?} in {message:#?}");
    // The pseudo-language runs longer than any language: what fits in it fits in all.
    if let Err(e) = message.check_limits() {
        panic!("{what}: {e} in {message:#?}");
    }
}

fn assert_text_sourced(text: &str, what: &str) {
    let words = unsourced_words(text);
    assert!(words.is_empty(), "{what}: {words:?} in {text:?}");
}

fn assert_scene_sourced(scene: &crate::picture::svg::Scene, what: &str) {
    for text in scene.layers.iter().flat_map(|l| &l.texts) {
        assert_text_sourced(&text.text, what);
    }
}

/// Plays random games in the pseudo-language and checks every board, hand, picker, event line,
/// picture and the final scores.
#[test]
fn every_word_palazzo_shows_comes_from_the_catalogue() {
    let lang = Lang::Pseudo;
    let settings = Settings::from_hours(None, Some(48)).unwrap();
    let mut states = 0;
    for seed in 0..4u64 {
        let players = 2 + (seed % 3) as u8;
        let names = names(players);
        let mut game = Palazzo::setup(&Default::default(), players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut recent: Vec<String> = Vec::new();
        let mut history = ScoreHistory::new(players as usize);
        let mut version = 1i64;
        loop {
            let view = game.public_view();
            history.push(&Palazzo::shown_scores(&view));
            let ctx = BoardContext {
                game: GAME,
                version,
                names: &names,
                recent: &recent,
                settings: &settings,
                deadline: Some(1_700_000_000_000),
                thinking: &[],
                lang,
            };
            let what = format!("seed {seed}, move {version}");
            states += 1;
            assert_sourced(&Palazzo::board(&view, &ctx), &format!("{what}: board"));
            assert_text_sourced(&Palazzo::decision(&view, &names, lang), &what);
            for s in 0..players {
                let private = game.private_view(Seat(s));
                let hand = Palazzo::hand(&private, GAME, &names, lang);
                assert_sourced(&hand, &format!("{what}: hand {s}"));
            }
            // The pictures, now and then (they take longer to draw).
            if version % 7 == 1 {
                let seat = game.to_act().iter().next().unwrap_or(Seat(0));
                assert_scene_sourced(&Palazzo::board_scene(&view, &names, lang), &what);
                assert_scene_sourced(
                    &Palazzo::hand_scene(&game.private_view(seat), &names, lang),
                    &what,
                );
            }
            let Some(seat) = game.random_mover(&mut rng) else {
                let outcome = game.outcome().expect("over");
                let scores = Palazzo::final_scores(&view, &outcome, &names, lang);
                assert_text_sourced(&scores, &format!("{what}: final scores"));
                assert_scene_sourced(
                    &Palazzo::scores_scene(&view, &history, &names, lang),
                    &format!("{what}: scores picture"),
                );
                assert_scene_sourced(&Palazzo::board_scene(&view, &names, lang), &what);
                break;
            };
            pickers(&game, seat, version, lang, &what);
            let action = game.random_action(seat, &mut rng).unwrap();
            let events = game.apply(seat, &action).unwrap();
            for event in &events {
                if let Some(line) = Palazzo::event_line(event, &names, lang) {
                    assert_text_sourced(&line, &format!("{what}: {event:?}"));
                    recent.push(line);
                }
            }
            let keep = recent.len().saturating_sub(5);
            recent.drain(..keep);
            version += 1;
        }
    }
    assert!(states > 200, "{states} states checked");
}

/// The pickers the seat to act can open now.
fn pickers(game: &Palazzo, seat: Seat, version: i64, lang: Lang, what: &str) {
    let view = game.public_view();
    let private = game.private_view(seat);
    let mut shown = Vec::new();
    match &view.decision {
        Decision::BuyOrAuction { .. } if !view.warehouse.is_empty() => {
            shown.push(picker::tile_chooser(
                GAME,
                version,
                &view.warehouse,
                view.tile_price,
                lang,
            ));
            for n in 1..=view.warehouse.len().min(2) {
                let purpose = Purpose::Buy(view.warehouse[..n].iter().map(|t| t.id).collect());
                let need = picker::need(&view, seat, &purpose, lang);
                for selected in [crate::engine::palazzo::Cards::EMPTY, private.hand] {
                    shown.push(picker::payment_picker(
                        GAME, version, &private, &need, &purpose, &selected, lang,
                    ));
                }
            }
        }
        Decision::Bid { .. } => {
            let need = picker::need(&view, seat, &Purpose::Raise, lang);
            shown.push(picker::payment_picker(
                GAME,
                version,
                &private,
                &need,
                &Purpose::Raise,
                &private.hand,
                lang,
            ));
        }
        Decision::ChooseAction { .. } => {
            if let Ok(changes) = &private.rebuilds
                && !changes.is_empty()
            {
                shown.push(picker::rebuild_chooser(
                    &private, changes, GAME, version, lang,
                ));
                let change = changes[0];
                let cards: Vec<_> = game
                    .choices(seat)
                    .into_iter()
                    .filter_map(|a| match a {
                        Action::Rebuild { change: c, pay } if c == change => Some(pay),
                        _ => None,
                    })
                    .collect();
                shown.push(picker::rebuild_payment(
                    &cards, GAME, version, &change, lang,
                ));
            }
        }
        _ => {}
    }
    for message in &shown {
        assert_sourced(message, &format!("{what}: picker"));
    }
}

#[test]
fn every_refusal_comes_from_the_catalogue() {
    for error in every_variant() {
        assert_text_sourced(
            &Palazzo::refusal(&error, Lang::Pseudo),
            &format!("{error:?}"),
        );
    }
    // Every phrase the engine names for "not now" has its own words.
    for what in [
        "the turn's action is being chosen",
        "the revealed money is being taken",
        "the tiles drawn are to be bought or auctioned",
        "an auction is running",
        "a quarry is being shared out",
        "acquired tiles are being built",
        "the game is over",
    ] {
        let error = crate::engine::palazzo::RuleError::NotNow(what);
        assert_eq!(
            Palazzo::refusal(&error, Lang::En),
            format!("That is not possible now: {what}.")
        );
    }
}

#[test]
fn the_check_finds_words_from_outside_the_catalogue() {
    let game = Palazzo::setup(&Default::default(), 3, 1).unwrap();
    let hand = Palazzo::hand(&game.private_view(Seat(0)), GAME, &names(3), Lang::En);
    assert!(!hand.unsourced_words().is_empty());
}

#[test]
fn the_board_reads_german() {
    let game = Palazzo::setup(&Default::default(), 3, 1).unwrap();
    let names = names(3);
    let settings = Settings::from_hours(None, None).unwrap();
    let board = Palazzo::board(
        &game.public_view(),
        &BoardContext {
            game: GAME,
            version: 1,
            names: &names,
            recent: &[],
            settings: &settings,
            deadline: None,
            thinking: &[],
            lang: Lang::De,
        },
    );
    assert_eq!(board.embeds[0].title, "Palazzo · Partie #7");
    let labels: Vec<&str> = board
        .rows
        .iter()
        .flat_map(|r| match r {
            crate::discord::message::Row::Buttons(b) => {
                b.iter().map(|b| b.label.as_str()).collect::<Vec<_>>()
            }
            crate::discord::message::Row::Select(_) => Vec::new(),
        })
        .collect();
    assert_eq!(
        labels,
        [
            "Geld nehmen",
            "Bauteile aufdecken",
            "Umbauen…",
            "Meine Hand"
        ]
    );
    assert!(board.embeds[0].fields[0].name.starts_with("Lager · "));
}
