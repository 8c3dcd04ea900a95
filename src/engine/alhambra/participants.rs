//! The participants of a scoring, one entry each.

use arrayvec::ArrayVec;

/// One entry per participant in a scoring: at most six seats, or two and Dirk.
pub type Participants<T> = ArrayVec<T, 6>;
