//! What a seat may do now, the default action, and a random player.

use rand::{Rng, RngExt};

use super::bonus_cards::Bonus;
use super::characters::Character;
use super::components::{Building, CardSet, Freedom, Landscape, Piece};
use super::{Action, Deck, Pending, Phase, Placing, Princes};
use crate::engine::{Game, Seat};

/// Bonus cards in hand up to which every subset is offered with each profession; beyond it,
/// none, each one alone and all of them (the others are accepted, see `is_offered`).
pub const ALL_SUBSETS_UP_TO: u8 = 3;

pub(super) fn choices(game: &Princes, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if !game.to_act().contains(seat) {
        return out;
    }
    if let Some(p) = &game.pending {
        pending_choices(game, seat, p, &mut out);
    } else {
        match &game.phase {
            Phase::Deal { .. } => {
                out.extend(
                    game.seat(seat)
                        .hand
                        .iter()
                        .map(|profession| Action::Return { profession }),
                );
            }
            Phase::Auction(a) => {
                if let Some(b) = &a.bidding {
                    if game.seat(seat).money >= u32::from(b.high + super::auction::RAISE) {
                        out.push(Action::Raise);
                    }
                } else if game.seat(seat).money >= u32::from(game.opening_bid()) {
                    let last = game.last_player();
                    out.extend(game.lots_for(seat).map(|object| {
                        if last {
                            Action::Take { object }
                        } else {
                            Action::Name { object }
                        }
                    }));
                }
                out.push(Action::Pass);
            }
            Phase::Characters(_) => {
                for c in Character::ALL {
                    for space in c.spaces() {
                        if game.can_bid_character(seat, c, space).is_ok() {
                            out.push(Action::Bid {
                                character: c,
                                space,
                            });
                        }
                    }
                }
                out.push(Action::Pass);
            }
            Phase::Actions(_) => turn_choices(game, seat, &mut out),
            Phase::Over => {}
        }
        if !matches!(game.phase, Phase::Deal { .. }) {
            out.extend(game.playable_characters(seat));
        }
    }
    if game.sellable(seat) > 0 {
        out.push(Action::Sell { points: 1 });
    }
    out
}

fn pending_choices(game: &Princes, seat: Seat, p: &Pending, out: &mut Vec<Action>) {
    match p {
        Pending::Place { what, .. } => {
            let s = game.seat(seat);
            let adjacent = s.adjacent_buildings();
            let pieces: Vec<Piece> = match what {
                Placing::Piece(piece) => vec![*piece],
                Placing::AnyLandscape => Landscape::ALL
                    .into_iter()
                    .filter(|&l| game.supply.landscapes[l as usize] > 0)
                    .map(Piece::Landscape)
                    .collect(),
            };
            for piece in pieces {
                out.extend(
                    s.principality
                        .placements(piece, adjacent)
                        .into_iter()
                        .map(|placement| Action::Place { placement }),
                );
            }
        }
        Pending::Pick { drawn, .. } => {
            out.extend(drawn.cards().into_iter().map(|card| Action::Keep { card }));
        }
        Pending::Recruit { .. } => {
            out.extend(
                game.recruitable(seat)
                    .map(|(from, profession)| Action::Recruit { from, profession }),
            );
            out.push(Action::Pass);
        }
        Pending::Merchant { .. } => {
            out.push(Action::Merchant { free: true });
            out.push(Action::Merchant { free: false });
        }
        Pending::Convert { payment, .. } => {
            let most = payment / super::work::FLORINS_PER_POINT;
            out.extend((0..=most as u8).map(|points| Action::Convert { points }));
        }
    }
}

/// The bonus card sets offered with a work: every subset of a small hand, else none, each
/// card alone and all of them.
pub fn offered_bonus_sets(hand: CardSet<Bonus>) -> Vec<CardSet<Bonus>> {
    if hand.len() <= ALL_SUBSETS_UP_TO {
        let cards: Vec<Bonus> = hand.iter().collect();
        (0..1u32 << cards.len())
            .map(|mask| {
                cards
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, &b)| b)
                    .collect()
            })
            .collect()
    } else {
        let mut sets = vec![CardSet::EMPTY];
        sets.extend(
            hand.iter()
                .map(|b| [b].into_iter().collect::<CardSet<Bonus>>()),
        );
        sets.push(hand);
        sets
    }
}

fn turn_choices(game: &Princes, seat: Seat, out: &mut Vec<Action>) {
    let s = game.seat(seat);
    let t = game.turn().expect("a turn");
    if t.actions_left > 0 {
        if t.works < super::actions::MAX_WORKS {
            let sets = offered_bonus_sets(s.bonus);
            for profession in s.hand.iter() {
                for &bonus in &sets {
                    if game.can_work(seat, profession, bonus).is_ok() {
                        out.push(Action::Work { profession, bonus });
                    }
                }
            }
            if game.can_princess(seat).is_ok() {
                out.push(Action::Princess);
            }
        }
        for building in Building::ALL {
            if game.can_build(seat, building).is_ok() {
                out.push(Action::Build { building });
            }
        }
        if game.can_take_card(seat, Deck::Profession).is_ok() {
            out.push(Action::Profession);
        }
        for freedom in Freedom::ALL {
            if game.can_introduce(seat, freedom).is_ok() {
                out.push(Action::Freedom { freedom });
            }
        }
        if game.can_take_card(seat, Deck::Bonus).is_ok() {
            out.push(Action::Bonus);
        }
    }
    out.extend(
        game.recruitable(seat)
            .map(|(from, profession)| Action::Recruit { from, profession }),
    );
    out.push(Action::EndTurn);
}

