//! The public board: the round and the minimum work value, the auction under way, who passed,
//! the stacks left, every principality in words, the prestige points and money (both public),
//! the characters of the expansion — and the controls for the decision at hand. Nothing here
//! shows a card of a hand: what only a hand knows (the professions to return, the cards drawn,
//! the works one can complete) is behind an opener, answered privately from the seat's view.

use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, button_rows, clip};
use crate::discord::names::{seat_name, standing_lines};
use crate::discord::ui::BoardContext;
use crate::engine::princes::{
    Character, Decision, Holder, Landscape, Object, Piece, Placing, PublicView, SeatView, Source,
};
use crate::engine::{Outcome, Seat};

use super::controls::{Control, Menu};
use super::text::{
    characters_text, deciding, decision_text, florins, freedoms_text, landscape_mark, object_name,
    piece_text,
};

pub const COLOUR: u32 = 0x007A_1F3D;

pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let over = view.outcome.is_some();
    let mut embed = ctx.embed(
        "The Princes of Florence",
        COLOUR,
        decision_text(view, ctx.names),
        over,
    );
    embed.field(
        "Round",
        format!(
            "**{}** of 7 · a work needs **{}** · starts: {}",
            view.round,
            view.minimum_work,
            seat_name(ctx.names, view.start)
        ),
        false,
    );
    if let Some(auction) = auction_text(view, ctx.names) {
        embed.field("Auction", clip(&auction, 1000), false);
    }
    embed.field("Supply", clip(&supply_text(view), 1000), false);
    if view.expansion {
        embed.field(
            "Characters (The Muse & Princess)",
            clip(&characters_text(view, ctx.names), 1000),
            false,
        );
    }
    for s in &view.seats {
        let name = seat_name(ctx.names, s.seat);
        let turn = if deciding(&view.decision) == Some(s.seat) {
            "▶ "
        } else {
            ""
        };
        embed.field(
            clip(
                &format!(
                    "{turn}{} · {} PP · {}",
                    plain(&name, s.seat),
                    s.points,
                    florins(s.money)
                ),
                200,
            ),
            clip(&format!("{name}\n{}", seat_text(s)), 1000),
            false,
        );
    }
    if let Some(outcome) = &view.outcome {
        embed.field(
            "Final scores",
            clip(&final_scores(view, outcome, ctx.names), 1000),
            false,
        );
    }
    embed.footer = Some(clip(
        &format!(
            "Game {} · move {} · {}",
            ctx.game,
            ctx.version,
            ctx.settings.summary()
        ),
        500,
    ));
    Message {
        content: None,
        embeds: vec![embed],
        rows: controls(view, ctx),
    }
}

/// Field names cannot hold mentions: the seat's number stands there instead.
fn plain(name: &str, seat: Seat) -> String {
    if name.starts_with("<@") {
        format!("Seat {}", seat.0 + 1)
    } else {
        name.to_string()
    }
}

/// The auction of objects under way: the object, the high bid, who passed; or the lots still
/// to be named.
fn auction_text(view: &PublicView, names: &[String]) -> Option<String> {
    let who = |s: Seat| seat_name(names, s);
    let list = |seats: crate::engine::SeatSet| {
        let v: Vec<String> = seats.iter().map(who).collect();
        if v.is_empty() {
            "nobody".to_string()
        } else {
            v.join(", ")
        }
    };
    match &view.decision {
        Decision::NameObject {
            blocked, done, out, ..
        } => Some(format!(
            "Taken this round: {}\nHave an object: {}\nOut of this round's auction: {}",
            if blocked.is_empty() {
                "nothing yet".to_string()
            } else {
                blocked
                    .iter()
                    .map(|o| object_name(*o))
                    .collect::<Vec<_>>()
                    .join(", ")
            },
            list(*done),
            list(*out)
        )),
        Decision::Bid { bidding, .. } => Some(format!(
            "**{}**: high bid **{}** by {} · passed: {}",
            object_name(bidding.object),
            florins(u32::from(bidding.high)),
            who(bidding.leader),
            list(bidding.passed)
        )),
        Decision::BidCharacter {
            markers, finished, ..
        } => {
            let bids: Vec<String> = markers
                .iter()
                .map(|(c, s, space)| {
                    format!(
                        "{c}: {} by {}",
                        florins(u32::from(*space) * u32::from(view.prices.space)),
                        who(*s)
                    )
                })
                .collect();
            Some(format!(
                "Character bids: {}\nFinished: {}",
                if bids.is_empty() {
                    "none yet".to_string()
                } else {
                    bids.join(" · ")
                },
                list(*finished)
            ))
        }
        _ => None,
    }
}

