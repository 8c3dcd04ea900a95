//! What the loaded data says of a building, a card and the options: their keys and names, a
//! card's kind and face, the defaults of the configuration table. The vocabulary types
//! (`BuildingId`, `CardId`, `Options`) are numbers and fields; what they mean is the data's, so
//! it is read here, where the data is named, and the vocabulary does not import the data that
//! imports it.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::building::BuildingId;
use super::card::{CardId, CardKind, CardSet, Face};
use super::data;
use super::options::{ContractSet, Options};

impl BuildingId {
    /// Every building of the map, in the order of its table.
    pub fn all() -> impl Iterator<Item = BuildingId> {
        (0..data::board().buildings().len()).map(|i| BuildingId::new(i as u8))
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
        f.write_str(&self.info().short)
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

impl CardId {
    /// Every card of the decks, in data order (large orders, small orders, messages, contracts).
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..data::decks().len()).map(|i| CardId::new(i as u8))
    }
    /// The card whose printed id is `id`.
    pub fn from_key(id: &str) -> Option<CardId> {
        data::decks().card_by_id(id)
    }
    /// The printed id, e.g. `L-05`.
    pub fn key(self) -> &'static str {
        data::decks().id_of(self)
    }
    pub fn kind(self) -> CardKind {
        data::decks().kind_of(self)
    }
    /// What the card names; a contract's building depends on the game's contract set (G-23).
    pub fn face(self, set: ContractSet) -> Face {
        data::decks().face(self, set)
    }
}

impl fmt::Debug for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}
impl fmt::Display for CardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}
impl Serialize for CardId {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.key())
    }
}
impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = String::deserialize(d)?;
        CardId::from_key(&id)
            .ok_or_else(|| serde::de::Error::custom(format!("no card has the id {id:?}")))
    }
}

impl CardSet {
    /// Every card of `kind`.
    pub fn of_kind(kind: CardKind) -> CardSet {
        data::decks().cards_of(kind)
    }
}

impl Default for Options {
    /// The defaults of the configuration table.
    fn default() -> Options {
        super::data::config().options
    }
}
