//! Genoa in words: who decides what, each choice as a line of a picker, a seat's hand, what
//! happened and why the rules refused. The picture carries the city; the words say what is to
//! be decided and by whom. Every word comes from the catalogue (`locales/*/genoa.ftl`), in the
//! reader's language; the engine's own `Display` is for logs.

use crate::discord::message::capital;
use crate::discord::names::seat_name;
use crate::engine::Seat;
use crate::engine::genoa::data::{self, Place};
use crate::engine::genoa::view::{OfferView, PhaseView, PrivateView, PublicView};
use crate::engine::genoa::{
    Action, BuildingId, CardKind, Commodity, Direction, Event, Face, Item, OfferError, RuleError,
    Shown, Square, Subject, Take, TileKind, TilePlay, VillaChoice, Void,
};
use crate::lang::Lang;
use crate::t;

/// A building's name: "City Hall".
pub fn building(b: BuildingId, lang: Lang) -> String {
    t!(lang, "genoa-building", building = b.key())
}

/// A commodity's name: "wine".
pub fn commodity(c: Commodity, lang: Lang) -> String {
    t!(lang, "genoa-commodity", commodity = c.key())
}

/// A special tile's name: "Trade 1:1".
pub fn tile(k: TileKind, lang: Lang) -> String {
    t!(lang, "genoa-tile", tile = k.key())
}

/// A pile's, or a card kind's, name: "Large order".
pub fn card_kind(k: CardKind, lang: Lang) -> String {
    t!(lang, "genoa-card-kind", kind = k.key())
}

/// A square by its place on the grid: "(3,4)". Numbers only.
fn square(s: Square) -> String {
    s.to_string()
}