/// What is left beside the board.
fn supply_text(view: &PublicView) -> String {
    let s = &view.supply;
    let landscapes: Vec<String> = Landscape::ALL
        .iter()
        .zip(s.landscapes)
        .map(|(l, n)| format!("{} {l} {n}", landscape_mark(*l)))
        .collect();
    let buildings: Vec<String> = crate::engine::princes::Building::ALL
        .iter()
        .zip(s.buildings)
        .map(|(b, n)| format!("{b} {n}"))
        .collect();
    let freedoms: Vec<String> = crate::engine::princes::Freedom::ALL
        .iter()
        .zip(s.freedoms)
        .map(|(f, n)| format!("{f} {n}"))
        .collect();
    format!(
        "{} · 🃏 Jesters {} · 👷 Builders {} · Recruiting {}\nBuildings: {}\nFreedoms: {}\n\
         Decks: professions {} · bonus {} · prestige {}",
        landscapes.join(" · "),
        s.jesters,
        s.builders,
        s.recruiting,
        buildings.join(", "),
        freedoms.join(", "),
        view.professions_left,
        view.bonus_left,
        view.prestige_left
    )
}

/// One principality in words, and the public counts of its owner's cards.
fn seat_text(s: &SeatView) -> String {
    let mut buildings = Vec::new();
    let mut landscapes = [0u8; 3];
    for p in &s.placed {
        match p.piece {
            Piece::Building(b) => buildings.push(b.to_string()),
            Piece::Landscape(l) => landscapes[l as usize] += 1,
        }
    }
    let landscapes: Vec<String> = Landscape::ALL
        .iter()
        .zip(landscapes)
        .filter(|(_, n)| *n > 0)
        .map(|(l, n)| format!("{}×{n}", landscape_mark(*l)))
        .collect();
    let sources: Vec<String> = s
        .points_by_source
        .iter()
        .filter(|(_, p)| *p != 0)
        .map(|(src, p)| format!("{} {p}", source_name(*src)))
        .collect();
    let table: Vec<String> = s.table.iter().map(|p| p.to_string()).collect();
    format!(
        "🏛️ {} · {} · {} empty\n🃏 Jesters {} · 👷 Builders {} · Freedoms: {}\n\
         Works on the table: {}{}\nIn hand: {} profession{}, {} recruiting, {} bonus, {} prestige \
         · best work this round {}{}",
        if buildings.is_empty() {
            "no building".to_string()
        } else {
            buildings.join(", ")
        },
        if landscapes.is_empty() {
            "no landscape".to_string()
        } else {
            landscapes.join(" ")
        },
        s.empty_cells,
        s.jesters,
        s.builders,
        freedoms_text(s.freedoms),
        if table.is_empty() {
            "none".to_string()
        } else {
            table.join(", ")
        },
        if s.recruiting_on_table > 0 {
            format!(" (+{} recruiting)", s.recruiting_on_table)
        } else {
            String::new()
        },
        s.professions_in_hand,
        if s.professions_in_hand == 1 { "" } else { "s" },
        s.recruiting_in_hand,
        s.bonus_cards,
        s.prestige_cards,
        s.best_work,
        if sources.is_empty() {
            String::new()
        } else {
            format!("\nPP from {}", sources.join(", "))
        }
    )
}

pub fn source_name(source: Source) -> &'static str {
    match source {
        Source::Works => "works",
        Source::Buildings => "buildings",
        Source::Landscapes => "landscapes",
        Source::Builders => "builders",
        Source::BestWork => "best work",
        Source::Prestige => "prestige cards",
        Source::Merchant => "Merchant",
        Source::Banker => "Banker",
        Source::Sold => "sold",
    }
}

