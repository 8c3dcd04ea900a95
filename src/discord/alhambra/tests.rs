//! Alhambra reads in the player's language: every word of its board, hands, payment picker,
//! event lines, final scores, refusals and pictures comes from the catalogue.

use super::picker::{Purchase, payment_picker};
use super::refusals::tests::every_variant;
use crate::discord::message::{Message, Row};
use crate::discord::ui::{BoardContext, Ui};
use crate::engine::alhambra::{Alhambra, Cards, Currency};
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

/// Plays random games (two players with Dirk, and more) in the pseudo-language and checks
/// every board, hand, payment picker, event line, picture and the final scores.
#[test]
fn every_word_alhambra_shows_comes_from_the_catalogue() {
    let lang = Lang::Pseudo;
    let settings = Settings::from_hours(None, Some(48)).unwrap();
    let mut states = 0;
    for seed in 0..4u64 {
        let players = 2 + (seed % 3) as u8;
        let names = names(players);
        let mut game = Alhambra::setup(&Default::default(), players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut recent: Vec<String> = Vec::new();
        let mut history = ScoreHistory::new(players as usize);
        let mut version = 1i64;
        loop {
            let view = game.public_view();
            history.push(&Alhambra::shown_scores(&view));
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
            assert_sourced(&Alhambra::board(&view, &ctx), &format!("{what}: board"));
            assert_text_sourced(&Alhambra::decision(&view, &names, lang), &what);
            for s in 0..players {
                let hand = Alhambra::hand(&game.private_view(Seat(s)), GAME, &names, lang);
                assert_sourced(&hand, &format!("{what}: hand {s}"));
            }
            if version % 7 == 1 {
                let seat = game.to_act().iter().next().unwrap_or(Seat(0));
                assert_scene_sourced(&Alhambra::board_scene(&view, &names, lang), &what);
                assert_scene_sourced(
                    &Alhambra::hand_scene(&game.private_view(seat), &names, lang),
                    &what,
                );
                assert_scene_sourced(
                    &Alhambra::scores_scene(&view, &history, &names, lang),
                    &what,
                );
            }
            let Some(seat) = game.random_mover(&mut rng) else {
                let outcome = game.outcome().expect("over");
                let scores = Alhambra::final_scores(&view, &outcome, &names, lang);
                assert_text_sourced(&scores, &format!("{what}: final scores"));
                assert_scene_sourced(
                    &Alhambra::scores_scene(&view, &history, &names, lang),
                    &format!("{what}: scores picture"),
                );
                assert_scene_sourced(&Alhambra::board_scene(&view, &names, lang), &what);
                break;
            };
            // The payment picker of every building for sale, as it opens and fully selected.
            let private = game.private_view(seat);
            for slot in &view.yard {
                let Some(building) = &slot.building else {
                    continue;
                };
                let held = private.hand.of(slot.currency);
                let purchase = Purchase {
                    game: GAME,
                    version,
                    slot: slot.currency,
                    building,
                    held: &held,
                    dirk: view.dirk.is_some(),
                    lang,
                };
                let cheapest = private.purchase(slot.currency).clone().unwrap_or_default();
                for selected in [Cards::default(), cheapest, held] {
                    assert_sourced(
                        &payment_picker(&purchase, &selected),
                        &format!("{what}: picker"),
                    );
                }
                if let Err(why) = private.purchase(slot.currency) {
                    assert_text_sourced(&Alhambra::refusal(why, lang), &what);
                }
            }
            let action = game.random_action(seat, &mut rng).unwrap();
            let events = game.apply(seat, &action).unwrap();
            for event in &events {
                // Every event has its words, even those the board shows instead of a line.
                assert_text_sourced(
                    &super::text::event_text(event, &names, lang),
                    &format!("{what}: {event:?}"),
                );
                if let Some(line) = Alhambra::event_line(event, &names, lang) {
                    recent.push(line);
                }
            }
            let keep = recent.len().saturating_sub(5);
            recent.drain(..keep);
            version += 1;
        }
    }
    assert!(states > 100, "{states} states checked");
}

#[test]
fn every_refusal_comes_from_the_catalogue() {
    for error in every_variant() {
        assert_text_sourced(
            &Alhambra::refusal(&error, Lang::Pseudo),
            &format!("{error:?}"),
        );
    }
}

#[test]
fn the_check_finds_words_from_outside_the_catalogue() {
    let game = Alhambra::setup(&Default::default(), 3, 1).unwrap();
    let hand = Alhambra::hand(&game.private_view(Seat(0)), GAME, &names(3), Lang::En);
    assert!(!hand.unsourced_words().is_empty());
}

#[test]
fn the_board_reads_german() {
    let game = Alhambra::setup(&Default::default(), 3, 1).unwrap();
    let names = names(3);
    let settings = Settings::from_hours(None, None).unwrap();
    let board = Alhambra::board(
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
    assert_eq!(board.embeds[0].title, "Alhambra · Partie #7");
    assert_eq!(board.embeds[0].fields[0].name, "Bauhof");
    let Some(Row::Select(take)) = board.rows.first() else {
        panic!("the money on display to take")
    };
    assert_eq!(
        take.placeholder,
        "Geld nehmen: eine Karte, oder mehrere mit zusammen höchstens 5"
    );
    assert_eq!(
        Alhambra::refusal(
            &crate::engine::alhambra::RuleError::EmptySlot(Currency::Denar),
            Lang::De
        ),
        "Das Denar-Feld im Bauhof bleibt bis zum Ende des Zuges leer."
    );
}
