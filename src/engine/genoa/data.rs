//! Everything the sources leave to us, as data compiled into the binary: the map
//! (`data/board.json`, G-14 to G-19), the four card lists (`data/decks.json`, G-20 to G-23) and
//! the configuration table with the component counts (`data/config.json`). A corrected rulebook
//! is a change of these files.
//!
//! The files are read once, when first needed, and checked (G-19, G-24): a map or deck that
//! does not add up is refused with the reason, never played. Everything derived — which
//! buildings touch, which buildings border each street, which message pairs one tower path can
//! visit — is computed here from the map, never written twice.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::LazyLock;

use serde::Deserialize;

use super::building::{BuildingId, BuildingSet, MAX_BUILDINGS};
use super::card::{CardId, CardKind, CardSet, Face, MAX_CARDS};
use super::commodity::Commodity;
use super::options::{ContractSet, Options};
use super::square::{SIDE, SQUARES, Square};
use super::tile::{TileKind, Tiles};

const BOARD: &str = include_str!("data/board.json");
const DECKS: &str = include_str!("data/decks.json");
const CONFIG: &str = include_str!("data/config.json");

static DATA: LazyLock<Data> = LazyLock::new(|| {
    Data::load(BOARD, DECKS, CONFIG).unwrap_or_else(|e| panic!("Genoa's data: {e}"))
});

/// The map.
pub fn board() -> &'static Board {
    &DATA.board
}

/// The card lists.
pub fn decks() -> &'static Decks {
    &DATA.decks
}

/// The configuration table and the component counts.
pub fn config() -> &'static Config {
    &DATA.config
}

/// Why the data files cannot be played.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DataError {
    #[error("{file}: {reason}")]
    Parse { file: &'static str, reason: String },
    #[error("the map: {0}")]
    Map(String),
    #[error("the decks: {0}")]
    Decks(String),
    #[error("the configuration: {0}")]
    Config(String),
}

/// The three files, read and checked.
pub struct Data {
    pub board: Board,
    pub decks: Decks,
    pub config: Config,
}

impl Data {
    /// Reads and checks the map, the decks and the configuration.
    pub fn load(board: &str, decks: &str, config: &str) -> Result<Data, DataError> {
        let board = Board::load(parse("board.json", board)?)?;
        let decks = Decks::load(&board, parse("decks.json", decks)?)?;
        let config = Config::load(parse("config.json", config)?)?;
        Ok(Data {
            board,
            decks,
            config,
        })
    }
}

fn parse<T: for<'de> Deserialize<'de>>(file: &'static str, text: &str) -> Result<T, DataError> {
    serde_json::from_str(text).map_err(|e| DataError::Parse {
        file,
        reason: e.to_string(),
    })
}

// ---------------------------------------------------------------------------------------------
// The map

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBoard {
    version: String,
    assumed: bool,
    #[serde(rename = "rule")]
    _rule: String,
    size: u8,
    #[serde(rename = "origin")]
    _origin: String,
    market: Vec<Square>,
    streets: Vec<Square>,
    buildings: Vec<RawBuilding>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawBuilding {
    key: String,
    short: String,
    name: String,
    group: Group,
    squares: Vec<Square>,
    action: Effect,
}

/// What kind of building it is (G-15): the map's own grouping.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Group {
    Villa,
    Central,
    Warehouse,
    Tile,
}

/// What a building's action gives (G-62 to G-68).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// Draw a contract, or deliver a large order for this villa (G-68).
    Villa {},
    /// Draw the top `cards` of a pile (G-62 to G-64).
    Draw { pile: CardKind, cards: u8 },
    /// Take `count` markers of one's colour from one's supply (G-65).
    Markers { count: u8 },
    /// One tile of each of two kinds (G-67).
    Commodities { kinds: [Commodity; 2] },
    /// One special tile of a kind (G-66).
    Tile { kind: TileKind },
}

/// One building of the map.
#[derive(Debug, Clone)]
pub struct BuildingInfo {
    pub key: String,
    /// A three-letter abbreviation, for tight places.
    pub short: String,
    pub name: String,
    pub group: Group,
    pub squares: Vec<Square>,
    pub effect: Effect,
}

/// What stands on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Place {
    Building(BuildingId),
    Street,
    Market,
}

