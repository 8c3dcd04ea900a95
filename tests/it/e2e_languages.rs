//! Every player in their own language, end to end: what one person reads (an answer only they
//! see, their hand by DM) is in their Discord's language; what the table reads (the lobby,
//! the board, pings) in the game's, by default the server's.

use serde_json::{Value, json};

use crate::support::bot::{self, answered, play_one, with_verb};
use crate::support::fake_discord::{FakeDiscord, FakeMessage, FakeUser, opt};

/// Every text of a message a player reads: its content, its embeds' titles, descriptions,
/// fields and footers, its buttons' labels, its selects' placeholders and options, and its
/// pictures' descriptions.
pub fn player_words(message: &Value) -> Vec<String> {
    fn walk(v: &Value, out: &mut Vec<String>) {
        match v {
            Value::Array(items) => items.iter().for_each(|c| walk(c, out)),
            Value::Object(obj) => {
                for key in [
                    "content",
                    "title",
                    "description",
                    "name",
                    "value",
                    "text",
                    "label",
                    "placeholder",
                ] {
                    if let Some(Value::String(s)) = obj.get(key) {
                        out.push(s.clone());
                    }
                }
                for key in [
                    "embeds",
                    "fields",
                    "footer",
                    "components",
                    "options",
                    "attachments",
                ] {
                    if let Some(child) = obj.get(key) {
                        walk(child, out);
                    }
                }
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(message, &mut out);
    out.retain(|s| !s.is_empty());
    out
}

/// Opens a game of `game` in `host`'s channel and starts it with `players` (the host first),
/// by the controls' verbs, whatever their labels say.
async fn start(fake: &FakeDiscord, game: &str, players: &[FakeUser]) -> u64 {
    let (_, board) = bot::open_paced(fake, game, &players[0], &[]).await;
    for p in &players[1..] {
        let lobby = fake.message(board).unwrap();
        let i = p.click(&lobby, &with_verb(&lobby, "join").unwrap()).await;
        answered(&i).await;
    }
    let lobby = fake.message(board).unwrap();
    let i = players[0]
        .click(&lobby, &with_verb(&lobby, "start").unwrap())
        .await;
    answered(&i).await;
    board
}

fn embed_title(message: &FakeMessage) -> String {
    message.embeds()[0]["title"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn german_players_and_an_english_one_each_read_their_own_words_at_one_german_table() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = bot::start(&fake, &bot::database(dir.path())).await;
    // A German server; Carla's Discord is in English.
    let anna = fake
        .user(2001, "Anna")
        .speaking("de")
        .in_server_speaking("de");
    let bernd = fake
        .user(2002, "Bernd")
        .speaking("de")
        .in_server_speaking("de");
    let carla = fake
        .user(2003, "Carla")
        .speaking("en-GB")
        .in_server_speaking("de");
    let players = [anna.clone(), bernd.clone(), carla.clone()];
    let board = start(&fake, "Palazzo", &players).await;

    // The board is the table's: in the server's language, German.
    let shown = fake.message(board).unwrap();
    assert!(
        embed_title(&shown).contains("Partie"),
        "{}",
        embed_title(&shown)
    );

    // A click out of turn is refused in the clicker's own language.
    let actor = bot::to_act(&shown).unwrap();
    let idle: Vec<&FakeUser> = players.iter().filter(|p| p.id != actor).collect();
    let opener = |board: &FakeMessage| {
        ["take", "draw", "rebuild", "pass", "raise", "place", "tile"]
            .iter()
            .find_map(|v| with_verb(board, v))
    };
    for p in &idle {
        let i = p
            .click(&shown, &opener(&shown).expect("a control to click"))
            .await;
        let said = answered(&i).await.content().to_string();
        let english = p.id == carla.id;
        assert_eq!(said.contains("It is not your turn"), english, "{said}");
        assert_eq!(said.contains("Du bist nicht am Zug"), !english, "{said}");
    }

    // The table keeps its language as the game goes on: each ping is German, whoever it
    // names.
    for turn in 0..6 {
        play_one(&fake, board, &players, turn).await;
    }
    let pings: Vec<String> = fake
        .messages_in(FakeDiscord::CHANNEL_ID)
        .iter()
        .filter(|m| m.id != board && !m.is_ephemeral())
        .map(|m| m.content().to_string())
        .filter(|c| c.contains("<@"))
        .collect();
    // Each hand by DM (all sent by now), in its reader's language: the same game, two languages.
    let dm_words = |p: &FakeUser| -> String {
        fake.dms_to(p.id)
            .iter()
            .flat_map(|m| player_words(&m.json))
            .collect::<Vec<_>>()
            .join("\n")
    };
    let (german, english) = (dm_words(&anna), dm_words(&carla));
    assert!(!german.is_empty() && !english.is_empty());
    assert!(german.contains("Partie"), "{german}");
    assert!(english.contains("game"), "{english}");

    assert!(!pings.is_empty());
    for ping in &pings {
        assert!(ping.contains("du bist am Zug"), "{ping}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_language_of_play_overrides_the_servers_and_is_shown_in_the_lobby() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = bot::start(&fake, &bot::database(dir.path())).await;
    let host = fake
        .user(2101, "Dora")
        .speaking("de")
        .in_server_speaking("de");
    let english = bot::choice(&fake, "play", "language", "English");
    let i = host
        .slash(
            "play",
            json!([opt("game", "Palazzo"), opt("language", english)]),
        )
        .await;
    let lobby = answered(&i).await;
    let words = player_words(&lobby.data).join("\n");
    assert!(
        words.contains("lobby") && words.contains("English"),
        "{words}"
    );
    assert!(!words.contains("Partie"), "{words}");
}

/// The words of `texts` that no message of the catalogue said, with where they were read.
fn unsourced(what: &str, texts: &[String]) -> Vec<String> {
    texts
        .iter()
        .flat_map(|t| {
            tavola::lang::unsourced_words(t)
                .into_iter()
                .map(move |w| format!("{what}: {w:?} in {t:?}"))
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_the_pseudo_language_shows_no_word_that_is_not_from_the_catalogue() {
    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let _bot = bot::start(&fake, &bot::database(dir.path())).await;
    let players: Vec<FakeUser> = [(2201, "Ada"), (2202, "Ben"), (2203, "Cy")]
        .into_iter()
        .map(|(id, n)| {
            fake.user(id, n)
                .speaking("en-XA")
                .in_server_speaking("en-XA")
        })
        .collect();
    let board = start(&fake, "Palazzo", &players).await;
    let mut turn = 0;
    while !fake.message(board).unwrap().text().contains("Final scores") {
        play_one(&fake, board, &players, turn).await;
        turn += 1;
        assert!(turn < 400, "the game ends");
    }
    // Every message in the channel (the lobby become the board, pings, answers only one
    // player saw, the final scores) and every DM.
    let mut found = Vec::new();
    for m in fake.messages_in(FakeDiscord::CHANNEL_ID) {
        found.extend(unsourced("channel", &player_words(&m.json)));
    }
    for p in &players {
        for m in fake.dms_to(p.id) {
            found.extend(unsourced("DM", &player_words(&m.json)));
        }
    }
    assert!(turn > 20, "a whole game: {turn} decisions");
    assert!(found.is_empty(), "{}", found.join("\n"));
}
