//! The public board: the round and the minimum work value, the auction under way, who passed,
//! the stacks left, every principality in words, the prestige points and money (both public),
//! the characters of the expansion — and the controls for the decision at hand. Nothing here
//! shows a card of a hand: what only a hand knows (the professions to return, the cards drawn,
//! the works one can complete) is behind an opener, answered privately from the seat's view.

use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, button_rows, clip};
use crate::discord::names::{seat_name, standing_lines, title};
use crate::discord::ui::BoardContext;
use crate::discord::words::pace_summary;
use crate::engine::princes::{
    Building, Character, Decision, Freedom, Holder, Landscape, Object, Piece, Placing, Princes,
    PublicView, SeatView, Source,
};
use crate::engine::{Outcome, Seat};
use crate::lang::Lang;
use crate::picture::princes::words;
use crate::t;

use super::controls::{Control, Menu};
use super::text::{
    characters_text, code, deciding, decision_text, florins, freedoms_text, landscape_mark,
    object_name, piece_text, seats_text,
};

pub const COLOUR: u32 = 0x007A_1F3D;

pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let lang = ctx.lang;
    let over = view.outcome.is_some();
    let mut embed = ctx.embed(
        &title::<Princes>(lang),
        COLOUR,
        decision_text(view, ctx.names, lang),
        over,
    );
    embed.field(
        t!(lang, "princes-board-round"),
        t!(
            lang,
            "princes-board-round-value",
            round = view.round,
            minimum = view.minimum_work,
            start = seat_name(ctx.names, view.start)
        ),
        false,
    );
    if let Some(auction) = auction_text(view, ctx.names, lang) {
        embed.field(
            t!(lang, "princes-board-auction"),
            clip(&auction, 1000),
            false,
        );
    }
    embed.field(
        t!(lang, "princes-board-supply"),
        clip(&supply_text(view, lang), 1000),
        false,
    );
    if view.expansion {
        embed.field(
            t!(
                lang,
                "princes-board-characters",
                expansion = t!(lang, "expansion-muse-princess")
            ),
            clip(&characters_text(view, ctx.names, lang), 1000),
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
                    "{turn}{}",
                    t!(
                        lang,
                        "princes-board-seat",
                        who = plain(&name, s.seat, lang),
                        points = s.points,
                        money = florins(s.money, lang)
                    )
                ),
                200,
            ),
            clip(&format!("{name}\n{}", seat_text(s, lang)), 1000),
            false,
        );
    }
    if let Some(outcome) = &view.outcome {
        embed.field(
            t!(lang, "princes-board-final-scores"),
            clip(&final_scores(view, outcome, ctx.names, lang), 1000),
            false,
        );
    }
    embed.footer = Some(clip(
        &t!(
            lang,
            "princes-board-footer",
            id = ctx.game.0,
            step = ctx.version,
            pace = pace_summary(ctx.settings, lang)
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
fn plain(name: &str, seat: Seat, lang: Lang) -> String {
    if name.starts_with("<@") {
        t!(lang, "seat", number = seat.0 + 1)
    } else {
        name.to_string()
    }
}

/// The auction of objects under way: the object, the high bid, who passed; or the lots still
/// to be named.
fn auction_text(view: &PublicView, names: &[String], lang: Lang) -> Option<String> {
    let who = |s: Seat| seat_name(names, s);
    let list = |seats: crate::engine::SeatSet| seats_text(seats, names, lang);
    match &view.decision {
        Decision::NameObject {
            blocked, done, out, ..
        } => Some(t!(
            lang,
            "princes-board-auction-lots",
            taken = if blocked.is_empty() {
                t!(lang, "princes-board-nothing-yet")
            } else {
                blocked
                    .iter()
                    .map(|o| object_name(*o, lang))
                    .collect::<Vec<_>>()
                    .join(", ")
            },
            done = list(*done),
            out = list(*out)
        )),
        Decision::Bid { bidding, .. } => Some(t!(
            lang,
            "princes-board-auction-bid",
            object = object_name(bidding.object, lang),
            high = florins(u32::from(bidding.high), lang),
            leader = who(bidding.leader),
            passed = list(bidding.passed)
        )),
        Decision::BidCharacter {
            markers, finished, ..
        } => {
            let bids: Vec<String> = markers
                .iter()
                .map(|(c, s, space)| {
                    t!(
                        lang,
                        "princes-board-character-bid",
                        character = words::character(*c, lang),
                        bid = florins(u32::from(*space) * u32::from(view.prices.space), lang),
                        who = who(*s)
                    )
                })
                .collect();
            Some(t!(
                lang,
                "princes-board-character-bids",
                bids = if bids.is_empty() {
                    t!(lang, "princes-board-none-yet")
                } else {
                    bids.join(" · ")
                },
                finished = list(*finished)
            ))
        }
        _ => None,
    }
}

/// What is left beside the board.
fn supply_text(view: &PublicView, lang: Lang) -> String {
    let s = &view.supply;
    let landscapes: Vec<String> = Landscape::ALL
        .iter()
        .zip(s.landscapes)
        .map(|(l, n)| format!("{} {} {n}", landscape_mark(*l), words::landscape(*l, lang)))
        .collect();
    let buildings: Vec<String> = Building::ALL
        .iter()
        .zip(s.buildings)
        .map(|(b, n)| format!("{} {n}", words::building(*b, lang)))
        .collect();
    let freedoms: Vec<String> = Freedom::ALL
        .iter()
        .zip(s.freedoms)
        .map(|(f, n)| format!("{} {n}", words::freedom(*f, lang)))
        .collect();
    t!(
        lang,
        "princes-board-supply-value",
        landscapes = landscapes.join(" · "),
        jesters = s.jesters,
        builders = s.builders,
        recruiting = s.recruiting,
        buildings = buildings.join(", "),
        freedoms = freedoms.join(", "),
        professions = view.professions_left,
        bonus = view.bonus_left,
        prestige = view.prestige_left
    )
}

/// One principality in words, and the public counts of its owner's cards.
fn seat_text(s: &SeatView, lang: Lang) -> String {
    let mut buildings = Vec::new();
    let mut landscapes = [0u8; 3];
    for p in &s.placed {
        match p.piece {
            Piece::Building(b) => buildings.push(words::building(b, lang)),
            Piece::Landscape(l) => landscapes[l as usize] += 1,
        }
    }
    let landscapes: Vec<String> = Landscape::ALL
        .iter()
        .zip(landscapes)
        .filter(|(_, n)| *n > 0)
        .map(|(l, n)| format!("{}×{n}", landscape_mark(*l)))
        .collect();
    let sources = sources_text(s, lang);
    let table: Vec<String> = s.table.iter().map(|p| words::profession(p, lang)).collect();
    let mut text = t!(
        lang,
        "princes-board-principality",
        buildings = if buildings.is_empty() {
            t!(lang, "princes-board-no-building")
        } else {
            buildings.join(", ")
        },
        landscapes = if landscapes.is_empty() {
            t!(lang, "princes-board-no-landscape")
        } else {
            landscapes.join(" ")
        },
        empty = s.empty_cells,
        jesters = s.jesters,
        builders = s.builders,
        freedoms = freedoms_text(s.freedoms, lang),
        table = if table.is_empty() {
            t!(lang, "princes-none")
        } else {
            table.join(", ")
        },
        recruiting = s.recruiting_on_table,
        professions = s.professions_in_hand,
        recruiting_in_hand = s.recruiting_in_hand,
        bonus = s.bonus_cards,
        prestige = s.prestige_cards,
        best = s.best_work
    );
    if !sources.is_empty() {
        text.push('\n');
        text.push_str(&t!(lang, "princes-board-points-from", sources = sources));
    }
    text
}

/// Where a seat's prestige points came from: "works 12, buildings 8", or "" when from nowhere.
fn sources_text(s: &SeatView, lang: Lang) -> String {
    s.points_by_source
        .iter()
        .filter(|(_, p)| *p != 0)
        .map(|(src, p)| {
            t!(
                lang,
                "princes-source-points",
                source = source_code(*src),
                points = *p
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A source of prestige points as the catalogue's code for it.
pub fn source_code(source: Source) -> String {
    code(source)
}

pub fn final_scores(view: &PublicView, outcome: &Outcome, names: &[String], lang: Lang) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    let mut lines = standing_lines(&standings, names, lang);
    for (line, standing) in lines.iter_mut().zip(&standings) {
        if let Some(seat) = view.seats.get(standing.seat.index()) {
            let sources = sources_text(seat, lang);
            if !sources.is_empty() {
                line.push_str(&format!(" ({sources})"));
            }
        }
    }
    if outcome.decided_by_tie_break {
        lines.push(t!(lang, "princes-board-tie-broken"));
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
    let lang = ctx.lang;
    let hand = Button::new(
        Shared::Hand.id(ctx.game, ctx.version),
        t!(lang, "princes-button-hand"),
        Style::Secondary,
    );
    let button = |control: Control, label: &str, style: Style| {
        Button::new(id(ctx, control), clip(label, 80), style)
    };
    let more = |seat: Seat| {
        more_possible(view, seat).then(|| {
            button(
                Control::Open(Menu::More),
                &t!(lang, "princes-button-more"),
                Style::Secondary,
            )
        })
    };
    let mut buttons: Vec<Button> = Vec::new();
    let mut rows = Vec::new();
    match &view.decision {
        Decision::ChooseProfessions { .. } => {
            buttons.push(button(
                Control::Open(Menu::Return),
                &t!(lang, "princes-button-choose-professions"),
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
                    t!(
                        lang,
                        "princes-button-take",
                        object = object_name(object, lang),
                        price = opening
                    )
                } else {
                    t!(
                        lang,
                        "princes-button-name",
                        object = object_name(object, lang),
                        price = opening
                    )
                };
                buttons.push(
                    button(Control::Name(object), &label, Style::Primary)
                        .disabled(money < opening || !in_supply(view, object)),
                );
            }
            let pass = if *last_player {
                t!(lang, "princes-button-take-nothing")
            } else {
                t!(lang, "princes-button-pass")
            };
            buttons.push(button(Control::Pass, &pass, Style::Danger));
            buttons.extend(more(*seat));
        }
        Decision::Bid { seat, bidding } => {
            let by = view.prices.raise;
            let raise = u32::from(bidding.high) + u32::from(by);
            buttons.push(
                button(
                    Control::Raise,
                    &t!(lang, "princes-button-raise", by = by, to = raise),
                    Style::Success,
                )
                .disabled(view.seats[seat.index()].money < raise),
            );
            buttons.push(button(
                Control::Pass,
                &t!(lang, "princes-button-pass"),
                Style::Danger,
            ));
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
                            t!(
                                lang,
                                "princes-option-high-bid",
                                bid =
                                    florins(u32::from(*space) * u32::from(view.prices.space), lang)
                            )
                        });
                    Choice {
                        label: words::character(*c, lang),
                        value: (*c as usize).to_string(),
                        description: Some(
                            high.unwrap_or_else(|| t!(lang, "princes-option-no-bid")),
                        ),
                        selected: false,
                    }
                })
                .collect();
            if !options.is_empty() {
                rows.push(Row::Select(Select {
                    id: id(ctx, Control::Character),
                    placeholder: t!(lang, "princes-placeholder-character"),
                    options,
                    min: 1,
                    max: 1,
                }));
            }
            buttons.push(button(
                Control::Pass,
                &t!(lang, "princes-button-pass"),
                Style::Danger,
            ));
            buttons.extend(more(*seat));
        }
        Decision::Action { seat, turn } => {
            let none_left = turn.actions_left == 0;
            let card = view.prices.card;
            rows.push(Row::Buttons(vec![
                button(
                    Control::Works,
                    &t!(lang, "princes-button-work"),
                    Style::Success,
                )
                .disabled(none_left),
                button(
                    Control::Open(Menu::Build),
                    &t!(lang, "princes-button-build"),
                    Style::Primary,
                )
                .disabled(none_left),
                button(
                    Control::ProfessionCard,
                    &t!(lang, "princes-button-profession-card", price = card),
                    Style::Primary,
                )
                .disabled(none_left || turn.profession),
                button(
                    Control::BonusCard,
                    &t!(lang, "princes-button-bonus-card", price = card),
                    Style::Primary,
                )
                .disabled(none_left),
                button(
                    Control::EndTurn,
                    &t!(lang, "princes-button-end-turn"),
                    Style::Danger,
                ),
            ]));
            buttons.push(
                button(
                    Control::Open(Menu::Freedom),
                    &t!(lang, "princes-button-freedom"),
                    Style::Primary,
                )
                .disabled(none_left || turn.freedom),
            );
            buttons.push(
                button(
                    Control::Open(Menu::Recruit),
                    &t!(lang, "princes-button-recruit"),
                    Style::Primary,
                )
                .disabled(view.seats[seat.index()].recruiting_in_hand == 0),
            );
            buttons.extend(more(*seat));
        }
        Decision::Place { seat, what } => {
            match what {
                Placing::Piece(piece) => buttons.push(button(
                    Control::Place(*piece),
                    &t!(
                        lang,
                        "princes-button-place",
                        piece = piece_text(*piece, lang)
                    ),
                    Style::Success,
                )),
                Placing::AnyLandscape => {
                    for (l, n) in Landscape::ALL.iter().zip(view.supply.landscapes) {
                        buttons.push(
                            button(
                                Control::Place(Piece::Landscape(*l)),
                                &t!(
                                    lang,
                                    "princes-button-place-landscape",
                                    piece = piece_text(Piece::Landscape(*l), lang)
                                ),
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
                &t!(lang, "princes-button-keep", drawn = *drawn),
                Style::Success,
            ));
            buttons.extend(more(*seat));
        }
        Decision::Recruit { seat } => {
            buttons.push(button(
                Control::Open(Menu::Recruit),
                &t!(lang, "princes-button-recruit-now"),
                Style::Success,
            ));
            buttons.push(button(
                Control::Pass,
                &t!(lang, "princes-button-keep-for-later"),
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
                &t!(
                    lang,
                    "princes-button-merchant-free",
                    object = object_name(*object, lang)
                ),
                Style::Success,
            ));
            buttons.push(button(
                Control::Merchant { free: false },
                &t!(lang, "princes-button-merchant-pay", price = *price),
                Style::Primary,
            ));
            buttons.extend(more(*seat));
        }
        Decision::Convert { seat, payment } => {
            let point = view.prices.point;
            let most = payment / point;
            rows.push(Row::Select(Select {
                id: id(ctx, Control::Convert),
                placeholder: t!(lang, "princes-placeholder-convert"),
                options: (0..=most.min(24))
                    .map(|points| Choice {
                        label: if points == 0 {
                            t!(
                                lang,
                                "princes-option-keep-all",
                                payment = florins(u32::from(*payment), lang)
                            )
                        } else {
                            t!(
                                lang,
                                "princes-option-convert",
                                points = points,
                                kept = florins(u32::from(payment - points * point), lang)
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