/// The map, checked, with what follows from it.
pub struct Board {
    version: String,
    assumed: bool,
    places: [Place; SQUARES],
    buildings: Vec<BuildingInfo>,
    /// Per building, the buildings sharing an edge with it (G-16).
    adjacent: Vec<BuildingSet>,
    /// Per square, the buildings sharing an edge with it (used for streets, G-18).
    bordering: [BuildingSet; SQUARES],
    /// Every pair of buildings one legal tower path can visit (G-24), under the default
    /// movement rules (no market, no square twice).
    reachable_pairs: BTreeSet<(BuildingId, BuildingId)>,
}

impl Board {
    fn load(raw: RawBoard) -> Result<Board, DataError> {
        let fail = |reason: String| DataError::Map(reason);
        if raw.size != SIDE {
            return Err(fail(format!(
                "the grid is {SIDE}×{SIDE}, not {0}×{0}",
                raw.size
            )));
        }
        if raw.buildings.len() > MAX_BUILDINGS {
            return Err(fail(format!("more than {MAX_BUILDINGS} buildings")));
        }
        let mut places: [Option<Place>; SQUARES] = [None; SQUARES];
        let mut put = |square: Square, place: Place| {
            if places[square.index()].is_some() {
                Err(fail(format!("{square} is given twice")))
            } else {
                places[square.index()] = Some(place);
                Ok(())
            }
        };
        for &s in &raw.market {
            put(s, Place::Market)?;
        }
        for &s in &raw.streets {
            put(s, Place::Street)?;
        }
        let mut keys = BTreeMap::new();
        for (i, b) in raw.buildings.iter().enumerate() {
            if keys.insert(b.key.clone(), i).is_some() {
                return Err(fail(format!("two buildings are called {}", b.key)));
            }
            for &s in &b.squares {
                put(s, Place::Building(BuildingId::new(i as u8)))?;
            }
        }
        let missing: Vec<String> = (0..SQUARES)
            .filter(|&i| places[i].is_none())
            .map(|i| Square::from_index(i).expect("on the grid").to_string())
            .collect();
        if !missing.is_empty() {
            return Err(fail(format!("no place for {}", missing.join(", "))));
        }
        let places = places.map(|p| p.expect("every square checked"));
        let building_squares: usize = raw.buildings.iter().map(|b| b.squares.len()).sum();
        let counts = (raw.market.len(), raw.streets.len(), building_squares);
        if counts != (4, 20, 40) {
            return Err(fail(format!(
                "{} market, {} street and {} building squares, not 4, 20 and 40",
                counts.0, counts.1, counts.2
            )));
        }
        for b in &raw.buildings {
            if !contiguous(&b.squares) {
                return Err(fail(format!("{} is not in one piece", b.key)));
            }
            if b.group == Group::Villa && !matches!(b.action, Effect::Villa {}) {
                return Err(fail(format!("the villa {} has no villa action", b.key)));
            }
        }
        let buildings: Vec<BuildingInfo> = raw
            .buildings
            .into_iter()
            .map(|b| BuildingInfo {
                key: b.key,
                short: b.short,
                name: b.name,
                group: b.group,
                squares: b.squares,
                effect: b.action,
            })
            .collect();
        let mut bordering = [BuildingSet::EMPTY; SQUARES];
        for (i, set) in bordering.iter_mut().enumerate() {
            let square = Square::from_index(i).expect("on the grid");
            for n in square.neighbours() {
                if let Place::Building(b) = places[n.index()] {
                    set.insert(b);
                }
            }
        }
        let adjacent = (0..buildings.len())
            .map(|i| {
                let me = BuildingId::new(i as u8);
                let mut set = BuildingSet::EMPTY;
                for s in &buildings[i].squares {
                    set = set.union(bordering[s.index()]);
                }
                set.remove(me);
                set
            })
            .collect();
        let mut board = Board {
            version: raw.version,
            assumed: raw.assumed,
            places,
            buildings,
            adjacent,
            bordering,
            reachable_pairs: BTreeSet::new(),
        };
        board.reachable_pairs = board.pairs_on_paths();
        Ok(board)
    }

