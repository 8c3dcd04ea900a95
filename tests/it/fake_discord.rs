//! Tests of the fake Discord itself: its payloads satisfy serenity, its validation follows
//! Discord's API description, serenity's HTTP client and a poise bot work against it.

use crate::support;

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::support::fake_discord::{FakeDiscord, gateway, openapi, opt, payloads};
use poise::serenity_prelude as serenity;
use serde_json::{Value, json};
use serenity::{
    ChannelId, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed,
    CreateInteractionResponse, CreateInteractionResponseFollowup, CreateInteractionResponseMessage,
    CreateMessage, CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption,
    EditInteractionResponse, EditMessage, GatewayIntents, GuildId, InteractionId, UserId,
};

const SECOND: Duration = Duration::from_secs(1);
const TOKEN: &str = "fake-bot-token";

/// The Discord error code of a failed serenity HTTP call.
fn discord_error(result: Result<impl std::fmt::Debug, serenity::Error>) -> (u16, isize, String) {
    match result {
        Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(response))) => (
            response.status_code.as_u16(),
            response.error.code,
            response.error.message,
        ),
        other => panic!("expected a Discord error, got {other:?}"),
    }
}

fn buttons_and_menu() -> Vec<CreateActionRow> {
    vec![
        CreateActionRow::Buttons(vec![
            CreateButton::new("play:next").label("Next"),
            CreateButton::new("play:pass")
                .label("Pass")
                .style(serenity::ButtonStyle::Secondary),
        ]),
        CreateActionRow::SelectMenu(CreateSelectMenu::new(
            "play:tile",
            CreateSelectMenuKind::String {
                options: vec![
                    CreateSelectMenuOption::new("Loggia", "loggia"),
                    CreateSelectMenuOption::new("Tower", "tower"),
                ],
            },
        )),
    ]
}

#[test]
fn payloads_satisfy_serenity() {
    let ready = payloads::ready(
        "s",
        "ws://127.0.0.1:1/gateway",
        json!([0, 1]),
        &[payloads::GUILD_ID],
    );
    let guild = payloads::guild_create(payloads::GUILD_ID, &[payloads::CHANNEL_ID]);
    for (event, data) in [
        ("READY", ready),
        ("GUILD_CREATE", guild),
        ("RESUMED", json!({})),
    ] {
        if let Err(e) = payloads::serenity_accepts(event, &data) {
            panic!("serenity drops {event}: {e}");
        }
    }
    // serenity turns an unreadable known event into Event::Unknown; the check sees it.
    assert!(payloads::serenity_accepts("GUILD_CREATE", &json!({"id": "1"})).is_err());
    let hello = payloads::hello(None);
    serde_json::from_value::<serenity::model::event::GatewayEvent>(hello).expect("hello");
    let user = payloads::user(7, "alice", false);
    let request =
        json!({"content": "hi", "components": serde_json::to_value(buttons_and_menu()).unwrap()});
    let message = payloads::message(1, payloads::CHANNEL_ID, payloads::bot_user(), &request);
    serde_json::from_value::<serenity::Message>(message.clone()).expect("message");
    let guild = payloads::Place {
        channel_id: payloads::CHANNEL_ID,
        guild_id: Some(payloads::GUILD_ID),
    };
    let dm = payloads::Place {
        channel_id: 99,
        guild_id: None,
    };
    let slash = json!({"id": "5", "name": "ping", "type": 1, "options": [opt("players", 4)]});
    let button = json!({"component_type": 2, "custom_id": "play:next"});
    let select = json!({"component_type": 3, "custom_id": "play:tile", "values": ["tower"]});
    for (place, kind, data, msg) in [
        (&guild, 2, slash.clone(), None),
        (&dm, 2, slash, None),
        (&guild, 3, button.clone(), Some(message.clone())),
        (&dm, 3, button, Some(message.clone())),
        (&guild, 3, select, Some(message.clone())),
    ] {
        let interaction = payloads::interaction(2, "t", &user, place, kind, data, msg);
        if let Err(e) = payloads::serenity_accepts("INTERACTION_CREATE", &interaction) {
            panic!("serenity drops {interaction:#}: {e}");
        }
    }
    serde_json::from_value::<serenity::PrivateChannel>(payloads::dm_channel(3, user))
        .expect("DM channel");
    serde_json::from_value::<serenity::CurrentApplicationInfo>(payloads::current_application())
        .expect("application");
    serde_json::from_value::<serenity::CurrentUser>(payloads::current_user())
        .expect("current user");
    serde_json::from_value::<serenity::GuildChannel>(payloads::guild_text_channel(
        payloads::GUILD_ID,
        4,
    ))
    .expect("guild channel");
    serde_json::from_value::<serenity::PartialGuild>(payloads::partial_guild(payloads::GUILD_ID))
        .expect("partial guild");
    let command =
        payloads::registered_command(&payloads::fixture("command-registration.json"), 6, None);
    serde_json::from_value::<serenity::Command>(command).expect("command");
    serde_json::from_value::<serenity::BotGateway>(payloads::gateway_bot("ws://x"))
        .expect("bot gateway");
}

