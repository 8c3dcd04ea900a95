//! The eighteen buildings of the city, named by the map's data (`data/board.json`): a building
//! is a number into that table, written in records by its key (`"villa_colini"`).

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The most buildings a map may have: [`BuildingSet`] is a 32-bit set.
pub const MAX_BUILDINGS: usize = 32;

#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct BuildingId(u8);

impl BuildingId {
    /// The building of number `index` in the map's table. The caller knows it exists.
    pub(super) const fn new(index: u8) -> BuildingId {
        BuildingId(index)
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// A set of buildings, cheap to copy and compare.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct BuildingSet(u32);

impl BuildingSet {
    pub const EMPTY: BuildingSet = BuildingSet(0);

    pub fn contains(self, b: BuildingId) -> bool {
        self.0 & (1 << b.0) != 0
    }

    pub fn insert(&mut self, b: BuildingId) {
        self.0 |= 1 << b.0;
    }

    pub fn remove(&mut self, b: BuildingId) {
        self.0 &= !(1 << b.0);
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn union(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 | other.0)
    }

    pub fn intersection(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 & other.0)
    }

    pub fn minus(self, other: BuildingSet) -> BuildingSet {
        BuildingSet(self.0 & !other.0)
    }

    /// The buildings in the set, in table order.
    pub fn iter(self) -> impl Iterator<Item = BuildingId> {
        let bits = self.0;
        (0..MAX_BUILDINGS as u8)
            .filter(move |i| bits & (1 << i) != 0)
            .map(BuildingId)
    }

    /// The first building of the set in table order.
    pub fn first(self) -> Option<BuildingId> {
        (self.0 != 0).then(|| BuildingId(self.0.trailing_zeros() as u8))
    }
}

impl FromIterator<BuildingId> for BuildingSet {
    fn from_iter<I: IntoIterator<Item = BuildingId>>(iter: I) -> Self {
        let mut set = BuildingSet::EMPTY;
        for b in iter {
            set.insert(b);
        }
        set
    }
}

impl Serialize for BuildingSet {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for BuildingSet {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Ok(Vec::<BuildingId>::deserialize(d)?.into_iter().collect())
    }
}
