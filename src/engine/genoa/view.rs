//! What leaves the engine (G-103 to G-106, G-115): everything but the cards in hand (whose
//! counts by kind are public), the order of the face-down piles, and the faces of cards in
//! offers, which only their maker — and their recipient when the maker shows them — sees.

use serde::Serialize;

use super::building::{BuildingId, BuildingSet};
use super::card::{CardId, CardKind, CardSet, Face};
use super::commodity::Commodities;
use super::data;
use super::event::Shown;
use super::offer::{Offer, OfferId, Subject, Void};
use super::options::Options;
use super::square::Square;
use super::tile::Tiles;
use super::{Bank, Genoa, Phase, Right, Supply};
use crate::engine::{Game, Outcome, Seat, SeatSet};

/// Everything every player may see.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicView {
    pub players: u8,
    /// Whether the map is our assumption rather than the printed board (G-14).
    pub board_assumed: bool,
    pub tower: Seat,
    pub start_player: Seat,
    pub rounds_left: u8,
    pub phase: PhaseView,
    /// The squares the tower stood on this turn, in order; the last is where it stands.
    pub discs: Vec<Square>,
    pub visited: BuildingSet,
    /// Where the tower may step now (empty outside the move window).
    pub legal_steps: Vec<StepView>,
    /// Each building's owner, in the map's order.
    pub owners: Vec<Option<Seat>>,
    pub supply: Supply,
    /// Large orders, small orders, messages, contracts.
    pub piles: Vec<PileView>,
    pub seats: Vec<SeatView>,
    pub offers: Vec<OfferView>,
    /// Who may act now, and whom the game waits on.
    pub may_act: SeatSet,
    pub awaited: SeatSet,
    /// The numbers the rules pay by, for whoever shows them.
    pub numbers: Numbers,
    pub options: Options,
    pub bank: Bank,
    /// Places and scores, once the game is over.
    pub outcome: Option<Outcome>,
}

/// Where the turn stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PhaseView {
    Start,
    Window {
        building: BuildingId,
        passed: SeatSet,
        /// Eligible players who have neither passed nor bid (G-49a).
        unanswered: SeatSet,
        /// Whether the tower player may declare the action void now.
        may_void: bool,
        asked: bool,
    },
    Acting {
        building: BuildingId,
        actor: Seat,
        received: bool,
        ordered: bool,
    },
    Move,
    Acquire {
        rights: Vec<RightView>,
        /// The right being resolved (`rights.len()` once all are).
        at: usize,
    },
    Over,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RightView {
    pub street: Square,
    /// The unowned buildings it may still go to (G-88).
    pub candidates: BuildingSet,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct StepView {
    pub to: Square,
    /// Whether the step opens an action window (G-47).
    pub opens_window: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PileView {
    pub kind: CardKind,
    pub face_down: usize,
    /// Played cards face up under the pile (G-85), public.
    pub face_up: Vec<CardId>,
}

/// A player's public holdings (G-103 to G-105).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatView {
    pub seat: Seat,
    pub ducats: u32,
    pub commodities: Commodities,
    pub tiles: Tiles,
    /// Cards in hand by kind (G-104).
    pub cards: [u8; CardKind::COUNT],
    pub markers_in_hand: u8,
    pub markers_in_supply: u8,
    pub owned: BuildingSet,
    pub actions_taken: u8,
    /// Whether the player may take an action now (G-52).
    pub has_action: bool,
    /// Once the game is over, the contracts revealed and what they paid (G-96, G-97).
    pub contracts: Option<ContractsView>,
}

/// A player's contracts as revealed at the end (G-96) and their income (G-97).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ContractsView {
    pub cards: CardSet,
    /// The groups of contracted buildings that counted, each with what it paid.
    pub groups: Vec<(BuildingSet, u32)>,
    /// The contract income, already in the player's ducats.
    pub ducats: u32,
}

