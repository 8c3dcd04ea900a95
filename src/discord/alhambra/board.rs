//! Alhambra's public board: the construction yard with each slot's currency, the money on
//! display, every seat's buildings by type and points, the scorings so far and to come, the
//! decks — and the controls for the seat to act. Nothing here shows a card of a hand.

use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, clip, limits};
use crate::discord::names::{seat_name, standing_lines};
use crate::discord::ui::BoardContext;
use crate::engine::alhambra::{PublicView, Scoring, SlotView};
use crate::engine::{Outcome, Seat};
use crate::lang::Lang;
use crate::t;

use super::controls::Control;
use super::text::{
    building_text, by_type_text, card_text, cards_text, currency_mark, currency_name, type_code,
};

pub const COLOUR: u32 = 0x002E_7D32;

/// One line saying who decides what; it starts with the seat to act.
pub fn decision_text(view: &PublicView, names: &[String], lang: Lang) -> String {
    match view.to_act {
        None => t!(lang, "alhambra-decision-over"),
        Some(seat) => t!(
            lang,
            "alhambra-decision",
            who = seat_name(names, seat),
            action = view.actions_taken + 1,
            max = view.max_actions
        ),
    }
}

pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let lang = ctx.lang;
    let mut embed = ctx.embed(
        &t!(lang, "alhambra-title"),
        COLOUR,
        decision_text(view, ctx.names, lang),
        view.outcome.is_some(),
    );

    embed.field(
        t!(lang, "alhambra-board-yard"),
        yard_text(&view.yard, lang),
        false,
    );
    embed.field(
        t!(lang, "alhambra-board-display"),
        cards_text(&view.money_display, lang),
        false,
    );
    for s in &view.seats {
        let name = seat_name(ctx.names, s.seat);
        let turn = if view.to_act == Some(s.seat) {
            "▶ "
        } else {
            ""
        };
        let who = plain(&name, s.seat, lang);
        embed.field(
            clip(
                &format!(
                    "{turn}{}",
                    t!(lang, "alhambra-board-seat", who = who, points = s.points)
                ),
                200,
            ),
            format!(
                "{name}\n{}\n💰 {}",
                by_type_text(&s.by_type, lang),
                t!(lang, "alhambra-money-cards", count = s.money_cards)
            ),
            true,
        );
    }
    if let Some(dirk) = &view.dirk {
        embed.field(
            t!(lang, "alhambra-board-dirk", points = dirk.points),
            by_type_text(&dirk.by_type, lang),
            true,
        );
    }
    embed.field(
        t!(lang, "alhambra-board-scorings"),
        scorings_text(view, ctx.names, lang),
        false,
    );
    if let Some(outcome) = &view.outcome {
        embed.field(
            t!(lang, "alhambra-board-final-scores"),
            final_scores(outcome, ctx.names, lang),
            false,
        );
    }
    embed.footer = Some(clip(
        &t!(
            lang,
            "alhambra-board-footer",
            buildings = view.building_deck,
            money = view.money_deck,
            discards = view.discards,
            pace = crate::discord::words::pace_summary(ctx.settings, lang)
        ),
        limits::FOOTER,
    ));
    Message {
        content: None,
        embeds: vec![embed],
        rows: controls(view, ctx),
    }
}

/// A seat's name for a field title, where mentions do not render.
fn plain(name: &str, seat: Seat, lang: Lang) -> String {
    if name.starts_with("<@") {
        t!(lang, "seat", number = seat.0 + 1)
    } else {
        name.to_string()
    }
}

fn yard_text(yard: &[SlotView], lang: Lang) -> String {
    yard.iter()
        .map(|slot| {
            let building = slot
                .building
                .as_ref()
                .map_or("—".to_string(), |b| building_text(b, lang));
            format!(
                "{} **{}**: {building}",
                currency_mark(slot.currency),
                currency_name(slot.currency, lang)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every scoring so far with each seat's points, and those to come.
fn scorings_text(view: &PublicView, names: &[String], lang: Lang) -> String {
    let mut lines: Vec<String> = view
        .scorings
        .iter()
        .map(|r| {
            let mut parts: Vec<String> = (0..r.seats.len())
                .map(|i| {
                    let seat = Seat(i as u8);
                    format!("{} {}", seat_name(names, seat), r.seat_total(seat))
                })
                .collect();
            if let Some(dirk) = r.dirk_total() {
                parts.push(format!("{} {dirk}", t!(lang, "alhambra-dirk")));
            }
            format!("**{}**: {}", r.scoring, parts.join(", "))
        })
        .collect();
    let mut to_come: Vec<String> = view
        .scorings_to_come
        .iter()
        .map(std::string::ToString::to_string)
        .collect();
    if view.outcome.is_none() {
        to_come.push(t!(
            lang,
            "alhambra-scoring-at-end",
            scoring = Scoring::C.to_string()
        ));
    }
    if !to_come.is_empty() {
        lines.push(t!(
            lang,
            "alhambra-scorings-to-come",
            scorings = to_come.join(", ")
        ));
    }
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

fn id(ctx: &BoardContext, control: Control) -> String {
    control.id(ctx.game, ctx.version)
}

/// The controls: take money (a select of the display), buy (a button per slot, opening the
/// payment picker), pass when nothing else is possible, and *My hand*.
fn controls(view: &PublicView, ctx: &BoardContext) -> Vec<Row> {
    let lang = ctx.lang;
    let hand = Button::new(
        Shared::Hand.id(ctx.game, ctx.version),
        t!(lang, "alhambra-button-hand"),
        Style::Secondary,
    );
    if view.to_act.is_none() {
        return vec![Row::Buttons(vec![hand])];
    }
    let mut rows = Vec::new();
    if !view.money_display.is_empty() {
        let options = view
            .money_display
            .iter()
            .enumerate()
            .map(|(i, card)| Choice {
                label: format!("{} {}", currency_name(card.currency(), lang), card.value()),
                value: i.to_string(),
                description: Some(card_text(*card)),
                selected: false,
            })
            .collect::<Vec<_>>();
        rows.push(Row::Select(Select {
            id: id(ctx, Control::TakeMoney),
            placeholder: t!(lang, "alhambra-take-money"),
            max: options.len() as u8,
            min: 1,
            options,
        }));
    }
    let buys: Vec<Button> = view
        .yard
        .iter()
        .filter_map(|slot| {
            let b = slot.building.as_ref()?;
            Some(Button::new(
                id(ctx, Control::Buy(slot.currency)),
                t!(
                    lang,
                    "alhambra-button-buy",
                    kind = type_code(b.kind),
                    price = b.price
                ),
                Style::Primary,
            ))
        })
        .collect();
    if !buys.is_empty() {
        rows.push(Row::Buttons(buys));
    }
    let mut last = vec![hand];
    if view.money_display.is_empty() {
        // Nothing to take: when nothing can be bought either, the engine offers a pass.
        last.push(Button::new(
            id(ctx, Control::Pass),
            t!(lang, "alhambra-button-pass"),
            Style::Secondary,
        ));
    }
    rows.push(Row::Buttons(last));
    rows
}

/// The final standings: points, and the shared victory of tied winners.
pub fn final_scores(outcome: &Outcome, names: &[String], lang: Lang) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    let lines = standing_lines(&standings, names, lang);
    let winners = standings.iter().filter(|s| s.rank == 1).count();
    let mut text = lines.join("\n");
    if winners > 1 {
        text.push('\n');
        text.push_str(&t!(lang, "alhambra-shared-victory"));
    }
    text
}