#[test]
fn openapi_accepts_valid_bodies_and_refuses_invalid_ones() {
    let message = serde_json::to_value(
        CreateMessage::new()
            .content("Palazzo: your turn")
            .embed(CreateEmbed::new().title("Board").field("Coins", "12", true))
            .components(buttons_and_menu()),
    )
    .unwrap();
    let path = format!("/channels/{}/messages", payloads::CHANNEL_ID);
    let op = openapi::validate("POST", &path, &message)
        .expect("a valid message")
        .expect("an operation");
    assert_eq!(op.name(), "POST /channels/{channel_id}/messages");

    // A 101-character custom_id.
    let long_id =
        serde_json::to_value(
            CreateMessage::new().components(vec![CreateActionRow::Buttons(vec![
                CreateButton::new("x".repeat(101)),
            ])]),
        )
        .unwrap();
    let (_, errors) = openapi::validate("POST", &path, &long_id).unwrap_err();
    assert_eq!(
        errors[0].path, "/components/0/components/0/custom_id",
        "{errors:?}"
    );
    assert_eq!(errors[0].code, "BASE_TYPE_MAX_LENGTH");

    // Content over 2000 characters, in an interaction response and in a channel message.
    let callback = serde_json::to_value(CreateInteractionResponse::Message(
        CreateInteractionResponseMessage::new().content("x".repeat(2001)),
    ))
    .unwrap();
    let (op, errors) =
        openapi::validate("POST", "/interactions/1/tok/callback", &callback).unwrap_err();
    assert_eq!(
        op.name(),
        "POST /interactions/{interaction_id}/{interaction_token}/callback"
    );
    assert_eq!(errors[0].path, "/data/content", "{errors:?}");
    assert_eq!(errors[0].message, "Must be 2000 or fewer in length.");
    let (_, errors) =
        openapi::validate("POST", &path, &json!({"content": "x".repeat(2001)})).unwrap_err();
    assert_eq!(errors[0].path, "/content");

    // Discord's error body nests the path.
    let body = openapi::invalid_form_body(&errors);
    assert_eq!(body["code"], 50035);
    assert_eq!(body["message"], "Invalid Form Body");
    assert_eq!(
        body["errors"]["content"]["_errors"][0]["code"],
        "BASE_TYPE_MAX_LENGTH"
    );

    // The most literal template wins; unknown paths have no operation.
    let op = openapi::find_operation("PATCH", "/webhooks/1/tok/messages/@original").unwrap();
    assert_eq!(
        op.template,
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original"
    );
    assert!(
        openapi::validate("POST", "/no/such/route", &json!({}))
            .unwrap()
            .is_none()
    );
}

