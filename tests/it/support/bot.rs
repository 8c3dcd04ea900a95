//! The real bot (the same poise framework and serenity client as production) run against the
//! fake Discord, and scripted players who play Palazzo from what Discord shows them.
#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serde_json::Value;
use tavola::clock::Clock;
use tavola::computer::Budget;
use tavola::config::Config;
use tavola::discord::Data;
use tavola::discord::ids::WireId;
use tavola::discord::message::Message;
use tavola::store::{GameId, Store};
use tavola::table::Computers;

use super::fake_discord::{FakeDiscord, FakeMessage, FakeUser, Injected, opt};

pub const TOKEN: &str = "fake-bot-token";
/// Discord's deadline for answering an interaction.
pub const ACK: Duration = Duration::from_secs(3);
/// How long a test waits for the bot to post or fire what it should.
pub const WAIT: Duration = Duration::from_secs(5);

pub struct Bot {
    pub data: Arc<Data>,
    /// Where the games' pages are served (`http://127.0.0.1:<port>`), for a bot started with
    /// them ([`start_with_pages`]).
    pub pages: Option<String>,
    shards: Arc<serenity::ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

pub fn database(dir: &Path) -> PathBuf {
    dir.join("tavola.sqlite")
}

/// How many iterations a strong computer seat searches per decision in these tests.
pub const COMPUTER_ITERATIONS: u32 = 200;

/// Starts the bot on the database file `db` and waits until it is connected and its commands
/// are registered.
pub async fn start(fake: &FakeDiscord, db: &Path) -> Bot {
    start_seeded(fake, db, 1).await
}

/// Starts the bot; the games it opens get seeds `first`, `first + 1`, ...
pub async fn start_seeded(fake: &FakeDiscord, db: &Path, first: u64) -> Bot {
    start_with(fake, db, first, Clock::system()).await
}

/// Starts the bot on a clock the test moves (`Clock::manual`): reminders and deadlines fall due
/// when the test says. After moving it, `bot.data.test_support().settled().await` waits until
/// whatever fell due has fired.
pub async fn start_with_clock(fake: &FakeDiscord, db: &Path, clock: &Clock) -> Bot {
    start_with(fake, db, 1, clock.clone()).await
}

/// A bot whose computer seats think as `computers` says.
pub async fn start_with_computers(fake: &FakeDiscord, db: &Path, computers: Computers) -> Bot {
    start_thinking(fake, db, 1, Clock::system(), computers).await
}

async fn start_with(fake: &FakeDiscord, db: &Path, first: u64, clock: Clock) -> Bot {
    // Computer seats search a fixed, small number of iterations: quick, and the same on every
    // machine.
    let computers = Computers::new(Budget::Iterations(COMPUTER_ITERATIONS), 2);
    start_thinking(fake, db, first, clock, computers).await
}

/// A bot that serves its games' pages on a free local port, as `WEB_ADDR` would.
pub async fn start_with_pages(fake: &FakeDiscord, db: &Path) -> Bot {
    let computers = Computers::new(Budget::Iterations(COMPUTER_ITERATIONS), 2);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    launch(fake, db, 1, Clock::system(), computers, Some(listener)).await
}

async fn start_thinking(
    fake: &FakeDiscord,
    db: &Path,
    first: u64,
    clock: Clock,
    computers: Computers,
) -> Bot {
    launch(fake, db, first, clock, computers, None).await
}

async fn launch(
    fake: &FakeDiscord,
    db: &Path,
    first: u64,
    clock: Clock,
    computers: Computers,
    pages: Option<tokio::net::TcpListener>,
) -> Bot {
    // `TEST_LOG=debug cargo test ...` shows the bot's logs.
    if let Ok(filter) = std::env::var("TEST_LOG") {
        let _ = tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::new(filter))
            .with_test_writer()
            .try_init();
    }
    let config = Config {
        token: TOKEN.into(),
        database_url: format!("sqlite://{}", db.display()),
        guild_id: Some(FakeDiscord::GUILD_ID),
        // Discord's own URLs over TLS, resolved to the fake: serenity's rate limiter stays on.
        api_base: Some(fake.tls_api_base()),
        api_root_certificate: Some(FakeDiscord::root_certificate()),
        computer_budget: std::time::Duration::from_millis(10),
        game_cache_size: tavola::table::DEFAULT_CACHE_SIZE,
        metrics_addr: None,
        shards: None,
        web: None,
    };
    let store = Store::open(&config.database_url)
        .await
        .expect("database opens");
    let base = pages
        .as_ref()
        .map(|l| format!("http://{}", l.local_addr().unwrap()));
    let store = match &base {
        Some(base) => store.with_pages(base),
        None => store,
    };
    let next = std::sync::atomic::AtomicU64::new(first);
    let seeds = move || next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let data = Arc::new(
        Data::new(store)
            .with_seeds(seeds)
            .with_clock(clock)
            .with_computers(computers),
    );
    if let Some(listener) = pages {
        tavola::web::serve_on(listener, tavola::web::Pages::new(data.tables.clone())).unwrap();
    }
    let mut client = tavola::discord::client(&config, data.clone())
        .await
        .expect("client builds");
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    fake.wait_ready().await;
    fake.wait_commands(Duration::from_secs(10)).await;
    Bot {
        data,
        pages: base,
        shards,
        task,
    }
}

