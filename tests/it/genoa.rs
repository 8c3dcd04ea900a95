//! Genoa's own coverage of the battery's games: the random players must reach every part of the
//! game at every player count — offers of every subject accepted, declined, withdrawn and found
//! void, plain trades, messages (two at once too), both kinds of order, every special tile in
//! every window it may be played in, acquisition rights used and sold, a market start, a pile
//! reshuffled in the middle of a draw — or the battery proves nothing about them.
//!
//! It plays exactly the battery's games (`battery::genoa`: the same seeds, option sets and
//! random players), without the battery's checks, and counts what happened.

use std::collections::BTreeMap;
use std::time::Instant;

use tavola::engine::genoa::{Event, Genoa, Offer, Phase, Subject, Take, TilePlay};
use tavola::engine::playout::{MAX_ACTIONS, players_rng};
use tavola::engine::{Audit, Game, Seat};

/// The battery's games: 2,100 over the four player counts (`battery::GAMES`).
const GAMES_PER_COUNT: u64 = 525;

/// How an offer is named in the counts.
fn subject(offer: &Offer) -> &'static str {
    match (offer.terms.subject, offer.terms.to) {
        (Subject::Trade, _) => "trade",
        (Subject::Action, None) => "ask",
        (Subject::Action, Some(_)) => "bid",
        (
            Subject::Move {
                with_action: false, ..
            },
            _,
        ) => "move",
        (
            Subject::Move {
                with_action: true, ..
            },
            _,
        ) => "move with action",
        (Subject::Right { .. }, _) => "right",
    }
}

/// What the random players did, counted.
#[derive(Debug, Default)]
struct Tally {
    games: u64,
    steps: u64,
    /// By what happened to an offer ("accepted", "declined", "withdrawn", "void"), then its
    /// subject.
    offers: BTreeMap<(&'static str, &'static str), u64>,
    /// Everything else, by name.
    seen: BTreeMap<String, u64>,
    /// The offers of the game being played already counted as void.
    void_seen: std::collections::BTreeSet<u16>,
}

impl Tally {
    fn offer(&mut self, what: &'static str, offer: &Offer) {
        *self.offers.entry((what, subject(offer))).or_default() += 1;
    }

    fn saw(&mut self, what: impl Into<String>) {
        *self.seen.entry(what.into()).or_default() += 1;
    }

    /// One step: `action` played on `before`, giving `after` and `events`.
    fn observe(
        &mut self,
        before: &Genoa,
        action: &tavola::engine::genoa::Action,
        after: &Genoa,
        events: &[Event],
    ) {
        use tavola::engine::genoa::Action as A;
        self.steps += 1;
        // An open offer its addressee could not have accepted while they might act: each
        // counted once.
        let to_act = before.to_act();
        for o in before.offers() {
            let void_for = |s: Seat| {
                let addressed = match o.terms.to {
                    Some(to) => to == s,
                    None => s != o.from,
                };
                addressed && to_act.contains(s) && before.offer_void(o, s).is_some()
            };
            if before.all_seats().any(void_for) && self.void_seen.insert(o.id) {
                self.offer("void", o);
            }
        }
        match *action {
            A::Accept { offer } => self.offer("accepted", before.offer(offer).expect("open")),
            A::Decline { offer } => self.offer("declined", before.offer(offer).expect("open")),
            A::Withdraw { offer } => self.offer("withdrawn", before.offer(offer).expect("open")),
            _ => {}
        }
        let tower = before.tower();
        let actor = match before.phase() {
            Phase::Acting(a) => Some(a.actor),
            _ => None,
        };
        let whose = |s: Seat| {
            if s == tower {
                "the tower player's"
            } else {
                "another's"
            }
        };
        let mut messages = 0;
        for e in events {
            match *e {
                Event::MessageDelivered { .. } => messages += 1,
                Event::LargeOrderDelivered { .. } => self.saw("large order delivered"),
                Event::SmallOrderDelivered { .. } => self.saw("small order delivered"),
                Event::MarketStart { .. } => self.saw("market start"),
                Event::StartingSpace { .. } => self.saw("Starting space played in phase 1"),
                Event::ActionTaken {
                    seat, extra: true, ..
                } => self.saw(format!("Extra action spent in {} turn", whose(seat))),
                Event::TilePlayed { seat, play } => {
                    let action = whose(actor.unwrap_or(seat));
                    let tile = match play {
                        TilePlay::Commodity { .. } => "Commodity of your choice",
                        TilePlay::Trade { give, take } => {
                            self.saw(format!("Trade 1:1 gives a {}", item_name(give)));
                            self.saw(format!("Trade 1:1 takes a {}", take_name(take)));
                            "Trade 1:1"
                        }
                        TilePlay::BuildingAction { .. } => "Building action",
                    };
                    self.saw(format!("{tile} played in {action} action"));
                }
                Event::MarkerPlaced { seat, .. } if seat == tower => {
                    self.saw("acquisition right used");
                }
                Event::MarkerPlaced { .. } => self.saw("acquisition right sold"),
                Event::Reshuffled { pile, .. } => {
                    self.saw("pile reshuffled");
                    if !before.pile(pile).face_down().is_empty() {
                        self.saw("pile reshuffled in the middle of a draw");
                    }
                }
                Event::WindowVoid {
                    by_itself: true, ..
                } => self.saw("window void at once"),
                Event::WindowVoid { .. } => self.saw("window declared void"),
                _ => {}
            }
        }
        if messages >= 1 {
            self.saw("message delivered");
        }
        if messages >= 2 {
            self.saw("two messages delivered by one decision");
        }
        if after.is_over() {
            self.games += 1;
            self.void_seen.clear();
        }
    }
}

