//! Whole games on Discord's bad days: the scripted players of `e2e_games`, `e2e_alhambra` and
//! `e2e_princes` play a game by clicks while a fault plan is in force (REST faults) or while the
//! gateway keeps failing (a fault every few decisions); then the faults stop and the bot
//! settles. [`play_through`] checks what already holds (the bot lives on, the game finishes,
//! the log replays, no action applied twice) and hands back what a test needs for more.
#![allow(dead_code)]

use std::time::Duration;

use serde_json::json;
use tavola::discord::follow_up::FollowUp;
use tavola::discord::ids::WireId;
use tavola::discord::message::{Message, Row};
use tavola::discord::render;
use tavola::discord::ui::Ui;
use tavola::engine::{alhambra::Alhambra, palazzo::Palazzo, princes::Princes};
use tavola::store::{GameId, GameStatus, Store};
use tavola::table::Tables;

use super::bot::{self, Bot, board_version, is_over, start_game_of};
use super::fake_discord::faults::Plan;
use super::fake_discord::{FakeDiscord, FakeUser, opt, sub};

/// The games, as `/play` names them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Palazzo,
    Alhambra,
    Princes,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Kind::Palazzo, Kind::Alhambra, Kind::Princes];

    pub fn title(self) -> &'static str {
        match self {
            Kind::Palazzo => "Palazzo",
            Kind::Alhambra => "Alhambra",
            Kind::Princes => "The Princes of Florence",
        }
    }

    /// One decision of the player to act, by the game's scripted players.
    pub async fn decide(self, fake: &FakeDiscord, board: u64, players: &[FakeUser], turn: usize) {
        match self {
            Kind::Palazzo => {
                bot::play_one(fake, board, players, turn).await;
            }
            Kind::Alhambra => crate::e2e_alhambra::decide_once(fake, board, players, turn).await,
            Kind::Princes => crate::e2e_princes::decide_once(fake, board, players, turn).await,
        }
    }
}

/// A gateway fault, as the fake makes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GatewayFault {
    /// Close code 1001 (going away).
    Close1001,
    /// Close code 4000 (unknown error).
    Close4000,
    /// The TCP connection dropped, no close frame.
    Drop,
    /// Op 7, Reconnect.
    Reconnect,
    /// Heartbeats no longer acknowledged; nothing dispatched arrives.
    Zombie,
}

impl GatewayFault {
    pub const ALL: [GatewayFault; 5] = [
        GatewayFault::Close1001,
        GatewayFault::Close4000,
        GatewayFault::Drop,
        GatewayFault::Reconnect,
        GatewayFault::Zombie,
    ];

    /// Makes the fault on the bot's connection; false when no bot is connected.
    pub fn apply(self, fake: &FakeDiscord) -> bool {
        match self {
            GatewayFault::Close1001 => fake.close_gateway(1001),
            GatewayFault::Close4000 => fake.close_gateway(4000),
            GatewayFault::Drop => fake.drop_connection(),
            GatewayFault::Reconnect => fake.request_reconnect(),
            GatewayFault::Zombie => fake.zombie(),
        }
    }
}

/// What goes wrong during the game.
#[derive(Clone, Debug)]
pub enum BadDay {
    /// Nothing on Discord's side: what goes wrong is the test's own doing (a process killed).
    Calm,
    /// This REST fault plan is in force for the whole game.
    Rest(Plan),
    /// These gateway faults, in turn, one every `every` decisions.
    Gateway {
        faults: Vec<GatewayFault>,
        every: usize,
    },
}

/// What a game played through a bad day came to.
#[derive(Debug)]
pub struct Played {
    pub game: GameId,
    /// The board the game ended on (a board posted again after a lost one has another id).
    pub board: u64,
    pub decisions: usize,
    /// Decisions the scripted players could not see through (a lost answer or board), after
    /// which they looked at the board again (`/game board` when it had not moved on).
    pub recoveries: usize,
    /// The gateway faults made.
    pub gateway_faults: usize,
}

/// Decisions a game may take at most.
const MAX_DECISIONS: usize = 600;
/// How long one decision may take before the players look again.
const DECISION_WAIT: Duration = Duration::from_secs(40);

