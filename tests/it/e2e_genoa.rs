//! Genoa on Discord, end to end: the real bot against the fake Discord, played through slash
//! commands and clicks only. The seat the board names opens its picker from *Act…* and
//! chooses one of the engine's choices — rolls, steps, actions taken, bids, asks, trades,
//! answers — varied from decision to decision; the final scores must equal a replay of the
//! stored log, every player's last DM the engine's hand, and no channel message may show a hand.

use std::collections::BTreeMap;

use crate::support::bot::{
    self, WAIT, answered, board_version, embed_texts, is_over, received_texts, shows_a_hand,
    start_game_of, to_act, verb, with_verb,
};
use crate::support::fake_discord::{Callback, FakeDiscord, FakeMessage, FakeUser};
use tavola::discord::ui::Ui;
use tavola::engine::genoa::{Genoa, Phase, Subject};
use tavola::engine::{Game, Seat};
use tavola::lang::Lang;

/// More decisions than any scripted game of Genoa needs.
const MAX_DECISIONS: usize = 6_000;

pub(crate) fn players(fake: &FakeDiscord, n: usize) -> Vec<FakeUser> {
    [
        (7001, "Bianca"),
        (7002, "Cosimo"),
        (7003, "Dora"),
        (7004, "Emilio"),
    ]
    .into_iter()
    .take(n)
    .map(|(id, name)| fake.user(id, name))
    .collect()
}

/// Every choice of a picker: (control id, the value chosen in its select or `None` for a
/// button, label). The decisions of the moment are buttons, the offers in selects.
pub(crate) fn choices(picker: &FakeMessage) -> Vec<(String, Option<String>, String)> {
    let mut out = Vec::new();
    for id in picker.custom_ids() {
        let control = picker.component(&id).expect("the control");
        match verb(&id).as_str() {
            "pick" => out.push((
                id.clone(),
                None,
                control["label"].as_str().unwrap_or_default().to_string(),
            )),
            "choose" => {
                for o in control["options"].as_array().into_iter().flatten() {
                    out.push((
                        id.clone(),
                        Some(o["value"].as_str().unwrap_or_default().to_string()),
                        o["label"].as_str().unwrap_or_default().to_string(),
                    ));
                }
            }
            _ => {}
        }
    }
    out
}

/// The first word of a choice's label, to count what the game saw.
fn kind_of(label: &str) -> String {
    label
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// One decision of the seat the board names, from the board and the bot's answers alone.
async fn decide(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
    seen: &mut BTreeMap<String, usize>,
) {
    let board = fake.message(board_id).expect("the board");
    let before = board_version(&board);
    let actor_id = to_act(&board).unwrap_or_else(|| panic!("someone acts: {}", board.text()));
    let actor = players
        .iter()
        .find(|p| p.id == actor_id)
        .expect("a player acts");
    let act = with_verb(&board, "act").expect("Act… while the game goes on");
    let i = actor.click(&board, &act).await;
    let cb = answered(&i).await;
    assert!(cb.is_ephemeral(), "the picker is private");
    let picker = i
        .ephemeral_responses()
        .pop()
        .expect("the seat the board names has a picker");
    let all = choices(&picker);
    assert!(!all.is_empty(), "a picker with nothing in it");
    // Mostly the first choices (rolling, taking, stepping, answering), now and then any.
    let pick = if turn % 4 == 3 {
        (turn * 7) % all.len()
    } else {
        (turn / 4) % all.len().min(3)
    };
    let (id, value, label) = &all[pick];
    *seen.entry(kind_of(label)).or_default() += 1;
    let i = match value {
        Some(value) => actor.select(&picker, id, &[value.as_str()]).await,
        None => actor.click(&picker, id).await,
    };
    let cb = sent_if_built(fake, actor, &picker, answered(&i).await).await;
    assert!(
        !cb.is_ephemeral(),
        "\"{label}\" is played, not refused: {}",
        cb.content()
    );
    bot::moved_on(fake, board_id, before, WAIT)
        .await
        .unwrap_or_else(|| panic!("\"{label}\" at version {before} was not accepted"));
}

async fn a_whole_game(n: usize) -> BTreeMap<String, usize> {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, n);
    let (game, board) = start_game_of(&fake, "Genoa", &players).await;
    for p in &players {
        assert!(
            !fake.wait_dms(p.id, 1, WAIT).await.is_empty(),
            "{}'s hand by DM",
            p.name
        );
    }
    let mut seen = BTreeMap::new();
    let mut decisions = 0;
    while !is_over(&fake.message(board).unwrap()) {
        assert!(
            decisions < MAX_DECISIONS,
            "the game did not end in {MAX_DECISIONS} decisions"
        );
        decide(&fake, board, &players, decisions, &mut seen).await;
        decisions += 1;
    }

    let tables = bot.tables::<Genoa>();
    let state = tables.view(game).await.unwrap().state.clone().unwrap();
    let outcome = state.outcome().expect("the game is over");
    tables
        .verify(game)
        .await
        .expect("the log replays to the stored game");
    let replayed = tables
        .record(game)
        .await
        .unwrap()
        .replay(|_, _, _, _| {})
        .unwrap();
    assert_eq!(
        replayed.outcome(),
        Some(outcome.clone()),
        "scores equal the replayed log"
    );
    let last_board = fake.message(board).unwrap();
    assert!(
        last_board.text().contains("Final scores"),
        "{}",
        last_board.text()
    );
    for seat in 1..=n {
        assert!(
            !last_board.text().contains(&format!("Seat {seat} ")),
            "events name the players: {}",
            last_board.text()
        );
    }

    let names: Vec<String> = players.iter().map(|p| format!("<@{}>", p.id)).collect();
    hands_in_dms_only(&fake, &state, game, &players, &names).await;
    fake.assert_no_violations();
    seen.insert("decisions".into(), decisions);
    seen
}

