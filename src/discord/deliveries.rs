//! The interactions handled lately, so one Discord delivers twice (as after a gateway resume)
//! is handled once.

use std::collections::{HashSet, VecDeque};

/// The ids of the last [`Deliveries::KEPT`] interactions handled.
#[derive(Default)]
pub struct Deliveries {
    order: VecDeque<u64>,
    ids: HashSet<u64>,
}

impl Deliveries {
    /// Far more than arrive in the minutes within which Discord may deliver one again.
    pub const KEPT: usize = 16_384;

    /// Records `id`: false if it was recorded already.
    pub fn insert(&mut self, id: u64) -> bool {
        if !self.ids.insert(id) {
            return false;
        }
        self.order.push_back(id);
        if self.order.len() > Self::KEPT
            && let Some(old) = self.order.pop_front()
        {
            self.ids.remove(&old);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::Deliveries;

    #[test]
    fn an_interaction_is_seen_once_and_old_ones_are_forgotten() {
        let mut seen = Deliveries::default();
        assert!(seen.insert(1));
        assert!(!seen.insert(1));
        for id in 2..=Deliveries::KEPT as u64 + 1 {
            assert!(seen.insert(id));
        }
        // 1 is the oldest and has been forgotten; the newest are remembered.
        assert!(seen.insert(1));
        assert!(!seen.insert(Deliveries::KEPT as u64));
        assert!(seen.ids.len() <= Deliveries::KEPT);
    }
}
