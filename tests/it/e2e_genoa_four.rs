//! A whole game of Genoa for four on the fake Discord: three people, clicking, and a computer
//! in the fourth seat, moving by itself. Along the way every kind of trading happens once by
//! clicks: the action sold to a bidder, the tower's next step sold, an acquisition right sold,
//! a plain trade accepted, one declined, one withdrawn, and one void when accepted (it asks
//! more ducats than its recipient holds: refused in words, nothing changed). Then the same
//! end as every complete game: the final scores equal a replay of the stored log, each
//! person's last DM is their hand, and no channel message shows a hand.

use std::collections::BTreeSet;

use crate::e2e_genoa::{
    board_caught_up, builder_of, choices, dm_with, hands_in_dms_only, picker_of, players,
    sent_if_built,
};
use crate::support::bot::{self, WAIT, answered, is_over, with_verb};
use crate::support::fake_discord::{FakeDiscord, FakeUser};
use tavola::engine::genoa::view::PhaseView;
use tavola::engine::genoa::{Genoa, OfferId};
use tavola::engine::{Game, Seat};
use tavola::store::GameId;
use tavola::table::Tables;

/// The computer's seat: the people joined first.
const PROGRAM: Seat = Seat(3);

/// More decisions than a game of four needs.
const MAX_DECISIONS: usize = 5_000;

/// A choice of a picker, by its label.
pub(crate) type Fits<'a> = &'a dyn Fn(&str) -> bool;

/// A preference among a picker's choices, by label.
pub(crate) type Prefer = Box<dyn Fn(&str) -> bool + Send + Sync>;

/// A change made in the offer builder.
#[derive(Clone, Copy)]
pub(crate) enum Edit {
    /// Click the button so labelled.
    Click(&'static str),
    /// Choose no item in the select of what is asked.
    AskNothing,
}

/// The game being played, and how to reach it.
pub(crate) struct Table<'a> {
    pub(crate) fake: &'a FakeDiscord,
    pub(crate) board: u64,
    pub(crate) game: GameId,
    pub(crate) tables: Tables<Genoa>,
    pub(crate) people: &'a [FakeUser],
}