pub fn final_scores(view: &PublicView, outcome: &Outcome, names: &[String]) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    let mut lines = standing_lines(&standings, names, crate::lang::Lang::En);
    for (line, standing) in lines.iter_mut().zip(&standings) {
        if let Some(seat) = view.seats.get(standing.seat.index()) {
            let parts: Vec<String> = seat
                .points_by_source
                .iter()
                .filter(|(_, p)| *p != 0)
                .map(|(src, p)| format!("{} {p}", source_name(*src)))
                .collect();
            if !parts.is_empty() {
                line.push_str(&format!(" ({})", parts.join(", ")));
            }
        }
    }
    if outcome.decided_by_tie_break {
        lines.push("Tie broken by the most money left.".into());
    }
    lines.join("\n")
}

fn id(ctx: &BoardContext, control: Control) -> String {
    control.id(ctx.game, ctx.version)
}

/// Whether the seat may have something for the *More…* menu: a character to play, or (base
/// game) prestige points to sell.
fn more_possible(view: &PublicView, seat: Seat) -> bool {
    let holds = view.characters.iter().any(|(c, h)| {
        *h == Holder::Held(seat) && matches!(c, Character::Merchant | Character::Professor)
    });
    let sells = !view.expansion && view.seats[seat.index()].points > 0;
    holds || sells
}

