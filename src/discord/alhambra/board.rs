//! Alhambra's public board: the construction yard with each slot's currency, the money on
//! display, every seat's buildings by type and points, the scorings so far and to come, the
//! decks — and the controls for the seat to act. Nothing here shows a card of a hand.

use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, clip, limits};
use crate::discord::names::{seat_name, standing_lines};
use crate::discord::ui::BoardContext;
use crate::engine::alhambra::{PublicView, Scoring, SlotView};
use crate::engine::{Outcome, Seat};

use super::controls::Control;
use super::text::{
    building_text, by_type_text, card_text, cards_text, currency_mark, currency_name,
};

pub const COLOUR: u32 = 0x002E_7D32;

/// One line saying who decides what; it starts with the seat to act.
pub fn decision_text(view: &PublicView, names: &[String]) -> String {
    match view.to_act {
        None => "The game is over.".into(),
        Some(seat) => format!(
            "{} takes money or buys a building (action {} of at most {}).",
            seat_name(names, seat),
            view.actions_taken + 1,
            view.max_actions
        ),
    }
}

pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let mut embed = ctx.embed(
        "Alhambra",
        COLOUR,
        decision_text(view, ctx.names),
        view.outcome.is_some(),
    );

    embed.field("Construction yard", yard_text(&view.yard), false);
    embed.field("Money on display", cards_text(&view.money_display), false);
    for s in &view.seats {
        let name = seat_name(ctx.names, s.seat);
        let turn = if view.to_act == Some(s.seat) {
            "▶ "
        } else {
            ""
        };
        embed.field(
            clip(
                &format!("{turn}{} · {} pts", plain(&name, s.seat), s.points),
                200,
            ),
            format!(
                "{name}\n{}\n💰 {} money card{}",
                by_type_text(&s.by_type),
                s.money_cards,
                if s.money_cards == 1 { "" } else { "s" }
            ),
            true,
        );
    }
    if let Some(dirk) = &view.dirk {
        embed.field(
            format!("Dirk (imaginary) · {} pts", dirk.points),
            by_type_text(&dirk.by_type),
            true,
        );
    }
    embed.field("Scorings", scorings_text(view, ctx.names), false);
    if let Some(outcome) = &view.outcome {
        embed.field("Final scores", final_scores(outcome, ctx.names), false);
    }
    embed.footer = Some(clip(
        &format!(
            "Buildings left {} · money deck {} · discards {} · {}",
            view.building_deck,
            view.money_deck,
            view.discards,
            ctx.settings.summary()
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
fn plain(name: &str, seat: Seat) -> String {
    if name.starts_with("<@") {
        format!("Seat {}", seat.0 + 1)
    } else {
        name.to_string()
    }
}

fn yard_text(yard: &[SlotView]) -> String {
    yard.iter()
        .map(|slot| {
            let building = slot
                .building
                .as_ref()
                .map_or("—".to_string(), building_text);
            format!(
                "{} **{}**: {building}",
                currency_mark(slot.currency),
                currency_name(slot.currency)
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every scoring so far with each seat's points, and those to come.
fn scorings_text(view: &PublicView, names: &[String]) -> String {
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
                parts.push(format!("Dirk {dirk}"));
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
        to_come.push(format!("{} at the end", Scoring::C));
    }
    if !to_come.is_empty() {
        lines.push(format!("To come: {}", to_come.join(", ")));
    }
    clip(&lines.join("\n"), limits::FIELD_VALUE)
}

fn id(ctx: &BoardContext, control: Control) -> String {
    control.id(ctx.game, ctx.version)
}

/// The controls: take money (a select of the display), buy (a button per slot, opening the
/// payment picker), pass when nothing else is possible, and *My hand*.
fn controls(view: &PublicView, ctx: &BoardContext) -> Vec<Row> {
    let hand = Button::new(
        Shared::Hand.id(ctx.game, ctx.version),
        "My hand",
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
                label: format!("{} {}", currency_name(card.currency()), card.value()),
                value: i.to_string(),
                description: Some(card_text(*card)),
                selected: false,
            })
            .collect::<Vec<_>>();
        rows.push(Row::Select(Select {
            id: id(ctx, Control::TakeMoney),
            placeholder: "Take money: one card, or several adding up to 5 at most".into(),
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
                format!("Buy {} {}…", super::text::type_name(b.kind), b.price),
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
            "Pass",
            Style::Secondary,
        ));
    }
    rows.push(Row::Buttons(last));
    rows
}

/// The final standings: points, and the shared victory of tied winners.
pub fn final_scores(outcome: &Outcome, names: &[String]) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    let lines = standing_lines(&standings, names, crate::lang::Lang::En);
    let winners = standings.iter().filter(|s| s.rank == 1).count();
    let mut text = lines.join("\n");
    if winners > 1 {
        text.push_str("\nA shared victory.");
    }
    text
}