impl Table<'_> {
    pub(crate) async fn state(&self) -> (Genoa, i64) {
        let snap = self.tables.view(self.game).await.unwrap();
        (snap.state.clone().unwrap(), snap.game.version)
    }

    pub(crate) fn person(&self, seat: Seat) -> &FakeUser {
        &self.people[seat.index()]
    }

    fn seat_of(&self, who: &FakeUser) -> Seat {
        Seat(self.people.iter().position(|p| p.id == who.id).unwrap() as u8)
    }

    /// Plays, for `who`, the first choice of the picker that the first of `prefer` that
    /// fits any picks (an offer through its builder, sent unchanged); `None` if none fits,
    /// or if `who` may no longer act at all (another click's move, which lands after its
    /// answer, ended their part or the game since the caller looked). A picker the computer made stale
    /// before the click is opened again.
    pub(crate) async fn play<F: Fn(&str) -> bool + ?Sized>(
        &self,
        who: &FakeUser,
        prefer: &[Box<F>],
    ) -> Option<String> {
        for _ in 0..5 {
            board_caught_up(self.fake, self.board, &self.tables, self.game).await;
            let (_, before) = self.state().await;
            let picker = picker_of(self.fake, self.board, who).await;
            if !picker.content().starts_with("What you may do") {
                if picker.content().contains("moved on") {
                    continue;
                }
                let (now, _) = self.state().await;
                assert!(
                    ["It is not your turn", "This game is over"]
                        .iter()
                        .any(|why| picker.content().starts_with(why))
                        && !now.may_act().contains(self.seat_of(who)),
                    "{}",
                    picker.content()
                );
                return None;
            }
            let all = choices(&picker);
            let Some((id, value, label)) = prefer
                .iter()
                .find_map(|fits| all.iter().find(|(_, _, l)| fits(l)))
                .cloned()
            else {
                // A move played in between (a click's move lands after its answer): look
                // again at the game as it is now.
                if bot::board_version(&picker) != before {
                    continue;
                }
                return None;
            };
            let i = match &value {
                Some(value) => who.select(&picker, &id, &[value.as_str()]).await,
                None => who.click(&picker, &id).await,
            };
            let cb = sent_if_built(self.fake, who, &picker, answered(&i).await).await;
            if cb.is_ephemeral() && cb.content().contains("moved on") {
                continue;
            }
            assert!(!cb.is_ephemeral(), "\"{label}\" refused: {}", cb.content());
            bot::moved_on(self.fake, self.board, before, WAIT)
                .await
                .unwrap_or_else(|| panic!("\"{label}\" was not accepted"));
            return Some(label);
        }
        panic!("{}'s pickers kept going stale", who.name)
    }

    /// `who` makes the first offer of the picker that `fits`, changed in its builder by
    /// `edits` in turn, then sent; its number, or `None` when
    /// the picker lists no such offer.
    pub(crate) async fn offer(
        &self,
        who: &FakeUser,
        fits: Fits<'_>,
        edits: &[Edit],
    ) -> Option<OfferId> {
        for _ in 0..5 {
            board_caught_up(self.fake, self.board, &self.tables, self.game).await;
            let (_, before) = self.state().await;
            let picker = picker_of(self.fake, self.board, who).await;
            let (id, value, _) = choices(&picker).into_iter().find(|(_, _, l)| fits(l))?;
            let value = value.expect("offers are listed in selects");
            let cb = answered(&who.select(&picker, &id, &[value.as_str()]).await).await;
            let Some(mut builder) = builder_of(self.fake, &picker, &cb) else {
                assert!(cb.content().contains("moved on"), "{}", cb.content());
                continue;
            };
            for edit in edits {
                let i = match edit {
                    Edit::Click(label) => {
                        let button = builder
                            .button(label)
                            .unwrap_or_else(|| panic!("no {label} in {}", builder.content()));
                        who.click(&builder, &button).await
                    }
                    Edit::AskNothing => match with_verb(&builder, "ask") {
                        Some(select) => who.select(&builder, &select, &[]).await,
                        None => continue,
                    },
                };
                let cb = answered(&i).await;
                assert_eq!(cb.kind, 7, "the builder is redrawn in place");
                builder = self.fake.message(picker.id).unwrap();
            }
            let send = with_verb(&builder, "send").expect("Send offer");
            let cb = answered(&who.click(&builder, &send).await).await;
            assert!(!cb.is_ephemeral(), "the offer refused: {}", cb.content());
            bot::moved_on(self.fake, self.board, before, WAIT)
                .await
                .expect("the offer is on the board");
            let (state, _) = self.state().await;
            let seat = self.seat_of(who);
            return state
                .offers()
                .iter()
                .filter(|o| o.from == seat)
                .map(|o| o.id)
                .max();
        }
        panic!("{}'s pickers kept going stale", who.name)
    }

    /// `who` clicks the hand DM's button labelled `label`; the answer.
    pub(crate) async fn answer_by_dm(
        &self,
        who: &FakeUser,
        label: &str,
    ) -> crate::support::fake_discord::Callback {
        let (dm, button) = dm_with(self.fake, who, label).await;
        answered(&who.click(&dm, &button).await).await
    }

    pub(crate) async fn open_offers(&self) -> Vec<OfferId> {
        let (state, _) = self.state().await;
        state.offers().iter().map(|o| o.id).collect()
    }
}

