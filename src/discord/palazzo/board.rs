//! The public board: one message per game, edited in place, showing everything public and the
//! controls for the decision at hand. Nothing here ever shows a card of a hand.

use crate::discord::ids::{GameControl, Shared};
use crate::discord::message::{
    Button, Choice, Message, Row, Select, Style, button_rows, clip, limits,
};
use crate::discord::names::{standing_lines, title};
pub use crate::discord::ui::BoardContext;
use crate::engine::palazzo::{Decision, Palazzo, PublicView, Site, Tile};
use crate::engine::{Outcome, Seat};
use crate::lang::Lang;
use crate::t;

use super::controls::Control;
use super::text::{
    card_text, cards_text, decision_text, palace_text, seat_name, tile_choice, tile_name,
    tiles_text,
};

pub const COLOUR: u32 = 0xB5_65_1D;

pub fn board(view: &PublicView, ctx: &BoardContext) -> Message {
    let lang = ctx.lang;
    let mut embed = ctx.embed(
        &title::<Palazzo>(lang),
        COLOUR,
        decision_text(view, ctx.names, lang),
        view.outcome.is_some(),
    );

    embed.field(
        t!(lang, "palazzo-board-warehouse", price = view.tile_price),
        clip(&tiles_text(&view.warehouse, lang), 1000),
        false,
    );
    let quarries = (0..4u8)
        .map(|q| {
            let architect = if view.architect == q { " 👷" } else { "" };
            let tiles = &view.quarries[q as usize];
            format!("**{}**{architect}: {}", q + 1, tiles_text(tiles, lang))
        })
        .collect::<Vec<_>>()
        .join("\n");
    embed.field(
        t!(lang, "palazzo-board-quarries"),
        clip(&quarries, 1000),
        false,
    );
    embed.field(
        t!(lang, "palazzo-board-stacks"),
        t!(
            lang,
            "palazzo-board-stacks-value",
            one = view.stacks[0],
            two = view.stacks[1],
            three = view.stacks[2],
            drawn = view.game_end_tiles
        ),
        true,
    );
    embed.field(
        t!(lang, "palazzo-board-money"),
        t!(
            lang,
            "palazzo-board-money-value",
            deck = view.deck,
            discards = view.discards
        ),
        true,
    );
    if let Decision::TakeMoney { revealed, .. } = &view.decision {
        embed.field(
            t!(lang, "palazzo-board-revealed"),
            cards_text(revealed, lang),
            false,
        );
    }
    if let Decision::Bid { auction, .. } = &view.decision {
        let lines = auction
            .bids
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let who = seat_name(ctx.names, Seat(i as u8));
                if b.passed {
                    t!(lang, "palazzo-bid-passed", who = who)
                } else {
                    let cards = if b.cards.is_empty() && !b.certificate {
                        t!(lang, "palazzo-bid-none")
                    } else if b.certificate {
                        t!(
                            lang,
                            "palazzo-bid-certificate",
                            cards = cards_text(&b.cards, lang)
                        )
                    } else {
                        cards_text(&b.cards, lang)
                    };
                    t!(
                        lang,
                        "palazzo-bid",
                        who = who,
                        total = b.total,
                        cards = cards
                    )
                }
            })
            .collect::<Vec<_>>()
            .join("\n");
        embed.field(
            t!(lang, "palazzo-board-auction", quarry = auction.quarry + 1),
            clip(&lines, 1000),
            false,
        );
    }
    for seat in &view.seats {
        let name = seat_name(ctx.names, seat.seat);
        let palaces = if seat.palaces.is_empty() {
            t!(lang, "palazzo-no-palace-yet")
        } else {
            seat.palaces
                .iter()
                .enumerate()
                .map(|(i, p)| format!("{}. {} → {}", i + 1, palace_text(&p.tiles), p.score))
                .collect::<Vec<_>>()
                .join("\n")
        };
        embed.field(
            clip(
                &t!(
                    lang,
                    "palazzo-board-seat",
                    who = plain(&name, lang),
                    points = seat.score,
                    cards = seat.money_cards
                ),
                limits::FIELD_NAME,
            ),
            clip(&format!("{name}\n{palaces}"), 1000),
            false,
        );
    }
    if let Some(outcome) = &view.outcome {
        embed.field(
            t!(lang, "palazzo-board-final-scores"),
            clip(&final_scores(outcome, ctx.names, lang), 1000),
            false,
        );
    }
    embed.footer = Some(t!(
        lang,
        "palazzo-board-footer",
        id = ctx.game.0,
        step = ctx.version,
        pace = crate::discord::words::pace_summary(ctx.settings, lang)
    ));

    Message {
        content: None,
        embeds: vec![embed],
        rows: controls(view, ctx),
    }
}

/// Field names cannot hold mentions: show a seat number there instead.
fn plain(name: &str, lang: Lang) -> String {
    if name.starts_with("<@") {
        t!(lang, "palazzo-board-player")
    } else {
        name.to_string()
    }
}