/// Always moves the game towards its end: return a profession, pass in auctions, end the turn,
/// keep the first card, the first placement, convert nothing, take the Merchant's object free.
pub(super) fn default_action(game: &Princes, seat: Seat) -> Option<Action> {
    if !game.to_act().contains(seat) {
        return None;
    }
    Some(match (&game.pending, &game.phase) {
        (Some(Pending::Place { .. }), _) => choices(game, seat)
            .into_iter()
            .find(|a| matches!(a, Action::Place { .. }))?,
        (Some(Pending::Pick { drawn, .. }), _) => Action::Keep {
            card: *drawn.cards().first()?,
        },
        (Some(Pending::Merchant { .. }), _) => Action::Merchant { free: true },
        (Some(Pending::Convert { .. }), _) => Action::Convert { points: 0 },
        (None, Phase::Deal { .. }) => Action::Return {
            profession: game.seat(seat).hand.iter().next()?,
        },
        (Some(Pending::Recruit { .. }), _) | (None, Phase::Auction(_) | Phase::Characters(_)) => {
            Action::Pass
        }
        (None, Phase::Actions(_)) => Action::EndTurn,
        (None, Phase::Over) => return None,
    })
}

/// A random player: picks a kind of action uniformly (so the many placements and bids do not
/// crowd out the rest), then one of that kind; sells points rarely and plays any bonus
/// subset that reaches the minimum. A character's own action (the Princess's work, the
/// Professor's card, the Merchant's points) is played half the time it is offered, as a
/// player who paid for the character would: chosen uniformly among the kinds, the Princess,
/// whose work is seldom worth the minimum in random play, would almost never be seen.
pub(super) fn random_action<R: Rng + ?Sized>(
    game: &Princes,
    seat: Seat,
    rng: &mut R,
) -> Option<Action> {
    let mut choices = choices(game, seat);
    if choices.is_empty() {
        return None;
    }
    let character = |a: &Action| {
        matches!(
            a,
            Action::Princess | Action::Professor { .. } | Action::MerchantPoints
        )
    };
    if choices.iter().any(character) && rng.random_bool(0.5) {
        choices.retain(character);
        let i = rng.random_range(0..choices.len());
        return Some(choices.swap_remove(i));
    }
    if choices.len() > 1 && !rng.random_bool(0.02) {
        choices.retain(|a| !matches!(a, Action::Sell { .. }));
    }
    let kind = |a: &Action| std::mem::discriminant(a);
    let mut kinds: Vec<_> = choices.iter().map(kind).collect();
    kinds.dedup();
    let chosen = kinds[rng.random_range(0..kinds.len())];
    let of_kind: Vec<_> = choices.into_iter().filter(|a| kind(a) == chosen).collect();
    let mut action = of_kind[rng.random_range(0..of_kind.len())].clone();
    match &mut action {
        Action::Work { profession, bonus } => {
            let hand = game.seat(seat).bonus;
            let subset = CardSet::from_bits(hand.bits() & rng.next_u32());
            if game.can_work(seat, *profession, subset).is_ok() {
                *bonus = subset;
            }
        }
        Action::Sell { points } => {
            let most = game.seat(seat).pp().clamp(1, 5) as u8;
            *points = rng.random_range(1..=most);
        }
        _ => {}
    }
    Some(action)
}

/// Whether `action` is offered, or stands for an offer: a work with any bonus cards held that
/// reach the minimum, selling any number of points held, or a placement covering the same
/// cells as an offered one by another orientation (placements list each set of cells once).
pub(super) fn is_offered(game: &Princes, seat: Seat, action: &Action) -> bool {
    match action {
        Action::Work { profession, bonus } => {
            game.to_act().contains(seat)
                && game.pending.is_none()
                && matches!(game.phase, Phase::Actions(_))
                && game.can_work(seat, *profession, *bonus).is_ok()
        }
        Action::Sell { points } => {
            game.to_act().contains(seat)
                && game.sellable(seat) > 0
                && *points >= 1
                && i32::from(*points) <= game.seat(seat).pp()
        }
        Action::Place { placement } => {
            let cells = |p: &super::Placement| {
                let mut c = p.cells();
                c.sort_unstable();
                c
            };
            let wanted = cells(placement);
            choices(game, seat).iter().any(|a| {
                matches!(a, Action::Place { placement: offered }
                    if offered.piece == placement.piece && cells(offered) == wanted)
            })
        }
        _ => choices(game, seat).contains(action),
    }
}