/// Opens a game of `kind` for `players` (2 to 4), plays it to the end by clicks through `day`,
/// then ends the faults and waits for the bot to settle. Panics unless the bot lives on, the
/// game finishes, its log replays to the stored game, and every action of a person's seat in
/// the log answers a click of theirs on a control drawn for the version before it (no click
/// applied twice, nothing applied that nobody clicked).
pub async fn play_through(
    fake: &FakeDiscord,
    bot: &Bot,
    kind: Kind,
    players: &[FakeUser],
    day: &BadDay,
) -> Played {
    let played = play(fake, kind, players, day, || bot.running()).await;

    // The bad day ends; the bot settles.
    fake.faults().clear();
    fake.gateway_outage(false);
    fake.wait_ready().await;
    settled(fake, &bot.data.store).await;
    assert!(bot.running(), "the bot lives on");
    let cb = bot::answered(
        &players[0]
            .slash("games", json!([sub("all", json!([]))]))
            .await,
    )
    .await;
    assert!(cb.is_ephemeral(), "the bot still answers");
    check(fake, &bot.data.store, kind, &played, players).await;
    played
}

/// Opens a game of `kind` for `players` in their channel and plays it to the end by clicks
/// through `day`, as long as `alive` says the bot is. A decision that fails (a lost answer, a
/// board that did not move on) sends the players back to the board, posted again if it is lost.
pub async fn play(
    fake: &FakeDiscord,
    kind: Kind,
    players: &[FakeUser],
    day: &BadDay,
    alive: impl Fn() -> bool,
) -> Played {
    let (game, mut board) = start_game_of(fake, kind.title(), players).await;
    if let BadDay::Rest(plan) = day {
        fake.faults().set(plan.clone());
    }
    let mut played = Played {
        game,
        board,
        decisions: 0,
        recoveries: 0,
        gateway_faults: 0,
    };
    let mut turn = 0;
    loop {
        let shown = fake.message(board).expect("the board");
        if is_over(&shown) {
            break;
        }
        assert!(turn < MAX_DECISIONS, "the game did not end");
        assert!(alive(), "the bot died at decision {turn}");
        if let BadDay::Gateway { faults, every } = day
            && turn % every == every / 2
        {
            let fault = faults[(turn / every) % faults.len()];
            if fault.apply(fake) {
                played.gateway_faults += 1;
            }
        }
        let before = board_version(&shown);
        // The scripted players panic on what they did not expect (a lost answer, a board
        // that did not move on): each decision runs in a task of its own, and a failed one
        // sends them back to the board.
        let mut decision = tokio::spawn({
            let fake = fake.handle();
            let players = players.to_vec();
            async move { kind.decide(&fake, board, &players, turn).await }
        });
        let decided = if let Ok(joined) = tokio::time::timeout(DECISION_WAIT, &mut decision).await {
            joined.is_ok()
        } else {
            decision.abort();
            false
        };
        turn += 1;
        played.decisions += 1;
        let moved_on = bot::moved_on(fake, board, before, bot::WAIT)
            .await
            .is_some();
        if decided && moved_on {
            continue;
        }
        played.recoveries += 1;
        if !moved_on {
            board = board_again(fake, &players[0], game, board).await;
        }
    }
    played.board = board;
    played
}

/// Waits until the bot has sent everything it owes and Discord has seen no call for a moment.
pub async fn settled(fake: &FakeDiscord, store: &Store) {
    settle(fake).await;
    // A quiet moment is not enough: a message whose last try failed waits out its backoff
    // (seconds, after a few failures) before it goes again.
    bot::drained(store).await;
    settle(fake).await;
}

/// The checks on a game played to its end, from the store: it finished, its log replays to
/// the stored game, no action was applied twice or without a click, and every message it
/// called for reached Discord once ([`said_once`]).
pub async fn check(
    fake: &FakeDiscord,
    store: &Store,
    kind: Kind,
    played: &Played,
    players: &[FakeUser],
) {
    let game = played.game;
    let (row, seats) = store.load(game).await.unwrap().expect("the game");
    assert_eq!(row.status, GameStatus::Finished, "game {game} finished");
    no_action_twice(fake, store, game, &seats).await;
    match kind {
        Kind::Palazzo => replays_and_said_once::<Palazzo>(fake, store, played, players).await,
        Kind::Alhambra => replays_and_said_once::<Alhambra>(fake, store, played, players).await,
        Kind::Princes => replays_and_said_once::<Princes>(fake, store, played, players).await,
    }
}