fn item_name(item: tavola::engine::genoa::Item) -> &'static str {
    use tavola::engine::genoa::Item;
    match item {
        Item::Commodity(_) => "commodity",
        Item::Card(_) => "card",
        Item::Tile(_) => "tile",
        Item::Marker => "marker",
    }
}

fn take_name(take: Take) -> &'static str {
    match take {
        Take::Commodity(_) => "commodity",
        Take::Card(_) => "card",
        Take::Tile(_) => "tile",
        Take::Marker => "marker",
    }
}

/// What every player count must have seen at least once. Two of the counts are only shown:
/// two messages paid by one decision, which on the shipped map no step can do (one step
/// completes one message pair at most, `on_the_shipped_map_one_step_completes_at_most_one_
/// message_pair` in `engine::genoa::messages`) and only a draw of both cards at once can, a
/// rule test's case (`rule_g74_several_messages_come_at_once_when_their_cards_come_to_hand_
/// together`); and a window void at once (G-50), which needs every player to have acted
/// before the tower's last square — never with five players, whose four earlier windows cannot
/// use up five actions, and seldom with four (tests `rule_g50_…`, `example_1_…`). A pile
/// running out in the middle of a draw is required from three players up: with two, the piles
/// outlast all but a few of the battery's games and the two-card draws come seldom (22
/// reshuffles in its 525 two-player games, none mid-draw); the rule's own test plays it
/// (`rule_g86_a_pile_runs_out_in_the_middle_of_a_two_card_draw`).
fn expected(players: u8) -> Vec<String> {
    let mut all: Vec<String> = [
        "message delivered",
        "large order delivered",
        "small order delivered",
        "market start",
        "Starting space played in phase 1",
        "Extra action spent in the tower player's turn",
        "Extra action spent in another's turn",
        "acquisition right used",
        "acquisition right sold",
        "pile reshuffled",
        "window declared void",
    ]
    .into_iter()
    .map(String::from)
    .collect();
    if players > 2 {
        all.push("pile reshuffled in the middle of a draw".into());
    }
    for tile in ["Commodity of your choice", "Trade 1:1", "Building action"] {
        for whose in ["the tower player's", "another's"] {
            all.push(format!("{tile} played in {whose} action"));
        }
    }
    for item in ["commodity", "card", "tile", "marker"] {
        all.push(format!("Trade 1:1 gives a {item}"));
        all.push(format!("Trade 1:1 takes a {item}"));
    }
    all
}

/// Every subject of offer, and what must have happened to offers of it: bids on the action
/// cannot be declined (G-49) and an ask is addressed to no one, so only the others are.
fn expected_offers() -> Vec<(&'static str, &'static str)> {
    let mut all = Vec::new();
    for subject in ["bid", "ask", "move", "move with action", "right", "trade"] {
        for what in ["accepted", "withdrawn", "void"] {
            all.push((what, subject));
        }
        if !matches!(subject, "bid" | "ask") {
            all.push(("declined", subject));
        }
    }
    all
}

/// The battery's games of `players`, counted.
fn tally(players: u8) -> Tally {
    let option_sets = Genoa::option_sets();
    let first = 1_000 * u64::from(players);
    let mut tally = Tally::default();
    for (i, seed) in (first..first + GAMES_PER_COUNT).enumerate() {
        let (_, options) = &option_sets[i % option_sets.len()];
        let mut game = Genoa::setup(options, players, seed).unwrap();
        let mut rng = players_rng(seed);
        let mut steps = 0;
        while let Some(seat) = game.random_mover(&mut rng) {
            steps += 1;
            assert!(steps < MAX_ACTIONS);
            let action = game.random_action(seat, &mut rng).unwrap();
            let before = game.clone();
            let events = game.apply(seat, &action).unwrap();
            tally.observe(&before, &action, &game, &events);
        }
    }
    tally
}

#[test]
fn the_battery_reaches_every_part_of_the_game_at_every_player_count() {
    let (min, max) = Genoa::PLAYERS;
    let mut missing = Vec::new();
    for players in min..=max {
        let started = Instant::now();
        let t = tally(players);
        assert_eq!(t.games, GAMES_PER_COUNT);
        println!(
            "genoa {players} players: {} games, {} steps in {:.1} s\n  offers {:?}\n  seen {:?}",
            t.games,
            t.steps,
            started.elapsed().as_secs_f64(),
            t.offers,
            t.seen
        );
        for what in expected(players) {
            if !t.seen.contains_key(&what) {
                missing.push(format!("{players} players: {what}"));
            }
        }
        for key in expected_offers() {
            if !t.offers.contains_key(&key) {
                missing.push(format!("{players} players: offer {} {}", key.1, key.0));
            }
        }
    }
    assert!(missing.is_empty(), "never seen:\n{}", missing.join("\n"));
}