impl Bot {
    /// The bot's table service for the games of `G`.
    pub fn tables<G: tavola::engine::Game>(&self) -> tavola::table::Tables<G> {
        self.data.tables.of::<G>()
    }

    /// Whether the bot's client is still running.
    pub fn running(&self) -> bool {
        !self.task.is_finished()
    }

    /// Stops the bot as a restart would: its gateway closes, its memory is gone.
    pub async fn stop(self, fake: &FakeDiscord) {
        self.data.stop_scheduler().await;
        self.shards.shutdown_all().await;
        let _ = tokio::time::timeout(Duration::from_secs(5), self.task).await;
        fake.wait_disconnected(Duration::from_secs(5)).await;
        self.data.store.close().await;
    }
}

/// Waits for the bot's answer and checks it came within Discord's 3 seconds.
pub async fn answered(i: &Injected) -> super::fake_discord::Callback {
    let cb = i.callback(ACK * 2).await;
    assert!(cb.elapsed < ACK, "answered after {:?}", cb.elapsed);
    cb
}

/// Waits for the answer to a picker's confirmation and for the picker to close: the click is
/// acknowledged at once (kind 6) and the picker is edited to "Done: ..." once the move is
/// stored. Returns the closed picker. Panics, saying what the bot answered, if it never closes.
pub async fn confirmed(fake: &FakeDiscord, i: &Injected) -> FakeMessage {
    let cb = answered(i).await;
    let picker: u64 = i.payload["message"]["id"]
        .as_str()
        .and_then(|id| id.parse().ok())
        .expect("a click on a message");
    assert_eq!(
        cb.kind,
        6,
        "a confirmation is acknowledged before its move is played: {}",
        cb.content()
    );
    // "Done: …", in English or in the pseudo-language's marks.
    fake.wait_message_id(picker, ACK * 2, |m| {
        m.content()
            .trim_start_matches(tavola::lang::PSEUDO_OPEN)
            .starts_with("Done:")
    })
    .await
    .unwrap_or_else(|| {
        panic!(
            "the picker was not closed; the bot said: {:?}",
            i.ephemeral_responses()
                .iter()
                .map(FakeMessage::content)
                .collect::<Vec<_>>()
        )
    })
}

/// `/play game:Palazzo` by `host`; returns the game id and the lobby (board) message id.
pub async fn open_game(fake: &FakeDiscord, host: &FakeUser) -> (GameId, u64) {
    open_game_of(fake, "Palazzo", host).await
}

/// `/play game:<game>` by `host`; returns the game id and the lobby (board) message id.
pub async fn open_game_of(fake: &FakeDiscord, game: &str, host: &FakeUser) -> (GameId, u64) {
    open_paced(fake, game, host, &[]).await
}