pub fn final_scores(outcome: &Outcome, names: &[String], lang: Lang) -> String {
    let mut standings = outcome.standings.clone();
    standings.sort_by_key(|s| (s.rank, s.seat));
    let mut lines = standing_lines(&standings, names, lang);
    if outcome.decided_by_tie_break {
        let ties: Vec<String> = standings
            .iter()
            .filter(|s| s.score == standings[0].score)
            .map(|s| {
                format!(
                    "{} {}",
                    seat_name(names, s.seat),
                    s.tie_breaks.first().copied().unwrap_or_default()
                )
            })
            .collect();
        lines.push(t!(lang, "palazzo-tie-broken", ties = ties.join(", ")));
    }
    lines.join("\n")
}

fn id(ctx: &BoardContext, control: Control) -> String {
    control.id(ctx.game, ctx.version)
}

/// The controls for the decision at hand, plus "My hand". Whether the seat to act can pay is
/// its secret, so payment buttons are always shown: the engine refuses what it cannot pay.
fn controls(view: &PublicView, ctx: &BoardContext) -> Vec<Row> {
    let lang = ctx.lang;
    let hand = Button::new(
        Shared::Hand.id(ctx.game, ctx.version),
        t!(lang, "palazzo-button-hand"),
        Style::Secondary,
    );
    let mut rows = Vec::new();
    match &view.decision {
        Decision::ChooseAction {
            seat,
            can_take_money,
        } => {
            let has_money = view.seats[seat.index()].money_cards > 0;
            let has_palace = !view.seats[seat.index()].palaces.is_empty();
            rows.push(Row::Buttons(vec![
                Button::new(
                    id(ctx, Control::TakeMoney),
                    t!(lang, "palazzo-button-take-money"),
                    Style::Primary,
                )
                .disabled(!can_take_money),
                Button::new(
                    id(ctx, Control::DrawTiles),
                    t!(lang, "palazzo-button-draw-tiles"),
                    Style::Primary,
                ),
                Button::new(
                    id(ctx, Control::Rebuild),
                    t!(lang, "palazzo-button-rebuild"),
                    Style::Primary,
                )
                .disabled(!has_money || !has_palace),
                hand,
            ]));
        }
        Decision::TakeMoney { revealed, .. } => {
            let mut buttons: Vec<Button> = revealed
                .distinct()
                .map(|card| {
                    let n = revealed.count(card);
                    let label = if n > 1 {
                        t!(
                            lang,
                            "palazzo-button-card-copies",
                            card = card_text(card, lang),
                            copies = n
                        )
                    } else {
                        card_text(card, lang)
                    };
                    Button::new(id(ctx, Control::Pick(card)), label, Style::Primary)
                })
                .collect();
            buttons.push(hand);
            rows.extend(button_rows(buttons));
        }
        Decision::BuyOrAuction { .. } => {
            rows.push(Row::Buttons(vec![
                Button::new(
                    id(ctx, Control::Buy),
                    t!(lang, "palazzo-button-buy"),
                    Style::Primary,
                )
                .disabled(view.warehouse.is_empty()),
                Button::new(
                    id(ctx, Control::Auction),
                    t!(lang, "palazzo-button-auction"),
                    Style::Primary,
                ),
                hand,
            ]));
        }
        Decision::Bid { .. } => {
            rows.push(Row::Buttons(vec![
                Button::new(
                    id(ctx, Control::Raise),
                    t!(lang, "palazzo-button-raise"),
                    Style::Success,
                ),
                Button::new(
                    id(ctx, Control::Pass),
                    t!(lang, "palazzo-button-pass"),
                    Style::Danger,
                ),
                hand,
            ]));
        }
        Decision::ShareOut { pool, .. } => {
            rows.push(Row::Select(Select {
                id: id(ctx, Control::TakeTile),
                placeholder: t!(lang, "palazzo-take-tile"),
                options: pool
                    .iter()
                    .take(limits::SELECT_OPTIONS)
                    .map(|t| tile_choice(t, lang))
                    .collect(),
                min: 1,
                max: 1,
            }));
            rows.push(Row::Buttons(vec![hand]));
        }
        Decision::Build { seat, pending } => {
            for tile in pending.iter().take(limits::ROWS - 1) {
                rows.push(Row::Select(Select {
                    id: id(ctx, Control::Place(tile.id)),
                    placeholder: clip(
                        &t!(lang, "palazzo-build-tile", tile = tile_name(tile, lang)),
                        limits::PLACEHOLDER,
                    ),
                    options: sites(view, *seat, tile, lang)
                        .into_iter()
                        .map(|(site, label)| Choice {
                            label,
                            value: site_code(site),
                            description: None,
                            selected: false,
                        })
                        .collect(),
                    min: 1,
                    max: 1,
                }));
            }
            rows.push(Row::Buttons(vec![hand]));
        }
        Decision::Over => {}
    }
    rows
}