#[tokio::test(flavor = "multi_thread")]
async fn serenity_http_works_against_the_fake() {
    let fake = FakeDiscord::start().await;
    let http = serenity::HttpBuilder::new(TOKEN)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();

    let app = http.get_current_application_info().await.unwrap();
    assert_eq!(app.id.get(), FakeDiscord::APPLICATION_ID);
    assert_eq!(app.owner.unwrap().id.get(), FakeDiscord::OWNER_USER_ID);
    assert_eq!(
        http.get_current_user().await.unwrap().id.get(),
        FakeDiscord::BOT_USER_ID
    );
    assert_eq!(http.get_gateway().await.unwrap().url, fake.gateway_url());
    assert_eq!(http.get_bot_gateway().await.unwrap().shards, 1);

    // A channel message with components, then an edit.
    let channel = ChannelId::new(FakeDiscord::CHANNEL_ID);
    let sent = channel
        .send_message(
            &http,
            CreateMessage::new()
                .content("board")
                .components(buttons_and_menu()),
        )
        .await
        .unwrap();
    assert_eq!(sent.author.id.get(), FakeDiscord::BOT_USER_ID);
    assert_eq!(sent.components.len(), 2);
    let edited = channel
        .edit_message(&http, sent.id, EditMessage::new().content("board, turn 2"))
        .await
        .unwrap();
    assert!(edited.edited_timestamp.is_some());
    let seen = fake.message(sent.id.get()).unwrap();
    assert_eq!((seen.content(), seen.edits), ("board, turn 2", 1));
    assert_eq!(seen.custom_ids(), ["play:next", "play:pass", "play:tile"]);
    assert_eq!(seen.button("Pass").as_deref(), Some("play:pass"));
    assert_eq!(
        fake.latest_message(FakeDiscord::CHANNEL_ID).unwrap().id,
        sent.id.get()
    );
    assert_eq!(
        channel.message(&http, sent.id).await.unwrap().content,
        "board, turn 2"
    );

    // An attachment goes as multipart; the payload_json part is what is validated and recorded.
    let with_file = channel
        .send_message(
            &http,
            CreateMessage::new()
                .content("record")
                .add_file(CreateAttachment::bytes(b"{}".to_vec(), "game.json")),
        )
        .await
        .unwrap();
    assert_eq!(with_file.attachments[0].filename, "game.json");
    let call = fake
        .calls()
        .into_iter()
        .rfind(|c| c.method == "POST")
        .unwrap();
    assert_eq!(call.body.unwrap()["content"], "record");

    // DMs: the channel is created per recipient; closed DMs refuse messages with 50007.
    let alice = fake.user(1001, "alice");
    let dm = UserId::new(alice.id)
        .create_dm_channel(&http)
        .await
        .unwrap();
    assert_eq!(dm.recipient.id.get(), alice.id);
    assert_eq!(
        UserId::new(alice.id)
            .create_dm_channel(&http)
            .await
            .unwrap()
            .id,
        dm.id
    );
    dm.id.say(&http, "your hand: Loggia, Tower").await.unwrap();
    assert_eq!(alice.dms()[0].content(), "your hand: Loggia, Tower");
    alice.close_dms();
    let refused = dm.id.say(&http, "are you there?").await;
    assert_eq!(
        discord_error(refused),
        (403, 50007, "Cannot send messages to this user".to_owned())
    );
    assert_eq!(fake.dms_to(alice.id).len(), 1);

    // Bodies Discord would refuse: 400 / 50035, recorded as violations. (serenity's builders
    // check the content length themselves, so the raw route is used.)
    let refused = http
        .send_message(channel, vec![], &json!({"content": "x".repeat(2001)}))
        .await;
    assert_eq!(
        discord_error(refused),
        (400, 50035, "Invalid Form Body".to_owned())
    );
    let long_id = CreateMessage::new().button(CreateButton::new("x".repeat(101)).label("go"));
    let refused = channel.send_message(&http, long_id).await;
    assert_eq!(discord_error(refused).1, 50035);
    let violations = fake.violations();
    assert_eq!(violations.len(), 2);
    assert_eq!(violations[0].errors[0].path, "/content");
    assert_eq!(
        violations[1].errors[0].path,
        "/components/0/components/0/custom_id"
    );

    // The guild, its channel and a member.
    let guild = GuildId::new(FakeDiscord::GUILD_ID);
    assert_eq!(http.get_guild(guild).await.unwrap().id, guild);
    assert_eq!(http.get_channels(guild).await.unwrap()[0].id, channel);
    let member = http.get_member(guild, UserId::new(alice.id)).await.unwrap();
    assert_eq!(member.user.name, "alice");

    // Unknown routes answer 404 and are recorded.
    let unknown = http.get_guild_webhooks(guild).await;
    assert_eq!(discord_error(unknown).0, 404);
    let path = format!("/guilds/{}/webhooks", FakeDiscord::GUILD_ID);
    assert_eq!(fake.unknown_routes()[0].path, path);
    assert!(fake.calls().iter().all(|c| c.path.starts_with('/')));
    fake.shutdown().await;
}

