//! The private pickers: a menu of what the engine offers of one kind (each choice an action,
//! written as its JSON in the option's value), the work picker (a profession and the bonus
//! cards to play, carried in the ids), and the bidding spaces of a character. Each is drawn
//! from the clicking seat's view and what the engine offers it, so it lists nothing the seat
//! may not see or do.

use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Choice, Embed, Message, Row, Select, Style, clip, limits};
use crate::discord::names::seat_name;
use crate::engine::princes::{
    Action, Bonus, CardSet, Character, Piece, Prices, PrivateView, Profession,
};
use crate::lang::Lang;
use crate::picture::princes::words;
use crate::store::GameId;
use crate::t;

use super::board::COLOUR;
use super::controls::{Control, Menu};
use super::text::{card_text, code, florins, piece_text};

/// Whether `action` belongs in `menu`.
pub fn in_menu(menu: Menu, action: &Action) -> bool {
    match menu {
        Menu::Return => matches!(action, Action::Return { .. }),
        Menu::Build => matches!(action, Action::Build { .. }),
        Menu::Freedom => matches!(action, Action::Freedom { .. }),
        Menu::Recruit => matches!(action, Action::Recruit { .. }),
        Menu::Keep => matches!(action, Action::Keep { .. }),
        Menu::More => matches!(
            action,
            Action::Sell { .. }
                | Action::Professor { .. }
                | Action::Princess
                | Action::MerchantPoints
        ),
    }
}

/// Most points a *Sell* choice offers at once.
const MOST_SOLD: i32 = 20;

/// The actions of `menu` among `offered`, selling points spelt out (1, 2, … points).
pub fn menu_actions(menu: Menu, view: &PrivateView, offered: &[Action]) -> Vec<Action> {
    let mut out = Vec::new();
    for action in offered.iter().filter(|a| in_menu(menu, a)) {
        if let Action::Sell { .. } = action {
            let points = view.public.seats[view.seat.index()]
                .points
                .clamp(1, MOST_SOLD);
            out.extend((1..=points as u8).map(|points| Action::Sell { points }));
        } else {
            out.push(action.clone());
        }
    }
    out
}

/// The option's value for an action: its JSON, as records write it.
pub fn action_value(action: &Action) -> String {
    serde_json::to_string(action).expect("an action serialises")
}

/// The action an option's value stands for.
pub fn parse_action(value: &str) -> Option<Action> {
    serde_json::from_str(value).ok()
}

/// An action in words, for an option: a label and a description.
fn choice_words(
    action: &Action,
    view: &PrivateView,
    names: &[String],
    lang: Lang,
) -> (String, Option<String>) {
    let wanted_by = |by: Vec<String>| {
        (!by.is_empty()).then(|| t!(lang, "princes-option-wanted-by", by = by.join(", ")))
    };
    let wanting = |piece: Piece| {
        view.professions
            .iter()
            .filter(|p| {
                let (b, l, _) = p.profession.wants();
                Piece::Building(b) == piece || Piece::Landscape(l) == piece
            })
            .map(|p| words::profession(p.profession, lang))
            .collect()
    };
    match action {
        Action::Return { profession } => (
            t!(
                lang,
                "princes-option-return",
                profession = words::profession(*profession, lang)
            ),
            Some(t!(
                lang,
                "princes-option-return-wants",
                wants = words::wants(*profession, lang)
            )),
        ),
        Action::Build { building } => (
            piece_text(Piece::Building(*building), lang),
            wanted_by(wanting(Piece::Building(*building))),
        ),
        Action::Freedom { freedom } => {
            let by: Vec<String> = view
                .professions
                .iter()
                .filter(|p| p.profession.wants().2 == *freedom)
                .map(|p| words::profession(p.profession, lang))
                .collect();
            (
                t!(
                    lang,
                    "princes-option-freedom",
                    freedom = words::freedom(*freedom, lang)
                ),
                wanted_by(by),
            )
        }
        Action::Recruit { from, profession } => {
            let name = seat_name(names, *from);
            let name = if name.starts_with("<@") {
                t!(lang, "princes-option-seat", number = from.0 + 1)
            } else {
                name
            };
            (
                t!(
                    lang,
                    "princes-option-recruit",
                    profession = words::profession(*profession, lang),
                    from = name
                ),
                None,
            )
        }
        Action::Keep { card } => (card_text(*card, lang), None),
        Action::Sell { points } => (
            t!(
                lang,
                "princes-option-sell",
                points = *points,
                florins = florins(
                    u32::from(*points) * u32::from(view.public.prices.point_sold),
                    lang
                )
            ),
            None,
        ),
        Action::Professor { deck } => (
            t!(lang, "princes-option-professor", deck = code(deck)),
            None,
        ),
        Action::Princess => (t!(lang, "princes-option-princess"), None),
        Action::MerchantPoints => (t!(lang, "princes-option-merchant-points"), None),
        // No menu holds another kind of action (see `in_menu`).
        _ => (t!(lang, "princes-option-other"), None),
    }
}

fn menu_title(menu: Menu, lang: Lang) -> String {
    match menu {
        Menu::Return => t!(lang, "princes-menu-return"),
        Menu::Build => t!(lang, "princes-menu-build"),
        Menu::Freedom => t!(lang, "princes-menu-freedom"),
        Menu::Recruit => t!(lang, "princes-menu-recruit"),
        Menu::Keep => t!(lang, "princes-menu-keep"),
        Menu::More => t!(lang, "princes-menu-more"),
    }
}

