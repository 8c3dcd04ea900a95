//! What each of The Princes of Florence's controls asks for: an action to play, or a private
//! picker to show or update. Read from the click alone — the seat's private view and what the
//! engine offers it — so a picker lists only what the seat may see and do.

use super::controls::{Control, Menu};
use super::picker::{
    self, bid_picker, chosen_bonus, in_menu, menu_actions, parse_action, work_picker,
};
use super::preview::{next_fit, offered_placements, preview_reply};
use super::text::piece_text;
use crate::discord::ids::BadId;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::{Click, Clicked};
use crate::engine::princes::{Action, Bonus, CardSet, Character, Decision, Princes, Profession};
use crate::lang::Lang;
use crate::picture::princes::words;
use crate::t;

fn nothing_in(menu: Menu, lang: Lang) -> String {
    match menu {
        Menu::Return => t!(lang, "princes-nothing-return"),
        Menu::Build => t!(lang, "princes-nothing-build"),
        Menu::Freedom => t!(lang, "princes-nothing-freedom"),
        Menu::Recruit => t!(lang, "princes-nothing-recruit"),
        Menu::Keep => t!(lang, "princes-nothing-keep"),
        Menu::More => t!(lang, "princes-nothing-more"),
    }
}

/// The one value a single-choice select sends.
fn one(values: &[String]) -> Result<&str, Refusal> {
    match values {
        [value] => Ok(value),
        _ => Err(BadId.into()),
    }
}

pub fn click(c: &Click<'_, Princes>) -> Result<Clicked<Princes>, Refusal> {
    let view = c.view;
    let lang = c.lang;
    let picker_reply = |opening: bool, message| {
        if opening {
            Reply::ephemeral(message)
        } else {
            Reply::update(message)
        }
    };
    let action = match c.control {
        Control::Open(menu) => {
            c.check_turn()?;
            let actions = menu_actions(*menu, view, c.offered);
            let message = picker::menu(*menu, &actions, view, c.names, c.game, c.rendered, lang)
                .ok_or_else(|| Refusal::Said(nothing_in(*menu, lang)))?;
            return Ok(Clicked::Reply(Reply::ephemeral(message)));
        }
        Control::Choose(menu, _) => {
            let action = parse_action(one(c.values)?).ok_or(BadId)?;
            if !in_menu(*menu, &action) {
                return Err(BadId.into());
            }
            action
        }
        Control::Name(object) => match &view.public.decision {
            Decision::NameObject {
                last_player: true, ..
            } => Action::Take { object: *object },
            _ => Action::Name { object: *object },
        },
        Control::Raise => Action::Raise,
        Control::Pass => Action::Pass,
        Control::Character => {
            c.check_turn()?;
            let i: usize = one(c.values)?.parse().map_err(|_| BadId)?;
            let character = *Character::ALL.get(i).ok_or(BadId)?;
            let prices = &view.public.prices;
            let message = bid_picker(character, prices, c.offered, c.game, c.rendered, lang)
                .ok_or_else(|| {
                    Refusal::Said(t!(
                        lang,
                        "princes-cannot-bid",
                        character = words::character(character, lang)
                    ))
                })?;
            return Ok(Clicked::Reply(Reply::ephemeral(message)));
        }
        Control::Bid(character) => Action::Bid {
            character: *character,
            space: one(c.values)?.parse().map_err(|_| BadId)?,
        },
        Control::Works | Control::WorkProfession(_) | Control::WorkBonus(_) => {
            c.check_turn()?;
            let (profession, bonus, opening) = match c.control {
                Control::WorkProfession(bonus) => {
                    let i: usize = one(c.values)?.parse().map_err(|_| BadId)?;
                    let p = *Profession::ALL.get(i).ok_or(BadId)?;
                    (Some(p), *bonus, false)
                }
                Control::WorkBonus(p) => {
                    let bonus: CardSet<Bonus> = chosen_bonus(c.values).ok_or(BadId)?;
                    (Some(*p), bonus, false)
                }
                _ => {
                    if view.professions.is_empty() && !c.offered.contains(&Action::Princess) {
                        return Err(Refusal::Said(t!(lang, "princes-no-profession-for-work")));
                    }
                    (
                        view.professions.first().map(|h| h.profession),
                        CardSet::EMPTY,
                        true,
                    )
                }
            };
            if profession.is_some_and(|p| !view.professions.iter().any(|h| h.profession == p))
                || !bonus.is_subset(view.bonus)
            {
                return Err(BadId.into());
            }
            let message = work_picker(view, c.offered, profession, bonus, c.game, c.rendered, lang);
            return Ok(Clicked::Reply(picker_reply(opening, message)));
        }
        Control::Work(profession, bonus) => Action::Work {
            profession: *profession,
            bonus: *bonus,
        },
        Control::ProfessionCard => Action::Profession,
        Control::BonusCard => Action::Bonus,
        Control::EndTurn => Action::EndTurn,
        Control::Merchant { free } => Action::Merchant { free: *free },
        Control::Convert => Action::Convert {
            points: one(c.values)?.parse().map_err(|_| BadId)?,
        },
        Control::Place(piece) => {
            c.check_turn()?;
            let first = offered_placements(c.offered, *piece)
                .first()
                .copied()
                .ok_or_else(|| {
                    Refusal::Said(t!(
                        lang,
                        "princes-cannot-place",
                        piece = piece_text(*piece, lang)
                    ))
                })?;
            return Ok(Clicked::Reply(preview_reply(
                view, c.offered, first, c.game, c.rendered, true, lang,
            )));
        }
        Control::Preview(placement) => {
            c.check_turn()?;
            return Ok(Clicked::Reply(preview_reply(
                view, c.offered, *placement, c.game, c.rendered, false, lang,
            )));
        }
        Control::NextFit(placement) => {
            c.check_turn()?;
            let next = next_fit(c.offered, placement).ok_or_else(|| {
                Refusal::Said(t!(
                    lang,
                    "princes-fits-nowhere",
                    piece = piece_text(placement.piece, lang)
                ))
            })?;
            return Ok(Clicked::Reply(preview_reply(
                view, c.offered, next, c.game, c.rendered, false, lang,
            )));
        }
        Control::Confirm(placement) => Action::Place {
            placement: placement.canonical(),
        },
        Control::Edge(_) => {
            return Err(Refusal::Said(t!(lang, "princes-at-the-edge")));
        }
    };
    Ok(Clicked::Act(action))
}
