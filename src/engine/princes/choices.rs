//! What a seat may do now, the default action, and a random player.

use std::ops::ControlFlow;

use arrayvec::ArrayVec;
use rand::{Rng, RngExt};

use super::bonus_cards::Bonus;
use super::components::Character;
use super::components::{Building, CardSet, Freedom, Landscape, Piece};
use super::{Action, Deck, Pending, Phase, Placing, Princes};
use crate::engine::{Game, Seat};

/// Bonus cards in hand up to which every subset is offered with each profession; beyond it,
/// none, each one alone and all of them (the others are accepted, see `is_offered`).
pub const ALL_SUBSETS_UP_TO: u8 = 3;

/// A kind of decision. The random player picks a kind first, then one decision of that kind;
/// `choices` lists the kinds in this order (each phase offers a subsequence of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    Return,
    Raise,
    /// Naming an object, or taking it as the last player.
    Lot,
    Bid,
    Work,
    Princess,
    Build,
    Profession,
    Freedom,
    Bonus,
    Recruit,
    Pass,
    EndTurn,
    Professor,
    MerchantPoints,
    Place,
    Keep,
    Merchant,
    Convert,
    Sell,
}

impl Kind {
    const ALL: [Kind; 20] = [
        Kind::Return,
        Kind::Raise,
        Kind::Lot,
        Kind::Bid,
        Kind::Work,
        Kind::Princess,
        Kind::Build,
        Kind::Profession,
        Kind::Freedom,
        Kind::Bonus,
        Kind::Recruit,
        Kind::Pass,
        Kind::EndTurn,
        Kind::Professor,
        Kind::MerchantPoints,
        Kind::Place,
        Kind::Keep,
        Kind::Merchant,
        Kind::Convert,
        Kind::Sell,
    ];

    /// A character's own action, which the random player favours.
    fn is_character(self) -> bool {
        matches!(
            self,
            Kind::Princess | Kind::Professor | Kind::MerchantPoints
        )
    }
}

/// The kinds of which `seat` has at least one decision now, in [`Kind::ALL`] order.
fn kinds(game: &Princes, seat: Seat) -> ArrayVec<Kind, { Kind::ALL.len() }> {
    let mut out = ArrayVec::new();
    if !game.to_act().contains(seat) {
        return out;
    }
    for kind in Kind::ALL {
        if each(game, seat, kind, &mut |_| ControlFlow::Break(())).is_break() {
            out.push(kind);
        }
    }
    out
}

/// How many decisions of `kind` `seat` has.
fn count(game: &Princes, seat: Seat, kind: Kind) -> usize {
    if let (Kind::Place, Some(Pending::Place { what, .. })) = (kind, &game.pending) {
        let s = game.seat(seat);
        return pieces(game, *what)
            .map(|piece| {
                s.principality
                    .placement_count(piece, s.adjacent_buildings())
            })
            .sum();
    }
    let mut n = 0;
    let _ = each(game, seat, kind, &mut |_| {
        n += 1;
        ControlFlow::Continue(())
    });
    n
}

/// The decision of `kind` at index `i`, in `choices` order.
fn nth(game: &Princes, seat: Seat, kind: Kind, mut i: usize) -> Option<Action> {
    if let (Kind::Place, Some(Pending::Place { what, .. })) = (kind, &game.pending) {
        let s = game.seat(seat);
        let adjacent = s.adjacent_buildings();
        for piece in pieces(game, *what) {
            let n = s.principality.placement_count(piece, adjacent);
            if i < n {
                let placement = s.principality.nth_placement(piece, adjacent, i)?;
                return Some(Action::Place { placement });
            }
            i -= n;
        }
        return None;
    }
    let mut found = None;
    let _ = each(game, seat, kind, &mut |action| {
        if i == 0 {
            found = Some(action);
            return ControlFlow::Break(());
        }
        i -= 1;
        ControlFlow::Continue(())
    });
    found
}