/// `/play game:<game>` by `host` with the pace `options` (e.g. `opt("deadline_hours", 24)`),
/// without pictures or a thread unless `options` ask for them; returns the game and its lobby
/// message.
pub async fn open_paced(
    fake: &FakeDiscord,
    game: &str,
    host: &FakeUser,
    options: &[Value],
) -> (GameId, u64) {
    // Text alone unless a test asks for pictures: the scripted games check the flow, and the
    // pictures have tests of their own (`e2e_pictures`, and the complete game of Palazzo).
    let mut options = options.to_vec();
    if !options.iter().any(|o| o["name"] == "pictures") {
        options.push(opt("pictures", false));
    }
    // In the channel unless a test asks for a thread (`e2e_threads`), so the game's talk is
    // where these tests read it from the first message on.
    if !options.iter().any(|o| o["name"] == "thread") {
        options.push(opt("thread", false));
    }
    open_exactly(fake, game, host, &options).await
}

/// `/play game:<game>` by `host` with exactly `options`, the bot's defaults for the others;
/// returns the game and its lobby message.
pub async fn open_exactly(
    fake: &FakeDiscord,
    game: &str,
    host: &FakeUser,
    options: &[Value],
) -> (GameId, u64) {
    let mut all = vec![opt("game", choice(fake, "play", "game", game))];
    all.extend(options.iter().cloned());
    let i = host.slash("play", Value::Array(all)).await;
    answered(&i).await;
    let lobby = fake
        // Found by its Join control, in whatever language its label is.
        .wait_message(WAIT, |m| {
            m.interaction_id == Some(i.id) && with_verb(m, "join").is_some()
        })
        .await
        .expect("the lobby is posted");
    let id = WireId::parse(&with_verb(&lobby, "join").expect("a Join button"))
        .unwrap()
        .game;
    (id, lobby.id)
}

/// The value a Discord client sends for the choice named `name` of a registered command's
/// option: whatever the bot registered.
pub fn choice(fake: &FakeDiscord, command: &str, option: &str, name: &str) -> Value {
    let command = fake
        .command(command, Some(FakeDiscord::GUILD_ID))
        .unwrap_or_else(|| panic!("/{command} is registered"));
    let option = command["options"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|o| o["name"] == option)
        .expect("the option");
    option["choices"]
        .as_array()
        .into_iter()
        .flatten()
        .find(|c| c["name"] == name)
        .map(|c| c["value"].clone())
        .expect("the choice")
}

/// Opens a game, seats `players` (the first is the host) and starts it; returns the game and
/// its board message id.
pub async fn start_game(fake: &FakeDiscord, players: &[FakeUser]) -> (GameId, u64) {
    start_game_of(fake, "Palazzo", players).await
}

/// [`start_game`] for the game named `game` in `/play`'s choices.
pub async fn start_game_of(fake: &FakeDiscord, game: &str, players: &[FakeUser]) -> (GameId, u64) {
    start_game_with(fake, game, players, &[]).await
}

/// [`start_game_of`] with `/play` options, e.g. `opt("pictures", true)`.
pub async fn start_game_with(
    fake: &FakeDiscord,
    game: &str,
    players: &[FakeUser],
    options: &[Value],
) -> (GameId, u64) {
    let (game, board) = open_paced(fake, game, &players[0], options).await;
    for p in &players[1..] {
        let lobby = fake.message(board).unwrap();
        let i = p.click(&lobby, &lobby.button("Join").unwrap()).await;
        assert_eq!(answered(&i).await.kind, 7, "the lobby is updated in place");
    }
    let lobby = fake.message(board).unwrap();
    let i = players[0]
        .click(&lobby, &lobby.button("Start").unwrap())
        .await;
    assert_eq!(answered(&i).await.kind, 7);
    (game, board)
}

/// The user ids mentioned in a text, in order.
pub fn mentions(text: &str) -> Vec<u64> {
    text.split("<@")
        .skip(1)
        .filter_map(|rest| rest.split('>').next()?.parse().ok())
        .collect()
}

/// The seat to act, as the board says: the first mention of its decision line.
pub fn to_act(board: &FakeMessage) -> Option<u64> {
    let description = board.embeds().first()?["description"].as_str()?;
    let first_line = description.lines().next()?;
    mentions(first_line).first().copied()
}

/// The verb of a control, shared or the game's (without its namespace mark).
pub fn verb(custom_id: &str) -> String {
    WireId::parse(custom_id)
        .map(|c| c.control.verb().to_string())
        .unwrap_or_default()
}

