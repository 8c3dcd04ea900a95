//! The picker of a seat's choices, an ephemeral message. The decisions of the moment — roll,
//! each step named by its direction and what lies there, stop, take the action or declare it
//! void, pass, accept, decline or withdraw an offer, play a tile — are buttons when they fit
//! (three rows of five); the offers the seat may make, and any decision that did not fit, are
//! in selects of 25, paged. Every control carries the version it was drawn for and the
//! action's place in the engine's list.

use super::controls::Control;
use super::text::label;
use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, clip, limits};
use crate::engine::genoa::{Action, Square};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

/// The most rows of buttons a picker spends on decisions.
const BUTTON_ROWS: usize = 3;

/// How a picker of `offered` is laid out: which choices are buttons, which are listed in
/// selects, and how many selects a page holds.
struct Layout {
    buttons: Vec<usize>,
    listed: Vec<usize>,
    selects: usize,
}

impl Layout {
    fn of(offered: &[Action]) -> Layout {
        // The decisions by kind: the turn's own (roll, step, stop, take, pass, …), the
        // answers to open offers, then the many-sided ones (a start square, a tile, a
        // delivery). Each kind is buttons if it fits whole beside the kinds before it, else
        // listed, so a step is always a button and an offer's Accept never stands apart from
        // its Decline.
        let tier = |a: &Action| match a {
            Action::Offer(_) => None,
            Action::Accept { .. } | Action::Decline { .. } | Action::Withdraw { .. } => Some(1),
            Action::StartAt { .. }
            | Action::Play(_)
            | Action::SmallOrder { .. }
            | Action::Villa(_) => Some(2),
            _ => Some(0),
        };
        let mut buttons: Vec<usize> = Vec::new();
        for t in 0..3 {
            let kind: Vec<usize> = (0..offered.len())
                .filter(|&i| tier(&offered[i]) == Some(t))
                .collect();
            if buttons.len() + kind.len() <= BUTTON_ROWS * limits::BUTTONS_PER_ROW {
                buttons.extend(kind);
            }
        }
        buttons.sort_unstable();
        let listed: Vec<usize> = (0..offered.len())
            .filter(|i| !buttons.contains(i))
            .collect();
        let free = limits::ROWS - buttons.len().div_ceil(limits::BUTTONS_PER_ROW);
        // A row for the page buttons only when one page cannot hold the list.
        let selects = if listed.len() > free * limits::SELECT_OPTIONS {
            free - 1
        } else {
            free
        };
        Layout {
            buttons,
            listed,
            selects,
        }
    }

    fn page_size(&self) -> usize {
        self.selects * limits::SELECT_OPTIONS
    }

    fn pages(&self) -> usize {
        self.listed.len().div_ceil(self.page_size()).max(1)
    }
}

/// How a decision's button looks: taking and accepting go ahead, withdrawing undoes, saying
/// no is quiet, moving the tower is the turn's main business.
fn style(action: &Action) -> Style {
    match action {
        Action::Take | Action::Accept { .. } | Action::Receive | Action::Place { .. } => {
            Style::Success
        }
        Action::Withdraw { .. } => Style::Danger,
        Action::Pass
        | Action::Decline { .. }
        | Action::Void
        | Action::Lapse
        | Action::Stop
        | Action::EndTurn
        | Action::ActionOver => Style::Secondary,
        _ => Style::Primary,
    }
}