/// The pieces a pending placement may lay.
fn pieces(game: &Princes, what: Placing) -> impl Iterator<Item = Piece> + '_ {
    let (one, any) = match what {
        Placing::Piece(piece) => (Some(piece), false),
        Placing::AnyLandscape => (None, true),
    };
    one.into_iter().chain(
        Landscape::ALL
            .into_iter()
            .filter(move |&l| any && game.supply.landscapes[l as usize] > 0)
            .map(Piece::Landscape),
    )
}

/// Calls `f` with each decision of `kind` that `seat` has now (none if `seat` need not act),
/// in `choices` order, until `f` breaks.
fn each(
    game: &Princes,
    seat: Seat,
    kind: Kind,
    f: &mut impl FnMut(Action) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let s = game.seat(seat);
    let turn = match (&game.pending, &game.phase) {
        (None, Phase::Actions(t)) => Some(t),
        _ => None,
    };
    // The turn's own actions (not recruiting or ending it) while actions are left.
    let acting = turn.filter(|t| t.actions_left > 0);
    let working = acting.filter(|t| t.works < super::actions::MAX_WORKS);
    match (kind, &game.pending, &game.phase) {
        (Kind::Return, None, Phase::Deal { .. }) => {
            for profession in s.hand.iter() {
                f(Action::Return { profession })?;
            }
        }
        (Kind::Raise, None, Phase::Auction(a)) => {
            if let Some(b) = &a.bidding
                && s.money >= u32::from(b.high + super::auction::RAISE)
            {
                f(Action::Raise)?;
            }
        }
        (Kind::Lot, None, Phase::Auction(a))
            if a.bidding.is_none() && s.money >= u32::from(game.opening_bid()) =>
        {
            let last = game.last_player();
            for object in game.lots_for(seat) {
                f(if last {
                    Action::Take { object }
                } else {
                    Action::Name { object }
                })?;
            }
        }
        (Kind::Bid, None, Phase::Characters(_)) => {
            for c in Character::ALL {
                for space in c.spaces() {
                    if game.can_bid_character(seat, c, space).is_ok() {
                        f(Action::Bid {
                            character: c,
                            space,
                        })?;
                    }
                }
            }
        }
        (Kind::Work, None, Phase::Actions(_)) if working.is_some() => {
            for profession in s.hand.iter() {
                for bonus in offered_bonus_sets(s.bonus) {
                    if game.can_work(seat, profession, bonus).is_ok() {
                        f(Action::Work { profession, bonus })?;
                    }
                }
            }
        }
        (Kind::Princess, None, Phase::Actions(_))
            if working.is_some() && game.can_princess(seat).is_ok() =>
        {
            f(Action::Princess)?;
        }
        (Kind::Build, None, Phase::Actions(_)) if acting.is_some() => {
            for building in Building::ALL {
                if game.can_build(seat, building).is_ok() {
                    f(Action::Build { building })?;
                }
            }
        }
        (Kind::Profession, None, Phase::Actions(_))
            if acting.is_some() && game.can_take_card(seat, Deck::Profession).is_ok() =>
        {
            f(Action::Profession)?;
        }
        (Kind::Freedom, None, Phase::Actions(_)) if acting.is_some() => {
            for freedom in Freedom::ALL {
                if game.can_introduce(seat, freedom).is_ok() {
                    f(Action::Freedom { freedom })?;
                }
            }
        }
        (Kind::Bonus, None, Phase::Actions(_))
            if acting.is_some() && game.can_take_card(seat, Deck::Bonus).is_ok() =>
        {
            f(Action::Bonus)?;
        }
        (Kind::Recruit, None, Phase::Actions(_))
        | (Kind::Recruit, Some(Pending::Recruit { .. }), _) => {
            for (from, profession) in game.recruitable(seat) {
                f(Action::Recruit { from, profession })?;
            }
        }
        (Kind::Pass, None, Phase::Auction(_) | Phase::Characters(_))
        | (Kind::Pass, Some(Pending::Recruit { .. }), _) => f(Action::Pass)?,
        (Kind::EndTurn, None, Phase::Actions(_)) => f(Action::EndTurn)?,
        (Kind::Professor | Kind::MerchantPoints, None, phase)
            if !matches!(phase, Phase::Deal { .. }) =>
        {
            for action in game.playable_characters(seat) {
                let professor = matches!(action, Action::Professor { .. });
                if professor == (kind == Kind::Professor) {
                    f(action)?;
                }
            }
        }
        (Kind::Place, Some(Pending::Place { what, .. }), _) => {
            let adjacent = s.adjacent_buildings();
            for piece in pieces(game, *what) {
                for placement in s.principality.placements(piece, adjacent) {
                    f(Action::Place { placement })?;
                }
            }
        }
        (Kind::Keep, Some(Pending::Pick { drawn, .. }), _) => {
            for card in drawn.cards() {
                f(Action::Keep { card })?;
            }
        }
        (Kind::Merchant, Some(Pending::Merchant { .. }), _) => {
            f(Action::Merchant { free: true })?;
            f(Action::Merchant { free: false })?;
        }
        (Kind::Convert, Some(Pending::Convert { payment, .. }), _) => {
            let most = payment / super::work::FLORINS_PER_POINT;
            for points in 0..=most as u8 {
                f(Action::Convert { points })?;
            }
        }
        (Kind::Sell, ..) if game.sellable(seat) > 0 => f(Action::Sell { points: 1 })?,
        _ => {}
    }
    ControlFlow::Continue(())
}