/// Plain trades from `a` to `b`, all answered from the hands' DMs: one declined, one
/// withdrawn, one accepted, and one asking more ducats than `b` holds, which `b` accepts: it
/// is void, says why, and changes nothing.
async fn trades(t: &Table<'_>, a: Seat, b: Seat) {
    let (pa, pb) = (t.person(a), t.person(b));
    let to_b = format!("<@{}>", pb.id);
    let to_b = move |l: &str| l.starts_with("Offer") && l.contains(&to_b) && l.contains("a trade");
    // A ducat for nothing (the picker's trade, what it asks taken out): nothing `b` could
    // lack.
    let gift = [Edit::AskNothing, Edit::Click("Give +1 ducat")];
    let mut ids = Vec::new();
    for _ in 0..3 {
        ids.push(t.offer(pa, &to_b, &gift).await.expect("a trade to propose"));
    }
    let [declined, withdrawn, accepted] = ids[..] else {
        unreachable!()
    };
    t.answer_by_dm(pb, &format!("Decline #{declined}")).await;
    assert!(!t.open_offers().await.contains(&declined), "declined");
    t.answer_by_dm(pa, &format!("Withdraw #{withdrawn}")).await;
    assert!(!t.open_offers().await.contains(&withdrawn), "withdrawn");
    let cb = t.answer_by_dm(pb, &format!("Accept #{accepted}")).await;
    assert!(
        !t.open_offers().await.contains(&accepted),
        "accepted: {}",
        cb.content()
    );

    let (state, _) = t.state().await;
    let purse = state.public_view().seats[b.index()].ducats;
    let mut tens = vec![Edit::AskNothing];
    tens.extend(vec![Edit::Click("Ask +10 ducats"); purse as usize / 10 + 1]);
    let greedy = t.offer(pa, &to_b, &tens).await.expect("a trade to propose");
    let (state, _) = t.state().await;
    let offer = state
        .offers()
        .iter()
        .find(|o| o.id == greedy)
        .copied()
        .expect("it stands");
    assert!(
        offer.terms.get.ducats > purse,
        "{offer:?} asks more than {purse}"
    );
    let (_, version) = t.state().await;
    let cb = t.answer_by_dm(pb, &format!("Accept #{greedy}")).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("does not hold what their side gives"),
        "{}",
        cb.content()
    );
    assert_eq!(t.state().await.1, version, "a void offer changes nothing");
    t.answer_by_dm(pa, &format!("Withdraw #{greedy}")).await;
}

/// Whether a choice steps the tower.
fn a_step(label: &str) -> bool {
    ["North", "East", "South", "West"]
        .iter()
        .any(|w| label.contains(w))
}