/// The game's log replays to the stored game, and [`said_once`] holds.
async fn replays_and_said_once<G: Ui>(
    fake: &FakeDiscord,
    store: &Store,
    played: &Played,
    players: &[FakeUser],
) {
    let tables = Tables::<G>::new(store.clone());
    tables
        .verify(played.game)
        .await
        .expect("the log replays to the stored game");
    said_once(fake, store, &tables, played.game, played.board, players).await;
}

/// Posts the board again (`/game board`), as a player who lost it would; returns its id.
async fn board_again(fake: &FakeDiscord, player: &FakeUser, game: GameId, old: u64) -> u64 {
    for _ in 0..5 {
        let i = player
            .slash("game", json!([sub("board", json!([opt("game", game.0)]))]))
            .await;
        if i.try_callback(bot::ACK * 3).await.is_none() {
            continue;
        }
        let posted = fake
            .wait_message(bot::WAIT, |m| {
                m.interaction_id == Some(i.id) && (!m.custom_ids().is_empty() || is_over(m))
            })
            .await;
        if let Some(m) = posted {
            return m.id;
        }
    }
    // The old board may still have moved on meanwhile.
    old
}

/// Waits until the fake has seen no call for a moment.
async fn settle(fake: &FakeDiscord) {
    let mut last = fake.calls().len();
    for _ in 0..40 {
        tokio::time::sleep(Duration::from_millis(250)).await;
        let now = fake.calls().len();
        if now == last {
            return;
        }
        last = now;
    }
}

/// Every action of a person's seat in the log answers one click of that person on a control
/// of this game drawn for the version before it.
async fn no_action_twice(
    fake: &FakeDiscord,
    store: &Store,
    game: GameId,
    seats: &[tavola::store::SeatRow],
) {
    let clicks = clicks_on(fake, game);
    let actions = store.actions(game).await.unwrap();
    let mut people = 0;
    for (i, a) in actions.iter().enumerate() {
        let Some(owner) = seats
            .iter()
            .find(|s| s.seat == a.seat)
            .and_then(|s| s.owner)
        else {
            continue;
        };
        people += 1;
        // A click may play more than one action of its seat (a move of several steps): the
        // later ones follow another action of the same seat, and differ from it.
        let same_move =
            i > 0 && actions[i - 1].seat == a.seat && actions[i - 1].action_json != a.action_json;
        assert!(
            clicks.contains(&(owner, a.seq - 1)) || same_move,
            "action {} of seat {} ({}) answers no click of <@{owner}> at version {}",
            a.seq,
            a.seat,
            a.action_json,
            a.seq - 1
        );
    }
    assert!(
        people <= clicks.len(),
        "{people} actions of people from {} clicks",
        clicks.len()
    );
}

/// The versions each move of the game started from: an action starts a move when its seat's
/// owner clicked a control drawn for the version before it (the later actions of a move of
/// several steps follow a version no board ever showed).
fn move_starts(
    clicks: &[(u64, i64)],
    seats: &[tavola::store::SeatRow],
    actions: &[tavola::store::StoredAction],
) -> Vec<i64> {
    actions
        .iter()
        .filter(|a| {
            let owner = seats
                .iter()
                .find(|s| s.seat == a.seat)
                .and_then(|s| s.owner);
            owner.is_some_and(|o| clicks.contains(&(o, a.seq - 1)))
        })
        .map(|a| a.seq - 1)
        .collect()
}

