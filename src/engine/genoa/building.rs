//! The eighteen buildings of the city, named by the map's data (`data/board.json`): a building
//! is a number into that table, written in records by its key (`"villa_colini"`).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::data;

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

    /// Every building of the map, in the order of its table.
    pub fn all() -> impl Iterator<Item = BuildingId> {
        (0..data::board().buildings().len()).map(|i| BuildingId(i as u8))
    }

    /// The building whose key is `key`.
    pub fn from_key(key: &str) -> Option<BuildingId> {
        data::board().building_by_key(key)
    }

    pub fn info(self) -> &'static data::BuildingInfo {
        &data::board().buildings()[self.index()]
    }

    /// The key in records and data files, e.g. `villa_colini`.
    pub fn key(self) -> &'static str {
        &self.info().key
    }

    /// The name players read, e.g. "Villa Colini".
    pub fn name(self) -> &'static str {
        &self.info().name
    }
}

impl fmt::Debug for BuildingId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&data::board().buildings()[self.index()].short)
    }
}

impl fmt::Display for BuildingId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Serialize for BuildingId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}

impl<'de> Deserialize<'de> for BuildingId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let key = String::deserialize(d)?;
        BuildingId::from_key(&key)
            .ok_or_else(|| serde::de::Error::custom(format!("no building is called {key:?}")))
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