/// An open offer as the table sees it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct OfferView {
    pub id: OfferId,
    pub from: Seat,
    /// `None`: an ask, open to whoever may take the action.
    pub to: Option<Seat>,
    pub subject: Subject,
    pub give: Shown,
    pub get: Shown,
    /// A condition of G-58 that fails by what everyone can see (G-115); whether the
    /// recipient can give what is asked is found only when he accepts.
    pub void: Option<Void>,
    /// The named cards, for whoever may see them: the maker, and the recipient when shown.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cards: Option<OfferCards>,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
pub struct OfferCards {
    pub give: CardSet,
    pub get: CardSet,
}

/// The numbers the rules pay by (data and options), so no renderer restates a rule.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Numbers {
    pub large_order: u32,
    pub small_order: u32,
    pub message: u32,
    pub owner_income: u32,
    /// What a group of 1, 2, 3, … contracted buildings pays, up to six.
    pub contract_groups: [u32; 6],
    pub rounds: u8,
}

/// What one player may see: the public view and their own hand.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PrivateView {
    pub seat: Seat,
    pub public: PublicView,
    pub hand: Vec<CardView>,
    /// What the contracts held would pay if the game ended now (G-97).
    pub contract_income: u32,
}

/// A card in hand and what it asks.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct CardView {
    pub card: CardId,
    pub face: Face,
    /// Whether it could be completed at its building now: the commodities of an order are
    /// held; a contract's building is the holder's (or need not be).
    pub ready: bool,
}

pub(super) fn public(game: &Genoa) -> PublicView {
    view(game, None)
}

pub(super) fn private(game: &Genoa, seat: Seat) -> PrivateView {
    let s = game.seat(seat);
    let owned = game.owned_by(seat);
    let hand = s
        .hand
        .iter()
        .map(|card| {
            let face = card.face(game.options.contract_set);
            let ready = match face {
                Face::LargeOrder { commodities, .. } => s
                    .commodities
                    .contains_all(&commodities.into_iter().collect()),
                Face::SmallOrder { commodity, .. } => s.commodities.contains(commodity),
                Face::Message { buildings } => {
                    buildings.iter().all(|b| game.turn.visited.contains(*b))
                }
                Face::Contract { building } => {
                    !game.options.contract_requires_ownership || owned.contains(building)
                }
            };
            CardView { card, face, ready }
        })
        .collect();
    PrivateView {
        seat,
        public: view(game, Some(seat)),
        hand,
        contract_income: game.contract_income(seat),
    }
}

fn view(game: &Genoa, reader: Option<Seat>) -> PublicView {
    let phase = match &game.phase {
        Phase::Start => PhaseView::Start,
        Phase::Window(w) => PhaseView::Window {
            building: w.building,
            passed: w.passed,
            unanswered: game.unanswered(),
            may_void: game.may_void().is_ok(),
            asked: w.asked,
        },
        Phase::Acting(a) => PhaseView::Acting {
            building: a.building,
            actor: a.actor,
            received: a.received,
            ordered: a.ordered,
        },
        Phase::Move => PhaseView::Move,
        Phase::Acquire(a) => PhaseView::Acquire {
            rights: a
                .rights
                .iter()
                .map(|&r: &Right| RightView {
                    street: r.street,
                    candidates: game.candidates(r),
                })
                .collect(),
            at: usize::from(a.at),
        },
        Phase::Over => PhaseView::Over,
    };
    let o = &game.options;
    PublicView {
        players: game.players,
        board_assumed: data::board().assumed(),
        tower: game.tower(),
        start_player: game.start_player,
        rounds_left: game.rounds_left,
        phase,
        discs: game.turn.discs.to_vec(),
        visited: game.turn.visited,
        legal_steps: game
            .legal_steps()
            .map(|to| StepView {
                to,
                opens_window: game.opens_window(to),
            })
            .collect(),
        owners: game.owners.to_vec(),
        supply: game.supply.clone(),
        piles: CardKind::ALL
            .iter()
            .map(|&kind| {
                let p = game.pile(kind);
                PileView {
                    kind,
                    face_down: p.face_down().len(),
                    face_up: p.face_up().to_vec(),
                }
            })
            .collect(),
        seats: game
            .all_seats()
            .map(|seat| {
                let s = game.seat(seat);
                SeatView {
                    seat,
                    ducats: s.ducats,
                    commodities: s.commodities,
                    tiles: s.tiles,
                    cards: s.hand.counts(),
                    markers_in_hand: s.markers_in_hand,
                    markers_in_supply: s.markers_in_supply,
                    owned: game.owned_by(seat),
                    actions_taken: s.actions,
                    has_action: game.has_action(seat),
                    contracts: (game.phase == Phase::Over).then(|| contracts(game, seat)),
                }
            })
            .collect(),
        offers: game
            .offers
            .iter()
            .map(|offer| offer_view(game, offer, reader))
            .collect(),
        may_act: game.may_act(),
        awaited: game.waiting_on(),
        numbers: Numbers {
            large_order: data::config().payouts.large_order,
            small_order: data::config().payouts.small_order,
            message: data::config().payouts.message,
            owner_income: u32::from(o.owner_income),
            contract_groups: std::array::from_fn(|i| o.contract_value(i + 1)),
            rounds: o.rounds(game.players),
        },
        options: *o,
        bank: game.bank,
        outcome: game.outcome(),
    }
}

