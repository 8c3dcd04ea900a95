//! The state of a game of The Princes of Florence, hidden parts included: what every rule file
//! reads and changes, this round's auctions and the character cards among it.

use arrayvec::ArrayVec;
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

use super::action::{Action, Card, Deck, Event, RuleError};
use super::bonus_cards::Bonus;
use super::components::{
    CardSet, Freedom, Landscape, MIN_WORK_VALUE, Object, POINT_SOLD, Piece, Profession,
};
use super::prestige_cards::Prestige;
use super::principality::Principality;
use super::tally::Tally;
use crate::engine::{Seat, SeatSet};

/// The game's options: the base game, or with an expansion.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Options {
    #[serde(default)]
    pub expansion: Option<Expansion>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Expansion {
    /// The Muse & Princess: six special characters auctioned after the objects.
    MusePrincess,
}

/// Where a seat's prestige points came from; their sum is its place on the fame track.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    /// Work payments taken as points.
    Works,
    Buildings,
    /// Second and later landscapes of a kind.
    Landscapes,
    /// Second and third builders.
    Builders,
    BestWork,
    Prestige,
    Merchant,
    Banker,
    /// Moved back for money (negative).
    Sold,
}

impl Source {
    pub const ALL: [Source; 9] = [
        Source::Works,
        Source::Buildings,
        Source::Landscapes,
        Source::Builders,
        Source::BestWork,
        Source::Prestige,
        Source::Merchant,
        Source::Banker,
        Source::Sold,
    ];
}

/// The supply beside the board: what may still be bought, taken or built.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Supply {
    /// Copies left of each building, in [`Building::ALL`](super::Building::ALL) order.
    pub buildings: [u8; 10],
    /// In [`Landscape::ALL`] order.
    pub landscapes: [u8; 3],
    pub jesters: u8,
    pub builders: u8,
    /// In [`Freedom::ALL`] order.
    pub freedoms: [u8; 3],
    pub recruiting: u8,
}

/// The whole state of a game of The Princes of Florence, hidden parts included.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Princes {
    pub(super) players: u8,
    pub(super) options: Options,
    /// All chance after setup comes from here.
    pub(super) rng: ChaCha8Rng,
    /// 1 to 7.
    pub(super) round: u8,
    /// This round's starting player.
    pub(super) start: Seat,
    /// The bank's florins; it never runs short (ruling 1), so this may go below zero.
    pub(super) bank: i64,
    pub(super) supply: Supply,
    /// The decks, top card last. Every list of the state has a fixed capacity (a deck holds at
    /// most its kind's cards, the seats at most five): a state clones with one copy, and a move
    /// allocates nothing.
    pub(super) professions: Professions,
    pub(super) bonus_deck: ArrayVec<Bonus, { Bonus::ALL.len() }>,
    pub(super) prestige_deck: ArrayVec<Prestige, { Prestige::ALL.len() }>,
    /// Bonus cards played: face up beside the board, out of the game.
    pub(super) bonus_played: CardSet<Bonus>,
    pub(super) seats: ArrayVec<SeatState, MAX_PLAYERS>,
    /// The expansion's characters and the Banker's pot.
    pub(super) characters: Characters,
    pub(super) phase: Phase,
    /// A decision owed before the phase goes on.
    pub(super) pending: Option<Pending>,
}

/// One seat's holdings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub(super) money: u32,
    /// Prestige points by source, in [`Source::ALL`] order.
    pub(super) points: [i16; 9],
    pub(super) principality: Principality,
    pub(super) builders: u8,
    pub(super) jesters: u8,
    pub(super) freedoms: CardSet<Freedom>,
    /// Profession cards in hand.
    pub(super) hand: CardSet<Profession>,
    /// Profession cards played, face up beside the player board.
    pub(super) table: CardSet<Profession>,
    pub(super) recruiting_in_hand: u8,
    /// Recruiting cards left on this table by players who recruited from it.
    pub(super) recruiting_on_table: u8,
    pub(super) bonus: CardSet<Bonus>,
    pub(super) prestige: CardSet<Prestige>,
    /// The best work value of this round (the marker on the fame track), 0 for none.
    pub(super) best_work: u8,
}

/// What the game is waiting for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(super) enum Phase {
    /// Each seat returns one of its four professions, all at once.
    Deal {
        returned: ArrayVec<Profession, MAX_PLAYERS>,
    },
    Auction(Auction),
    Characters(CharacterAuction),
    Actions(Turn),
    Over,
}

/// One seat's action turn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub seat: Seat,
    /// How many seats have finished their turn this round.
    pub done: u8,
    pub actions_left: u8,
    pub works: u8,
    pub builds: u8,
    pub bonus_cards: u8,
    pub profession: bool,
    pub freedom: bool,
    /// The Muse's gift to each work this turn (the round's number), or 0.
    pub muse: u8,
}