/// The choices that move a game on quickest, in the order preferred: the tower rolls, takes
/// the action and receives it, the others pass; it steps while `stepping`, then stops, places
/// its markers and ends the turn. Last, anything but an offer.
pub(crate) fn quickest(stepping: bool) -> Vec<Prefer> {
    let is = |p: &'static str| -> Prefer { Box::new(move |l: &str| l.starts_with(p)) };
    vec![
        is("Roll"),
        is("Take the action yourself"),
        is("Receive"),
        is("Draw a contract"),
        is("End the action"),
        is("Pass"),
        is("Declare the action void"),
        Box::new(move |l: &str| stepping && a_step(l)),
        is("Stop the tower here"),
        is("Place a marker"),
        is("Let the right go"),
        is("End the turn"),
        Box::new(a_step),
        is("Accept offer"),
        Box::new(|l: &str| !l.starts_with("Offer")),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_4_player_game_with_a_computer_and_every_kind_of_trade() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let people = players(&fake, 3);
    let (game, board) = bot::open_paced(&fake, "Genoa", &people[0], &[]).await;
    for p in &people[1..] {
        let lobby = fake.message(board).unwrap();
        answered(&p.click(&lobby, &lobby.button("Join").unwrap()).await).await;
    }
    let lobby = fake.message(board).unwrap();
    let computer = with_verb(&lobby, "computer").expect("the lobby offers computer players");
    answered(&people[0].select(&lobby, &computer, &["basic"]).await).await;
    let lobby = fake.message(board).unwrap();
    answered(
        &people[0]
            .click(&lobby, &lobby.button("Start").unwrap())
            .await,
    )
    .await;
    let t = Table {
        fake: &fake,
        board,
        game,
        tables: bot.tables::<Genoa>(),
        people: &people,
    };

    let mut sold: BTreeSet<&str> = BTreeSet::new();
    let (mut traded, mut tried_at, mut decisions) = (false, -1, 0);
    loop {
        assert!(decisions < MAX_DECISIONS, "the game did not end");
        if is_over(&fake.message(board).unwrap()) {
            break;
        }
        let (state, version) = t.state().await;
        let awaited = state.awaited();
        if awaited.is_empty() || awaited.contains(PROGRAM) {
            // The computer is to move: the board moves on by itself.
            bot::moved_on(&fake, board, version, WAIT)
                .await
                .unwrap_or_else(|| panic!("the computer did not move at {version}"));
            continue;
        }
        decisions += 1;
        let view = state.public_view();
        let tower = view.tower;
        if !traded && matches!(view.phase, PhaseView::Move) {
            let others: Vec<Seat> = (0..3).map(Seat).filter(|&s| s != tower).collect();
            trades(&t, others[0], others[1]).await;
            traded = true;
            continue;
        }
        // Each kind of bid, once, sold by a person at the tower to a person who bids.
        let kind = match &view.phase {
            PhaseView::Window { .. } => Some(("action", "the action")),
            PhaseView::Move => Some(("step", "a step to")),
            PhaseView::Acquire { rights, at } if *at < rights.len() => {
                Some(("right", "the right to"))
            }
            _ => None,
        };
        if let Some((kind, about)) = kind.filter(|(k, _)| !sold.contains(k))
            && tower != PROGRAM
            && tried_at != version
        {
            tried_at = version;
            let bidder = (0..3)
                .map(Seat)
                .find(|&s| s != tower && (kind != "action" || awaited.contains(s)));
            if let Some(bidder) = bidder {
                let bid = |l: &str| l.starts_with("Offer") && l.contains(about);
                if let Some(id) = t.offer(t.person(bidder), &bid, &[]).await {
                    let accept = format!("Accept offer #{id}");
                    let is_accept: Box<dyn Fn(&str) -> bool> = Box::new(move |l: &str| l == accept);
                    let accepted = t.play(t.person(tower), &[is_accept]).await;
                    if accepted.is_some() {
                        sold.insert(kind);
                    }
                    continue;
                }
            }
        }
        let seat = awaited.iter().next().unwrap();
        let stepping = view.discs.len() < 3;
        t.play(t.person(seat), &quickest(stepping))
            .await
            .unwrap_or_else(|| panic!("{seat} has nothing to do at {version}"));
    }
    assert!(traded, "the trades were made");
    assert_eq!(
        sold,
        BTreeSet::from(["action", "right", "step"]),
        "every kind of bid sold"
    );

    // The log holds each kind of sale, accepted, and the game replays to the same end.
    let (state, _) = t.state().await;
    let outcome = state.outcome().expect("the game is over");
    t.tables.verify(game).await.expect("the log replays");
    let replayed = t
        .tables
        .record(game)
        .await
        .unwrap()
        .replay(|_, _, _, _| {})
        .unwrap();
    assert_eq!(
        replayed.outcome(),
        Some(outcome),
        "scores equal the replayed log"
    );
    let log = t.tables.store().actions(game).await.unwrap();
    for subject in [
        "\"subject\":\"action\"",
        "\"subject\":{\"move\"",
        "\"subject\":{\"right\"",
        "\"subject\":\"trade\"",
    ] {
        assert!(
            log.iter().any(|a| a.action_json.contains(subject)),
            "an offer on {subject} in the log"
        );
    }
    // The hands name the seats as the board does.
    let mut names: Vec<String> = people.iter().map(|p| format!("<@{}>", p.id)).collect();
    names.push("Basic computer (Seat 4)".into());
    hands_in_dms_only(&fake, &state, game, &people, &names).await;
    fake.assert_no_violations();
    println!("{decisions} decisions by the people");
    bot.stop(&fake).await;
}
