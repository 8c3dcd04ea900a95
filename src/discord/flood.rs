//! What one person's clicks may cost in pictures: an answer with a picture (*My hand*, a
//! picker's preview) at most once every [`Flood::GAP_MS`] per person. Clicking faster than
//! anyone plays is answered at once, as text, without a picture: the picture from a moment ago
//! is still above it, and a script hammering a button cannot keep the drawing threads and the
//! uploads busy for every other table.

use std::collections::{HashMap, VecDeque};

/// When each person was last answered with a picture, lately.
#[derive(Default)]
pub struct Flood {
    last: HashMap<u64, i64>,
    /// The people in the order they were answered, to forget the earliest.
    order: VecDeque<(u64, i64)>,
}

impl Flood {
    /// The least time between two picture answers to one person.
    pub const GAP_MS: i64 = 2_000;

    /// Whether `user` may be answered with a picture at `now_ms`; if so, that is recorded.
    pub fn may_picture(&mut self, user: u64, now_ms: i64) -> bool {
        // Forget those answered longer ago than the gap: the map stays as small as the number
        // of people clicking within two seconds.
        while let Some(&(who, at)) = self.order.front()
            && now_ms - at >= Self::GAP_MS
        {
            self.order.pop_front();
            if self.last.get(&who) == Some(&at) {
                self.last.remove(&who);
            }
        }
        if self.last.contains_key(&user) {
            return false;
        }
        self.last.insert(user, now_ms);
        self.order.push_back((user, now_ms));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_picture_answer_per_person_per_gap() {
        let mut flood = Flood::default();
        assert!(flood.may_picture(1, 0));
        assert!(!flood.may_picture(1, 10), "again at once: text only");
        assert!(flood.may_picture(2, 10), "another person is not held back");
        assert!(!flood.may_picture(1, Flood::GAP_MS - 1));
        assert!(
            flood.may_picture(1, Flood::GAP_MS),
            "after the gap, a picture again"
        );
        assert!(!flood.may_picture(2, Flood::GAP_MS));
        assert!(flood.may_picture(2, 10 + Flood::GAP_MS));
    }

    #[test]
    fn people_answered_long_ago_are_forgotten() {
        let mut flood = Flood::default();
        for user in 0..1000 {
            assert!(flood.may_picture(user, 0));
        }
        assert!(flood.may_picture(5000, Flood::GAP_MS));
        assert_eq!(flood.last.len(), 1);
        assert_eq!(flood.order.len(), 1);
    }
}
