//! Alhambra on Discord, end to end: the real bot against the fake Discord, played through
//! slash commands and clicks only, with the same lobby, DMs, *My hand* and checks as Palazzo.
//! Scripted players take money from the display's select (refused above 5), buy through the
//! private payment picker (an exact payment announces another action), give buildings to Dirk
//! in the 2-player game, and play to the final scores, which must equal a replay of the stored
//! log.

use crate::support::bot::{
    self, WAIT, answered, board_version, embed_texts, is_over, options, received_texts,
    shows_a_hand, start_game_of, to_act, verb, with_verb,
};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser};
use tavola::discord::alhambra::hand;
use tavola::discord::ui::Ui;
use tavola::engine::alhambra::Alhambra;
use tavola::engine::{Game, Seat};
use tavola::lang::Lang;

/// More decisions than any game of Alhambra needs.
const MAX_DECISIONS: usize = 3_000;

fn players(fake: &FakeDiscord, n: usize) -> Vec<FakeUser> {
    [
        (5001, "Lucy"),
        (5002, "Tobi"),
        (5003, "Nina"),
        (5004, "Paul"),
    ]
    .into_iter()
    .take(n)
    .map(|(id, name)| fake.user(id, name))
    .collect()
}

/// What a scripted game saw, for its assertions.
#[derive(Default)]
struct Seen {
    bought: usize,
    exact: usize,
    took_several: usize,
    refused_over_five: usize,
    to_dirk: usize,
}