#[test]
fn slash_options_follow_the_registered_command() {
    use support::fake_discord::commands::conform;
    // Discord's example registration: /blep animal (a string choice, required), only_smol.
    let blep =
        payloads::registered_command(&payloads::fixture("command-registration.json"), 1, None);
    let user_of = |id| payloads::user(id, "u", false);
    let conformed = |given: Value| conform(&blep, &given, &user_of, Some(payloads::GUILD_ID));
    let (options, resolved) = conformed(json!([opt("animal", "Cat"), opt("only_smol", true)]));
    assert_eq!(
        options[0],
        json!({"type": 3, "name": "animal", "value": "animal_cat"})
    );
    assert_eq!(options[1]["type"], 5);
    assert_eq!(resolved, json!({}));
    for refused in [
        json!([opt("only_smol", true)]), // a required option is missing
        json!([opt("animal", "Lion")]),  // not a choice
        json!([opt("animal", "Cat"), opt("colour", "red")]), // no such option
        json!([opt("animal", "Cat"), opt("only_smol", 3)]), // not a boolean
    ] {
        let attempt = std::panic::catch_unwind(|| conformed(refused.clone()));
        assert!(attempt.is_err(), "the client would not send {refused}");
    }
}

// ----- a minimal poise bot -----

struct Data {
    clicks: AtomicUsize,
}
type Error = Box<dyn std::error::Error + Send + Sync>;
type Context<'a> = poise::Context<'a, Data, Error>;

/// Answers pong.
#[poise::command(slash_command)]
async fn ping(ctx: Context<'_>) -> Result<(), Error> {
    ctx.say("pong").await?;
    Ok(())
}

/// Shows a board with buttons, then a followup.
#[poise::command(slash_command)]
async fn board(ctx: Context<'_>, #[description = "players"] players: u8) -> Result<(), Error> {
    let reply = poise::CreateReply::default()
        .content(format!("a board for {players}"))
        .components(buttons_and_menu());
    ctx.send(reply).await?;
    ctx.send(
        poise::CreateReply::default()
            .content("only you see this")
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

#[derive(Debug, poise::ChoiceParameter)]
enum GameChoice {
    #[name = "Palazzo"]
    Palazzo,
}

/// Invites a player: a choice (registered as an integer) and a user (resolved).
#[poise::command(slash_command)]
async fn invite(
    ctx: Context<'_>,
    #[description = "game"] game: GameChoice,
    #[description = "who"] who: serenity::User,
) -> Result<(), Error> {
    ctx.say(format!(
        "{} invites {} to {game:?}",
        ctx.author().name,
        who.name
    ))
    .await?;
    Ok(())
}

/// Buttons reach poise 0.7 only through the event handler.
async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let (ctx, data) = (framework.serenity_context, framework.user_data);
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        data.clicks.fetch_add(1, Ordering::SeqCst);
        let chosen = match &click.data.kind {
            serenity::ComponentInteractionDataKind::StringSelect { values } => values.join(","),
            _ => click.data.custom_id.clone(),
        };
        let update = CreateInteractionResponseMessage::new().content(format!(
            "{} chose {chosen} on {}",
            click.user.name, click.message.id
        ));
        click
            .create_response(ctx, CreateInteractionResponse::UpdateMessage(update))
            .await?;
    }
    Ok(())
}

/// Starts the bot against the fake as the real one starts: proxy, no rate limiter, autosharded.
async fn start_bot(
    fake: &FakeDiscord,
) -> (
    Arc<serenity::ShardManager>,
    tokio::task::JoinHandle<()>,
    Arc<serenity::Cache>,
) {
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![ping(), board(), invite()],
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(|ctx, _ready, framework| {
            Box::pin(async move {
                let guild = GuildId::new(FakeDiscord::GUILD_ID);
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                Ok(Data {
                    clicks: AtomicUsize::new(0),
                })
            })
        })
        .build();
    let http = serenity::HttpBuilder::new(TOKEN)
        .proxy(fake.api_base())
        .ratelimiter_disabled(true)
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, GatewayIntents::non_privileged())
        .framework(framework)
        .await
        .expect("client");
    let (shards, cache) = (client.shard_manager.clone(), client.cache.clone());
    let task = tokio::spawn(async move {
        client.start_autosharded().await.expect("bot runs");
    });
    (shards, task, cache)
}