/// Where `tile` may be built by `seat`: new palace and out of the game first, then the palaces
/// it fits on top of (as many as a select holds).
pub fn sites(view: &PublicView, seat: Seat, tile: &Tile, lang: Lang) -> Vec<(Site, String)> {
    let mut out = vec![
        (Site::NewPalace, t!(lang, "palazzo-site-new")),
        (Site::OutOfGame, t!(lang, "palazzo-site-out")),
    ];
    for (i, p) in view.seats[seat.index()].palaces.iter().enumerate() {
        let top = p.tiles.last().map_or(0, |t| t.floor);
        if tile.floor > top && out.len() < limits::SELECT_OPTIONS {
            out.push((
                Site::Palace(i as u8),
                clip(
                    &t!(
                        lang,
                        "palazzo-site-palace",
                        palace = i + 1,
                        tiles = palace_text(&p.tiles)
                    ),
                    limits::OPTION_LABEL,
                ),
            ));
        }
    }
    out
}

pub fn site_code(site: Site) -> String {
    match site {
        Site::Palace(p) => format!("p{p}"),
        Site::NewPalace => "new".into(),
        Site::OutOfGame => "out".into(),
    }
}

pub fn parse_site(code: &str) -> Option<Site> {
    match code {
        "new" => Some(Site::NewPalace),
        "out" => Some(Site::OutOfGame),
        _ => code.strip_prefix('p')?.parse().ok().map(Site::Palace),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::{ComponentId, Control as Id};
    use crate::engine::palazzo::{Action, Palazzo};
    use crate::engine::{Game, Standing};
    use crate::schedule::Settings;
    use crate::store::GameId;

    fn render(game: &Palazzo, recent: &[String]) -> (Message, String) {
        let names: Vec<String> = (0..game.players())
            .map(|i| format!("<@{}>", 500 + u64::from(i)))
            .collect();
        let m = board(
            &game.public_view(),
            &BoardContext {
                game: GameId(7),
                version: 3,
                names: &names,
                recent,
                settings: &Settings::from_hours(None, Some(48)).unwrap(),
                deadline: Some(1_700_000_000_000),
                thinking: &[],
                lang: crate::lang::Lang::En,
            },
        );
        let e = &m.embeds[0];
        let mut text = format!("{}\n{}\n", e.title, e.description);
        for f in &e.fields {
            text += &format!("{}\n{}\n", f.name, f.value);
        }
        text += e.footer.as_deref().unwrap_or_default();
        (m, text)
    }

    #[test]
    fn the_board_shows_every_public_part_of_the_game() {
        let mut g = Palazzo::setup(&Default::default(), 3, 21).unwrap();
        let seat = g.active();
        g.apply(seat, &Action::DrawTiles).unwrap();
        g.apply(seat, &Action::Auction).unwrap();
        let recent = vec!["seat 1 draws".to_string()];
        let (m, text) = render(&g, &recent);
        let view = g.public_view();
        for part in [
            "Palazzo · game #7",
            &format!("Warehouse · {} a tile", view.tile_price),
            "Quarries",
            "👷",
            &format!(
                "I {} · II {} · III {}",
                view.stacks[0], view.stacks[1], view.stacks[2]
            ),
            "game-end tiles 0/5",
            &format!("deck {} · discards {}", view.deck, view.discards),
            "raises or passes",
            "Auction of quarry",
            "**3** (3-certificate",
            "no bid yet",
            "seat 1 draws",
            "4 cards",
            "0 pts",
            "⌛ Deadline <t:1700000000:R>: then the default move is played.",
            "move 3 · reminder after 12 h, then every 24 h · deadline 2 d",
        ] {
            assert!(text.contains(part), "{part:?} missing from:\n{text}");
        }
        for tile in view.quarries.iter().flatten().chain(&view.warehouse) {
            assert!(text.contains(&super::super::text::tile_text(tile)));
        }
        let controls: Vec<_> = m
            .rows
            .iter()
            .flat_map(|r| match r {
                Row::Buttons(b) => b.iter().map(|b| b.id.clone()).collect::<Vec<_>>(),
                Row::Select(s) => vec![s.id.clone()],
            })
            .map(|id| ComponentId::<Control>::parse(&id).unwrap().control)
            .collect();
        assert_eq!(
            controls,
            [
                Id::Game(Control::Raise),
                Id::Game(Control::Pass),
                Id::Shared(Shared::Hand)
            ]
        );
    }

    #[test]
    fn the_final_scores_name_the_tie_break_when_it_decided() {
        let names = vec!["<@1>".to_string(), "<@2>".to_string()];
        let tied = Outcome {
            standings: vec![
                Standing {
                    seat: Seat(0),
                    score: 12,
                    tie_breaks: vec![20],
                    rank: 2,
                },
                Standing {
                    seat: Seat(1),
                    score: 12,
                    tie_breaks: vec![31],
                    rank: 1,
                },
            ],
            decided_by_tie_break: true,
        };
        let text = final_scores(&tied, &names, crate::lang::Lang::En);
        assert!(
            text.starts_with("🏆 1. <@2> — 12 pts\n2. <@1> — 12 pts"),
            "{text}"
        );
        assert!(text.contains("Tie broken by the best single payment in hand: <@2> 31, <@1> 20"));
        let clear = Outcome {
            decided_by_tie_break: false,
            ..tied
        };
        assert!(!final_scores(&clear, &names, crate::lang::Lang::En).contains("Tie broken"));
    }
}
