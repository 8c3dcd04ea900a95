//! Taking back in Palazzo ([`Game::take_back`](crate::engine::Game::take_back)).
//!
//! Everything that only moves what lies open on the table, or the seat's own money and tiles,
//! may be taken back: a rebuild, a pick from the money already revealed, a buy, an auction
//! opened (or a share-out started), a raise, a pass that leaves the bidding open, taking a
//! shared-out tile, and building a tile. Nothing is drawn at the end of a turn in Palazzo, so
//! ending one changes nothing of this. Taking money and drawing tiles turn up hidden cards and
//! tiles, so they stand. So does whatever hands something to another seat: the pick that
//! leaves the last revealed card to the next seat, the pass that closes an auction (the winner
//! pays and takes the quarry), and the placement after which the last shared-out tile falls to
//! the next seat.

use super::money::Cards;
use super::{Event, Palazzo, Phase, SeatState, Tile};
use crate::engine::{Irreversible, Seat};

/// Whether `seat`'s action, which took the game from `before` to `after` saying `events`, may
/// be taken back. The events decide; the states are compared too, so that a consequence an
/// event does not name (a rule added later) still keeps the action.
pub(super) fn take_back(
    before: &Palazzo,
    seat: Seat,
    after: &Palazzo,
    events: &[Event],
) -> Result<(), Irreversible> {
    by_events(seat, events).and(by_states(before, seat, after))
}

/// What the events say.
fn by_events(seat: Seat, events: &[Event]) -> Result<(), Irreversible> {
    let revealed = events.iter().any(|event| {
        matches!(
            event,
            Event::MoneyRevealed { .. }
                | Event::DeckReshuffled { .. }
                | Event::TileDrawn { .. }
                | Event::GameEndTileDrawn { .. }
        )
    });
    if revealed {
        return Err(Irreversible::Revealed);
    }
    let other_seat = events.iter().any(|event| match *event {
        // The last revealed card, or the last shared-out tile, goes to the next seat unasked.
        Event::MoneyTaken { seat: taker, .. } | Event::TileTaken { seat: taker, .. } => {
            taker != seat
        }
        // Only a pass closes an auction, so the winner is another seat: it pays its bid and
        // takes the quarry.
        Event::AuctionWon { .. } => true,
        _ => false,
    });
    if other_seat {
        return Err(Irreversible::OtherSeat);
    }
    Ok(())
}

/// What comparing the states says: whether anything hidden moved, or anything another seat
/// holds.
fn by_states(before: &Palazzo, seat: Seat, after: &Palazzo) -> Result<(), Irreversible> {
    // The stacks and the deck are face down, and their generator only shuffles: an action that
    // touched them turned up something.
    if before.stacks != after.stacks || before.deck != after.deck || before.rng != after.rng {
        return Err(Irreversible::Revealed);
    }
    let others = (0..before.players).map(Seat).filter(|&other| other != seat);
    for other in others {
        if holdings(before, other) != holdings(after, other) {
            return Err(Irreversible::OtherSeat);
        }
    }
    Ok(())
}

/// What `seat` holds: its hand and palaces, the tiles it is to build, and the cards it has put
/// out in the auction running (none when none runs, as when one is opened).
fn holdings(game: &Palazzo, seat: Seat) -> (&SeatState, &[Tile], Cards) {
    let bid = match &game.phase {
        Phase::Auction(auction) => auction.bids[seat.index()].cards,
        _ => Cards::EMPTY,
    };
    (game.seat(seat), game.pending(seat), bid)
}

#[cfg(test)]
mod tests {
    use std::collections::{BTreeSet, HashSet};

    use rand::SeedableRng;
    use rand_chacha::ChaCha8Rng;

    use super::*;
    use crate::engine::Game;
    use crate::engine::palazzo::components::{Card, Material};
    use crate::engine::palazzo::fixtures::{auction, game, raise, tile};
    use crate::engine::palazzo::money::cards;
    use crate::engine::palazzo::tiles::QUARRIES;
    use crate::engine::palazzo::{Action, Rebuild, Site};
    use crate::engine::playout::{MAX_ACTIONS, players_rng};

    use Irreversible::{OtherSeat, Revealed};

    /// Deals per allowed action on which the action must show its seat the same game: the
    /// battery's number.
    const DEALS: usize = 3;

    /// What `seat` sees of `game`, as the battery compares it.
    fn seen(game: &Palazzo, seat: Seat) -> (serde_json::Value, serde_json::Value) {
        (
            serde_json::to_value(game.public_view()).unwrap(),
            serde_json::to_value(game.private_view(seat)).unwrap(),
        )
    }