/// What `seat`'s contracts paid at the end: revealed then, so public (G-96).
fn contracts(game: &Genoa, seat: Seat) -> ContractsView {
    let groups: Vec<(BuildingSet, u32)> = data::board()
        .groups(game.contracted(seat))
        .map(|g| (g, game.options.contract_value(g.len())))
        .collect();
    ContractsView {
        cards: game.seat(seat).hand.only(CardKind::Contract),
        ducats: groups.iter().map(|(_, d)| d).sum(),
        groups,
    }
}

fn offer_view(game: &Genoa, offer: &Offer, reader: Option<Seat>) -> OfferView {
    let t = &offer.terms;
    let sees_cards = reader.is_some_and(|r| offer.shows_cards_to(r));
    OfferView {
        id: offer.id,
        from: offer.from,
        to: t.to,
        subject: t.subject,
        give: Shown::from(&t.give),
        get: Shown::from(&t.get),
        void: game.public_void(offer),
        cards: sees_cards.then_some(OfferCards {
            give: t.give.cards,
            get: t.get.cards,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::super::event::Event;
    use super::*;
    use crate::engine::playout::players_rng;

    #[test]
    fn contracts_are_shown_at_the_end_as_they_were_paid_and_not_before() {
        for players in 2..=5 {
            let mut game = Genoa::setup(&Options::default(), players, 40 + u64::from(players))
                .expect("a game");
            let mut rng = players_rng(u64::from(players));
            let mut paid = vec![None; usize::from(players)];
            while let Some(seat) = game.random_mover(&mut rng) {
                let view = game.public_view();
                assert!(view.outcome.is_none());
                assert!(view.seats.iter().all(|s| s.contracts.is_none()));
                let action = game.random_action(seat, &mut rng).expect("a choice");
                for event in game.apply(seat, &action).expect("offered") {
                    if let Event::ContractsScored {
                        seat,
                        ducats,
                        cards,
                    } = event
                    {
                        paid[seat.index()] = Some((ducats, cards));
                    }
                }
            }
            let view = game.public_view();
            assert!(view.outcome.is_some());
            for s in &view.seats {
                let shown = s.contracts.as_ref().expect("revealed at the end");
                let (ducats, cards) = paid[s.seat.index()].expect("scored");
                assert_eq!((shown.ducats, shown.cards), (ducats, cards));
                let counted: usize = shown.groups.iter().map(|(g, _)| g.len()).sum();
                assert_eq!(counted, game.contracted(s.seat).len());
            }
        }
    }
}