/// Page `page` (from 0, cut to the last) of the picker of `offered`, for a seat that sees the
/// tower at `tower`.
pub fn picker(
    game: GameId,
    version: i64,
    offered: &[Action],
    names: &[String],
    tower: Option<Square>,
    page: usize,
    lang: Lang,
) -> Message {
    let layout = Layout::of(offered);
    let pages = layout.pages();
    let page = page.min(pages - 1);
    let mut rows: Vec<Row> = layout
        .buttons
        .chunks(limits::BUTTONS_PER_ROW)
        .map(|chunk| {
            Row::Buttons(
                chunk
                    .iter()
                    .map(|&i| {
                        Button::new(
                            Control::Pick(i).id(game, version),
                            clip(
                                &label(&offered[i], names, tower, lang),
                                limits::BUTTON_LABEL,
                            ),
                            style(&offered[i]),
                        )
                    })
                    .collect(),
            )
        })
        .collect();
    let first = page * layout.page_size();
    let shown = &layout.listed
        [first.min(layout.listed.len())..layout.listed.len().min(first + layout.page_size())];
    let all_offers = shown
        .iter()
        .all(|&i| matches!(offered[i], Action::Offer(_)));
    rows.extend(
        shown
            .chunks(limits::SELECT_OPTIONS)
            .enumerate()
            .map(|(n, chunk)| {
                let start = first + n * limits::SELECT_OPTIONS;
                let (first, last) = (start + 1, start + chunk.len());
                let placeholder = if all_offers {
                    t!(lang, "genoa-picker-offers", first = first, last = last)
                } else {
                    t!(lang, "genoa-picker-choices", first = first, last = last)
                };
                Row::Select(Select {
                    id: Control::Choose(n).id(game, version),
                    placeholder,
                    options: chunk
                        .iter()
                        .map(|&i| Choice {
                            label: clip(
                                &label(&offered[i], names, tower, lang),
                                limits::OPTION_LABEL,
                            ),
                            value: i.to_string(),
                            description: None,
                            selected: false,
                        })
                        .collect(),
                    min: 1,
                    max: 1,
                })
            }),
    );
    if pages > 1 {
        rows.push(Row::Buttons(vec![
            Button::new(
                Control::Page(page.saturating_sub(1)).id(game, version),
                t!(lang, "log-earlier"),
                Style::Secondary,
            )
            .disabled(page == 0),
            Button::new(
                Control::Page(page + 1).id(game, version),
                t!(lang, "log-later"),
                Style::Secondary,
            )
            .disabled(page + 1 >= pages),
        ]));
    }
    let content = if offered.is_empty() {
        t!(lang, "genoa-picker-nothing")
    } else if pages > 1 {
        t!(
            lang,
            "genoa-picker-paged",
            n = offered.len(),
            page = page + 1,
            pages = pages
        )
    } else {
        t!(lang, "genoa-picker-content", n = offered.len())
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
    use crate::discord::genoa::builder::tests::{built, sent};
    use crate::discord::genoa::controls::tests::control_of;
    use crate::discord::ui::{Click, Clicked, Ui};
    use crate::engine::Game;
    use crate::engine::genoa::Genoa;
    use crate::engine::playout::players_rng;

    /// Each page of every seat's picker, over random games of every player count: it fits
    /// Discord's limits, every choice is on it exactly once over its pages, the decisions of
    /// the moment are buttons whenever they fit, and every button and every option, clicked,
    /// plays exactly the action it stood for, under the words it showed (an offer, once its
    /// builder sends it unchanged).
    #[test]
    fn every_page_fits_and_every_choice_plays_the_action_it_shows() {
        let names: Vec<String> = (0..5)
            .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + i))
            .collect();
        let mut pages_seen = 0;
        let (mut most, mut buttons_seen, mut steps_seen) = (0, 0, 0);
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
                        let private = game.private_view(seat);
                        let tower = private.public.discs.last().copied();
                        let pages = Layout::of(&offered).pages();
                        let mut shown = vec![0; offered.len()];
                        for page in 0..pages {
                            let message =
                                picker(GameId(1), step, &offered, names, tower, page, Lang::En);
                            message.check_limits().unwrap();
                            pages_seen += 1;
                            // (control, values, label shown) of every choice on the page.
                            let mut on_page: Vec<(Control, Vec<String>, String)> = Vec::new();
                            for row in &message.rows {
                                match row {
                                    Row::Select(select) => {
                                        for option in &select.options {
                                            on_page.push((
                                                control_of(&select.id),
                                                vec![option.value.clone()],
                                                option.label.clone(),
                                            ));
                                        }
                                    }
                                    Row::Buttons(buttons) => {
                                        for b in buttons {
                                            let control = control_of(&b.id);
                                            if let Control::Pick(_) = control {
                                                on_page.push((
                                                    control,
                                                    Vec::new(),
                                                    b.label.clone(),
                                                ));
                                            }
                                        }
                                    }
                                }
                            }
                            for (control, values, shown_label) in on_page {
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
                                    lang: crate::lang::Lang::En,
                                };
                                // An offer opens its builder, whose Send offers it.
                                let action = match Genoa::click(&click) {
                                    Ok(Clicked::Act(action)) => action,
                                    clicked @ Ok(Clicked::Reply(_)) => {
                                        Action::Offer(sent(&built(clicked)).0)
                                    }
                                    _ => panic!("{shown_label} plays nothing"),
                                };
                                let i = offered.iter().position(|a| *a == action).unwrap();
                                shown[i] += 1;
                                let is_button = matches!(control, Control::Pick(_));
                                let limit = if is_button {
                                    buttons_seen += 1;
                                    limits::BUTTON_LABEL
                                } else {
                                    limits::OPTION_LABEL
                                };
                                assert_eq!(
                                    shown_label,
                                    clip(&label(&action, names, tower, Lang::En), limit)
                                );
                                if let Action::Step { .. } = action {
                                    steps_seen += 1;
                                    assert!(is_button, "a step is a button: {shown_label}");
                                    assert!(
                                        ["North", "East", "South", "West"]
                                            .iter()
                                            .any(|w| shown_label.contains(w)),
                                        "a step says its way: {shown_label}"
                                    );
                                }
                            }
                        }
                        // Buttons are on every page; anything listed, once; the decisions
                        // are all buttons when they fit.
                        let layout = Layout::of(&offered);
                        let decisions = offered
                            .iter()
                            .filter(|a| !matches!(a, Action::Offer(_)))
                            .count();
                        if decisions <= BUTTON_ROWS * limits::BUTTONS_PER_ROW {
                            assert_eq!(layout.buttons.len(), decisions);
                        }
                        let answers = offered
                            .iter()
                            .filter(|a| {
                                matches!(
                                    a,
                                    Action::Accept { .. }
                                        | Action::Decline { .. }
                                        | Action::Withdraw { .. }
                                )
                            })
                            .count();
                        if answers <= 10 {
                            for (i, a) in offered.iter().enumerate() {
                                if matches!(a, Action::Accept { .. } | Action::Decline { .. }) {
                                    assert!(layout.buttons.contains(&i), "{a:?} a button");
                                }
                            }
                        }
                        for (i, n) in shown.iter().enumerate() {
                            let as_button = layout.buttons.contains(&i);
                            let expected = if as_button { pages } else { 1 };
                            assert_eq!(*n, expected, "{:?} shown {n} times", offered[i]);
                        }
                    }
                }
                let action = game.random_action(mover, &mut rng).unwrap();
                game.apply(mover, &action).unwrap();
            }
        }
        assert!(pages_seen > 100, "{pages_seen} pages");
        assert!(
            most > 0 && buttons_seen > 100 && steps_seen > 10,
            "{buttons_seen} buttons, {steps_seen} steps"
        );
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
            lang: crate::lang::Lang::En,
        };
        let Err(refusal) = Genoa::click(&click) else {
            panic!("a stale choice played")
        };
        let stale_button = Click::<Genoa> {
            control: &Control::Pick(0),
            ..click
        };
        assert!(
            Genoa::click(&stale_button).is_err(),
            "a stale button played"
        );
        let said = refusal.text(crate::lang::Lang::En);
        assert!(said.ends_with('.'), "{said}");
        let tampered = ["9999".to_string()];
        let click = Click::<Genoa> {
            rendered: 5,
            values: &tampered,
            ..click
        };
        assert!(Genoa::click(&click).is_err(), "a choice off the list");
        let off_the_list = Click::<Genoa> {
            control: &Control::Pick(offered.len()),
            values: &[],
            ..click
        };
        assert!(
            Genoa::click(&off_the_list).is_err(),
            "a button off the list"
        );
    }
}