    /// Every pair of distinct buildings visited together by some tower path: a start outside
    /// the market and up to four steps, never into the market and never onto a square twice
    /// (G-39 to G-43 with the default options).
    fn pairs_on_paths(&self) -> BTreeSet<(BuildingId, BuildingId)> {
        fn walk(
            board: &Board,
            path: &mut Vec<Square>,
            out: &mut BTreeSet<(BuildingId, BuildingId)>,
        ) {
            let visited: BuildingSet = path.iter().filter_map(|s| board.building_at(*s)).collect();
            for a in visited.iter() {
                for b in visited.iter() {
                    if a < b {
                        out.insert((a, b));
                    }
                }
            }
            if path.len() == 5 {
                return;
            }
            let last = *path.last().expect("a path has a start");
            for next in last.neighbours() {
                if board.place(next) != Place::Market && !path.contains(&next) {
                    path.push(next);
                    walk(board, path, out);
                    path.pop();
                }
            }
        }
        let mut out = BTreeSet::new();
        for i in 0..SQUARES {
            let start = Square::from_index(i).expect("on the grid");
            if self.place(start) != Place::Market {
                walk(self, &mut vec![start], &mut out);
            }
        }
        out
    }

    /// The map's version, e.g. `board.v1`.
    pub fn version(&self) -> &str {
        &self.version
    }

    /// Whether the layout is our assumption rather than the printed board (G-14).
    pub fn assumed(&self) -> bool {
        self.assumed
    }

    pub fn place(&self, square: Square) -> Place {
        self.places[square.index()]
    }

    pub fn building_at(&self, square: Square) -> Option<BuildingId> {
        match self.place(square) {
            Place::Building(b) => Some(b),
            _ => None,
        }
    }

    pub fn buildings(&self) -> &[BuildingInfo] {
        &self.buildings
    }

    /// The building of number `index`, if the map has one (for ids read back from words).
    pub fn building(&self, index: usize) -> Option<BuildingId> {
        (index < self.buildings.len()).then(|| BuildingId::new(index as u8))
    }

    pub fn building_by_key(&self, key: &str) -> Option<BuildingId> {
        self.buildings
            .iter()
            .position(|b| b.key == key)
            .map(|i| BuildingId::new(i as u8))
    }

    /// The buildings sharing an edge with `b` (G-16).
    pub fn adjacent(&self, b: BuildingId) -> BuildingSet {
        self.adjacent[b.index()]
    }

    /// The buildings sharing an edge with `square` (G-18, for a street).
    pub fn bordering(&self, square: Square) -> BuildingSet {
        self.bordering[square.index()]
    }

    /// Whether one legal tower path can visit both `a` and `b` (G-24).
    pub fn reachable_together(&self, a: BuildingId, b: BuildingId) -> bool {
        self.reachable_pairs.contains(&(a.min(b), a.max(b)))
    }

    /// The groups of `set`: its buildings split into sets connected by adjacency (G-97).
    pub fn groups(&self, set: BuildingSet) -> impl Iterator<Item = BuildingSet> + '_ {
        let mut left = set;
        std::iter::from_fn(move || {
            let seed = left.first()?;
            let mut group = BuildingSet::EMPTY;
            group.insert(seed);
            loop {
                let mut grown = group;
                for b in group.iter() {
                    grown = grown.union(self.adjacent(b).intersection(left));
                }
                if grown == group {
                    break;
                }
                group = grown;
            }
            left = left.minus(group);
            Some(group)
        })
    }
}

/// Whether `squares` form one piece by shared edges.
fn contiguous(squares: &[Square]) -> bool {
    let Some(&first) = squares.first() else {
        return false;
    };
    let mut reached = vec![first];
    let mut i = 0;
    while i < reached.len() {
        for n in reached[i].neighbours() {
            if squares.contains(&n) && !reached.contains(&n) {
                reached.push(n);
            }
        }
        i += 1;
    }
    reached.len() == squares.len()
}

