//! Alhambra on Discord: the board, the hand, the payment picker, and what each of its controls
//! does. Everything around them is the shared flow (`discord::play`).

pub mod board;
pub mod hand;
pub mod picker;
pub mod text;

use super::Data;
use super::ids::BadId;
use super::message::Message;
use super::play;
use super::reply::{Refusal, Reply};
use super::ui::{BoardContext, Click, Clicked, Ui};
use crate::engine::alhambra::{Action, Alhambra, Cards, Event, cheapest_payment};
use crate::engine::{Game, Outcome, Seat};
use crate::store::GameId;
use picker::Purchase;

impl Ui for Alhambra {
    const COLOUR: u32 = board::COLOUR;


    fn board(&self, ctx: &BoardContext) -> Message {
        board::board(&self.public_view(), ctx)
    }

    fn hand(&self, seat: Seat, game: GameId) -> Message {
        hand::hand(&self.private_view(seat), game)
    }

    fn hand_changed(before: &Alhambra, after: &Alhambra, seat: Seat) -> bool {
        before.seat(seat).hand() != after.seat(seat).hand()
    }

    fn decision(&self, names: &[String]) -> String {
        board::decision_text(&self.public_view(), names)
    }

    fn event_line(event: &Event) -> Option<String> {
        // Cards laid out after a turn are on the board for all to see: no line each.
        (!matches!(
            event,
            Event::MoneyDrawn { .. } | Event::BuildingDrawn { .. }
        ))
        .then(|| event.to_string())
    }

    fn final_scores(&self, outcome: &Outcome, names: &[String]) -> String {
        board::final_scores(outcome, names)
    }

    async fn click(_: &Data, click: &Click<'_, Alhambra>) -> Result<Clicked<Alhambra>, Refusal> {
        let (id, state, seat) = (click.id, click.state, click.seat);
        let action = match id.verb.as_str() {
            "take" => {
                let display = state.money_display();
                let mut cards = Cards::default();
                for v in click.values {
                    let i: usize = v.parse().map_err(|_| BadId)?;
                    cards.add(*display.get(i).ok_or(BadId)?);
                }
                Action::TakeMoney { cards }
            }
            "pass" => Action::Pass,
            "pay" | "payd" => {
                let slot = picker::slot_currency(id.arg_as(0)?).ok_or(BadId)?;
                let code = id.args.get(1).map_or("", String::as_str);
                Action::Buy {
                    slot,
                    payment: picker::decode(slot, code).ok_or(BadId)?,
                    for_dirk: id.verb == "payd",
                }
            }
            // The opener and the steps of the payment picker: the seat to act gets (or
            // updates) its private picker.
            "buy" | "sel" | "cheap" => {
                play::check_turn(click)?;
                let slot = picker::slot_currency(id.arg_as(0)?).ok_or(BadId)?;
                let building = state.in_slot(slot).ok_or_else(|| {
                    Refusal(format!("The {slot} slot is empty until the turn ends."))
                })?;
                let held = state.seat(seat).hand().of(slot);
                let price = building.price as u32;
                if id.verb == "buy" && held.total() < price {
                    return Err(Refusal(format!(
                        "Your {} add up to {}: the {} costs {price}.",
                        slot.plural(),
                        held.total(),
                        text::type_name(building.kind)
                    )));
                }
                let selected = match id.verb.as_str() {
                    "sel" => picker::picked(&held, click.values).ok_or(BadId)?,
                    _ => cheapest_payment(&held, slot, price).unwrap_or_default(),
                };
                let purchase = Purchase {
                    game: id.game,
                    version: id.version,
                    slot,
                    building: &building,
                    held: &held,
                    dirk: state.dirk().is_some(),
                };
                let message = picker::payment_picker(&purchase, &selected);
                let reply = if id.verb == "buy" {
                    Reply::ephemeral(message)
                } else {
                    Reply::update(message)
                };
                return Ok(Clicked::Reply(reply));
            }
            _ => return Err(BadId.into()),
        };
        Ok(Clicked::Act(action))
    }
}