/// Once Discord recovers, the board shows the game as stored, and every message the game's
/// start and moves called for reached Discord exactly once: each ping and game-over post in
/// the game's channel (its host's), each hand by DM (a player whose DMs are closed gets the
/// channel's notice once instead), none posted twice.
pub async fn said_once<G: Ui>(
    fake: &FakeDiscord,
    store: &Store,
    tables: &Tables<G>,
    game: GameId,
    board: u64,
    players: &[FakeUser],
) {
    let snap = tables.view(game).await.expect("the game");
    let shown = fake.message(board).expect("the board");
    assert_eq!(
        look(&shown.json),
        message_json(&render::board(&snap)),
        "the board shows the game as stored"
    );

    let clicks = clicks_on(fake, game);
    let actions = store.actions(game).await.unwrap();
    let mut starts = move_starts(&clicks, &snap.seats, &actions);
    starts.push(i64::try_from(actions.len()).unwrap());
    let mut owed = render::first_messages(&tables.moved_between(game, 0, 0).await.unwrap().after);
    for pair in starts.windows(2) {
        let moved = tables.moved_between(game, pair[0], pair[1]).await.unwrap();
        owed.extend(render::after_move(&moved));
    }
    let mut posts: Vec<String> = Vec::new();
    let mut dms: std::collections::BTreeMap<u64, usize> = std::collections::BTreeMap::new();
    for f in owed {
        match f {
            FollowUp::Post { message, .. } | FollowUp::GameOver { message, .. } => {
                posts.push(message.content.unwrap_or_default());
            }
            FollowUp::Dm { user, .. } => {
                if let Some(user) = user {
                    *dms.entry(user).or_default() += 1;
                }
            }
            other => panic!("a move called for {other:?}"),
        }
    }
    for p in players {
        let owed = dms.get(&p.id).copied().unwrap_or_default();
        if fake.dms_closed(p.id) {
            posts.push(format!(
                "<@{}> does not accept direct messages from me, so I cannot send their hand: \
                 use **My hand** on the board of game {game} to see it.",
                p.id
            ));
            assert!(fake.dms_to(p.id).is_empty(), "<@{}>: DMs are closed", p.id);
        } else {
            assert_eq!(
                fake.dms_to(p.id).len(),
                owed,
                "<@{}>: each hand that changed, once",
                p.id
            );
        }
    }
    let mut said: Vec<String> = fake
        .messages_in(players[0].channel_id())
        .into_iter()
        .filter(|m| m.interaction_id.is_none() && !m.deleted && m.id != board)
        .map(|m| m.content().to_owned())
        .collect();
    assert!(
        posts
            .iter()
            .any(|p| p.contains(&format!("game {game} is over"))),
        "the game's end is owed: {posts:#?}"
    );
    posts.sort();
    said.sort();
    assert_eq!(said, posts, "each ping and game-over post, once");
}

/// The clicks on this game's controls: who clicked, on a control drawn for which version.
fn clicks_on(fake: &FakeDiscord, game: GameId) -> Vec<(u64, i64)> {
    fake.interactions()
        .into_iter()
        .filter_map(|(user, data)| {
            let id = WireId::parse(data["custom_id"].as_str()?).ok()?;
            (id.game == game).then_some((user, id.version))
        })
        .collect()
}

/// A message as the bot would send it, as [`look`] reads one from Discord.
fn message_json(message: &Message) -> serde_json::Value {
    let ids: Vec<String> = message
        .rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.id.clone()).collect(),
            Row::Select(select) => vec![select.id.clone()],
        })
        .collect();
    json!({
        "content": message.content.clone().unwrap_or_default(),
        "embeds": message.embeds.iter().map(|e| json!({
            "title": e.title,
            "description": e.description,
            "fields": e.fields.iter().map(|f| json!({"name": f.name, "value": f.value})).collect::<Vec<_>>(),
            "footer": e.footer,
        })).collect::<Vec<_>>(),
        "custom_ids": ids,
    })
}

/// What a player reads on a message: its text, its embeds' words, its controls (not how a
/// picture is attached).
fn look(json: &serde_json::Value) -> serde_json::Value {
    let ids: Vec<String> = json["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
        .collect();
    json!({
        "content": json["content"].as_str().unwrap_or_default(),
        "embeds": json["embeds"].as_array().into_iter().flatten().map(|e| json!({
            "title": e["title"].as_str().unwrap_or_default(),
            "description": e["description"].as_str().unwrap_or_default(),
            "fields": e["fields"].as_array().into_iter().flatten()
                .map(|f| json!({"name": f["name"], "value": f["value"]})).collect::<Vec<_>>(),
            "footer": e["footer"]["text"].as_str(),
        })).collect::<Vec<_>>(),
        "custom_ids": ids,
    })
}