/// Each person's last DM is their hand as the game ended (its seats named by `names`, as the
/// board names them; the people sit in the first seats), and no channel message shows a hand.
pub(crate) async fn hands_in_dms_only(
    fake: &FakeDiscord,
    state: &Genoa,
    game: tavola::store::GameId,
    people: &[FakeUser],
    names: &[String],
) {
    for (i, p) in people.iter().enumerate() {
        let expected = embed_texts(&Genoa::hand(
            &state.private_view(Seat(i as u8)),
            game,
            names,
            Lang::En,
        ));
        let last = fake
            .wait_dm(p.id, WAIT, |m| received_texts(m) == expected)
            .await;
        assert!(
            last.is_some(),
            "{}'s last hand: {:?}, expected {expected:?}",
            p.name,
            fake.dms_to(p.id).last().map(received_texts)
        );
    }
    for m in bot::channel_messages(fake) {
        assert!(
            !shows_a_hand(&m) && !m.text().contains("your hand"),
            "{}",
            m.text()
        );
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_2_player_game_of_genoa_by_clicks() {
    let seen = a_whole_game(2).await;
    for kind in ["Roll", "Take"] {
        assert!(seen.contains_key(kind), "no {kind}: {seen:?}");
    }
    println!("{seen:?}");
}

/// The builder a choice in `picker` turned it into (an offer is built before it is sent),
/// or `None` if the choice was played at once.
pub(crate) fn builder_of(
    fake: &FakeDiscord,
    picker: &FakeMessage,
    cb: &Callback,
) -> Option<FakeMessage> {
    const UPDATE: u8 = 7;
    (cb.kind == UPDATE)
        .then(|| fake.message(picker.id).expect("the picker"))
        .filter(|m| with_verb(m, "send").is_some())
}

/// When a choice opened the offer builder, the offer sent as it was proposed; the answer to
/// the click that played something.
pub(crate) async fn sent_if_built(
    fake: &FakeDiscord,
    who: &FakeUser,
    picker: &FakeMessage,
    cb: Callback,
) -> Callback {
    let Some(builder) = builder_of(fake, picker, &cb) else {
        return cb;
    };
    assert!(
        builder.content().contains("not sent yet"),
        "the offer is shown before it is sent: {}",
        builder.content()
    );
    let send = with_verb(&builder, "send").expect("Send offer");
    answered(&who.click(&builder, &send).await).await
}

/// Opens `who`'s picker from the board's *Act…*.
pub(crate) async fn picker_of(fake: &FakeDiscord, board_id: u64, who: &FakeUser) -> FakeMessage {
    let board = fake.message(board_id).expect("the board");
    let act = with_verb(&board, "act").expect("Act…");
    let i = who.click(&board, &act).await;
    answered(&i).await;
    i.ephemeral_responses().pop().expect("a picker")
}

/// Plays the first choice of `who`'s picker whose label `fits`, or returns `None` if there is
/// none; waits until the board shows it played.
async fn play_choice(
    fake: &FakeDiscord,
    board_id: u64,
    who: &FakeUser,
    fits: impl Fn(&str) -> bool,
) -> Option<String> {
    let before = board_version(&fake.message(board_id).unwrap());
    let picker = picker_of(fake, board_id, who).await;
    let all = choices(&picker);
    let Some((id, value, label)) = all.iter().find(|(_, _, l)| fits(l)).cloned() else {
        let labels: Vec<&String> = all.iter().map(|c| &c.2).collect();
        println!("{} has none such among {labels:?}", who.name);
        return None;
    };
    let i = match value {
        Some(value) => who.select(&picker, &id, &[value.as_str()]).await,
        None => who.click(&picker, &id).await,
    };
    let cb = sent_if_built(fake, who, &picker, answered(&i).await).await;
    assert!(!cb.is_ephemeral(), "\"{label}\" refused: {}", cb.content());
    bot::moved_on(fake, board_id, before, WAIT)
        .await
        .unwrap_or_else(|| panic!("\"{label}\" was not accepted"));
    Some(label)
}

/// Waits until the board shows the game's version (a click from a DM moves the game; the
/// board is edited after).
pub(crate) async fn board_caught_up(
    fake: &FakeDiscord,
    board: u64,
    tables: &tavola::table::Tables<Genoa>,
    game: tavola::store::GameId,
) {
    let version = tables.view(game).await.unwrap().game.version;
    fake.wait_message_id(board, WAIT, |m| board_version(m) == version)
        .await
        .expect("the board shows the game as it stands");
}

/// The last DM to `who` once it carries a button labelled `label`.
pub(crate) async fn dm_with(
    fake: &FakeDiscord,
    who: &FakeUser,
    label: &str,
) -> (FakeMessage, String) {
    let dm = fake
        .wait_dm(who.id, WAIT, |m| m.button(label).is_some())
        .await
        .unwrap_or_else(|| panic!("{} has no DM with {label}", who.name));
    let id = dm.button(label).unwrap();
    (dm, id)
}

/// Opens a game of Genoa for the two `players`; the tower player rolls, and the other proposes
/// three trades to them (at the start, with no goods about, the least one: a card of theirs
/// for nothing). Returns the game, its board, the tower player and the other.
///
/// A roll that starts the tower in the market ends that round at once, and the next round's
/// tower player rolls in turn (no one trades before the tower stands), so the rolls go on
/// until one starts a turn.
async fn three_trades_proposed<'p>(
    fake: &FakeDiscord,
    players: &'p [FakeUser],
) -> (tavola::store::GameId, u64, &'p FakeUser, &'p FakeUser) {
    let (game, board) = start_game_of(fake, "Genoa", players).await;
    let rolling = |fake: &FakeDiscord| {
        let board = fake.message(board).unwrap();
        board
            .text()
            .contains("rolls for the tower's start")
            .then(|| to_act(&board).unwrap())
    };
    let mut rolls = 0;
    let mut tower_id = None;
    while let Some(id) = rolling(fake) {
        rolls += 1;
        assert!(rolls <= 12, "every round's roll started in the market");
        let tower = players.iter().find(|p| p.id == id).unwrap();
        play_choice(fake, board, tower, |l| l.starts_with("Roll"))
            .await
            .expect("the tower player rolls");
        tower_id = Some(id);
    }
    let tower_id = tower_id.expect("the game opens with a roll");
    let (tower, other) = if players[0].id == tower_id {
        (&players[0], &players[1])
    } else {
        (&players[1], &players[0])
    };
    for _ in 0..3 {
        play_choice(fake, board, other, |l| l.contains("a trade: give"))
            .await
            .expect("a trade to propose");
    }
    (game, board, tower, other)
}

/// Plain trades over days, by DM: one player proposes trades from the picker; the other sees
/// each in their hand's DM with *Accept* and *Decline*, the maker with *Withdraw*. One is
/// declined, one withdrawn, one accepted (from a DM older than the offers after it); then the
/// bot is stopped with offers open and started again: the open offers are all still there and
/// the old DMs' buttons still answer them. Then an offer for the tower's step, gone once the
/// tower steps elsewhere, says so when accepted from the old DM and changes nothing. (An offer
/// void but still standing is answered in words by the same buttons: see the hand's tests.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn trades_by_dm_are_declined_withdrawn_accepted_and_gone_and_survive_a_restart() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let bot = bot::start(&fake, &db).await;
    let players = players(&fake, 2);
    let (game, board, tower, other) = three_trades_proposed(&fake, &players).await;
    let tables = bot.tables::<Genoa>();
    let state = tables.view(game).await.unwrap().state.clone().unwrap();
    let open = trades_open(&state);
    let [declined, withdrawn, accepted] = open[..] else {
        panic!("three trades open: {:?}", state.offers())
    };
    let (early_dm, _) = dm_with(&fake, tower, &format!("Accept #{accepted}")).await;
    let (makers_dm, _) = dm_with(&fake, other, &format!("Withdraw #{withdrawn}")).await;

    // Stopped and started with the offers open: nothing is lost, old buttons still work.
    bot.stop(&fake).await;
    let bot = bot::start(&fake, &db).await;
    let tables = bot.tables::<Genoa>();
    let after = tables.view(game).await.unwrap().state.clone().unwrap();
    assert_eq!(
        trades_open(&after),
        open,
        "the open offers survive the restart"
    );

    let answer = |who: &FakeUser, dm: &FakeMessage, label: String| {
        let (who, dm) = (who.clone(), dm.clone());
        async move {
            let id = dm.button(&label).unwrap_or_else(|| panic!("{label}"));
            answered(&who.click(&dm, &id).await).await
        }
    };
    let open_now = async || trades_open(tables.view(game).await.unwrap().state.as_ref().unwrap());
    answer(tower, &early_dm, format!("Decline #{declined}")).await;
    assert_eq!(open_now().await, [withdrawn, accepted], "declined");
    answer(other, &makers_dm, format!("Withdraw #{withdrawn}")).await;
    assert_eq!(open_now().await, [accepted], "withdrawn");
    answer(tower, &early_dm, format!("Accept #{accepted}")).await;
    assert!(open_now().await.is_empty(), "accepted");
    let log = tables.store().actions(game).await.unwrap();
    for what in ["\"decline\"", "\"withdraw\"", "\"accept\""] {
        assert!(log.iter().any(|a| a.action_json.contains(what)), "{what}");
    }

    // On to the tower's next step, the window settled the quickest way.
    let phase = async || {
        let state = tables.view(game).await.unwrap().state.clone().unwrap();
        (state.phase().clone(), state.awaited())
    };
    let mut guard = 0;
    while !matches!(phase().await.0, Phase::Move) {
        guard += 1;
        assert!(guard < 20, "no move window: {:?}", phase().await);
        let seat = phase().await.1.iter().next().unwrap();
        let who = &players[seat.index()];
        board_caught_up(&fake, board, &tables, game).await;
        let quickest = [
            "Declare the action void",
            "Pass",
            "End the action",
            "Receive",
        ];
        play_choice(&fake, board, who, |l| {
            quickest.iter().any(|q| l.starts_with(q))
        })
        .await
        .expect("a quick way through the window");
    }
    board_caught_up(&fake, board, &tables, game).await;
    // The other offers for a step; the tower player steps elsewhere: the offer is gone, and
    // its Accept in the hand, clicked later, says so and changes nothing.
    play_choice(&fake, board, other, |l| l.contains("a step to"))
        .await
        .expect("an offer for the tower's step");
    let state = tables.view(game).await.unwrap().state.clone().unwrap();
    let offer = *state
        .offers()
        .iter()
        .find(|o| matches!(o.terms.subject, Subject::Move { .. }))
        .expect("the move offer");
    let Subject::Move { to, .. } = offer.terms.subject else {
        unreachable!()
    };
    let (dm, _) = dm_with(&fake, tower, &format!("Accept #{}", offer.id)).await;
    let elsewhere = format!("{to}");
    play_choice(&fake, board, tower, |l| {
        ["North", "East", "South", "West"]
            .iter()
            .any(|w| l.contains(w))
            && !l.contains(&elsewhere)
    })
    .await
    .expect("another step");
    let version = tables.view(game).await.unwrap().game.version;
    let cb = answer(tower, &dm, format!("Accept #{}", offer.id)).await;
    // The step taken, the offer for another lapsed with the move window it was made in.
    assert!(
        cb.is_ephemeral()
            && cb
                .content()
                .contains(&format!("No open offer {}", offer.id)),
        "{}",
        cb.content()
    );
    assert_eq!(
        tables.view(game).await.unwrap().game.version,
        version,
        "a void offer changes nothing"
    );
    tables.verify(game).await.expect("the log replays");
    fake.assert_no_violations();
    bot.stop(&fake).await;
}