// ---------------------------------------------------------------------------------------------
// The decks

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawDecks {
    version: String,
    #[serde(rename = "assumed")]
    _assumed: bool,
    #[serde(rename = "rule")]
    _rule: String,
    large_orders: Vec<RawLarge>,
    small_orders: Vec<RawSmall>,
    messages: Vec<RawMessage>,
    contracts: RawContracts,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawLarge {
    id: String,
    villa: String,
    commodities: [Commodity; 3],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSmall {
    id: String,
    building: String,
    commodity: Commodity,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawMessage {
    id: String,
    buildings: [String; 2],
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawContracts {
    outer14: Vec<RawContract>,
    no_villas: Vec<RawContract>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawContract {
    id: String,
    building: String,
}

/// The card lists, checked.
pub struct Decks {
    version: String,
    ids: Vec<String>,
    kinds: Vec<CardKind>,
    /// Faces in card order; a contract's face is that of the `outer14` set.
    faces: Vec<Face>,
    /// The contracts' buildings under the other set, in contract order.
    no_villas: Vec<BuildingId>,
    by_kind: [CardSet; CardKind::COUNT],
}

impl Decks {
    fn load(board: &Board, raw: RawDecks) -> Result<Decks, DataError> {
        let fail = |reason: String| DataError::Decks(reason);
        let building = |key: &str| {
            board
                .building_by_key(key)
                .ok_or_else(|| fail(format!("no building is called {key}")))
        };
        let mut ids = Vec::new();
        let mut kinds = Vec::new();
        let mut faces = Vec::new();
        for c in &raw.large_orders {
            let villa = building(&c.villa)?;
            if board.buildings[villa.index()].group != Group::Villa {
                return Err(fail(format!("{} names {}, not a villa", c.id, c.villa)));
            }
            ids.push(c.id.clone());
            kinds.push(CardKind::LargeOrder);
            faces.push(Face::LargeOrder {
                villa,
                commodities: c.commodities,
            });
        }
        for c in &raw.small_orders {
            let b = building(&c.building)?;
            if board.buildings[b.index()].group == Group::Villa {
                return Err(fail(format!("{} names a villa", c.id)));
            }
            ids.push(c.id.clone());
            kinds.push(CardKind::SmallOrder);
            faces.push(Face::SmallOrder {
                building: b,
                commodity: c.commodity,
            });
        }
        for c in &raw.messages {
            let [a, b] = [building(&c.buildings[0])?, building(&c.buildings[1])?];
            if a == b {
                return Err(fail(format!("{} names one building twice", c.id)));
            }
            // G-24: a message no tower path can deliver would be a dead card.
            if !board.reachable_together(a, b) {
                return Err(fail(format!(
                    "{}: no tower path visits both {} and {}",
                    c.id, c.buildings[0], c.buildings[1]
                )));
            }
            ids.push(c.id.clone());
            kinds.push(CardKind::Message);
            faces.push(Face::Message { buildings: [a, b] });
        }
        let contracts = &raw.contracts;
        if contracts.outer14.len() != contracts.no_villas.len()
            || contracts
                .outer14
                .iter()
                .zip(&contracts.no_villas)
                .any(|(a, b)| a.id != b.id)
        {
            return Err(fail(
                "the two contract sets must list the same ids in the same order".into(),
            ));
        }
        let mut no_villas = Vec::new();
        for (c, alt) in contracts.outer14.iter().zip(&contracts.no_villas) {
            ids.push(c.id.clone());
            kinds.push(CardKind::Contract);
            faces.push(Face::Contract {
                building: building(&c.building)?,
            });
            no_villas.push(building(&alt.building)?);
        }
        if ids.len() > MAX_CARDS {
            return Err(fail(format!("more than {MAX_CARDS} cards")));
        }
        let distinct: BTreeSet<&String> = ids.iter().collect();
        if distinct.len() != ids.len() {
            return Err(fail("two cards share an id".into()));
        }
        let mut by_kind = [CardSet::EMPTY; CardKind::COUNT];
        for (i, kind) in kinds.iter().enumerate() {
            by_kind[kind.index()].insert(CardId::new(i as u8));
        }
        if by_kind.iter().any(super::card::CardSet::is_empty) {
            return Err(fail("every pile needs cards".into()));
        }
        Ok(Decks {
            version: raw.version,
            ids,
            kinds,
            faces,
            no_villas,
            by_kind,
        })
    }

    /// The decks' version, e.g. `decks.v1`.
    pub fn version(&self) -> &str {
        &self.version
    }

    pub fn len(&self) -> usize {
        self.ids.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ids.is_empty()
    }

    /// The card of number `index`, if the decks have one (for ids read back from words).
    pub fn card(&self, index: usize) -> Option<CardId> {
        (index < self.ids.len()).then(|| CardId::new(index as u8))
    }

    pub fn card_by_id(&self, id: &str) -> Option<CardId> {
        self.ids
            .iter()
            .position(|i| i == id)
            .map(|i| CardId::new(i as u8))
    }

    pub fn id_of(&self, card: CardId) -> &str {
        &self.ids[card.index()]
    }

    pub fn kind_of(&self, card: CardId) -> CardKind {
        self.kinds[card.index()]
    }

    pub fn cards_of(&self, kind: CardKind) -> CardSet {
        self.by_kind[kind.index()]
    }

    pub fn face(&self, card: CardId, set: ContractSet) -> Face {
        match (self.faces[card.index()], set) {
            (Face::Contract { .. }, ContractSet::NoVillas) => {
                let first = self.by_kind[CardKind::Contract.index()]
                    .iter()
                    .next()
                    .expect("contracts exist");
                Face::Contract {
                    building: self.no_villas[card.index() - first.index()],
                }
            }
            (face, _) => face,
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The configuration

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawConfig {
    version: String,
    /// Which rules each section stands for, for its readers.
    #[serde(rename = "notes")]
    _notes: BTreeMap<String, String>,
    components: Components,
    payouts: Payouts,
    options: Options,
    table: TablePace,
}

/// The components (G-2, G-4 to G-6, G-28).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Components {
    pub tower_discs: u8,
    pub commodities_per_kind: u8,
    special_tiles: BTreeMap<TileKind, u8>,
    pub markers_per_player: u8,
    pub start_ducats: u32,
}

impl Components {
    /// The special tiles in the supply at the start (G-6, G-25).
    pub fn special_tiles(&self) -> Tiles {
        let mut tiles = Tiles::EMPTY;
        for (&kind, &n) in &self.special_tiles {
            tiles.add_copies(kind, n);
        }
        tiles
    }
}

/// What the bank pays for deliveries (G-71, G-72, G-74).
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Payouts {
    pub large_order: u32,
    pub small_order: u32,
    pub message: u32,
}

/// The pace of negotiation on the table (G-112 to G-114): how long a window waits.
#[derive(Debug, Clone, Copy, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TablePace {
    pub window_timeout_hours: u32,
    pub window_timeout_live_seconds: u32,
    pub ask_extension_hours: u32,
    pub afk_strikes: u8,
}

/// The configuration table, checked.
pub struct Config {
    pub version: String,
    pub components: Components,
    pub payouts: Payouts,
    /// The default options (G-29, G-30, G-37, …).
    pub options: Options,
    pub table: TablePace,
}

impl Config {
    fn load(raw: RawConfig) -> Result<Config, DataError> {
        let fail = |reason: &str| DataError::Config(reason.to_string());
        let c = &raw.components;
        if c.tower_discs != 5 {
            return Err(fail(
                "the tower has 5 discs (the rules count its squares by them)",
            ));
        }
        if TileKind::ALL
            .iter()
            .any(|k| !c.special_tiles.contains_key(k))
        {
            return Err(fail("every kind of special tile needs a count"));
        }
        if c.markers_per_player == 0 || c.start_ducats == 0 {
            return Err(fail("players need markers and ducats"));
        }
        Ok(Config {
            version: raw.version,
            components: raw.components,
            payouts: raw.payouts,
            options: raw.options,
            table: raw.table,
        })
    }
}

#[cfg(test)]
mod tests {
    use serde_json::{Value, json};

    use super::*;

    /// The three files as JSON values, for breaking one part of them.
    fn files() -> (Value, Value, Value) {
        let parse = |text| serde_json::from_str::<Value>(text).unwrap();
        (parse(BOARD), parse(DECKS), parse(CONFIG))
    }

    fn load(board: &Value, decks: &Value, config: &Value) -> Result<Data, DataError> {
        Data::load(&board.to_string(), &decks.to_string(), &config.to_string())
    }

    fn building<'a>(board: &'a mut Value, key: &str) -> &'a mut Value {
        board["buildings"]
            .as_array_mut()
            .unwrap()
            .iter_mut()
            .find(|b| b["key"] == key)
            .unwrap()
    }

    fn short(b: BuildingId) -> &'static str {
        &board().buildings()[b.index()].short
    }

    #[test]
    fn rule_g19_the_shipped_map_has_64_squares_40_in_18_buildings_20_streets_4_market() {
        let board = board();
        let count = |p: fn(Place) -> bool| {
            (0..SQUARES)
                .filter(|&i| p(board.place(Square::from_index(i).unwrap())))
                .count()
        };
        assert_eq!(count(|p| matches!(p, Place::Building(_))), 40);
        assert_eq!(count(|p| p == Place::Street), 20);
        assert_eq!(count(|p| p == Place::Market), 4);
        assert_eq!(board.buildings().len(), 18);
        assert!(board.assumed(), "G-14: the layout is ours, and says so");
        assert_eq!(board.version(), "board.v1");
    }

    #[test]
    fn rule_g19_a_building_in_two_pieces_is_refused() {
        let (mut board, decks, config) = files();
        building(&mut board, "palace")["squares"] = json!([[3, 1], [5, 1]]);
        building(&mut board, "park")["squares"] = json!([[4, 1], [6, 1]]);
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(err, DataError::Map("park is not in one piece".into()));
    }

    #[test]
    fn rule_g19_a_square_given_twice_or_none_is_refused() {
        let (mut board, decks, config) = files();
        board["streets"][0] = json!([4, 4]);
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(err, DataError::Map("(4,4) is given twice".into()));

        let (mut board, decks, config) = files();
        board["streets"].as_array_mut().unwrap().remove(0);
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(err, DataError::Map("no place for (3,2)".into()));
    }

    #[test]
    fn rule_g19_wrong_counts_and_a_villa_without_its_choice_are_refused() {
        // A street square turned into a fifth market square.
        let (mut board, decks, config) = files();
        let street = board["streets"].as_array_mut().unwrap().remove(0);
        board["market"].as_array_mut().unwrap().push(street);
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(
            err,
            DataError::Map("5 market, 19 street and 40 building squares, not 4, 20 and 40".into())
        );

        let (mut board, decks, config) = files();
        building(&mut board, "villa_ricci")["action"] = json!({"markers": {"count": 2}});
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(
            err,
            DataError::Map("the villa villa_ricci has no villa action".into())
        );
    }

    #[test]
    fn rule_g24_a_message_no_tower_path_can_deliver_is_refused() {
        // The two villas at opposite corners lie more than four steps apart.
        let (board, mut decks, config) = files();
        decks["messages"][0]["buildings"] = json!(["villa_colini", "villa_zasteri"]);
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(
            err,
            DataError::Decks(
                "M-01: no tower path visits both villa_colini and villa_zasteri".into()
            )
        );
        // The same map and decks as shipped load.
        let (board, decks, config) = files();
        assert!(load(&board, &decks, &config).is_ok());
    }

    #[test]
    fn rule_g24_every_shipped_message_pair_lies_on_one_tower_path() {
        let decks = decks();
        for c in decks.cards_of(CardKind::Message).iter() {
            let Face::Message { buildings: [a, b] } = decks.face(c, ContractSet::Outer14) else {
                panic!("{c:?} is a message");
            };
            assert!(board().reachable_together(a, b), "{c:?}");
        }
        let (vco, vza) = (
            BuildingId::from_key("villa_colini").unwrap(),
            BuildingId::from_key("villa_zasteri").unwrap(),
        );
        assert!(!board().reachable_together(vco, vza));
    }

    #[test]
    fn rule_g17_the_outer_buildings_form_one_ring_and_the_central_ones_touch_none() {
        let ring = [
            "VCo", "Pal", "Prk", "VMo", "Spi", "Inn", "Met", "VZa", "Coa", "Har", "VRi", "Drk",
            "Tav", "Fab",
        ];
        let id = |s: &str| BuildingId::all().find(|&b| short(b) == s).unwrap();
        for (i, s) in ring.iter().enumerate() {
            let next = id(ring[(i + 1) % ring.len()]);
            let prev = id(ring[(i + ring.len() - 1) % ring.len()]);
            let expected: BuildingSet = [next, prev].into_iter().collect();
            assert_eq!(board().adjacent(id(s)), expected, "{s}");
        }
        for s in ["CiH", "Gui", "Cat", "Pos"] {
            assert!(board().adjacent(id(s)).is_empty(), "{s}");
        }
    }

    #[test]
    fn rule_g18_each_street_borders_the_buildings_of_the_table() {
        let table = [
            ((3, 2), ["VCo", "Pal"]),
            ((4, 2), ["Pal", "CiH"]),
            ((5, 2), ["Prk", "CiH"]),
            ((6, 2), ["Prk", "VMo"]),
            ((3, 3), ["CiH", "Pos"]),
            ((6, 3), ["CiH", "Gui"]),
            ((3, 6), ["Pos", "Cat"]),
            ((6, 6), ["Gui", "Cat"]),
            ((3, 7), ["VRi", "Har"]),
            ((5, 7), ["Cat", "Coa"]),
            ((2, 3), ["VCo", "Fab"]),
            ((2, 4), ["Tav", "Pos"]),
            ((2, 5), ["Tav", "Pos"]),
            ((2, 6), ["Drk", "VRi"]),
            ((7, 3), ["VMo", "Spi"]),
            ((7, 4), ["Inn", "Gui"]),
            ((7, 5), ["Inn", "Gui"]),
            ((7, 6), ["Met", "VZa"]),
            ((4, 7), ["Har", "Cat"]),
            ((6, 7), ["Coa", "VZa"]),
        ];
        for ((x, y), names) in table {
            let square = Square::at(x, y).unwrap();
            assert_eq!(board().place(square), Place::Street);
            let mut got: Vec<&str> = board().bordering(square).iter().map(short).collect();
            got.sort_unstable();
            let mut want = names.to_vec();
            want.sort_unstable();
            assert_eq!(got, want, "({x},{y})");
        }
    }

    #[test]
    fn rule_g20_to_g23_the_card_lists_are_as_assumed() {
        let decks = decks();
        let faces = |kind| {
            decks
                .cards_of(kind)
                .iter()
                .map(|c| decks.face(c, ContractSet::Outer14))
                .collect::<Vec<_>>()
        };
        let warehouse_of = |k: Commodity| {
            board().buildings().iter().position(
                |b| matches!(b.effect, Effect::Commodities { kinds } if kinds.contains(&k)),
            )
        };
        // G-20: 16 large orders, 4 per villa, 3 kinds from 3 warehouses, each kind 6 times.
        let large = faces(CardKind::LargeOrder);
        assert_eq!(large.len(), 16);
        let mut per_kind = [0; Commodity::COUNT];
        let mut per_villa = BTreeMap::new();
        for f in &large {
            let Face::LargeOrder { villa, commodities } = *f else {
                panic!()
            };
            *per_villa.entry(villa).or_insert(0) += 1;
            let houses: BTreeSet<_> = commodities.iter().map(|&k| warehouse_of(k)).collect();
            assert_eq!(houses.len(), 3, "{f:?}");
            for k in commodities {
                per_kind[k.index()] += 1;
            }
        }
        assert_eq!(per_kind, [6; Commodity::COUNT]);
        assert!(per_villa.len() == 4 && per_villa.values().all(|&n| n == 4));
        // G-21: 16 small orders, each kind twice, never a warehouse's own kind.
        let small = faces(CardKind::SmallOrder);
        assert_eq!(small.len(), 16);
        let mut per_kind = [0; Commodity::COUNT];
        for f in &small {
            let Face::SmallOrder {
                building,
                commodity,
            } = *f
            else {
                panic!()
            };
            per_kind[commodity.index()] += 1;
            assert_ne!(warehouse_of(commodity), Some(building.index()), "{f:?}");
        }
        assert_eq!(per_kind, [2; Commodity::COUNT]);
        // G-22, G-23: 14 messages, 14 contracts on the 14 outer buildings, none central.
        assert_eq!(faces(CardKind::Message).len(), 14);
        let contracted = |set| {
            decks
                .cards_of(CardKind::Contract)
                .iter()
                .map(|c| match decks.face(c, set) {
                    Face::Contract { building } => board().buildings()[building.index()].group,
                    _ => panic!(),
                })
                .collect::<Vec<_>>()
        };
        let outer = contracted(ContractSet::Outer14);
        assert_eq!(outer.len(), 14);
        assert!(!outer.contains(&Group::Central));
        let no_villas = contracted(ContractSet::NoVillas);
        assert!(!no_villas.contains(&Group::Villa));
        assert_eq!(
            no_villas.iter().filter(|&&g| g == Group::Central).count(),
            4
        );
    }

    #[test]
    fn rule_g24_decks_naming_unknown_buildings_or_sharing_ids_are_refused() {
        let (board, mut decks, config) = files();
        decks["small_orders"][0]["building"] = json!("lighthouse");
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(
            err,
            DataError::Decks("no building is called lighthouse".into())
        );

        let (board, mut decks, config) = files();
        decks["contracts"]["outer14"][1]["id"] = json!("C-01");
        decks["contracts"]["no_villas"][1]["id"] = json!("C-01");
        let err = load(&board, &decks, &config).err().unwrap();
        assert_eq!(err, DataError::Decks("two cards share an id".into()));
    }
}