    /// The battery's check on an action allowed (`learned_nothing`), and that doing it again
    /// on the state before gives exactly the state after: what taking back relies on.
    fn assert_sound(
        before: &Palazzo,
        seat: Seat,
        action: &Action,
        after: &Palazzo,
        rng: &mut ChaCha8Rng,
        ctx: &str,
    ) {
        let mut again = before.clone();
        let events = again.apply(seat, action).unwrap();
        assert_eq!(&again, after, "{ctx}: {action:?} done again differs");
        assert_eq!(before.take_back(seat, action, &again, &events), Ok(()));
        let real = seen(after, seat);
        for _ in 0..DEALS {
            let mut dealt = before.determinize(seat, rng);
            dealt.apply(seat, action).unwrap_or_else(|e| {
                panic!("{ctx}: {action:?} may be taken back, but a deal {seat} cannot tell from this one refuses it: {e}")
            });
            assert_eq!(
                seen(&dealt, seat),
                real,
                "{ctx}: {action:?} may be taken back, but it showed {seat} something hidden"
            );
        }
    }

    /// Plays `action` for `seat` and says whether it may be taken back; an action allowed is
    /// held to [`assert_sound`].
    fn verdict(g: &mut Palazzo, seat: u8, action: &Action) -> Result<(), Irreversible> {
        let (seat, before) = (Seat(seat), g.clone());
        let events = g.apply(seat, action).unwrap();
        let verdict = before.take_back(seat, action, g, &events);
        if verdict.is_ok() {
            let mut rng = ChaCha8Rng::seed_from_u64(17);
            assert_sound(&before, seat, action, g, &mut rng, "fixture");
        }
        verdict
    }

    /// A game of `players` where seat 0 has drawn its two tiles and is to buy or auction, with
    /// every quarry emptied for the test to fill.
    fn drawn(players: u8) -> Palazzo {
        let mut g = game(players);
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        for q in 0..QUARRIES {
            g.set_quarry(q, &[]);
        }
        g
    }

    /// `n` different brick tiles, none in a palace.
    fn bricks(g: &Palazzo, n: u8) -> Vec<Tile> {
        (0..n)
            .map(|i| tile(g, Material::Brick, i / 3 + 1, i % 3 + 1))
            .collect()
    }

    fn place_new(tile: &Tile) -> Action {
        Action::Place {
            tile: tile.id,
            site: Site::NewPalace,
        }
    }

    /// The tile offered first to the seat sharing out now.
    fn first_in_pool(g: &Palazzo) -> Tile {
        match &g.phase {
            Phase::ShareOut(share) => share.pool[0],
            other => panic!("not sharing out: {other:?}"),
        }
    }

    #[test]
    fn taking_money_cannot_be_taken_back_as_it_turns_up_money_cards() {
        for players in 2..=4 {
            let mut g = game(players);
            assert_eq!(verdict(&mut g, 0, &Action::TakeMoney), Err(Revealed));
        }
        // Even when the deck is empty and the discards are shuffled into a new one.
        let mut g = game(3);
        g.discards = g.deck.drain(..).collect();
        assert_eq!(verdict(&mut g, 0, &Action::TakeMoney), Err(Revealed));
    }

    #[test]
    fn drawing_tiles_cannot_be_taken_back_as_it_turns_up_tiles_from_the_stacks() {
        let mut g = game(3);
        assert_eq!(verdict(&mut g, 0, &Action::DrawTiles), Err(Revealed));
    }

    #[test]
    fn rebuilding_can_be_taken_back_though_it_ends_the_turn() {
        let mut g = game(2);
        g.set_hand(Seat(0), "red5 cert");
        let (b1, s2) = (
            tile(&g, Material::Brick, 1, 1),
            tile(&g, Material::Sandstone, 2, 2),
        );
        g.give_palace(Seat(0), &[b1, s2]);
        let lone = tile(&g, Material::Marble, 3, 1);
        g.give_palace(Seat(0), &[lone]);
        // The card paid goes to the open discards and the turn passes: nothing is drawn.
        for change in [
            Rebuild::Detach { tile: s2.id },
            Rebuild::Insert {
                tile: lone.id,
                palace: 0,
            },
            Rebuild::Remove { tile: lone.id },
        ] {
            let mut g = g.clone();
            let action = Action::Rebuild {
                change,
                pay: Card::CERTIFICATE,
            };
            assert_eq!(verdict(&mut g, 0, &action), Ok(()), "{change:?}");
            assert_eq!(g.to_act(), crate::engine::SeatSet::only(Seat(1)));
        }
    }

