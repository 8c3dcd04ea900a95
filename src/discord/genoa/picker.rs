//! The picker of a seat's choices: an ephemeral message of up to four selects of 25 choices a
//! page, and buttons to the other pages. Its controls carry the version it was drawn for.

use super::controls::{Control, PAGE, PER_SELECT, SELECTS};
use super::text::label;
use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, clip, limits};
use crate::engine::genoa::Action;
use crate::store::GameId;

/// Page `page` (from 0, cut to the last) of the picker of `offered`.
pub fn picker(
    game: GameId,
    version: i64,
    offered: &[Action],
    names: &[String],
    page: usize,
) -> Message {
    let pages = offered.len().div_ceil(PAGE).max(1);
    let page = page.min(pages - 1);
    let first = page * PAGE;
    let shown = &offered[first..offered.len().min(first + PAGE)];
    let mut rows: Vec<Row> = shown
        .chunks(PER_SELECT)
        .take(SELECTS)
        .enumerate()
        .map(|(n, chunk)| {
            let start = first + n * PER_SELECT;
            Row::Select(Select {
                id: Control::Choose(n).id(game, version),
                placeholder: format!("Choices {}–{}", start + 1, start + chunk.len()),
                options: chunk
                    .iter()
                    .enumerate()
                    .map(|(i, action)| Choice {
                        label: clip(&label(action, names), limits::OPTION_LABEL),
                        value: (start + i).to_string(),
                        description: None,
                        selected: false,
                    })
                    .collect(),
                min: 1,
                max: 1,
            })
        })
        .collect();
    if pages > 1 {
        rows.push(Row::Buttons(vec![
            Button::new(
                Control::Page(page.saturating_sub(1)).id(game, version),
                "‹ Earlier",
                Style::Secondary,
            )
            .disabled(page == 0),
            Button::new(
                Control::Page(page + 1).id(game, version),
                "Later ›",
                Style::Secondary,
            )
            .disabled(page + 1 >= pages),
        ]));
    }
    let content = if offered.is_empty() {
        "Nothing for you to decide now.".to_string()
    } else {
        format!(
            "What you may do now ({} choices{}):",
            offered.len(),
            if pages > 1 {
                format!(", page {} of {pages}", page + 1)
            } else {
                String::new()
            }
        )
    };
    Message {
        content: Some(content),
        embeds: Vec::new(),
        rows,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ui::{Click, Clicked, Ui};
    use crate::engine::Game;
    use crate::engine::genoa::Genoa;
    use crate::engine::playout::players_rng;

    /// Each page of every seat's picker, over random games of every player count: it fits
    /// Discord's limits, and every choice on it, chosen, plays exactly the action it stood for.
    #[test]
    fn every_page_fits_and_every_choice_plays_the_action_it_shows() {
        let names: Vec<String> = (0..5)
            .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + i))
            .collect();
        let mut pages_seen = 0;
        let mut most = 0;
        for players in 2..=5u8 {
            let seed = u64::from(players);
            let mut game = Genoa::setup(&Default::default(), players, seed).unwrap();
            let mut rng = players_rng(seed);
            let names = &names[..usize::from(players)];
            for step in 0i64.. {
                let Some(mover) = game.random_mover(&mut rng) else {
                    break;
                };
                if step % 7 == 0 {
                    for seat in game.to_act().iter() {
                        let offered = game.choices(seat);
                        most = most.max(offered.len());
                        let pages = offered.len().div_ceil(PAGE).max(1);
                        for page in 0..pages {
                            let message = picker(GameId(1), step, &offered, names, page);
                            message.check_limits().unwrap();
                            pages_seen += 1;
                            for row in &message.rows {
                                let Row::Select(select) = row else { continue };
                                let control =
                                    crate::discord::ids::ComponentId::<Control>::parse(&select.id)
                                        .unwrap()
                                        .control;
                                let crate::discord::ids::Control::Game(control) = control else {
                                    panic!("a select of the game's")
                                };
                                for option in &select.options {
                                    let values = [option.value.clone()];
                                    let private = game.private_view(seat);
                                    let click = Click::<Genoa> {
                                        game: GameId(1),
                                        rendered: step,
                                        current: step,
                                        control: &control,
                                        seat,
                                        to_act: game.to_act(),
                                        names,
                                        view: &private,
                                        offered: &offered,
                                        values: &values,
                                    };
                                    let Ok(Clicked::Act(action)) = Genoa::click(&click) else {
                                        panic!("{option:?} plays nothing")
                                    };
                                    let i: usize = option.value.parse().unwrap();
                                    assert_eq!(action, offered[i]);
                                    assert_eq!(
                                        option.label,
                                        clip(&label(&offered[i], names), limits::OPTION_LABEL)
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
        assert!(pages_seen > 100, "{pages_seen} pages");
        assert!(most > 0);
    }

    /// A picker drawn for an older version is refused, in words, before any choice is read.
    #[test]
    fn a_stale_picker_plays_nothing() {
        let game = Genoa::setup(&Default::default(), 3, 1).unwrap();
        let seat = game.to_act().iter().next().unwrap();
        let offered = game.choices(seat);
        let private = game.private_view(seat);
        let values = ["0".to_string()];
        let names: Vec<String> = Vec::new();
        let click = Click::<Genoa> {
            game: GameId(1),
            rendered: 4,
            current: 5,
            control: &Control::Choose(0),
            seat,
            to_act: game.to_act(),
            names: &names,
            view: &private,
            offered: &offered,
            values: &values,
        };
        let Err(refusal) = Genoa::click(&click) else {
            panic!("a stale choice played")
        };
        assert!(refusal.0.ends_with('.'), "{}", refusal.0);
        let tampered = ["9999".to_string()];
        let click = Click::<Genoa> {
            rendered: 5,
            values: &tampered,
            ..click
        };
        assert!(Genoa::click(&click).is_err(), "a choice off the list");
    }
}
