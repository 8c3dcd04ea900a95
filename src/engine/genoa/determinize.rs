//! Dealing again what a seat cannot see (G-104, G-106, G-115): the other players' hands (their
//! counts by kind are public), the order of each face-down pile, the cards named in offers the
//! seat was not shown, and the dice and shuffles to come.
//!
//! Each pool of cards is put in id order before it is shuffled, and every draw made depends
//! only on counts the seat can see, so that the result depends on what the seat sees and on
//! the generator alone — never on where the hidden cards really lay.

use arrayvec::ArrayVec;
use rand::seq::SliceRandom;
use rand::{Rng, RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

use super::card::{CardId, CardKind, CardSet};
use super::pile::PILE;
use super::{Genoa, MAX_PLAYERS};
use crate::engine::Seat;

impl Genoa {
    /// The same game with every hand but `keep`'s (all of them when `None`) dealt again from
    /// its pile's face-down cards, each hand keeping its count of every kind, and each
    /// face-down pile in a new order. Cards `keep` knows another hand holds — those of an
    /// offer shown to it (G-106) — stay where they are.
    ///
    /// The cards named in an offer `keep` was not shown are named again, kind for kind: what
    /// the maker gives becomes cards of his new hand (an open offer's cards are always in its
    /// maker's hand, see [`Genoa::lapse_unbacked_offers`]); what an offer asks of its
    /// recipient becomes cards of the recipient's new hand as far as it holds that many, the
    /// rest other cards of the kind.
    pub(super) fn redeal<R: Rng + ?Sized>(&self, keep: Option<Seat>, rng: &mut R) -> Genoa {
        let mut game = self.clone();
        let mut known = [CardSet::EMPTY; MAX_PLAYERS];
        if let Some(viewer) = keep {
            known[viewer.index()] = self.seat(viewer).hand;
            for o in &self.offers {
                if o.from != viewer && o.shows_cards_to(viewer) {
                    let k = &mut known[o.from.index()];
                    *k = k.union(o.terms.give.cards);
                }
            }
        }
        // A message whose buildings both hold discs would have been paid to whoever held it
        // (G-75): it can only lie face down.
        let unheld = self.deliverable_messages();
        for kind in CardKind::ALL {
            let pile = &mut game.piles[kind.index()];
            let mut pool: CardSet = pile.face_down().iter().copied().collect();
            for (seat, k) in game.seats.iter().zip(&known) {
                pool = pool.union(seat.hand.only(kind).minus(*k));
            }
            let mut order: ArrayVec<CardId, PILE> = pool.minus(unheld).iter().collect();
            order.shuffle(rng);
            let mut dealt = CardSet::EMPTY;
            for (seat, k) in game.seats.iter_mut().zip(&known) {
                let hidden = seat.hand.only(kind).minus(*k);
                seat.hand = seat.hand.minus(hidden);
                for _ in 0..hidden.len() {
                    let card = order.pop().expect("the pool holds every hidden card");
                    seat.hand.insert(card);
                    dealt.insert(card);
                }
            }
            let mut face_down: ArrayVec<CardId, PILE> = pool.minus(dealt).iter().collect();
            face_down.shuffle(rng);
            pile.set_face_down(face_down);
        }
        for i in 0..game.offers.len() {
            let o = game.offers[i];
            if keep.is_some_and(|viewer| o.shows_cards_to(viewer)) {
                continue;
            }
            let maker = game.seat(o.from).hand;
            let recipient = o.terms.to.map_or(CardSet::EMPTY, |to| game.seat(to).hand);
            let terms = &mut game.offers[i].terms;
            terms.give.cards = like(o.terms.give.cards, maker, rng);
            terms.get.cards = like(o.terms.get.cards, recipient, rng);
        }
        game
    }

    /// [`Game::determinize`](crate::engine::Game::determinize): what `seat` cannot see dealt
    /// again, and the dice and shuffles to come drawn anew.
    pub(super) fn determinized<R: Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Genoa {
        let mut game = self.redeal(Some(seat), rng);
        game.rng = ChaCha8Rng::seed_from_u64(rng.next_u64());
        game
    }
}

/// Cards of the kinds of `like`, as many of each: drawn from `prefer` as far as it holds that
/// many of the kind, the rest from the kind's other cards.
fn like<R: Rng + ?Sized>(like: CardSet, prefer: CardSet, rng: &mut R) -> CardSet {
    let mut out = CardSet::EMPTY;
    for kind in CardKind::ALL {
        let n = like.only(kind).len();
        if n == 0 {
            continue;
        }
        let mine = prefer.only(kind);
        out = out.union(if mine.len() >= n {
            sample(mine, n, rng)
        } else {
            mine.union(sample(
                CardSet::of_kind(kind).minus(mine),
                n - mine.len(),
                rng,
            ))
        });
    }
    out
}

/// `n` cards of `set` drawn at random, every choice as likely (selection sampling, in id order).
fn sample<R: Rng + ?Sized>(set: CardSet, n: usize, rng: &mut R) -> CardSet {
    let mut out = CardSet::EMPTY;
    let (mut need, mut left) = (n, set.len());
    for card in set.iter() {
        if need == 0 {
            break;
        }
        if rng.random_range(0..left) < need {
            out.insert(card);
            need -= 1;
        }
        left -= 1;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::Action;
    use super::super::bundle::Bundle;
    use super::super::fixtures::{ANNA, BEN, CARA, DAN, card, game, play};
    use super::super::offer::{Subject, Terms};
    use super::*;
    use crate::engine::{Audit, Game};

    fn trade(to: Seat, give: &[&str], get: &[&str], reveal: bool) -> Action {
        let cards = |ids: &[&str]| Bundle {
            cards: ids.iter().map(|id| card(id)).collect(),
            ..Bundle::EMPTY
        };
        Action::Offer(Terms {
            to: Some(to),
            subject: Subject::Trade,
            give: cards(give),
            get: cards(get),
            reveal,
        })
    }

    /// Four players in the move window: Cara shows Anna the L-11 she offers; Ben offers Anna
    /// S-10 unseen and asks Dan for S-01 and L-12, which Dan does not hold.
    fn offers() -> Genoa {
        let mut g = game(4);
        g.set_hand(ANNA, &["S-06", "M-02"]);
        g.set_hand(BEN, &["S-10", "L-10"]);
        g.set_hand(CARA, &["L-11", "C-07"]);
        g.set_hand(DAN, &["S-02", "S-05", "L-05"]);
        g.roll_to(3, 2);
        play(&mut g, CARA, trade(ANNA, &["L-11"], &[], true));
        play(&mut g, BEN, trade(ANNA, &["S-10"], &["S-06"], false));
        play(&mut g, BEN, trade(DAN, &[], &["S-01", "L-12"], false));
        g
    }

    #[test]
    fn other_hands_are_dealt_again_by_kind_and_what_the_seat_was_shown_stays() {
        let g = offers();
        let mut hands_seen = std::collections::BTreeSet::new();
        for seed in 0..40 {
            let d = g.determinized(ANNA, &mut ChaCha8Rng::seed_from_u64(seed));
            d.assert_sound();
            assert_eq!(d.seat(ANNA).hand, g.seat(ANNA).hand);
            for seat in [BEN, CARA, DAN] {
                assert_eq!(d.seat(seat).hand.counts(), g.seat(seat).hand.counts());
            }
            assert!(
                d.seat(CARA).hand.contains(card("L-11")),
                "shown to Anna (G-106)"
            );
            assert_eq!(d.offers()[0], g.offers()[0]);
            // Ben's unseen S-10 is a small order of his new hand; what he asks of Anna, one
            // of hers; what he asks of Dan, Dan's cards of those kinds as far as he has them.
            let bens = d.offers()[1].terms;
            assert_eq!(bens.give.cards.counts(), [0, 1, 0, 0]);
            assert!(d.seat(BEN).hand.contains_all(bens.give.cards));
            assert_eq!(bens.get.cards, [card("S-06")].into_iter().collect());
            let dans = d.offers()[2].terms.get.cards;
            assert_eq!(dans.counts(), [1, 1, 0, 0]);
            assert!(d.seat(DAN).hand.contains_all(dans));
            hands_seen.insert(d.seat(BEN).hand.bits());
            assert_eq!(
                serde_json::to_value(d.private_view(ANNA)).unwrap(),
                serde_json::to_value(g.private_view(ANNA)).unwrap()
            );
        }
        assert!(hands_seen.len() > 10, "Ben's hand is dealt again");
    }

    #[test]
    fn the_result_depends_on_what_the_seat_sees_and_the_draws_alone() {
        let g = offers();
        for seat in [ANNA, BEN, CARA, DAN] {
            let other = g.determinized(seat, &mut ChaCha8Rng::seed_from_u64(99));
            assert_ne!(other, g);
            let a = g.determinized(seat, &mut ChaCha8Rng::seed_from_u64(5));
            let b = other.determinized(seat, &mut ChaCha8Rng::seed_from_u64(5));
            assert_eq!(a, b, "{seat}");
        }
    }

    #[test]
    fn reshuffling_everything_hidden_keeps_the_public_view() {
        let g = offers();
        let mut rng = ChaCha8Rng::seed_from_u64(3);
        let r = g.reshuffle_hidden(&mut rng);
        r.assert_sound();
        assert_eq!(
            serde_json::to_value(r.public_view()).unwrap(),
            serde_json::to_value(g.public_view()).unwrap()
        );
        assert_ne!(r.rng, g.rng, "the dice to come are hidden too");
    }
}