/// A decision owed by one seat before the game goes on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pending {
    /// Lay a building or landscape just acquired.
    Place { seat: Seat, what: Placing },
    /// Keep one of the cards drawn.
    Pick { seat: Seat, drawn: Drawn },
    /// A recruiting card just won may be played at once.
    Recruit { seat: Seat },
    /// The Merchant's holder won an object: free, or pay and score.
    Merchant {
        seat: Seat,
        object: Object,
        price: u16,
    },
    /// Convert some of a work's payment into points.
    Convert { seat: Seat, payment: u16 },
}

impl Pending {
    pub fn seat(&self) -> Seat {
        match self {
            Pending::Place { seat, .. }
            | Pending::Pick { seat, .. }
            | Pending::Recruit { seat }
            | Pending::Merchant { seat, .. }
            | Pending::Convert { seat, .. } => *seat,
        }
    }
}

/// What is to be laid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Placing {
    Piece(Piece),
    /// Two players: a landscape of the seat's choice.
    AnyLandscape,
}

/// The most cards drawn for one pick.
pub const DRAWN: usize = 5;

/// The most players.
pub(super) const MAX_PLAYERS: usize = 5;

/// A profession deck, its top card last.
pub(super) type Professions = ArrayVec<Profession, { Profession::ALL.len() }>;

/// The cards drawn, in the order drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drawn {
    Professions(ArrayVec<Profession, DRAWN>),
    Bonus(ArrayVec<Bonus, DRAWN>),
    Prestige(ArrayVec<Prestige, DRAWN>),
}

impl Drawn {
    pub fn deck(&self) -> Deck {
        match self {
            Drawn::Professions(_) => Deck::Profession,
            Drawn::Bonus(_) => Deck::Bonus,
            Drawn::Prestige(_) => Deck::Prestige,
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Drawn::Professions(c) => c.len(),
            Drawn::Bonus(c) => c.len(),
            Drawn::Prestige(c) => c.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn cards(&self) -> ArrayVec<Card, DRAWN> {
        match self {
            Drawn::Professions(c) => c.iter().map(|&p| Card::Profession(p)).collect(),
            Drawn::Bonus(c) => c.iter().map(|&b| Card::Bonus(b)).collect(),
            Drawn::Prestige(c) => c.iter().map(|&p| Card::Prestige(p)).collect(),
        }
    }
}

impl Phase {
    pub(super) fn waiting_for(&self) -> &'static str {
        match self {
            Phase::Deal { .. } => "each player is choosing three professions",
            Phase::Auction(_) => "the objects are being auctioned",
            Phase::Characters(_) => "the special characters are being auctioned",
            Phase::Actions(_) => "the action phase is running",
            Phase::Over => "the game is over",
        }
    }
}

/// Prestige points come in; florins go out and come in through the bank.
impl SeatState {
    pub fn money(&self) -> u32 {
        self.money
    }

    pub fn pp(&self) -> i32 {
        self.points.iter().map(|&p| i32::from(p)).sum()
    }

    pub fn points_from(&self, source: Source) -> i16 {
        self.points[source as usize]
    }

    pub fn principality(&self) -> &Principality {
        &self.principality
    }

    pub fn builders(&self) -> u8 {
        self.builders
    }

    pub fn jesters(&self) -> u8 {
        self.jesters
    }

    pub fn freedoms(&self) -> CardSet<Freedom> {
        self.freedoms
    }

    pub fn hand(&self) -> CardSet<Profession> {
        self.hand
    }

    pub fn table(&self) -> CardSet<Profession> {
        self.table
    }

    pub fn recruiting_in_hand(&self) -> u8 {
        self.recruiting_in_hand
    }

    pub fn recruiting_on_table(&self) -> u8 {
        self.recruiting_on_table
    }

    pub fn bonus(&self) -> CardSet<Bonus> {
        self.bonus
    }

    pub fn prestige(&self) -> CardSet<Prestige> {
        self.prestige
    }

    pub fn best_work(&self) -> u8 {
        self.best_work
    }

    /// Whether buildings may touch (two builders or more).
    pub(super) fn adjacent_buildings(&self) -> bool {
        self.builders >= 2
    }

    /// What the cards count of this seat.
    pub fn tally(&self) -> Tally {
        Tally {
            buildings: self.principality.buildings().collect(),
            landscapes: Landscape::ALL.map(|l| self.principality.landscapes(l)),
            jesters: self.jesters,
            builders: self.builders,
            freedoms: self.freedoms,
            prestige_cards: self.prestige.len(),
            in_hand: self.hand.len() + self.recruiting_in_hand,
            on_table: self.table.len() + self.recruiting_on_table,
            empty_cells: self.principality.empty_cells(),
        }
    }
}

impl Princes {
    pub fn seat(&self, seat: Seat) -> &SeatState {
        &self.seats[seat.index()]
    }