/// The open offers `state` holds that are put to a player (plain trades), by number.
fn trades_open(state: &Genoa) -> Vec<u16> {
    state
        .offers()
        .iter()
        .filter(|o| o.terms.to.is_some())
        .map(|o| o.id)
        .collect()
}

/// The trades open in the game `game` as the database file `db` holds it, read beside the
/// running (or killed) bot.
async fn trades_stored(db: &std::path::Path, game: tavola::store::GameId) -> Vec<u16> {
    use tavola::store::Store;
    let url = format!("sqlite://{}", db.display());
    let store = Store::open_with(Store::connect_options(&url).unwrap().read_only(true))
        .await
        .expect("the store opens beside the bot");
    let tables = tavola::table::Tables::<Genoa>::new(store.clone());
    let open = trades_open(tables.view(game).await.unwrap().state.as_ref().unwrap());
    store.close().await;
    open
}

/// The bot's process killed (SIGKILL: nothing of it runs after) with three trades open: the
/// started process has all three, and the buttons of the DMs the killed one sent answer them
/// (each answer comes once its move is stored, so the database shows it at once).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_killed_with_trades_open_loses_none_of_them() {
    use crate::support::process::{BotProcess, Launch};
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let db = bot::database(dir.path());
    let mut process = BotProcess::start(&fake, dir.path(), &Launch::sqlite(&db)).await;
    let players = players(&fake, 2);
    let (game, _, tower, other) = three_trades_proposed(&fake, &players).await;
    let open = trades_stored(&db, game).await;
    let [declined, withdrawn, accepted] = open[..] else {
        panic!("three trades open: {open:?}")
    };
    let (towers_dm, _) = dm_with(&fake, tower, &format!("Accept #{accepted}")).await;
    let (makers_dm, _) = dm_with(&fake, other, &format!("Withdraw #{withdrawn}")).await;

    process.sigkill();
    let logs = process.reap(&fake).await;
    assert!(!logs.contains("panicked"), "the bot panicked: {logs}");
    assert_eq!(
        trades_stored(&db, game).await,
        open,
        "stored before the kill"
    );
    let process = BotProcess::start(&fake, dir.path(), &Launch::sqlite(&db).named("bot-1")).await;

    let answer = async |who: &FakeUser, dm: &FakeMessage, label: String| {
        let id = dm.button(&label).unwrap_or_else(|| panic!("{label}"));
        let cb = answered(&who.click(dm, &id).await).await;
        assert!(!cb.content().contains("No open offer"), "{}", cb.content());
    };
    answer(tower, &towers_dm, format!("Decline #{declined}")).await;
    assert_eq!(
        trades_stored(&db, game).await,
        [withdrawn, accepted],
        "declined"
    );
    answer(other, &makers_dm, format!("Withdraw #{withdrawn}")).await;
    assert_eq!(trades_stored(&db, game).await, [accepted], "withdrawn");
    answer(tower, &towers_dm, format!("Accept #{accepted}")).await;
    assert!(trades_stored(&db, game).await.is_empty(), "accepted");
    fake.assert_no_violations();
    drop(process);
}