/// The controls for the decision at hand, plus *My hand*. What only the seat's hand knows is
/// behind openers; the engine refuses what the seat cannot pay.
fn controls(view: &PublicView, ctx: &BoardContext) -> Vec<Row> {
    let hand = Button::new(
        Shared::Hand.id(ctx.game, ctx.version),
        "My hand",
        Style::Secondary,
    );
    let button = |control: Control, label: &str, style: Style| {
        Button::new(id(ctx, control), clip(label, 80), style)
    };
    let more = |seat: Seat| {
        more_possible(view, seat)
            .then(|| button(Control::Open(Menu::More), "More…", Style::Secondary))
    };
    let mut buttons: Vec<Button> = Vec::new();
    let mut rows = Vec::new();
    match &view.decision {
        Decision::ChooseProfessions { .. } => {
            buttons.push(button(
                Control::Open(Menu::Return),
                "Choose your professions…",
                Style::Primary,
            ));
        }
        Decision::NameObject {
            seat,
            last_player,
            blocked,
            ..
        } => {
            let money = view.seats[seat.index()].money;
            let opening = u32::from(view.prices.opening_bid);
            for &object in Object::lots(view.players) {
                let taken = blocked
                    .iter()
                    .any(|b| b.stack_mask() & object.stack_mask() != 0);
                if taken {
                    continue;
                }
                let label = if *last_player {
                    format!("Take {} · {opening}", object_name(object))
                } else {
                    format!("{} · {opening}", object_name(object))
                };
                buttons.push(
                    button(Control::Name(object), &label, Style::Primary)
                        .disabled(money < opening || !in_supply(view, object)),
                );
            }
            let pass = if *last_player { "Take nothing" } else { "Pass" };
            buttons.push(button(Control::Pass, pass, Style::Danger));
            buttons.extend(more(*seat));
        }
        Decision::Bid { seat, bidding } => {
            let by = view.prices.raise;
            let raise = u32::from(bidding.high) + u32::from(by);
            buttons.push(
                button(
                    Control::Raise,
                    &format!("Raise +{by} to {raise}"),
                    Style::Success,
                )
                .disabled(view.seats[seat.index()].money < raise),
            );
            buttons.push(button(Control::Pass, "Pass", Style::Danger));
            buttons.extend(more(*seat));
        }
        Decision::BidCharacter { seat, markers, .. } => {
            let options: Vec<Choice> = view
                .characters
                .iter()
                .filter(|(_, h)| *h == Holder::Free)
                .map(|(c, _)| {
                    let high = markers
                        .iter()
                        .find(|(m, _, _)| m == c)
                        .map(|(_, _, space)| {
                            format!(
                                "high bid {}",
                                florins(u32::from(*space) * u32::from(view.prices.space))
                            )
                        });
                    Choice {
                        label: c.to_string(),
                        value: (*c as usize).to_string(),
                        description: Some(high.unwrap_or_else(|| "no bid yet".into())),
                        selected: false,
                    }
                })
                .collect();
            if !options.is_empty() {
                rows.push(Row::Select(Select {
                    id: id(ctx, Control::Character),
                    placeholder: "Bid on a character…".into(),
                    options,
                    min: 1,
                    max: 1,
                }));
            }
            buttons.push(button(Control::Pass, "Pass", Style::Danger));
            buttons.extend(more(*seat));
        }
        Decision::Action { seat, turn } => {
            let none_left = turn.actions_left == 0;
            let card = view.prices.card;
            rows.push(Row::Buttons(vec![
                button(Control::Works, "Complete a work…", Style::Success).disabled(none_left),
                button(Control::Open(Menu::Build), "Build…", Style::Primary).disabled(none_left),
                button(
                    Control::ProfessionCard,
                    &format!("Profession card · {card}"),
                    Style::Primary,
                )
                .disabled(none_left || turn.profession),
                button(
                    Control::BonusCard,
                    &format!("Bonus card · {card}"),
                    Style::Primary,
                )
                .disabled(none_left),
                button(Control::EndTurn, "End turn", Style::Danger),
            ]));
            buttons.push(
                button(Control::Open(Menu::Freedom), "Freedom…", Style::Primary)
                    .disabled(none_left || turn.freedom),
            );
            buttons.push(
                button(Control::Open(Menu::Recruit), "Recruit…", Style::Primary)
                    .disabled(view.seats[seat.index()].recruiting_in_hand == 0),
            );
            buttons.extend(more(*seat));
        }
        Decision::Place { seat, what } => {
            match what {
                Placing::Piece(piece) => buttons.push(button(
                    Control::Place(*piece),
                    &format!("Place the {}…", piece_text(*piece)),
                    Style::Success,
                )),
                Placing::AnyLandscape => {
                    for (l, n) in Landscape::ALL.iter().zip(view.supply.landscapes) {
                        buttons.push(
                            button(
                                Control::Place(Piece::Landscape(*l)),
                                &format!("Place a {}…", piece_text(Piece::Landscape(*l))),
                                Style::Success,
                            )
                            .disabled(n == 0),
                        );
                    }
                }
            }
            buttons.extend(more(*seat));
        }
        Decision::Pick { seat, drawn, .. } => {
            buttons.push(button(
                Control::Open(Menu::Keep),
                &format!("Keep one of the {drawn} cards…"),
                Style::Success,
            ));
            buttons.extend(more(*seat));
        }
        Decision::Recruit { seat } => {
            buttons.push(button(
                Control::Open(Menu::Recruit),
                "Recruit now…",
                Style::Success,
            ));
            buttons.push(button(
                Control::Pass,
                "Keep the card for later",
                Style::Secondary,
            ));
            buttons.extend(more(*seat));
        }
        Decision::Merchant {
            seat,
            object,
            price,
        } => {
            buttons.push(button(
                Control::Merchant { free: true },
                &format!("Take {} for free", object_name(*object)),
                Style::Success,
            ));
            buttons.push(button(
                Control::Merchant { free: false },
                &format!("Pay {price} and score PP"),
                Style::Primary,
            ));
            buttons.extend(more(*seat));
        }
        Decision::Convert { seat, payment } => {
            let point = view.prices.point;
            let most = payment / point;
            rows.push(Row::Select(Select {
                id: id(ctx, Control::Convert),
                placeholder: "Prestige points for the payment…".into(),
                options: (0..=most.min(24))
                    .map(|points| Choice {
                        label: if points == 0 {
                            format!("Keep all {}", florins(u32::from(*payment)))
                        } else {
                            format!(
                                "{points} PP, keep {}",
                                florins(u32::from(payment - points * point))
                            )
                        },
                        value: points.to_string(),
                        description: None,
                        selected: false,
                    })
                    .collect(),
                min: 1,
                max: 1,
            }));
            buttons.extend(more(*seat));
        }
        Decision::Over => return Vec::new(),
    }
    buttons.push(hand);
    rows.extend(button_rows(buttons));
    rows
}

/// Whether the supply still holds the object (a card deck's count is public too).
fn in_supply(view: &PublicView, object: Object) -> bool {
    let s = &view.supply;
    match object {
        Object::Forest => s.landscapes[0] > 0,
        Object::Lake => s.landscapes[1] > 0,
        Object::Park => s.landscapes[2] > 0,
        Object::Landscape => s.landscapes.iter().any(|n| *n > 0),
        Object::Jester => s.jesters > 0,
        Object::Builder => s.builders > 0,
        Object::Prestige => view.prestige_left > 0,
        Object::Recruiting => s.recruiting > 0,
    }
}
