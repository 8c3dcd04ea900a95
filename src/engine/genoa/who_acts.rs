//! Who may act, and whom the game waits on.
//!
//! Anyone may make an offer while the turn is in phase 2 or 3 (G-60), so nearly every seat
//! may act at nearly every moment ([`Genoa::may_act`]). The game waits on fewer
//! ([`Genoa::waiting_on`]): the tower player at the start, in the move window and in phase
//! 3; in an action window every eligible player until each has passed or bid, then the tower
//! player (so a turn never waits on a player who has passed, G-49a); the actor inside an
//! action; and anyone a plain trade is addressed to, until they answer it.

use rand::{Rng, RngExt};

use super::offer::Subject;
use super::{Genoa, Phase, choices};
use crate::engine::{Seat, SeatSet};

impl Genoa {
    /// Every seat that has a choice now.
    pub fn may_act(&self) -> SeatSet {
        match self.phase {
            Phase::Over => SeatSet::EMPTY,
            Phase::Start => SeatSet::only(self.tower()),
            _ => self
                .all_seats()
                .filter(|&s| choices::exists(self, s))
                .collect(),
        }
    }

    /// The seats whose decision the game waits on.
    pub fn waiting_on(&self) -> SeatSet {
        let tower = self.tower();
        let mut seats = match self.phase {
            Phase::Over => return SeatSet::EMPTY,
            Phase::Start | Phase::Move | Phase::Acquire(_) => SeatSet::only(tower),
            Phase::Window(_) => {
                let unanswered = self.unanswered();
                if unanswered.is_empty() {
                    SeatSet::only(tower)
                } else {
                    unanswered
                }
            }
            Phase::Acting(a) => SeatSet::only(a.actor),
        };
        for seat in self.trades_put().iter() {
            seats.insert(seat);
        }
        seats
    }

    /// The seats a plain trade is put to (their default: decline).
    fn trades_put(&self) -> SeatSet {
        let mut seats = SeatSet::EMPTY;
        for o in &self.offers {
            if o.terms.subject == Subject::Trade
                && let Some(to) = o.terms.to
            {
                seats.insert(to);
            }
        }
        seats
    }

    /// Of the seats waited on, those only consulted: in an action window the players still to
    /// bid or pass, and anyone a plain trade is put to — unless the decision at hand is theirs
    /// anyway (the tower player's turn, the actor's action).
    pub fn answering(&self) -> SeatSet {
        let own = match self.phase {
            Phase::Over => return SeatSet::EMPTY,
            Phase::Start | Phase::Move | Phase::Acquire(_) => Some(self.tower()),
            Phase::Window(_) => self.unanswered().is_empty().then(|| self.tower()),
            Phase::Acting(a) => Some(a.actor),
        };
        self.waiting_on()
            .iter()
            .filter(|s| Some(*s) != own)
            .collect()
    }

    /// Who acts next in random play: a seat the game waits on, and now and then any seat that
    /// may act, so offers made unasked are played too.
    pub(super) fn random_seat<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Seat> {
        let pool = if rng.random_ratio(1, 8) {
            self.may_act()
        } else {
            self.waiting_on()
        };
        let n = pool.len();
        if n == 0 {
            return self.waiting_on().iter().next();
        }
        pool.iter().nth(rng.random_range(0..n))
    }
}

#[cfg(test)]
mod tests {
    use super::super::Action;
    use super::super::bundle::Bundle;
    use super::super::fixtures::{ANNA, BEN, CARA, bid, game, play, trade};
    use super::*;
    use crate::engine::Game;

    #[test]
    fn ruling_1_a_window_waits_on_every_eligible_player_then_on_the_tower_player() {
        let mut g = game(3);
        assert_eq!(g.waiting_on(), SeatSet::only(ANNA));
        assert_eq!(
            g.may_act(),
            SeatSet::only(ANNA),
            "phase 1: no trades (G-60)"
        );
        g.roll_to(1, 3);
        let both: SeatSet = [BEN, CARA].into_iter().collect();
        assert_eq!(g.waiting_on(), both);
        assert_eq!(g.may_act().len(), 3, "anyone may offer a trade");
        play(&mut g, BEN, Action::Pass);
        assert_eq!(g.waiting_on(), SeatSet::only(CARA));
        let action = bid(&g, Bundle::EMPTY);
        play(&mut g, CARA, action);
        assert_eq!(g.waiting_on(), SeatSet::only(ANNA));
        // A plain trade is waited on by its recipient too.
        let gift = trade(BEN, Bundle::ducats(1), Bundle::EMPTY);
        play(&mut g, CARA, gift);
        assert_eq!(g.waiting_on(), [ANNA, BEN].into_iter().collect());
        assert_eq!(g.default_action(BEN), Some(Action::Decline { offer: 2 }));
        assert_eq!(g.default_action(ANNA), Some(Action::Accept { offer: 1 }));
        assert_eq!(g.default_action(CARA), None);
    }
}