/// The menu of `actions`: up to five selects of 25 choices, or `None` when there is none.
pub fn menu(
    menu: Menu,
    actions: &[Action],
    view: &PrivateView,
    names: &[String],
    game: GameId,
    version: i64,
    lang: Lang,
) -> Option<Message> {
    if actions.is_empty() {
        return None;
    }
    let choices: Vec<Choice> = actions
        .iter()
        .map(|action| {
            let (label, description) = choice_words(action, view, names, lang);
            Choice {
                label: clip(&label, limits::OPTION_LABEL),
                value: action_value(action),
                description: description.map(|d| clip(&d, limits::OPTION_DESCRIPTION)),
                selected: false,
            }
        })
        .collect();
    let rows = choices
        .chunks(limits::SELECT_OPTIONS)
        .take(limits::ROWS)
        .enumerate()
        .map(|(i, chunk)| {
            Row::Select(Select {
                id: Control::Choose(menu, i as u8).id(game, version),
                placeholder: t!(lang, "princes-placeholder-choose"),
                options: chunk.to_vec(),
                min: 1,
                max: 1,
            })
        })
        .collect();
    Some(Message {
        content: Some(menu_title(menu, lang)),
        embeds: Vec::new(),
        rows,
    })
}

/// The work picker: a profession from the hand, the bonus cards to play with it, and the
/// button that completes the work (the Princess's too, if the engine offers her work).
pub fn work_picker(
    view: &PrivateView,
    offered: &[Action],
    profession: Option<Profession>,
    bonus: CardSet<Bonus>,
    game: GameId,
    version: i64,
    lang: Lang,
) -> Message {
    let id = |control: Control| control.id(game, version);
    let chosen = profession.and_then(|p| view.professions.iter().find(|h| h.profession == p));
    let mut description = t!(
        lang,
        "princes-work-minimum",
        minimum = view.public.minimum_work
    );
    description.push('\n');
    match chosen {
        Some(h) => description.push_str(&t!(
            lang,
            "princes-work-worth",
            profession = words::profession(h.profession, lang),
            value = h.work_value
        )),
        None => description.push_str(&t!(lang, "princes-work-choose")),
    }
    if !bonus.is_empty() {
        let cards: Vec<String> = bonus
            .iter()
            .map(|b| format!("• {}", words::bonus_text(b, lang)))
            .collect();
        description.push('\n');
        description.push_str(&t!(lang, "princes-work-with-bonus"));
        description.push('\n');
        description.push_str(&cards.join("\n"));
    }
    let embed = Embed {
        title: t!(lang, "princes-work-title"),
        description: clip(&description, limits::DESCRIPTION),
        colour: COLOUR,
        ..Embed::default()
    };
    let mut rows = Vec::new();
    if !view.professions.is_empty() {
        rows.push(Row::Select(Select {
            id: id(Control::WorkProfession(bonus)),
            placeholder: t!(lang, "princes-placeholder-profession"),
            options: view
                .professions
                .iter()
                .take(limits::SELECT_OPTIONS)
                .map(|h| Choice {
                    label: t!(
                        lang,
                        "princes-option-profession-worth",
                        profession = words::profession(h.profession, lang),
                        value = h.work_value
                    ),
                    value: (h.profession as usize).to_string(),
                    description: None,
                    selected: Some(h.profession) == profession,
                })
                .collect(),
            min: 1,
            max: 1,
        }));
    }
    if let Some(p) = profession
        && !view.bonus.is_empty()
    {
        let options: Vec<Choice> = view
            .bonus
            .iter()
            .map(|b| Choice {
                label: clip(&words::bonus_text(b, lang), limits::OPTION_LABEL),
                value: (b as usize).to_string(),
                description: None,
                selected: bonus.contains(b),
            })
            .collect();
        rows.push(Row::Select(Select {
            id: id(Control::WorkBonus(p)),
            placeholder: t!(lang, "princes-placeholder-bonus"),
            max: options.len() as u8,
            options,
            min: 0,
        }));
    }
    let mut buttons = vec![
        Button::new(
            id(Control::Work(profession.unwrap_or(Profession::Poet), bonus)),
            t!(lang, "princes-button-complete-work"),
            Style::Success,
        )
        .disabled(profession.is_none()),
    ];
    if offered.contains(&Action::Princess) {
        buttons.push(Button::new(
            id(Control::Open(Menu::More)),
            t!(lang, "princes-button-princess-work"),
            Style::Primary,
        ));
    }
    rows.push(Row::Buttons(buttons));
    Message {
        content: None,
        embeds: vec![embed],
        rows,
    }
}

/// The bonus cards chosen in the work picker's select.
pub fn chosen_bonus(values: &[String]) -> Option<CardSet<Bonus>> {
    values
        .iter()
        .map(|v| Bonus::ALL.get(v.parse::<usize>().ok()?).copied())
        .collect()
}

/// The bidding spaces the engine offers for `character`.
pub fn bid_picker(
    character: Character,
    prices: &Prices,
    offered: &[Action],
    game: GameId,
    version: i64,
    lang: Lang,
) -> Option<Message> {
    let options: Vec<Choice> = offered
        .iter()
        .filter_map(|a| match a {
            Action::Bid {
                character: c,
                space,
            } if *c == character => Some(Choice {
                label: t!(
                    lang,
                    "princes-option-bid",
                    bid = florins(u32::from(*space) * u32::from(prices.space), lang)
                ),
                value: space.to_string(),
                description: None,
                selected: false,
            }),
            _ => None,
        })
        .take(limits::SELECT_OPTIONS)
        .collect();
    if options.is_empty() {
        return None;
    }
    Some(Message {
        content: Some(t!(
            lang,
            "princes-bid-picker",
            character = words::character(character, lang)
        )),
        embeds: Vec::new(),
        rows: vec![Row::Select(Select {
            id: Control::Bid(character).id(game, version),
            placeholder: t!(lang, "princes-placeholder-bid"),
            options,
            min: 1,
            max: 1,
        })],
    })
}