/// The id of the first enabled component with this verb.
pub fn with_verb(message: &FakeMessage, v: &str) -> Option<String> {
    message
        .interactive_components()
        .into_iter()
        .filter(|c| c["disabled"] != Value::Bool(true))
        .filter_map(|c| c["custom_id"].as_str())
        .find(|id| verb(id) == v)
        .map(str::to_string)
}

/// The option values of a select.
pub fn options(message: &FakeMessage, custom_id: &str) -> Vec<String> {
    message.component(custom_id).map_or(Vec::new(), |c| {
        c["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str().map(str::to_string))
            .collect()
    })
}

/// Waits for the board to move on from version `before` (or end).
pub async fn moved_on(
    fake: &FakeDiscord,
    board: u64,
    before: i64,
    timeout: Duration,
) -> Option<FakeMessage> {
    fake.wait_message_id(board, timeout, |m| board_version(m) > before || is_over(m))
        .await
}

/// The state version a board was rendered for.
pub fn board_version(board: &FakeMessage) -> i64 {
    board
        .custom_ids()
        .first()
        .and_then(|id| WireId::parse(id).ok())
        .map_or(i64::MAX, |id| id.version)
}

/// One decision of a scripted player, made from the board and the bot's ephemeral answers
/// alone; `turn` varies the choices. Waits until the board shows the decision was accepted.
/// Returns every interaction made.
pub async fn play_one(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
) -> Vec<Injected> {
    let before = board_version(&fake.message(board_id).expect("the board"));
    let made = decide(fake, board_id, players, turn).await;
    moved_on(fake, board_id, before, Duration::from_secs(5))
        .await
        .unwrap_or_else(|| panic!("the decision at version {before} was not accepted"));
    made
}

async fn decide(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
) -> Vec<Injected> {
    let board = fake.message(board_id).expect("the board");
    let actor_id = to_act(&board).expect("someone acts");
    let actor = players
        .iter()
        .find(|p| p.id == actor_id)
        .unwrap_or_else(|| panic!("the actor <@{actor_id}> is a player: {}", board.text()));
    let mut made = Vec::new();
    let click = |id: &str| {
        let board = board.clone();
        let id = id.to_string();
        async move { actor.click(&board, &id).await }
    };

    if let Some(place) = with_verb(&board, "place") {
        let opts = options(&board, &place);
        // Build on a palace when one fits (the third option on), else start one.
        let choice = if opts.len() > 2 && !turn.is_multiple_of(3) {
            &opts[2]
        } else {
            &opts[0]
        };
        let i = actor.select(&board, &place, &[choice]).await;
        answered(&i).await;
        made.push(i);
    } else if let Some(tile) = with_verb(&board, "tile") {
        let opts = options(&board, &tile);
        let i = actor
            .select(&board, &tile, &[&opts[turn % opts.len()]])
            .await;
        answered(&i).await;
        made.push(i);
    } else if let Some(pick) = with_verb(&board, "pick") {
        let i = click(&pick).await;
        answered(&i).await;
        made.push(i);
    } else if with_verb(&board, "pass").is_some() {
        let mut raised = false;
        if turn.is_multiple_of(3) {
            let i = click(&with_verb(&board, "raise").unwrap()).await;
            answered(&i).await;
            let picker = i.ephemeral_responses().pop().expect("a picker");
            made.push(i);
            if let Some(pay) = with_verb(&picker, "pay") {
                let i = actor.click(&picker, &pay).await;
                confirmed(fake, &i).await;
                made.push(i);
                raised = true;
            }
        }
        if !raised {
            let i = click(&with_verb(&board, "pass").unwrap()).await;
            answered(&i).await;
            made.push(i);
        }
    } else if with_verb(&board, "auction").is_some() {
        let mut bought = false;
        if turn.is_multiple_of(2)
            && let Some(buy) = with_verb(&board, "buy")
        {
            let i = click(&buy).await;
            answered(&i).await;
            let chooser = i.ephemeral_responses().pop().expect("an answer");
            made.push(i);
            if let Some(tiles) = with_verb(&chooser, "buytiles") {
                let first = options(&chooser, &tiles)[0].clone();
                let i = actor.select(&chooser, &tiles, &[&first]).await;
                answered(&i).await;
                made.push(i);
                let picker = fake.message(chooser.id).unwrap();
                if let Some(pay) = with_verb(&picker, "pay") {
                    let i = actor.click(&picker, &pay).await;
                    confirmed(fake, &i).await;
                    made.push(i);
                    bought = true;
                }
            }
        }
        if !bought {
            let i = click(&with_verb(&board, "auction").unwrap()).await;
            answered(&i).await;
            made.push(i);
        }
    } else if turn % 7 == 3
        && let Some(rebuild) = with_verb(&board, "rebuild")
    {
        // Rebuild: the first change offered, paid with the first card.
        let i = click(&rebuild).await;
        answered(&i).await;
        let chooser = i.ephemeral_responses().pop().expect("a rebuild chooser");
        made.push(i);
        let select = with_verb(&chooser, "rb").expect("rebuild options");
        let change = options(&chooser, &select)[0].clone();
        let i = actor.select(&chooser, &select, &[&change]).await;
        answered(&i).await;
        made.push(i);
        let payment = fake.message(chooser.id).unwrap();
        let select = with_verb(&payment, "rbpay").expect("a card to pay with");
        let card = options(&payment, &select)[0].clone();
        let i = actor.select(&payment, &select, &[&card]).await;
        confirmed(fake, &i).await;
        made.push(i);
    } else if let Some(draw) = with_verb(&board, "draw") {
        let take = with_verb(&board, "take");
        let chosen = match take {
            Some(take) if turn % 3 == 1 => take,
            _ => draw,
        };
        let i = click(&chosen).await;
        answered(&i).await;
        made.push(i);
    } else {
        panic!("no decision on the board: {}", board.text());
    }
    made
}

/// Plays the people's decisions (by the scripted player) while the computers move on their
/// own, until the board shows the game over. Returns how many decisions the people made.
pub async fn play_with_computers(fake: &FakeDiscord, board_id: u64, players: &[FakeUser]) -> usize {
    let mut turn = 0;
    for _ in 0..2_000 {
        let board = fake.message(board_id).expect("the board");
        if is_over(&board) {
            return turn;
        }
        match to_act(&board) {
            Some(user) if players.iter().any(|p| p.id == user) => {
                play_one(fake, board_id, players, turn).await;
                turn += 1;
            }
            _ => {
                // A computer is to act: the board moves on without anyone clicking.
                let before = board_version(&board);
                moved_on(fake, board_id, before, Duration::from_secs(20))
                    .await
                    .unwrap_or_else(|| panic!("no computer moved at version {before}"));
            }
        }
    }
    panic!("the game did not end");
}

/// Whether the board shows a finished game.
pub fn is_over(board: &FakeMessage) -> bool {
    board.text().contains("Final scores")
}

/// What the players read in the test channel: its messages and its threads', in order.
pub fn channel_messages(fake: &FakeDiscord) -> Vec<FakeMessage> {
    fake.messages_with_threads(FakeDiscord::CHANNEL_ID)
        .into_iter()
        .filter(|m| !m.is_ephemeral())
        .collect()
}

// ----- players who tolerate the bot dying (tests/crash_safety.rs) -----

/// One click of a [`try_play_one`] player: the interaction, the version of the controls it was
/// made on, and the bot's answer if one came.
#[derive(Debug, Clone)]
pub struct Click {
    pub interaction: Injected,
    /// The state version the clicked control was rendered for.
    pub version: i64,
    pub callback: Option<super::fake_discord::Callback>,
}

/// What became of one decision of a [`try_play_one`] player.
#[derive(Debug, Clone, Default)]
pub struct Attempt {
    pub clicks: Vec<Click>,
    /// `after_click` said the bot was stopped: the decision was abandoned there.
    pub interrupted: bool,
    /// The board showed the decision accepted (or the game over).
    pub accepted: bool,
}

/// Like [`play_one`], but for a bot that may die at any moment: after each interaction it injects
/// it calls `after_click`, which returns false when it has stopped the bot (the player then
/// gives up on the decision at once); a missing answer (within `wait`) or a missing board update
/// ends the decision too, instead of panicking. The choices are [`play_one`]'s.
pub async fn try_play_one(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
    wait: Duration,
    mut after_click: impl AsyncFnMut(&Injected) -> bool,
) -> Attempt {
    let board = fake.message(board_id).expect("the board");
    let before = board_version(&board);
    let mut attempt = Attempt::default();
    try_decide(
        fake,
        &board,
        players,
        turn,
        wait,
        &mut after_click,
        &mut attempt,
    )
    .await;
    if !attempt.interrupted && attempt.clicks.last().is_some_and(|c| c.callback.is_some()) {
        attempt.accepted = moved_on(fake, board_id, before, wait).await.is_some();
    }
    attempt
}

/// The version a control was rendered for.
fn version_of(custom_id: &str) -> i64 {
    WireId::parse(custom_id).map_or(i64::MAX, |c| c.version)
}

/// Clicks (`values` empty) or selects on `seen` as `user`, then waits for the answer. Returns
/// the answer, or `None` when the decision must stop here (the bot was stopped or is silent).
async fn try_click(
    user: &FakeUser,
    seen: &FakeMessage,
    custom_id: &str,
    values: Option<&[&str]>,
    wait: Duration,
    after_click: &mut impl AsyncFnMut(&Injected) -> bool,
    attempt: &mut Attempt,
) -> Option<super::fake_discord::Callback> {
    let i = match values {
        None => user.click(seen, custom_id).await,
        Some(values) => user.select(seen, custom_id, values).await,
    };
    let alive = after_click(&i).await;
    let callback = if alive {
        i.try_callback(wait).await
    } else {
        None
    };
    attempt.interrupted |= !alive;
    attempt.clicks.push(Click {
        interaction: i,
        version: version_of(custom_id),
        callback: callback.clone(),
    });
    callback
}

async fn try_decide(
    fake: &FakeDiscord,
    board: &FakeMessage,
    players: &[FakeUser],
    turn: usize,
    wait: Duration,
    after_click: &mut impl AsyncFnMut(&Injected) -> bool,
    attempt: &mut Attempt,
) {
    let actor_id = to_act(board).expect("someone acts");
    let actor = players
        .iter()
        .find(|p| p.id == actor_id)
        .unwrap_or_else(|| panic!("the actor <@{actor_id}> is a player: {}", board.text()));
    // Each step: `let Some(answer) = ... else { return }` — a missing answer ends the decision.
    macro_rules! click {
        ($seen:expr, $id:expr) => {
            click!($seen, $id, None)
        };
        ($seen:expr, $id:expr, $values:expr) => {{
            let Some(cb) = try_click(actor, $seen, $id, $values, wait, after_click, attempt).await
            else {
                return;
            };
            cb
        }};
    }
    let last_ephemeral = |attempt: &Attempt| {
        attempt
            .clicks
            .last()
            .and_then(|c| c.interaction.ephemeral_responses().pop())
    };

    if let Some(place) = with_verb(board, "place") {
        let opts = options(board, &place);
        let choice = if opts.len() > 2 && !turn.is_multiple_of(3) {
            &opts[2]
        } else {
            &opts[0]
        };
        click!(board, &place, Some(&[choice.as_str()][..]));
    } else if let Some(tile) = with_verb(board, "tile") {
        let opts = options(board, &tile);
        let choice = opts[turn % opts.len()].as_str();
        click!(board, &tile, Some(&[choice][..]));
    } else if let Some(pick) = with_verb(board, "pick") {
        click!(board, &pick);
    } else if with_verb(board, "pass").is_some() {
        if turn.is_multiple_of(3) {
            click!(board, &with_verb(board, "raise").unwrap());
            let picker = last_ephemeral(attempt).expect("a picker");
            if let Some(pay) = with_verb(&picker, "pay") {
                click!(&picker, &pay);
                return;
            }
        }
        click!(board, &with_verb(board, "pass").unwrap());
    } else if with_verb(board, "auction").is_some() {
        if turn.is_multiple_of(2)
            && let Some(buy) = with_verb(board, "buy")
        {
            click!(board, &buy);
            let chooser = last_ephemeral(attempt).expect("an answer");
            if let Some(tiles) = with_verb(&chooser, "buytiles") {
                let first = options(&chooser, &tiles)[0].clone();
                click!(&chooser, &tiles, Some(&[first.as_str()][..]));
                let picker = fake.message(chooser.id).unwrap();
                if let Some(pay) = with_verb(&picker, "pay") {
                    click!(&picker, &pay);
                    return;
                }
            }
        }
        click!(board, &with_verb(board, "auction").unwrap());
    } else if turn % 7 == 3
        && let Some(rebuild) = with_verb(board, "rebuild")
    {
        click!(board, &rebuild);
        let chooser = last_ephemeral(attempt).expect("a rebuild chooser");
        let select = with_verb(&chooser, "rb").expect("rebuild options");
        let change = options(&chooser, &select)[0].clone();
        click!(&chooser, &select, Some(&[change.as_str()][..]));
        let payment = fake.message(chooser.id).unwrap();
        let select = with_verb(&payment, "rbpay").expect("a card to pay with");
        let card = options(&payment, &select)[0].clone();
        click!(&payment, &select, Some(&[card.as_str()][..]));
    } else if let Some(draw) = with_verb(board, "draw") {
        let chosen = match with_verb(board, "take") {
            Some(take) if turn % 3 == 1 => take,
            _ => draw,
        };
        click!(board, &chosen);
    } else {
        panic!("no decision on the board: {}", board.text());
    }
}

// ----- messages, and games paced by a clock the test moves -----

pub fn embed_texts(message: &Message) -> Vec<String> {
    let e = &message.embeds[0];
    let mut out = vec![e.title.clone(), e.description.clone()];
    for f in &e.fields {
        out.push(f.name.clone());
        out.push(f.value.clone());
    }
    out
}

pub fn received_texts(message: &FakeMessage) -> Vec<String> {
    let e = &message.embeds()[0];
    let s = |v: &Value| v.as_str().unwrap_or_default().to_string();
    let mut out = vec![s(&e["title"]), s(&e["description"])];
    for f in e["fields"].as_array().into_iter().flatten() {
        out.push(s(&f["name"]));
        out.push(s(&f["value"]));
    }
    out
}

/// What a hand embed shows, which no channel message may.
pub fn shows_a_hand(message: &FakeMessage) -> bool {
    let text = message.text();
    text.contains("Your hand") || text.contains("Best single payment")
}

/// Moves the clock and waits (in real time, briefly) until the bot has fired what fell due.
pub async fn advance(bot: &Bot, clock: &Clock, by: Duration) {
    clock.advance(by);
    settled(bot).await;
}

pub async fn settled(bot: &Bot) {
    tokio::time::timeout(WAIT, bot.data.test_support().settled())
        .await
        .expect("the bot handles a moved clock at once");
}

/// `/play game:Palazzo` with the pace `options` (e.g. `opt("deadline_hours", 24)`) by `host`;
/// returns the game and its lobby message.
pub async fn open_with(fake: &FakeDiscord, host: &FakeUser, options: &[Value]) -> (GameId, u64) {
    open_paced(fake, "Palazzo", host, options).await
}

/// Seats the others and starts the game of `lobby`.
pub async fn seat_and_start(fake: &FakeDiscord, lobby: u64, players: &[FakeUser]) {
    for p in &players[1..] {
        let m = fake.message(lobby).unwrap();
        assert_eq!(
            answered(&p.click(&m, &m.button("Join").unwrap()).await)
                .await
                .kind,
            7
        );
    }
    let m = fake.message(lobby).unwrap();
    let i = players[0].click(&m, &m.button("Start").unwrap()).await;
    assert_eq!(answered(&i).await.kind, 7);
}

/// Waits until the outbox holds nothing (everything the bot owed Discord is sent).
pub async fn drained(store: &Store) {
    let until = std::time::Instant::now() + Duration::from_secs(30);
    loop {
        let depth = store.outbox_depth().await.expect("outbox depth");
        if depth.rows == 0 {
            return;
        }
        assert!(
            std::time::Instant::now() < until,
            "the outbox still holds {depth:?}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}
