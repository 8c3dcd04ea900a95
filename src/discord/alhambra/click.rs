//! What each of Alhambra's controls asks for: an action to play, or the payment picker to show.
//! Read from the click alone: what each building would cost the seat, or why it cannot buy
//! it, is the engine's answer in the seat's private view.

use super::controls::Control;
use super::picker::{self, Purchase};
use super::refusals::refusal;
use crate::discord::ids::BadId;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::{Click, Clicked};
use crate::engine::alhambra::{Action, Alhambra, Cards, RuleError};

pub fn click(click: &Click<'_, Alhambra>) -> Result<Clicked<Alhambra>, Refusal> {
    let view = click.view;
    let action = match click.control {
        Control::TakeMoney => {
            let display = &view.public.money_display;
            let mut cards = Cards::default();
            for v in click.values {
                let i: usize = v.parse().map_err(|_| BadId)?;
                cards.add(*display.get(i).ok_or(BadId)?);
            }
            Action::TakeMoney { cards }
        }
        Control::Pass => Action::Pass,
        Control::Pay {
            slot,
            payment,
            for_dirk,
        } => Action::Buy {
            slot: *slot,
            payment: *payment,
            for_dirk: *for_dirk,
        },
        // The opener and the steps of the payment picker: the seat to act gets (or updates)
        // its private picker.
        Control::Buy(slot) | Control::Select(slot) | Control::Cheapest(slot) => {
            click.check_turn()?;
            let opening = matches!(click.control, Control::Buy(_));
            let cheapest = match view.purchase(*slot) {
                Ok(payment) => Some(*payment),
                // A picker already open may be explored (the Pay button stays disabled); only
                // the opener refuses a building the seat cannot pay for.
                Err(RuleError::CannotAfford { .. }) if !opening => None,
                Err(why) => return Err(Refusal::Said(refusal(why, click.lang))),
            };
            let building = view
                .public
                .yard
                .iter()
                .find(|s| s.currency == *slot)
                .and_then(|s| s.building)
                .ok_or(BadId)?;
            let held = view.hand.of(*slot);
            let selected = match click.control {
                Control::Select(_) => picker::picked(&held, click.values).ok_or(BadId)?,
                _ => cheapest.unwrap_or_default(),
            };
            let purchase = Purchase {
                game: click.game,
                version: click.rendered,
                slot: *slot,
                building: &building,
                held: &held,
                dirk: view.public.dirk.is_some(),
                lang: click.lang,
            };
            let message = picker::payment_picker(&purchase, &selected);
            let reply = if opening {
                Reply::ephemeral(message)
            } else {
                Reply::update(message)
            };
            return Ok(Clicked::Reply(reply));
        }
    };
    Ok(Clicked::Act(action))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::ids::{ComponentId, Control as Id};
    use crate::discord::message::Row;
    use crate::discord::reply::Response;
    use crate::engine::alhambra::Currency;
    use crate::engine::{Game, Seat};
    use crate::store::GameId;

    fn click_on(
        game: &Alhambra,
        seat: Seat,
        control: Control,
        values: &[&str],
    ) -> Result<Clicked<Alhambra>, Refusal> {
        let names: Vec<String> = (0..game.players()).map(|i| format!("<@{i}>")).collect();
        let view = game.private_view(seat);
        let offered = game.choices(seat);
        let values: Vec<String> = values
            .iter()
            .map(std::string::ToString::to_string)
            .collect();
        click(&Click {
            game: GameId(3),
            rendered: 8,
            current: 8,
            control: &control,
            seat,
            to_act: game.to_act(),
            names: &names,
            view: &view,
            offered: &offered,
            values: &values,
            lang: crate::lang::Lang::En,
        })
    }

    #[test]
    fn the_money_select_takes_the_cards_at_the_places_chosen() {
        let g = Alhambra::setup(&Default::default(), 3, 5).unwrap();
        let seat = g.to_act().single().unwrap();
        let display = g.public_view().money_display;
        let Ok(Clicked::Act(Action::TakeMoney { cards })) =
            click_on(&g, seat, Control::TakeMoney, &["0"])
        else {
            panic!("not a take")
        };
        assert_eq!(cards.iter().collect::<Vec<_>>(), [display[0]]);
        assert!(click_on(&g, seat, Control::TakeMoney, &["9"]).is_err());
    }

    #[test]
    fn a_buy_opens_the_picker_with_the_engines_cheapest_payment_or_says_why_not() {
        let g = Alhambra::setup(&Default::default(), 3, 5).unwrap();
        let seat = g.to_act().single().unwrap();
        let view = g.private_view(seat);
        for slot in Currency::ALL {
            match (
                view.purchase(slot),
                click_on(&g, seat, Control::Buy(slot), &[]),
            ) {
                (Ok(cheapest), Ok(Clicked::Reply(reply))) => {
                    let Response::Ephemeral(picker) = reply.response else {
                        panic!("the picker is private")
                    };
                    let ids: Vec<String> = picker
                        .rows
                        .iter()
                        .flat_map(|r| match r {
                            Row::Buttons(b) => b.iter().map(|b| b.id.clone()).collect(),
                            Row::Select(s) => vec![s.id.clone()],
                        })
                        .collect();
                    let pay = Control::Pay {
                        slot,
                        payment: *cheapest,
                        for_dirk: false,
                    };
                    assert!(ids.iter().any(|id| {
                        ComponentId::<Control>::parse(id).unwrap().control == Id::Game(pay.clone())
                    }));
                    // Paying is an action the engine takes.
                    let Ok(Clicked::Act(buy)) = click_on(&g, seat, pay, &[]) else {
                        panic!("not an action")
                    };
                    g.clone().apply(seat, &buy).unwrap();
                }
                (Err(why), Err(Refusal::Said(text))) => {
                    assert_eq!(text, refusal(why, crate::lang::Lang::En));
                }
                _ => panic!("the click disagrees with the engine's answer for {slot}"),
            }
        }
        let other = seat.after(1, 3);
        let Err(Refusal::Said(text)) = click_on(&g, other, Control::Buy(Currency::Denar), &[])
        else {
            panic!("not refused")
        };
        assert_eq!(
            text,
            format!("It is not your turn: <@{}> decides now.", seat.0)
        );
    }
}