/// The value of a money option, from its label ("Denar 3").
fn value_of(board: &FakeMessage, select: &str, option: &str) -> u32 {
    let menu = board.component(select).unwrap();
    menu["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["value"] == option)
        .and_then(|o| o["label"].as_str()?.rsplit(' ').next()?.parse().ok())
        .expect("a labelled card")
}

/// One decision of the player to act, for players elsewhere (`support::bad_days`).
pub(crate) async fn decide_once(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
) {
    decide(fake, board_id, players, turn, &mut Seen::default()).await;
}

/// One decision of the player to act, from the board and the bot's answers alone.
async fn decide(
    fake: &FakeDiscord,
    board_id: u64,
    players: &[FakeUser],
    turn: usize,
    seen: &mut Seen,
) {
    let board = fake.message(board_id).expect("the board");
    let before = board_version(&board);
    let actor_id = to_act(&board).expect("someone acts");
    let actor = players
        .iter()
        .find(|p| p.id == actor_id)
        .expect("a player acts");
    let buys: Vec<String> = board
        .custom_ids()
        .into_iter()
        .filter(|id| verb(id) == "buy")
        .collect();
    let mut done = false;
    if !turn.is_multiple_of(3) && !buys.is_empty() {
        let i = actor.click(&board, &buys[turn % buys.len()]).await;
        let cb = answered(&i).await;
        assert!(cb.is_ephemeral(), "the picker (or why not) is private");
        if let Some(picker) = i.ephemeral_responses().pop()
            && with_verb(&picker, "pay").is_some()
        {
            let give = turn % 4 == 1 && with_verb(&picker, "payd").is_some();
            let pay = with_verb(&picker, if give { "payd" } else { "pay" }).unwrap();
            let exact = picker.text().contains("another action");
            let i = actor.click(&picker, &pay).await;
            let closed = bot::confirmed(fake, &i).await;
            assert_eq!(
                closed.content().contains("another action"),
                exact,
                "the picker said what the purchase would do: {}",
                closed.content()
            );
            seen.bought += 1;
            seen.exact += usize::from(exact);
            seen.to_dirk += usize::from(give);
            done = true;
        }
    }
    if !done {
        if let Some(take) = with_verb(&board, "take") {
            let mut opts: Vec<(u32, String)> = options(&board, &take)
                .into_iter()
                .map(|o| (value_of(&board, &take, &o), o))
                .collect();
            opts.sort();
            // Now and then ask for more than 5: refused, privately, and nothing changes.
            if opts.len() >= 2
                && opts[opts.len() - 2].0 + opts[opts.len() - 1].0 > 5
                && turn % 5 == 2
            {
                let too_much = [
                    opts[opts.len() - 2].1.as_str(),
                    opts[opts.len() - 1].1.as_str(),
                ];
                let cb = answered(&actor.select(&board, &take, &too_much).await).await;
                assert!(
                    cb.is_ephemeral() && cb.content().contains('5'),
                    "{}",
                    cb.content()
                );
                assert_eq!(board_version(&fake.message(board_id).unwrap()), before);
                seen.refused_over_five += 1;
            }
            let small: Vec<&str> = {
                let mut sum = 0;
                opts.iter()
                    .take_while(|(v, _)| {
                        sum += v;
                        sum <= 5
                    })
                    .map(|(_, o)| o.as_str())
                    .collect()
            };
            let chosen: Vec<&str> = if small.len() >= 2 && turn.is_multiple_of(2) {
                seen.took_several += 1;
                small
            } else {
                vec![opts.last().unwrap().1.as_str()]
            };
            let cb = answered(&actor.select(&board, &take, &chosen).await).await;
            assert_eq!(cb.kind, 7, "money taken: {}", cb.content());
        } else {
            let pass = with_verb(&board, "pass").expect("a pass when nothing else is possible");
            answered(&actor.click(&board, &pass).await).await;
        }
    }
    bot::moved_on(fake, board_id, before, WAIT)
        .await
        .unwrap_or_else(|| panic!("the decision at version {before} was not accepted"));
}

async fn play_to_the_end(fake: &FakeDiscord, board: u64, players: &[FakeUser]) -> Seen {
    let mut seen = Seen::default();
    for turn in 0..MAX_DECISIONS {
        if is_over(&fake.message(board).unwrap()) {
            return seen;
        }
        decide(fake, board, players, turn, &mut seen).await;
    }
    panic!("the game did not end in {MAX_DECISIONS} decisions");
}

async fn a_whole_game(n: usize) -> Seen {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, n);
    let (game, board) = start_game_of(&fake, "Alhambra", &players).await;
    let first = fake.message(board).unwrap();
    assert!(
        first.text().contains("Construction yard"),
        "{}",
        first.text()
    );
    for p in &players {
        assert_eq!(
            fake.wait_dms(p.id, 1, WAIT).await.len(),
            1,
            "{}'s hand by DM",
            p.name
        );
    }

    let seen = play_to_the_end(&fake, board, &players).await;
    let snap = bot
        .tables::<tavola::engine::alhambra::Alhambra>()
        .view(game)
        .await
        .unwrap();
    let state = snap.state.clone().unwrap();
    let outcome = state.outcome().expect("the game is over");
    bot.tables::<tavola::engine::alhambra::Alhambra>()
        .verify(game)
        .await
        .expect("the log replays to the stored game");
    let record = bot
        .tables::<tavola::engine::alhambra::Alhambra>()
        .record(game)
        .await
        .unwrap();
    let replayed = record.replay(|_, _, _, _| {}).unwrap();
    assert_eq!(
        replayed.outcome(),
        Some(outcome.clone()),
        "scores equal the replayed log"
    );

    let last_board = fake.message(board).unwrap();
    assert!(last_board.text().contains("Final scores"));
    let scores = fake
        .wait_message(WAIT, |m| m.content().starts_with("**Alhambra game"))
        .await
        .expect("the end is announced");
    let winner = outcome.winners().iter().next().unwrap();
    assert!(
        scores
            .content()
            .contains(&format!("<@{}>", players[winner.index()].id)),
        "{}",
        scores.content()
    );
    assert!(with_verb(&scores, "rematch").is_some());

    // Each player's last DM is their hand as it ended; no channel message shows a hand.
    for (i, p) in players.iter().enumerate() {
        let last = fake.dms_to(p.id).pop().unwrap();
        let expected = Alhambra::hand(&state.private_view(Seat(i as u8)), game, &[], Lang::En);
        assert_eq!(
            received_texts(&last),
            embed_texts(&expected),
            "{}'s hand",
            p.name
        );
        let mine = hand::hand(&state.private_view(Seat(i as u8)), game, Lang::En);
        assert_eq!(embed_texts(&mine), embed_texts(&expected));
    }
    for m in bot::channel_messages(&fake) {
        assert!(
            !shows_a_hand(&m) && !m.text().contains("Your hand"),
            "{}",
            m.text()
        );
    }
    if n == 2 {
        assert!(
            last_board.text().contains("Dirk (imaginary)"),
            "{}",
            last_board.text()
        );
    }
    fake.assert_no_violations();
    seen
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_3_player_game_of_alhambra() {
    let seen = a_whole_game(3).await;
    assert!(
        seen.bought > 10 && seen.exact > 0,
        "{} bought, {} exact",
        seen.bought,
        seen.exact
    );
    assert!(seen.took_several > 0, "several cards taken at once");
    assert!(seen.refused_over_five > 0, "more than 5 refused");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_complete_2_player_game_with_dirk() {
    let seen = a_whole_game(2).await;
    assert!(seen.to_dirk > 0, "a building given to Dirk");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_hand_shows_the_seat_its_cards_and_an_unseated_user_is_refused() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players = players(&fake, 4);
    let (game, board) = start_game_of(&fake, "Alhambra", &players).await;
    let current = fake.message(board).unwrap();
    let mine = with_verb(&current, "hand").unwrap();
    let state = bot
        .tables::<tavola::engine::alhambra::Alhambra>()
        .view(game)
        .await
        .unwrap()
        .state
        .unwrap();
    for (i, p) in players.iter().enumerate() {
        let cb = answered(&p.click(&current, &mine).await).await;
        assert!(cb.is_ephemeral());
        let shown: Vec<String> = cb.data["embeds"][0]["fields"]
            .as_array()
            .unwrap()
            .iter()
            .map(|f| f["value"].as_str().unwrap().to_string())
            .collect();
        let expected: Vec<String> =
            Alhambra::hand(&state.private_view(Seat(i as u8)), game, &[], Lang::En).embeds[0]
                .fields
                .iter()
                .map(|f| f.value.clone())
                .collect();
        assert_eq!(shown, expected, "{}'s hand", p.name);
    }
    let outsider = fake.user(5999, "Olaf");
    let cb = answered(&outsider.click(&current, &mine).await).await;
    assert!(cb.is_ephemeral() && cb.content().contains("not seated"));
    // A buy by someone out of turn is refused before any picker opens.
    let actor = to_act(&current).unwrap();
    let other = players.iter().find(|p| p.id != actor).unwrap();
    let buy = with_verb(&current, "buy").unwrap();
    let cb = answered(&other.click(&current, &buy).await).await;
    assert!(
        cb.is_ephemeral() && cb.content().contains("not your turn"),
        "{}",
        cb.content()
    );
    fake.assert_no_violations();
}

/// The shared pace works for Alhambra: a missed deadline plays the engine's default move for
/// the seat, the board moves on, and the notice names the game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_missed_deadline_plays_alhambras_default_move() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let clock = tavola::clock::Clock::manual(1_800_000_000_000);
    let bot = bot::start_with_clock(&fake, &bot::database(dir.path()), &clock).await;
    bot::settled(&bot).await;
    let players = players(&fake, 3);
    let (game, board) = bot::open_paced(
        &fake,
        "Alhambra",
        &players[0],
        &[crate::support::fake_discord::opt("deadline_hours", 24)],
    )
    .await;
    bot::seat_and_start(&fake, board, &players).await;
    let before = bot
        .tables::<tavola::engine::alhambra::Alhambra>()
        .view(game)
        .await
        .unwrap();
    let seat = before.state.as_ref().unwrap().to_act().single().unwrap();
    let expected = before.state.as_ref().unwrap().default_action(seat).unwrap();
    let version = before.game.version;

    bot::advance(&bot, &clock, std::time::Duration::from_secs(24 * 3600)).await;
    let notice = fake
        .wait_message(WAIT, |m| m.content().starts_with("⌛ Time is up"))
        .await
        .expect("a notice");
    assert!(
        notice.content().contains(&format!("Alhambra game {game}")),
        "{}",
        notice.content()
    );
    let actions = bot.data.store.actions(game).await.unwrap();
    let first = &actions[version as usize];
    assert_eq!(first.seat, seat.0);
    assert_eq!(first.action_json, serde_json::to_string(&expected).unwrap());
    let moved = fake.message(board).unwrap();
    assert!(board_version(&moved) > version, "the board moved on");
    fake.assert_no_violations();
}