#[tokio::test(flavor = "multi_thread")]
async fn poise_bot_answers_through_the_gateway() {
    let fake = FakeDiscord::start().await;
    let (shards, bot, cache) = start_bot(&fake).await;
    fake.wait_ready().await;
    let guild = support::fake_discord::within(5 * SECOND, "GUILD_CREATE in the cache", async {
        loop {
            if let Some(guild) = cache.guild(GuildId::new(FakeDiscord::GUILD_ID)) {
                break guild.name.clone();
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    });
    assert_eq!(guild.await, "Tavola Test Guild");
    let identify = fake.last_identify().unwrap();
    assert_eq!(identify["shard"], json!([0, 1]));
    let commands = fake.wait_commands(5 * SECOND).await;
    assert_eq!(commands, ["ping", "board", "invite"]);
    let registered = fake.guild_commands(FakeDiscord::GUILD_ID);
    assert_eq!(registered[1]["options"][0]["name"], "players");

    // /ping → pong within a second.
    let alice = fake.user(1001, "alice");
    let ping = alice.slash("ping", json!([])).await;
    let callback = ping.callback(SECOND).await;
    assert_eq!((callback.kind, callback.content()), (4, "pong"));
    assert!(callback.elapsed < SECOND, "{:?}", callback.elapsed);
    assert_eq!(ping.responses()[0].content(), "pong");
    assert_eq!(ping.responses()[0].json["type"], 20);

    // A choice given by name goes as its value; a user option comes resolved.
    let bob = fake.user(1002, "bob");
    let invite = alice
        .slash(
            "invite",
            json!([opt("game", "Palazzo"), opt("who", bob.id)]),
        )
        .await;
    assert_eq!(invite.payload["data"]["options"][0]["value"], 0);
    let said = invite.callback(SECOND).await;
    assert_eq!(said.content(), "alice invites bob to Palazzo");

    // /board: a message with components, then an ephemeral followup.
    let board = alice.slash("board", json!([opt("players", 4)])).await;
    board.callback(SECOND).await;
    let followups = fake
        .wait_message(SECOND, |m| m.content() == "only you see this")
        .await;
    assert!(followups.is_some(), "{:#?}", fake.calls());
    let shown = board.original_response().unwrap();
    assert_eq!(shown.content(), "a board for 4");
    let secret = board.ephemeral_responses();
    assert_eq!(secret.len(), 1);
    assert_eq!(secret[0].content(), "only you see this");
    // Nobody else can click on it.
    let carla = fake.user(1003, "carla");
    let (seen, id) = (secret[0].clone(), secret[0].custom_ids());
    let stranger =
        tokio::spawn(async move { carla.click(&seen, id.first().map_or("x", |s| s)).await });
    assert!(
        stranger.await.unwrap_err().is_panic(),
        "only alice sees her ephemeral message"
    );
    assert_eq!(
        fake.latest_message(FakeDiscord::CHANNEL_ID).unwrap().id,
        shown.id
    );

    // A click on the board: type 7 updates the very message the button is on.
    let click = bob.click(&shown, "play:next").await;
    let update = click.callback(SECOND).await;
    assert_eq!(update.kind, 7);
    let after = fake.message(shown.id).unwrap();
    assert_eq!(
        after.content(),
        format!("bob chose play:next on {}", shown.id)
    );
    assert_eq!(after.edits, 1);
    let select = bob.select(&after, "play:tile", &["tower"]).await;
    select.callback(SECOND).await;
    assert_eq!(
        fake.message(shown.id).unwrap().content(),
        format!("bob chose tower on {}", shown.id)
    );

    fake.assert_no_violations();

    // The bot restarts against the same fake.
    shards.shutdown_all().await;
    let _ = bot.await;
    assert!(fake.wait_disconnected(5 * SECOND).await);
    let (shards, _bot, _) = start_bot(&fake).await;
    fake.wait_ready().await;
    assert_eq!(fake.gateway_stats().identifies, 2);
    let again = alice
        .slash("ping", json!([]))
        .await
        .callback(5 * SECOND)
        .await;
    assert_eq!(again.content(), "pong");
    shards.shutdown_all().await;
    fake.assert_no_violations();
}

#[tokio::test(flavor = "multi_thread")]
async fn gateway_heartbeats_and_resumes() {
    let fake = FakeDiscord::builder()
        .heartbeat_interval(Duration::from_millis(100))
        .start()
        .await;
    let (shards, _bot, _) = start_bot(&fake).await;
    fake.wait_ready().await;
    // serenity's shard loop checks its heartbeat at least every 500 ms.
    tokio::time::sleep(Duration::from_millis(1300)).await;
    let stats: gateway::Stats = fake.gateway_stats();
    assert!(stats.heartbeats >= 2, "{stats:?}");
    assert_eq!(
        stats.connections, 1,
        "heartbeats were acknowledged, no reconnect: {stats:?}"
    );

    // Op 7: serenity reconnects and resumes; events still arrive.
    assert!(fake.request_reconnect());
    let resumed = support::fake_discord::within(5 * SECOND, "a resume", async {
        while fake.gateway_stats().resumes == 0 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    });
    resumed.await;
    let alice = fake.user(1001, "alice");
    let pong = alice
        .slash("ping", json!([]))
        .await
        .callback(2 * SECOND)
        .await;
    assert_eq!(pong.content(), "pong");

    // A connection lost without a close frame: serenity resumes too.
    assert!(fake.drop_connection());
    let resumed = support::fake_discord::within(5 * SECOND, "a second resume", async {
        while fake.gateway_stats().resumes < 2 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    });
    resumed.await;
    let pong = alice
        .slash("ping", json!([]))
        .await
        .callback(2 * SECOND)
        .await;
    assert_eq!(pong.content(), "pong");
    assert_eq!(fake.gateway_stats().identifies, 1);
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread")]
async fn interaction_webhooks_answer_as_discord_does() {
    let fake = FakeDiscord::builder()
        .interaction_deadline(Duration::from_millis(500))
        .start()
        .await;
    // A bot that ignores interactions: the test answers them itself through serenity's Http.
    let http = fake.http(TOKEN);
    let mut client =
        serenity::ClientBuilder::new_with_http(fake.http(TOKEN), GatewayIntents::empty())
            .await
            .unwrap();
    let shards = client.shard_manager.clone();
    tokio::spawn(async move { client.start().await });
    fake.wait_ready().await;

    let board = serenity::CreateCommand::new("board").description("Shows the board");
    let registered = serenity::Command::set_global_commands(&http, vec![board])
        .await
        .unwrap();
    assert_eq!(
        fake.global_commands()[0]["id"],
        registered[0].id.to_string()
    );

    let alice = fake.user(1001, "alice");
    let slash = alice.slash("board", json!([])).await;
    assert_eq!(slash.payload["data"]["id"], registered[0].id.to_string());
    let (id, token) = (InteractionId::new(slash.id), slash.token.as_str());
    let early = CreateInteractionResponseFollowup::new().content("x");
    let early = http.create_followup_message(token, &early, vec![]).await;
    assert_eq!(
        discord_error(early).1,
        10015,
        "a followup needs an acknowledged interaction"
    );

    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    http.create_interaction_response(id, token, &defer, vec![])
        .await
        .unwrap();
    let twice = http
        .create_interaction_response(id, token, &defer, vec![])
        .await;
    assert_eq!(discord_error(twice).1, 40060);
    let thinking = fake.original_response(slash.id).unwrap();
    assert_eq!(
        thinking.flags() & 128,
        128,
        "a deferred response is loading"
    );
    let edit = EditInteractionResponse::new()
        .content("board ready")
        .components(buttons_and_menu());
    let original = http
        .edit_original_interaction_response(token, &edit, vec![])
        .await
        .unwrap();
    assert_eq!(original.content, "board ready");
    assert_eq!(
        http.get_original_interaction_response(token)
            .await
            .unwrap()
            .id,
        original.id
    );
    let followup = CreateInteractionResponseFollowup::new()
        .content("psst")
        .ephemeral(true);
    let secret = http
        .create_followup_message(token, &followup, vec![])
        .await
        .unwrap();
    assert_eq!(fake.ephemeral_responses(slash.id)[0].id, secret.id.get());
    assert_eq!(fake.responses(slash.id).len(), 2);
    assert_eq!(fake.original_response(slash.id).unwrap().flags() & 128, 0);

    // A click carries the message it is on, as the fake recorded it.
    let board = fake.message(original.id.get()).unwrap();
    let click = alice.click(&board, "play:pass").await;
    let interaction: serenity::Interaction = serde_json::from_value(click.payload.clone()).unwrap();
    let component = interaction.message_component().unwrap();
    assert_eq!(component.message.id, original.id);
    assert_eq!(component.message.content, "board ready");
    assert_eq!(component.data.custom_id, "play:pass");

    // Too late (past the deadline): Unknown interaction.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let late = http
        .create_interaction_response(
            InteractionId::new(click.id),
            &click.token,
            &CreateInteractionResponse::Acknowledge,
            vec![],
        )
        .await;
    assert_eq!(discord_error(late).1, 10062);
    assert!(fake.callback(click.id).is_none());
    fake.assert_no_violations();
    shards.shutdown_all().await;
}