/// Every seat of `seats` by name, joined with "and".
pub fn named(names: &[String], seats: impl Iterator<Item = Seat>, lang: Lang) -> String {
    let all: Vec<String> = seats.map(|s| seat_name(names, s)).collect();
    match all.as_slice() {
        [] => t!(lang, "genoa-nobody"),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            lang,
            "list-and",
            first = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// Who decides what: the first seat named is one the game waits on.
pub fn decision(view: &PublicView, names: &[String], lang: Lang) -> String {
    let waiting = named(names, view.awaited.iter(), lang);
    let tower = seat_name(names, view.tower);
    match &view.phase {
        PhaseView::Start => t!(lang, "genoa-decision-start", tower = tower),
        PhaseView::Window { building: b, .. } => t!(
            lang,
            "genoa-decision-window",
            waiting = waiting,
            building = building(*b, lang)
        ),
        PhaseView::Acting {
            building: b, actor, ..
        } => t!(
            lang,
            "genoa-decision-acting",
            actor = seat_name(names, *actor),
            building = building(*b, lang)
        ),
        PhaseView::Move => t!(lang, "genoa-decision-move", tower = tower),
        PhaseView::Acquire { rights, at } => match rights.get(*at) {
            Some(right) => t!(
                lang,
                "genoa-decision-acquire",
                tower = tower,
                street = square(right.street)
            ),
            None => t!(lang, "genoa-decision-end-turn", tower = tower),
        },
        PhaseView::Over => t!(lang, "genoa-decision-over"),
    }
}

/// What an offer is about, in a few words.
pub fn about(subject: Subject, lang: Lang) -> String {
    match subject {
        Subject::Trade => t!(lang, "genoa-about-trade"),
        Subject::Action => t!(lang, "genoa-about-action"),
        Subject::Move {
            to,
            with_action: false,
        } => t!(lang, "genoa-about-move", to = square(to)),
        Subject::Move {
            to,
            with_action: true,
        } => t!(lang, "genoa-about-move-action", to = square(to)),
        Subject::Right { building: b } => {
            t!(lang, "genoa-about-right", building = building(b, lang))
        }
    }
}

/// What a side of an offer holds, as the table sees it: "5 ducats, 1 wine, 1 Message card";
/// "nothing" when empty.
pub fn shown(s: &Shown, lang: Lang) -> String {
    let mut parts: Vec<String> = Vec::new();
    if s.ducats > 0 {
        parts.push(t!(lang, "genoa-shown-ducats", n = s.ducats));
    }
    for kind in s.commodities.distinct() {
        parts.push(t!(
            lang,
            "genoa-shown-commodity",
            n = s.commodities.count(kind),
            commodity = commodity(kind, lang)
        ));
    }
    for (&kind, &n) in CardKind::ALL.iter().zip(&s.cards) {
        if n > 0 {
            parts.push(t!(
                lang,
                "genoa-shown-cards",
                n = n,
                kind = card_kind(kind, lang)
            ));
        }
    }
    for kind in s.tiles.distinct() {
        parts.push(t!(
            lang,
            "genoa-shown-tiles",
            n = s.tiles.count(kind),
            tile = tile(kind, lang)
        ));
    }
    if s.markers > 0 {
        parts.push(t!(lang, "genoa-shown-markers", n = s.markers));
    }
    if parts.is_empty() {
        t!(lang, "genoa-nothing")
    } else {
        parts.join(", ")
    }
}

fn item(i: Item, lang: Lang) -> String {
    match i {
        Item::Commodity(c) => commodity(c, lang),
        Item::Card(card) => t!(lang, "genoa-item-card", card = card.key()),
        Item::Tile(k) => tile(k, lang),
        Item::Marker => t!(lang, "genoa-a-marker"),
    }
}

fn take(x: Take, lang: Lang) -> String {
    match x {
        Take::Commodity(c) => commodity(c, lang),
        Take::Tile(k) => tile(k, lang),
        Take::Card(kind) => t!(lang, "genoa-take-card", kind = card_kind(kind, lang)),
        Take::Marker => t!(lang, "genoa-a-marker"),
    }
}

fn villa(v: VillaChoice, lang: Lang) -> String {
    match v {
        VillaChoice::Contract => t!(lang, "genoa-villa-contract"),
        VillaChoice::Deliver { card, tile: None } => {
            t!(lang, "genoa-villa-deliver", card = card.key())
        }
        VillaChoice::Deliver {
            card,
            tile: Some(k),
        } => t!(
            lang,
            "genoa-villa-deliver-for",
            card = card.key(),
            tile = tile(k, lang)
        ),
    }
}

/// What lies on `square`, as a step's button names it.
fn place(s: Square, lang: Lang) -> String {
    match data::board().place(s) {
        Place::Building(b) => t!(lang, "genoa-place-building", building = building(b, lang)),
        Place::Street => t!(lang, "genoa-place-street"),
        Place::Market => t!(lang, "genoa-place-market"),
    }
}

/// A step of the tower from `from` to `to`: its direction (with an arrow, so the word is not
/// the only sign), what lies there and the square.
pub fn step_label(from: Option<Square>, to: Square, lang: Lang) -> String {
    let way = match from.and_then(|f| f.direction_to(to)) {
        Some(Direction::North) => "north",
        Some(Direction::East) => "east",
        Some(Direction::South) => "south",
        Some(Direction::West) => "west",
        None => "none",
    };
    t!(
        lang,
        "genoa-step",
        way = way,
        place = place(to, lang),
        square = square(to)
    )
}

/// One choice as a picker's line, its seats by name: what the action does, short. `tower`
/// is where the tower stands, so that a step can say which way it goes.
pub fn label(action: &Action, names: &[String], tower: Option<Square>, lang: Lang) -> String {
    match action {
        Action::Roll => t!(lang, "genoa-choice-roll"),
        Action::StartAt { square: s } => t!(lang, "genoa-choice-start-at", square = square(*s)),
        Action::Take => t!(lang, "genoa-choice-take"),
        Action::Void => t!(lang, "genoa-choice-void"),
        Action::Pass => t!(lang, "genoa-choice-pass"),
        Action::Offer(terms) => {
            let to = terms
                .to
                .map_or_else(|| t!(lang, "genoa-anyone"), |s| seat_name(names, s));
            t!(
                lang,
                "genoa-choice-offer",
                to = to,
                about = about(terms.subject, lang),
                give = shown(&Shown::from(&terms.give), lang),
                ask = shown(&Shown::from(&terms.get), lang)
            )
        }
        Action::Accept { offer } => t!(lang, "genoa-choice-accept", offer = *offer),
        Action::Decline { offer } => t!(lang, "genoa-choice-decline", offer = *offer),
        Action::Withdraw { offer } => t!(lang, "genoa-choice-withdraw", offer = *offer),
        Action::Receive => t!(lang, "genoa-choice-receive"),
        Action::Villa(v) => capital(&villa(*v, lang)),
        Action::SmallOrder { card } => t!(lang, "genoa-choice-small-order", card = card.key()),
        Action::Play(play) => match play {
            TilePlay::Commodity { kind } => t!(
                lang,
                "genoa-choice-play-commodity",
                commodity = commodity(*kind, lang)
            ),
            TilePlay::Trade { give, take: x } => t!(
                lang,
                "genoa-choice-play-trade",
                give = item(*give, lang),
                take = take(*x, lang)
            ),
            TilePlay::BuildingAction {
                building: b,
                villa: None,
            } => t!(
                lang,
                "genoa-choice-play-building",
                building = building(*b, lang)
            ),
            TilePlay::BuildingAction {
                building: b,
                villa: Some(v),
            } => t!(
                lang,
                "genoa-choice-play-building-villa",
                building = building(*b, lang),
                villa = villa(*v, lang)
            ),
        },
        Action::ActionOver => t!(lang, "genoa-choice-action-over"),
        Action::Step { to } => step_label(tower, *to, lang),
        Action::Stop => t!(lang, "genoa-choice-stop"),
        Action::Place { building: b } => {
            t!(lang, "genoa-choice-place", building = building(*b, lang))
        }
        Action::Lapse => t!(lang, "genoa-choice-lapse"),
        Action::EndTurn => t!(lang, "genoa-choice-end-turn"),
    }
}

/// Why an offer cannot be accepted, its seat by name.
pub fn void(v: Void, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| seat_name(names, s);
    match v {
        Void::SubjectGone => t!(lang, "genoa-void-subject-gone"),
        Void::Lacks(s) => t!(lang, "genoa-void-lacks", who = name(s)),
        Void::NoMarkerRoom(s) => t!(lang, "genoa-void-no-marker-room", who = name(s)),
        Void::NoActionLeft(s) => t!(lang, "genoa-void-no-action-left", who = name(s)),
        Void::NoMarkerInHand(s) => t!(lang, "genoa-void-no-marker-in-hand", who = name(s)),
        Void::CannotPayBank(s) => t!(lang, "genoa-void-cannot-pay-bank", who = name(s)),
    }
}

/// An offer in one line, its seats by name.
pub fn offer_line(o: &OfferView, names: &[String], lang: Lang) -> String {
    let to =
        o.to.map_or_else(|| t!(lang, "genoa-anyone"), |s| seat_name(names, s));
    let line = t!(
        lang,
        "genoa-offer-line",
        id = o.id,
        from = seat_name(names, o.from),
        to = to,
        about = about(o.subject, lang),
        give = shown(&o.give, lang),
        ask = shown(&o.get, lang)
    );
    match o.void {
        Some(v) => t!(
            lang,
            "genoa-offer-line-void",
            line = line,
            why = void(v, names, lang)
        ),
        None => line,
    }
}

/// What a card in hand asks, in words.
pub fn face(face: &Face, lang: Lang) -> String {
    match face {
        Face::LargeOrder { villa, commodities } => {
            let c: Vec<String> = commodities.iter().map(|&c| commodity(c, lang)).collect();
            t!(
                lang,
                "genoa-face-large-order",
                commodities = c.join(", "),
                villa = building(*villa, lang)
            )
        }
        Face::SmallOrder {
            building: b,
            commodity: c,
        } => t!(
            lang,
            "genoa-face-small-order",
            commodity = commodity(*c, lang),
            building = building(*b, lang)
        ),
        Face::Message { buildings } => t!(
            lang,
            "genoa-face-message",
            first = building(buildings[0], lang),
            second = building(buildings[1], lang)
        ),
        Face::Contract { building: b } => {
            t!(lang, "genoa-face-contract", building = building(*b, lang))
        }
    }
}

/// A seat's hand: its cards, each with what it asks and whether it could be done now, and
/// what the contracts would pay if the game ended now.
pub fn hand_lines(view: &PrivateView, lang: Lang) -> Vec<String> {
    let mut lines: Vec<String> = view
        .hand
        .iter()
        .map(|c| {
            format!(
                "`{}` {}{}",
                c.card,
                face(&c.face, lang),
                if c.ready { " ✅" } else { "" }
            )
        })
        .collect();
    if lines.is_empty() {
        lines.push(t!(lang, "genoa-no-cards"));
    }
    lines.push(t!(
        lang,
        "genoa-contract-income",
        ducats = view.contract_income
    ));
    lines
}

/// What happened, in a line of the board's log, its seats by name; `None` for what the board
/// shows by itself (a pass, a replaced offer, a step).
pub fn event_line(event: &Event, names: &[String], lang: Lang) -> Option<String> {
    let name = |s: Seat| seat_name(names, s);
    let b = |x: BuildingId| building(x, lang);
    Some(match *event {
        Event::Passed { .. } | Event::OfferReplaced { .. } | Event::Stepped { .. } => return None,
        Event::Rolled { seat, red, blue } => t!(
            lang,
            "genoa-event-rolled",
            seat = name(seat),
            red = red,
            blue = blue
        ),
        Event::StartingSpace { seat, square: s } => t!(
            lang,
            "genoa-event-starting-space",
            seat = name(seat),
            square = square(s)
        ),
        Event::MarketStart { rounds_left } => {
            t!(lang, "genoa-event-market-start", rounds = rounds_left)
        }
        Event::TowerPlaced { square: s } => {
            t!(lang, "genoa-event-tower-placed", square = square(s))
        }
        Event::Stopped => t!(lang, "genoa-event-stopped"),
        Event::WindowOpened { building: x } => {
            t!(lang, "genoa-event-window-opened", building = b(x))
        }
        Event::WindowVoid {
            building: x,
            by_itself: true,
        } => t!(lang, "genoa-event-window-void-by-itself", building = b(x)),
        Event::WindowVoid {
            building: x,
            by_itself: false,
        } => t!(lang, "genoa-event-window-void", building = b(x)),
        Event::OfferMade {
            id,
            from,
            to,
            subject,
            give,
            get,
        } => t!(
            lang,
            "genoa-event-offer-made",
            id = id,
            from = name(from),
            to = to.map_or_else(|| t!(lang, "genoa-whoever-takes-it"), name),
            about = about(subject, lang),
            give = shown(&give, lang),
            ask = shown(&get, lang)
        ),
        Event::OfferWithdrawn { id } => t!(lang, "genoa-event-offer-withdrawn", id = id),
        Event::OfferDeclined { id } => t!(lang, "genoa-event-offer-declined", id = id),
        Event::OfferLapsed { id } => t!(lang, "genoa-event-offer-lapsed", id = id),
        Event::OfferAccepted {
            id,
            from,
            by,
            give,
            get,
        } => t!(
            lang,
            "genoa-event-offer-accepted",
            by = name(by),
            id = id,
            from = name(from),
            give = shown(&give, lang),
            ask = shown(&get, lang)
        ),
        Event::ActionTaken {
            seat,
            building: x,
            extra: false,
        } => t!(
            lang,
            "genoa-event-action-taken",
            seat = name(seat),
            building = b(x)
        ),
        Event::ActionTaken {
            seat,
            building: x,
            extra: true,
        } => t!(
            lang,
            "genoa-event-action-taken-extra",
            seat = name(seat),
            building = b(x)
        ),
        Event::OwnerIncome {
            owner,
            building: x,
            ducats,
        } => t!(
            lang,
            "genoa-event-owner-income",
            owner = name(owner),
            ducats = ducats,
            building = b(x)
        ),
        Event::Received {
            seat,
            building: x,
            commodities,
            tiles,
            markers,
            cards,
        } => {
            let what = Shown {
                ducats: 0,
                commodities,
                cards,
                tiles,
                markers,
            };
            t!(
                lang,
                "genoa-event-received",
                seat = name(seat),
                what = shown(&what, lang),
                building = b(x)
            )
        }
        Event::Reshuffled { pile, cards } => t!(
            lang,
            "genoa-event-reshuffled",
            pile = card_kind(pile, lang),
            cards = cards
        ),
        Event::LargeOrderDelivered {
            seat,
            card,
            tile: None,
            ducats,
        } => t!(
            lang,
            "genoa-event-large-order",
            seat = name(seat),
            card = card.key(),
            ducats = ducats
        ),
        Event::LargeOrderDelivered {
            seat,
            card,
            tile: Some(k),
            ducats,
        } => t!(
            lang,
            "genoa-event-large-order-tile",
            seat = name(seat),
            card = card.key(),
            ducats = ducats,
            tile = tile(k, lang)
        ),
        Event::SmallOrderDelivered { seat, card, ducats } => t!(
            lang,
            "genoa-event-small-order",
            seat = name(seat),
            card = card.key(),
            ducats = ducats
        ),
        Event::MessageDelivered { seat, card, ducats } => t!(
            lang,
            "genoa-event-message",
            seat = name(seat),
            card = card.key(),
            ducats = ducats
        ),
        Event::TilePlayed { seat, play } => match play {
            TilePlay::Commodity { kind } => t!(
                lang,
                "genoa-event-play-commodity",
                seat = name(seat),
                commodity = commodity(kind, lang)
            ),
            TilePlay::Trade { give, take: x } => t!(
                lang,
                "genoa-event-play-trade",
                seat = name(seat),
                give = item(give, lang),
                take = take(x, lang)
            ),
            TilePlay::BuildingAction { building: x, .. } => t!(
                lang,
                "genoa-event-play-building",
                seat = name(seat),
                building = b(x)
            ),
        },
        Event::ActionOver { seat, building: x } => t!(
            lang,
            "genoa-event-action-over",
            seat = name(seat),
            building = b(x)
        ),
        Event::MarkerPlaced { seat, building: x } => t!(
            lang,
            "genoa-event-marker-placed",
            seat = name(seat),
            building = b(x)
        ),
        Event::RightLapsed { street } => {
            t!(lang, "genoa-event-right-lapsed", street = square(street))
        }
        Event::TurnEnded { seat } => t!(lang, "genoa-event-turn-ended", seat = name(seat)),
        Event::RoundEnded { rounds_left } => {
            t!(lang, "genoa-event-round-ended", rounds = rounds_left)
        }
        Event::ContractsScored { seat, ducats, .. } => t!(
            lang,
            "genoa-event-contracts-scored",
            seat = name(seat),
            ducats = ducats
        ),
        Event::GameOver => t!(lang, "genoa-event-game-over"),
    })
}

/// Why the rules refused a decision, as a sentence. (No names reach a refusal: a seat is
/// named by its number.)
pub fn refusal(error: &RuleError, lang: Lang) -> String {
    let number = |s: Seat| s.0 + 1;
    match *error {
        RuleError::GameOver => t!(lang, "genoa-refused-game-over"),
        RuleError::WrongMoment => t!(lang, "genoa-refused-wrong-moment"),
        RuleError::TowerPlayerOnly(s) => {
            t!(lang, "genoa-refused-tower-player-only", seat = number(s))
        }
        RuleError::NotForTowerPlayer => t!(lang, "genoa-refused-not-for-tower-player"),
        RuleError::ActorOnly(s) => t!(lang, "genoa-refused-actor-only", seat = number(s)),
        RuleError::NoStartingSpace => t!(lang, "genoa-refused-no-starting-space"),
        RuleError::IllegalStep => t!(lang, "genoa-refused-illegal-step"),
        RuleError::NoActionLeft => t!(lang, "genoa-refused-no-action-left"),
        RuleError::BidStands => t!(lang, "genoa-refused-bid-stands"),
        RuleError::NotAllPassed => t!(lang, "genoa-refused-not-all-passed"),
        RuleError::AlreadyPassed => t!(lang, "genoa-refused-already-passed"),
        RuleError::WindowOpen => t!(lang, "genoa-refused-window-open"),
        RuleError::NoSuchOffer(id) => t!(lang, "genoa-refused-no-such-offer", offer = id),
        RuleError::NotAddressed(id) => t!(lang, "genoa-refused-not-addressed", offer = id),
        RuleError::CannotDecline => t!(lang, "genoa-refused-cannot-decline"),
        RuleError::NotYourOffer(id) => t!(lang, "genoa-refused-not-your-offer", offer = id),
        RuleError::OfferVoid(v) => {
            let why = match v {
                Void::SubjectGone => t!(lang, "genoa-void-subject-gone"),
                Void::Lacks(s) => t!(lang, "genoa-refused-void-lacks", seat = number(s)),
                Void::NoMarkerRoom(s) => {
                    t!(lang, "genoa-refused-void-no-marker-room", seat = number(s))
                }
                Void::NoActionLeft(s) => {
                    t!(lang, "genoa-refused-void-no-action-left", seat = number(s))
                }
                Void::NoMarkerInHand(s) => {
                    t!(
                        lang,
                        "genoa-refused-void-no-marker-in-hand",
                        seat = number(s)
                    )
                }
                Void::CannotPayBank(s) => {
                    t!(lang, "genoa-refused-void-cannot-pay-bank", seat = number(s))
                }
            };
            t!(lang, "genoa-refused-offer-void", why = why)
        }
        RuleError::BadOffer(e) => t!(lang, "genoa-refused-bad-offer", why = bad_offer(e, lang)),
        RuleError::EffectReceived => t!(lang, "genoa-refused-effect-received"),
        RuleError::EffectFirst => t!(lang, "genoa-refused-effect-first"),
        RuleError::OrderDone => t!(lang, "genoa-refused-order-done"),
        RuleError::NotInHand => t!(lang, "genoa-refused-not-in-hand"),
        RuleError::WrongCard => t!(lang, "genoa-refused-wrong-card"),
        RuleError::MissingCommodities => t!(lang, "genoa-refused-missing-commodities"),
        RuleError::NoTile => t!(lang, "genoa-refused-no-tile"),
        RuleError::SupplyEmpty => t!(lang, "genoa-refused-supply-empty"),
        RuleError::NotOwned => t!(lang, "genoa-refused-not-owned"),
        RuleError::Owned => t!(lang, "genoa-refused-owned"),
        RuleError::NoMarker => t!(lang, "genoa-refused-no-marker"),
        RuleError::NotAdjacent => t!(lang, "genoa-refused-not-adjacent"),
        RuleError::TooFewDucats => t!(lang, "genoa-refused-too-few-ducats"),
        RuleError::TooManyOffers => t!(lang, "genoa-refused-too-many-offers"),
    }
}

/// Why an offer cannot be made at all, in a few words (inside a refusal's sentence).
fn bad_offer(e: OfferError, lang: Lang) -> String {
    match e {
        OfferError::ToSelf => t!(lang, "genoa-bad-offer-to-self"),
        OfferError::BadBid => t!(lang, "genoa-bad-offer-bad-bid"),
        OfferError::BadAsk => t!(lang, "genoa-bad-offer-bad-ask"),
        OfferError::NoSubject => t!(lang, "genoa-bad-offer-no-subject"),
        OfferError::MakerLacks => t!(lang, "genoa-bad-offer-maker-lacks"),
        OfferError::MakerNoRoom => t!(lang, "genoa-bad-offer-maker-no-room"),
        OfferError::NoAction => t!(lang, "genoa-bad-offer-no-action"),
        OfferError::NoMarker => t!(lang, "genoa-bad-offer-no-marker"),
        OfferError::Empty => t!(lang, "genoa-bad-offer-empty"),
        OfferError::TwoPlayerItem => t!(lang, "genoa-bad-offer-two-player-item"),
        OfferError::NoFreeTrade => t!(lang, "genoa-bad-offer-no-free-trade"),
        OfferError::NotAllowed => t!(lang, "genoa-bad-offer-not-allowed"),
        OfferError::TradesOpen => t!(lang, "genoa-bad-offer-trades-open"),
        OfferError::TableFull => t!(lang, "genoa-bad-offer-table-full"),
        OfferError::TurnLimit => t!(lang, "genoa-bad-offer-turn-limit"),
    }
}