pub(super) fn choices(game: &Princes, seat: Seat) -> Vec<Action> {
    let mut out = Vec::new();
    if !game.to_act().contains(seat) {
        return out;
    }
    for kind in Kind::ALL {
        let _ = each(game, seat, kind, &mut |action| {
            out.push(action);
            ControlFlow::Continue(())
        });
    }
    out
}

/// The bonus card sets offered with a work: every subset of a small hand, else none, each
/// card alone and all of them.
pub fn offered_bonus_sets(hand: CardSet<Bonus>) -> impl Iterator<Item = CardSet<Bonus>> {
    let cards: ArrayVec<Bonus, { Bonus::ALL.len() }> = hand.iter().collect();
    let small = hand.len() <= ALL_SUBSETS_UP_TO;
    let subsets = if small { 1u32 << cards.len() } else { 0 };
    let subset = move |mask: u32| {
        cards
            .iter()
            .enumerate()
            .filter(|(i, _)| mask & (1 << i) != 0)
            .map(|(_, &b)| b)
            .collect::<CardSet<Bonus>>()
    };
    let large = (!small).then(|| {
        std::iter::once(CardSet::EMPTY)
            .chain(
                hand.iter()
                    .map(|b| [b].into_iter().collect::<CardSet<Bonus>>()),
            )
            .chain(std::iter::once(hand))
    });
    (0..subsets).map(subset).chain(large.into_iter().flatten())
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
/// crowd out the rest), then one of that kind uniformly, without listing the other kinds'
/// decisions; sells points rarely (a sale is left out of the kinds 98 times in 100 when there
/// is anything else to do) and plays any bonus subset that reaches the minimum. A character's
/// own action (the Princess's work, the Professor's card, the Merchant's points) is played
/// half the time it is offered, as a player who paid for the character would: chosen
/// uniformly among the kinds, the Princess, whose work is seldom worth the minimum in random
/// play, would almost never be seen.
pub(super) fn random_action<R: Rng + ?Sized>(
    game: &Princes,
    seat: Seat,
    rng: &mut R,
) -> Option<Action> {
    let mut kinds = kinds(game, seat);
    let first = *kinds.first()?;
    let characters: usize = kinds
        .iter()
        .filter(|k| k.is_character())
        .map(|&k| count(game, seat, k))
        .sum();
    if characters > 0 && rng.random_bool(0.5) {
        let mut i = rng.random_range(0..characters);
        for &kind in kinds.iter().filter(|k| k.is_character()) {
            let n = count(game, seat, kind);
            if i < n {
                return nth(game, seat, kind, i);
            }
            i -= n;
        }
    }
    let more_than_one = kinds.len() > 1 || count(game, seat, first) > 1;
    if more_than_one && !rng.random_bool(0.02) {
        kinds.retain(|k| *k != Kind::Sell);
    }
    let chosen = kinds[rng.random_range(0..kinds.len())];
    let i = rng.random_range(0..count(game, seat, chosen));
    let mut action = nth(game, seat, chosen, i)?;
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
