//! Palazzo on Discord: the board, the hands, the pickers, and what each of its controls does.
//! The flow around them (lobby, DMs, pings, deadlines, the end) is shared: `discord::play`.

pub mod board;
pub mod hand;
pub mod picker;
pub mod text;

use super::Data;
use super::ids::BadId;
use super::message::Message;
use super::play;
use super::reply::{Refusal, Reply, sentence};
use super::ui::{BoardContext, Click, Clicked, Ui};
use crate::engine::palazzo::{
    Action, Card, Cards, Event, Palazzo, RuleError, TileId, cheapest_payment,
};
use crate::engine::{Game, Outcome, Seat};
use crate::store::GameId;
use picker::Purpose;

impl Ui for Palazzo {
    const COLOUR: u32 = board::COLOUR;


    fn board(&self, ctx: &BoardContext) -> Message {
        board::board(&self.public_view(), ctx)
    }

    fn hand(&self, seat: Seat, game: GameId) -> Message {
        hand::hand(&self.private_view(seat), game)
    }

    fn hand_changed(before: &Palazzo, after: &Palazzo, seat: Seat) -> bool {
        before.seat(seat).hand() != after.seat(seat).hand()
    }

    fn decision(&self, names: &[String]) -> String {
        text::decision_text(&self.public_view(), names)
    }

    fn event_line(event: &Event) -> Option<String> {
        (!matches!(event, Event::TurnBegins { .. })).then(|| event.to_string())
    }

    fn final_scores(&self, outcome: &Outcome, names: &[String]) -> String {
        board::final_scores(outcome, names)
    }

    async fn click(_: &Data, click: &Click<'_, Palazzo>) -> Result<Clicked<Palazzo>, Refusal> {
        let (id, state, seat) = (click.id, click.state, click.seat);
        let args = &id.args;
        let chosen = click.values;
        let action = match id.verb.as_str() {
            "take" => Action::TakeMoney,
            "draw" => Action::DrawTiles,
            "auction" => Action::Auction,
            "pass" => Action::Pass,
            "pick" => Action::PickMoney {
                card: id.arg_as::<Card>(0)?,
            },
            "tile" => Action::TakeTile {
                tile: TileId(one(chosen)?.parse().map_err(|_| BadId)?),
            },
            "place" => Action::Place {
                tile: TileId(id.arg_as(0)?),
                site: board::parse_site(one(chosen)?).ok_or(BadId)?,
            },
            // Openers: the seat to act gets an ephemeral picker.
            "buy" | "raise" | "rebuild" => {
                play::check_turn(click)?;
                if id.verb == "buy" && !state.can_buy(seat) {
                    let why = if state.public_view().warehouse.is_empty() {
                        "The warehouse is empty: you must auction.".to_string()
                    } else {
                        let price = state.tile_price();
                        sentence(&RuleError::CannotAffordBuying { price }.to_string())
                    };
                    return Err(Refusal(why));
                }
                if id.verb == "rebuild" {
                    if state.seat(seat).hand().is_empty() {
                        return Err(Refusal(sentence(&RuleError::NoCardForRebuild.to_string())));
                    }
                    if state.rebuilds(seat).is_empty() {
                        return Err(Refusal(sentence(&RuleError::NothingToRebuild.to_string())));
                    }
                }
                let message = match id.verb.as_str() {
                    "buy" => {
                        let view = state.public_view();
                        picker::tile_chooser(id.game, id.version, &view.warehouse, view.tile_price)
                    }
                    "raise" => {
                        let need = picker::need(state, seat, &Purpose::Raise);
                        let hand = *state.seat(seat).hand();
                        let start =
                            cheapest_payment(&hand, need.amount, need.bound).unwrap_or_default();
                        let view = state.private_view(seat);
                        picker::payment_picker(
                            id.game,
                            id.version,
                            &view,
                            &need,
                            &Purpose::Raise,
                            &start,
                        )
                    }
                    _ => picker::rebuild_chooser(state, seat, id.game, id.version),
                };
                return Ok(Clicked::Reply(Reply::ephemeral(message)));
            }
            // Steps inside a picker: its message is updated.
            "buytiles" | "sel" | "cheap" => {
                let (purpose, selected) = match id.verb.as_str() {
                    "buytiles" => {
                        let tiles = chosen
                            .iter()
                            .map(|t| t.parse().map(TileId))
                            .collect::<Result<Vec<_>, _>>()
                            .map_err(|_| BadId)?;
                        let purpose = Purpose::Buy(tiles);
                        let need = picker::need(state, seat, &purpose);
                        let hand = state.seat(seat).hand();
                        (
                            purpose,
                            cheapest_payment(hand, need.amount, None).unwrap_or_default(),
                        )
                    }
                    "sel" => {
                        let purpose = Purpose::parse(args.first().ok_or(BadId)?).ok_or(BadId)?;
                        let group: usize = id.arg_as(1)?;
                        let before = picker::decode(args.get(2).ok_or(BadId)?).ok_or(BadId)?;
                        let now = picker::group_selection(chosen, group).ok_or(BadId)?;
                        (purpose, picker::replace_group(&before, group, &now))
                    }
                    _ => {
                        let purpose = Purpose::parse(args.first().ok_or(BadId)?).ok_or(BadId)?;
                        let need = picker::need(state, seat, &purpose);
                        let hand = state.seat(seat).hand();
                        let cheapest = cheapest_payment(hand, need.amount, need.bound);
                        (purpose, cheapest.unwrap_or_default())
                    }
                };
                let need = picker::need(state, seat, &purpose);
                let view = state.private_view(seat);
                return Ok(Clicked::Reply(Reply::update(picker::payment_picker(
                    id.game, id.version, &view, &need, &purpose, &selected,
                ))));
            }
            "rb" => {
                let change = picker::parse_rebuild(one(chosen)?).ok_or(BadId)?;
                let hand = state.seat(seat).hand();
                return Ok(Clicked::Reply(Reply::update(picker::rebuild_payment(
                    hand, id.game, id.version, &change,
                ))));
            }
            "pay" => {
                let purpose = Purpose::parse(args.first().ok_or(BadId)?).ok_or(BadId)?;
                let payment: Cards = picker::decode(args.get(1).ok_or(BadId)?).ok_or(BadId)?;
                match purpose {
                    Purpose::Buy(tiles) => Action::Buy { tiles, payment },
                    Purpose::Raise => Action::Raise { cards: payment },
                }
            }
            "rbpay" => Action::Rebuild {
                change: picker::parse_rebuild(args.first().ok_or(BadId)?).ok_or(BadId)?,
                pay: one(chosen)?.parse().map_err(|_| BadId)?,
            },
            _ => return Err(BadId.into()),
        };
        Ok(Clicked::Act(action))
    }
}

/// The only value of a single-choice select.
fn one(values: &[String]) -> Result<&str, Refusal> {
    match values {
        [v] => Ok(v),
        _ => Err(BadId.into()),
    }
}