    pub(super) fn seat_mut(&mut self, seat: Seat) -> &mut SeatState {
        &mut self.seats[seat.index()]
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    pub fn minimum_work(&self) -> u8 {
        MIN_WORK_VALUE[usize::from(self.round.clamp(1, 7)) - 1]
    }

    pub fn expansion(&self) -> bool {
        self.options.expansion.is_some()
    }

    pub fn pending(&self) -> Option<&Pending> {
        self.pending.as_ref()
    }

    /// The opening bid: 200 florins, 300 with two players (*text*).
    pub fn opening_bid(&self) -> u16 {
        if self.players == 2 { 300 } else { 200 }
    }

    /// The seat pays the bank.
    pub(super) fn pay(&mut self, seat: Seat, florins: u32) {
        let s = self.seat_mut(seat);
        debug_assert!(s.money >= florins, "paying more than held");
        s.money -= florins;
        self.bank += i64::from(florins);
    }

    /// The bank pays the seat.
    pub(super) fn receive(&mut self, seat: Seat, florins: u32) {
        self.seat_mut(seat).money += florins;
        self.bank -= i64::from(florins);
    }

    pub(super) fn score(&mut self, seat: Seat, source: Source, points: i16) {
        self.seat_mut(seat).points[source as usize] += points;
    }

    /// What the seat could raise by moving back on the fame track: nothing with the expansion
    /// (*text*), else 100 florins a point.
    pub(super) fn sellable(&self, seat: Seat) -> u32 {
        if self.expansion() {
            0
        } else {
            self.seat(seat).pp().max(0) as u32 * u32::from(POINT_SOLD)
        }
    }

    /// Everything the seat can pay now, selling points included.
    pub(super) fn means(&self, seat: Seat) -> u32 {
        self.seat(seat).money + self.sellable(seat)
    }

    /// The rank on the fame track: 1 + how many seats have strictly more points.
    pub fn rank(&self, seat: Seat) -> u8 {
        let mine = self.seat(seat).pp();
        1 + self.seats.iter().filter(|s| s.pp() > mine).count() as u8
    }

    /// Every seat's tally, in seat order.
    pub fn tallies(&self) -> ArrayVec<Tally, MAX_PLAYERS> {
        self.seats.iter().map(SeatState::tally).collect()
    }

    pub(super) fn all_seats(&self) -> impl Iterator<Item = Seat> + use<> {
        (0..self.players).map(Seat)
    }

    /// Sells `points` for 100 florins each (base game, ruling 6).
    pub(super) fn sell(
        &mut self,
        seat: Seat,
        points: u8,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        if self.expansion() {
            return Err(RuleError::Refused(
                "with the expansion, prestige points cannot be sold",
            ));
        }
        if points == 0 || i32::from(points) > self.seat(seat).pp() {
            return Err(RuleError::OutOfRange);
        }
        self.score(seat, Source::Sold, -i16::from(points));
        self.receive(seat, u32::from(points) * u32::from(POINT_SOLD));
        events.push(Event::Sold { seat, points });
        Ok(())
    }

    /// Draws up to five cards of a deck for a pick.
    pub(super) fn draw_five(&mut self, deck: Deck) -> Drawn {
        fn top<T, const N: usize>(deck: &mut ArrayVec<T, N>) -> ArrayVec<T, DRAWN> {
            let n = deck.len().min(DRAWN);
            deck.drain(deck.len() - n..).rev().collect()
        }
        match deck {
            Deck::Profession => Drawn::Professions(top(&mut self.professions)),
            Deck::Bonus => Drawn::Bonus(top(&mut self.bonus_deck)),
            Deck::Prestige => Drawn::Prestige(top(&mut self.prestige_deck)),
        }
    }

    pub fn deck_len(&self, deck: Deck) -> usize {
        match deck {
            Deck::Profession => self.professions.len(),
            Deck::Bonus => self.bonus_deck.len(),
            Deck::Prestige => self.prestige_deck.len(),
        }
    }

    /// Keeps one drawn card; the rest go under the deck in the order drawn (ruling 5).
    pub(super) fn keep(
        &mut self,
        seat: Seat,
        card: Card,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        fn under<T: Copy + PartialEq, const N: usize>(
            deck: &mut ArrayVec<T, N>,
            drawn: &[T],
            kept: T,
        ) -> bool {
            if !drawn.contains(&kept) {
                return false;
            }
            let rest = drawn.iter().rev().filter(|&&c| c != kept).copied();
            for (i, card) in rest.enumerate() {
                deck.insert(i, card);
            }
            true
        }
        let Some(Pending::Pick { drawn, .. }) = &self.pending else {
            return Err(RuleError::NotNow("no cards are drawn"));
        };
        let kept = match (drawn, card) {
            (Drawn::Professions(d), Card::Profession(p)) => {
                under(&mut self.professions, d, p) && {
                    self.seats[seat.index()].hand.insert(p);
                    true
                }
            }
            (Drawn::Bonus(d), Card::Bonus(b)) => {
                under(&mut self.bonus_deck, d, b) && {
                    self.seats[seat.index()].bonus.insert(b);
                    true
                }
            }
            (Drawn::Prestige(d), Card::Prestige(p)) => {
                under(&mut self.prestige_deck, d, p) && {
                    self.seats[seat.index()].prestige.insert(p);
                    true
                }
            }
            _ => false,
        };
        if !kept {
            return Err(RuleError::Unavailable("that card"));
        }
        let deck = drawn.deck();
        self.pending = None;
        events.push(Event::CardKept { seat, deck });
        Ok(())
    }

    /// Goes on with the phase once nothing is pending.
    pub(super) fn proceed(&mut self, events: &mut Vec<Event>) {
        if self.pending.is_some() {
            return;
        }
        match &self.phase {
            Phase::Auction(_) => self.continue_auction(events),
            Phase::Characters(_) => self.continue_characters(events),
            Phase::Actions(_) => self.continue_turn(events),
            Phase::Deal { .. } | Phase::Over => {}
        }
    }
}

impl Princes {
    /// Answers the pending decision.
    pub(super) fn resolve_pending(
        &mut self,
        seat: Seat,
        action: &Action,
        events: &mut Vec<Event>,
    ) -> Result<(), RuleError> {
        let pending = self.pending.clone().expect("a pending decision");
        match (pending, action) {
            (Pending::Place { what, .. }, Action::Place { placement }) => {
                self.place(seat, what, *placement, events)
            }
            (Pending::Pick { .. }, Action::Keep { card }) => self.keep(seat, *card, events),
            (Pending::Recruit { .. }, Action::Recruit { from, profession }) => {
                self.recruit(seat, *from, *profession, events)?;
                self.pending = None;
                Ok(())
            }
            (Pending::Recruit { .. }, Action::Pass) => {
                self.pending = None;
                Ok(())
            }
            (Pending::Merchant { object, price, .. }, Action::Merchant { free }) => {
                self.settle_merchant(seat, object, price, *free, events);
                Ok(())
            }
            (Pending::Convert { payment, .. }, Action::Convert { points }) => {
                self.convert(seat, payment, *points, events)
            }
            (pending, _) => Err(RuleError::NotNow(match pending {
                Pending::Place { .. } => "a piece is to be placed",
                Pending::Pick { .. } => "a card is to be kept",
                Pending::Recruit { .. } => "a recruiting card may be played or kept",
                Pending::Merchant { .. } => "the Merchant's choice is to be made",
                Pending::Convert { .. } => "a work's payment may be converted into points",
            })),
        }
    }
}

/// This round's auction of objects.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Auction {
    /// Stacks with a marker on them this round, as a mask over [`Object::STACKS`].
    pub blocked: u8,
    /// Seats that have an object this round.
    pub done: SeatSet,
    /// Seats that named nothing when it was their turn: out of this round's auction.
    pub out: SeatSet,
    /// Whose turn it is to name an object.
    pub namer: Seat,
    pub bidding: Option<Bidding>,
}

/// An auction under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bidding {
    pub object: Object,
    pub high: u16,
    pub leader: Seat,
    /// Whose turn it is to raise or pass.
    pub turn: Seat,
    pub passed: SeatSet,
}

/// Where a character card is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Holder {
    /// Face up beside the board.
    Free,
    /// In a player's area, not yet used.
    Held(Seat),
    /// Used before the end of this round's character auction: face down, not for sale again
    /// this round.
    Used,
}

/// The character cards and the Banker's pot.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Characters {
    pub holders: [Holder; 6],
    /// Florins on the Banker card (none in the base game).
    pub pot: u16,
    /// Who bought the Banker in the last round, and so still holds it at the end (ruling 14).
    pub banker_at_end: Option<Seat>,
}

/// The character auction of this round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterAuction {
    pub turn: Seat,
    /// Each card's marker: the seat and its space.
    pub markers: [Option<(Seat, u8)>; 6],
    /// Seats that passed or bought a card.
    pub finished: SeatSet,
    pub banker_bought: bool,
}