    #[test]
    fn picking_revealed_money_can_be_taken_back_while_the_next_seat_still_chooses() {
        let mut g = game(3);
        g.apply(Seat(0), &Action::TakeMoney).unwrap();
        // Four cards lie open: seat 0 takes two, seat 1 one, and seat 2 is left the last.
        for (seat, expected) in [(0, Ok(())), (0, Ok(()))] {
            let Phase::TakeMoney { revealed, .. } = g.phase else {
                panic!("money is being taken")
            };
            let card = revealed.iter().next().unwrap();
            assert_eq!(verdict(&mut g, seat, &Action::PickMoney { card }), expected);
        }
    }

    #[test]
    fn the_pick_that_leaves_the_last_card_to_another_seat_cannot_be_taken_back() {
        for players in 2..=4 {
            let mut g = game(players);
            g.apply(Seat(0), &Action::TakeMoney).unwrap();
            loop {
                let Phase::TakeMoney { revealed, .. } = g.phase else {
                    panic!("money is being taken")
                };
                let seat = g.to_act().single().unwrap();
                let card = revealed.iter().next().unwrap();
                let last_choice = revealed.len() == 2;
                let v = verdict(&mut g, seat.0, &Action::PickMoney { card });
                if last_choice {
                    assert_eq!(v, Err(OtherSeat), "{players} players");
                    break;
                }
                assert_eq!(v, Ok(()), "{players} players");
            }
        }
    }

    #[test]
    fn buying_from_the_warehouse_can_be_taken_back() {
        let mut g = game(3);
        g.set_hand(Seat(0), "red7 red5 red4");
        g.apply(Seat(0), &Action::DrawTiles).unwrap();
        // The warehouse lies open and nothing is drawn after a buy: the seat builds next.
        let tiles = g.warehouse.iter().take(2).map(|t| t.id).collect();
        let buy = Action::Buy {
            tiles,
            payment: cards("red7 red5 red4"),
        };
        assert_eq!(verdict(&mut g, 0, &buy), Ok(()));
    }

    #[test]
    fn auctioning_can_be_taken_back_whether_it_opens_bidding_shares_out_or_finds_nothing() {
        // The architect moves over open quarries; the opening bid is the 3-certificate, no card.
        let mut opens = drawn(3);
        let ts = bricks(&opens, 4);
        opens.set_quarry(2, &ts[..2]);
        assert_eq!(verdict(&mut opens, 0, &Action::Auction), Ok(()));
        assert_eq!(auction(&opens).quarry, 2);

        let mut shares = drawn(3);
        shares.set_quarry(1, &ts);
        assert_eq!(verdict(&mut shares, 0, &Action::Auction), Ok(()));
        assert!(matches!(shares.phase, Phase::ShareOut(_)));

        let mut nothing = drawn(3);
        assert_eq!(verdict(&mut nothing, 0, &Action::Auction), Ok(()));
        assert_eq!(nothing.phase, Phase::ChooseAction, "the turn has passed");
    }

    /// Seat 0 auctions one tile among three seats.
    fn bidding() -> Palazzo {
        let mut g = drawn(3);
        g.set_hands(&["silver7", "red5 red6", "brown6"]);
        let ts = bricks(&g, 1);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        g
    }

    #[test]
    fn a_raise_can_be_taken_back() {
        // The cards go from the seat's hand to its own bid, in the open; only a pass ever
        // closes an auction.
        let mut g = bidding();
        let action = Action::Raise {
            cards: cards("red5"),
        };
        assert_eq!(verdict(&mut g, 1, &action), Ok(()));
        raise(&mut g, 2, "brown6").unwrap();
        let action = Action::Raise {
            cards: cards("silver7"),
        };
        assert_eq!(verdict(&mut g, 0, &action), Ok(()), "the auctioneer too");
    }

    #[test]
    fn a_pass_that_leaves_two_bidders_in_can_be_taken_back() {
        let mut g = bidding();
        raise(&mut g, 1, "red5").unwrap();
        // The bid comes back to the seat's own hand; the auction goes on.
        assert_eq!(verdict(&mut g, 2, &Action::Pass), Ok(()));
        assert!(matches!(g.phase, Phase::Auction(_)));
    }

    #[test]
    fn the_pass_that_closes_an_auction_cannot_be_taken_back_as_the_winner_pays_and_takes_the_tiles()
    {
        let mut g = bidding();
        raise(&mut g, 1, "red5").unwrap();
        g.apply(Seat(2), &Action::Pass).unwrap();
        assert_eq!(verdict(&mut g, 0, &Action::Pass), Err(OtherSeat));
        assert_eq!(g.pending(Seat(1)).len(), 1);

        // Also when nobody raised and the auctioneer wins for the certificate alone.
        let mut g = bidding();
        g.apply(Seat(1), &Action::Pass).unwrap();
        assert_eq!(verdict(&mut g, 2, &Action::Pass), Err(OtherSeat));
        assert_eq!(g.pending(Seat(0)).len(), 1);
    }

    #[test]
    fn taking_a_tile_from_a_share_out_can_be_taken_back() {
        let mut g = drawn(3);
        let ts = bricks(&g, 5);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        let take = Action::TakeTile {
            tile: first_in_pool(&g).id,
        };
        assert_eq!(verdict(&mut g, 0, &take), Ok(()));
    }

    #[test]
    fn placing_a_tile_can_be_taken_back_even_the_last_one_that_ends_the_turn() {
        let mut g = game(3);
        let ts = [
            tile(&g, Material::Marble, 2, 1),
            tile(&g, Material::Marble, 4, 2),
        ];
        g.acquire(Seat(0), &ts);
        assert_eq!(verdict(&mut g, 0, &place_new(&ts[0])), Ok(()));
        let on_top = Action::Place {
            tile: ts[1].id,
            site: Site::Palace(0),
        };
        assert_eq!(verdict(&mut g, 0, &on_top), Ok(()));
        assert_eq!(g.to_act(), crate::engine::SeatSet::only(Seat(1)));

        let mut g = game(2);
        let t = tile(&g, Material::Brick, 5, 3);
        g.acquire(Seat(0), &[t]);
        let out = Action::Place {
            tile: t.id,
            site: Site::OutOfGame,
        };
        assert_eq!(verdict(&mut g, 0, &out), Ok(()));
    }

    #[test]
    fn placing_a_shared_out_tile_can_be_taken_back_while_the_next_seat_still_chooses_or_the_rest_leave()
     {
        // Three seats share five tiles: each chooses one, then two leave the game.
        let mut g = drawn(3);
        let ts = bricks(&g, 5);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        for seat in 0..3 {
            let t = first_in_pool(&g);
            g.apply(Seat(seat), &Action::TakeTile { tile: t.id })
                .unwrap();
            assert_eq!(verdict(&mut g, seat, &place_new(&t)), Ok(()));
        }
        assert_eq!(g.phase, Phase::ChooseAction);
    }

    #[test]
    fn the_placement_after_which_the_last_shared_out_tile_falls_to_the_next_seat_cannot_be_taken_back()
     {
        // Four seats share four tiles: the fourth seat has no choice and is handed the last.
        let mut g = drawn(4);
        let ts = bricks(&g, 4);
        g.set_quarry(1, &ts);
        g.apply(Seat(0), &Action::Auction).unwrap();
        for seat in 0..3 {
            let t = first_in_pool(&g);
            g.apply(Seat(seat), &Action::TakeTile { tile: t.id })
                .unwrap();
            let expected = if seat == 2 { Err(OtherSeat) } else { Ok(()) };
            assert_eq!(verdict(&mut g, seat, &place_new(&t)), expected);
        }
        assert_eq!(g.pending(Seat(3)).len(), 1);
    }

    /// Random games of 2, 3 and 4 players: every action allowed is held to the battery's check
    /// and done again gives the same state; the events and the states always agree; and each
    /// kind is decided as the module says.
    #[test]
    fn every_action_allowed_in_random_games_shows_its_seat_nothing_a_deal_could_change() {
        const GAMES: u64 = 100;
        let mut allowed = BTreeSet::new();
        let mut refused = HashSet::new();
        for players in 2..=4u8 {
            for seed in 0..GAMES {
                let mut g = Palazzo::setup(&Default::default(), players, seed).unwrap();
                let mut rng = players_rng(seed);
                let mut deals = ChaCha8Rng::seed_from_u64(seed ^ 0x7a6e);
                let mut step = 0;
                while let Some(seat) = g.to_act().iter().next() {
                    assert!(step < MAX_ACTIONS);
                    let ctx = format!("{players}p seed {seed} step {step}");
                    let action = g.random_action(seat, &mut rng).unwrap();
                    let before = g.clone();
                    let events = g.apply(seat, &action).unwrap();
                    assert_eq!(
                        by_events(seat, &events),
                        by_states(&before, seat, &g),
                        "{ctx}: {action:?} {events:?}"
                    );
                    match before.take_back(seat, &action, &g, &events) {
                        Ok(()) => {
                            assert_sound(&before, seat, &action, &g, &mut deals, &ctx);
                            allowed.insert(action.kind());
                        }
                        Err(why) => {
                            refused.insert((action.kind(), why));
                        }
                    }
                    step += 1;
                }
            }
        }
        let all: BTreeSet<_> = Action::KINDS.into_iter().collect();
        let kept = BTreeSet::from(["draw_tiles", "take_money"]);
        assert_eq!(allowed, &all - &kept);
        assert_eq!(
            refused,
            HashSet::from([
                ("draw_tiles", Revealed),
                ("take_money", Revealed),
                ("pick_money", OtherSeat),
                ("pass", OtherSeat),
                ("place", OtherSeat),
            ])
        );
    }
}
