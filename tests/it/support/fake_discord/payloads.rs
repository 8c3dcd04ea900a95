//! Discord payloads for the fake, built from Discord's own examples in
//! `tests/fixtures/discord/` (kept verbatim) and completed in one step,
//! [`complete_for_serenity`], with the fields serenity 0.12 requires.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Mutex, OnceLock};
use std::time::{SystemTime, UNIX_EPOCH};

use serde_json::{Value, json};

/// Where Discord's example payloads and API description live: inside the repository, so a
/// fresh clone tests with nothing beside it (their source and licence are in the README there).
pub const FIXTURES_DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/discord/");

/// The bot's application (what `GET /oauth2/applications/@me` and READY report).
pub const APPLICATION_ID: u64 = 1_180_000_000_000_000_001;
/// The bot's own user (distinct from the application id, so the two cannot be confused).
pub const BOT_USER_ID: u64 = 1_180_000_000_000_000_002;
pub const BOT_NAME: &str = "Tavola";
/// The application's owner.
pub const OWNER_USER_ID: u64 = 1_180_000_000_000_000_003;
/// The test guild and its text channel: the ones of Discord's interaction example.
pub const GUILD_ID: u64 = 290_926_798_626_357_999;
pub const CHANNEL_ID: u64 = 645_027_906_669_510_667;
/// The guild's `@everyone` role has the guild's id; the example member also has this role.
pub const MEMBER_ROLE_ID: u64 = 539_082_325_061_836_999;

/// A Discord example payload, parsed (each file is read once per process).
pub fn fixture(name: &str) -> Value {
    static CACHE: OnceLock<Mutex<HashMap<String, Value>>> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap();
    cache
        .entry(name.to_owned())
        .or_insert_with(|| {
            let path = format!("{FIXTURES_DIR}{name}");
            let text =
                std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
            serde_json::from_str(&text).unwrap_or_else(|e| panic!("parsing {path}: {e}"))
        })
        .clone()
}

/// The payload kinds the fake builds from Discord's abbreviated examples.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Interaction,
    Message,
    DmChannel,
    Command,
}

/// Adds the fields serenity 0.12 refuses to do without, which Discord sends but its
/// documentation examples leave out. Existing fields are kept.
pub fn complete_for_serenity(kind: Kind, payload: &mut Value) {
    let obj = payload.as_object_mut().expect("payloads are objects");
    let mut default = |key: &str, value: Value| {
        obj.entry(key.to_owned()).or_insert(value);
    };
    match kind {
        Kind::Interaction => {
            default("application_id", id(APPLICATION_ID));
            default("version", json!(1));
            default("entitlements", json!([]));
            default("attachment_size_limit", json!(10_485_760));
            if let Some(member) = obj.get_mut("member").and_then(Value::as_object_mut) {
                member.entry("flags").or_insert(json!(0));
            }
        }
        Kind::Message => {
            default("components", json!([]));
            default("flags", json!(0));
        }
        Kind::DmChannel => {
            default("flags", json!(0));
        }
        Kind::Command => {
            default("application_id", id(APPLICATION_ID));
            default("version", json!("1"));
            default("default_member_permissions", Value::Null);
            default("type", json!(1));
            default("nsfw", json!(false));
        }
    }
}

/// Whether serenity 0.12 accepts a dispatch. serenity does not refuse a known event it cannot
/// read: it silently turns it into `Event::Unknown` and drops it. So the events the fake sends
/// are read as their own types, to get serenity's complaint.
pub fn serenity_accepts(event: &str, data: &Value) -> Result<(), String> {
    use serenity::model::event::{self as ev, Event, GatewayEvent};
    fn read<T: serde::de::DeserializeOwned>(data: &Value) -> Result<(), String> {
        serde_json::from_value::<T>(data.clone())
            .map(|_| ())
            .map_err(|e| e.to_string())
    }
    match event {
        "READY" => read::<ev::ReadyEvent>(data)?,
        "RESUMED" => read::<ev::ResumedEvent>(data)?,
        "GUILD_CREATE" => read::<ev::GuildCreateEvent>(data)?,
        "INTERACTION_CREATE" => read::<ev::InteractionCreateEvent>(data)?,
        "MESSAGE_CREATE" => read::<ev::MessageCreateEvent>(data)?,
        _ => {}
    }
    let frame = json!({"op": 0, "t": event, "s": 1, "d": data});
    match serde_json::from_value::<GatewayEvent>(frame) {
        Ok(GatewayEvent::Dispatch(_, Event::Unknown(_))) => Err(format!(
            "serenity reads {event} as an unknown event (a field it needs is missing, or it does not know the event)"
        )),
        Ok(_) => Ok(()),
        Err(e) => Err(e.to_string()),
    }
}

/// A snowflake as Discord writes it: a string.
pub fn id(n: u64) -> Value {
    Value::String(n.to_string())
}

/// Milliseconds since Discord's epoch (2015-01-01).
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// A fresh, increasing snowflake with the current time in its top bits, as Discord makes them.
pub fn next_snowflake() -> u64 {
    static LAST: AtomicU64 = AtomicU64::new(0);
    let now_ms = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64;
    let candidate = (now_ms - DISCORD_EPOCH_MS) << 22;
    let mut last = LAST.load(Ordering::Relaxed);
    loop {
        let next = candidate.max(last + 1);
        match LAST.compare_exchange_weak(last, next, Ordering::Relaxed, Ordering::Relaxed) {
            Ok(_) => return next,
            Err(actual) => last = actual,
        }
    }
}

/// The current time as Discord writes timestamps.
pub fn now_timestamp() -> String {
    serenity::model::Timestamp::now().to_string()
}

/// Discord's error body (`error-body.json`) with another code and message.
pub fn error_body(code: u64, message: &str) -> Value {
    let mut body = fixture("error-body.json");
    body["code"] = json!(code);
    body["message"] = json!(message);
    body
}

/// A user object.
pub fn user(user_id: u64, name: &str, bot: bool) -> Value {
    json!({
        "id": id(user_id),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": null,
        "public_flags": 0,
        "bot": bot,
    })
}

pub fn bot_user() -> Value {
    user(BOT_USER_ID, BOT_NAME, true)
}

/// `GET /users/@me` for the bot.
pub fn current_user() -> Value {
    let mut me = bot_user();
    me["verified"] = json!(true);
    me["mfa_enabled"] = json!(false);
    me["flags"] = json!(0);
    me["email"] = Value::Null;
    me
}

/// `GET /oauth2/applications/@me`: the bot's application with its owner.
pub fn current_application() -> Value {
    json!({
        "id": id(APPLICATION_ID),
        "name": BOT_NAME,
        "icon": null,
        "description": "Renaissance board games (fake Discord)",
        "summary": "",
        "type": null,
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "owner": user(OWNER_USER_ID, "tavola-owner", false),
        "team": null,
        "flags": 0,
        "bot": bot_user(),
    })
}

/// `GET /gateway` (`gateway-get-gateway.json`) pointing at the fake's websocket.
pub fn gateway(ws_url: &str) -> Value {
    let mut body = fixture("gateway-get-gateway.json");
    body["url"] = json!(ws_url);
    body
}

/// `GET /gateway/bot` (`gateway-get-gateway-bot.json`) pointing at the fake's websocket, 1 shard.
pub fn gateway_bot(ws_url: &str) -> Value {
    let mut body = fixture("gateway-get-gateway-bot.json");
    body["url"] = json!(ws_url);
    body["shards"] = json!(1);
    body
}

/// Hello (`gateway-hello.json`), optionally with another heartbeat interval.
pub fn hello(heartbeat_interval_ms: Option<u64>) -> Value {
    let mut hello = fixture("gateway-hello.json");
    if let Some(ms) = heartbeat_interval_ms {
        hello["d"]["heartbeat_interval"] = json!(ms);
    }
    hello
}

/// The READY dispatch's data, for a session on `shard` (`[shard, total]`) whose servers are
/// `guilds`.
pub fn ready(session_id: &str, resume_url: &str, shard: Value, guilds: &[u64]) -> Value {
    json!({
        "v": 10,
        "user": current_user(),
        "guilds": guilds.iter().map(|&g| json!({"id": id(g), "unavailable": true})).collect::<Vec<_>>(),
        "session_id": session_id,
        "resume_gateway_url": resume_url,
        "shard": shard,
        "application": {"id": id(APPLICATION_ID), "flags": 0},
        "private_channels": [],
        "relationships": [],
        "presences": [],
        "guild_join_requests": [],
        "geo_ordered_rtc_regions": [],
        "_trace": ["fake-discord"],
    })
}

/// A text channel of a test guild.
pub fn guild_text_channel(guild_id: u64, channel_id: u64) -> Value {
    json!({
        "id": id(channel_id),
        "type": 0,
        "guild_id": id(guild_id),
        "name": format!("table-{channel_id}"),
        "position": 0,
        "permission_overwrites": [],
        "nsfw": false,
        "topic": null,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0,
    })
}

/// A public thread (type 11) as Discord answers it when it is started or edited.
pub fn thread_channel(thread: &super::FakeThread) -> Value {
    json!({
        "id": id(thread.id),
        "type": 11,
        "guild_id": id(thread.guild_id),
        "parent_id": id(thread.parent_id),
        "owner_id": id(BOT_USER_ID),
        "name": thread.name,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "message_count": 0,
        "member_count": 1,
        "total_message_sent": 0,
        "flags": 0,
        "thread_metadata": {
            "archived": thread.archived,
            "auto_archive_duration": 10080,
            "archive_timestamp": now_timestamp(),
            "locked": false,
            "create_timestamp": now_timestamp(),
        },
    })
}

/// The `GUILD_CREATE` dispatch's data for the test guild.
pub fn guild_create(guild_id: u64, channel_ids: &[u64]) -> Value {
    let role = |role_id: u64, name: &str| {
        json!({
            "id": id(role_id),
            "name": name,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
            "hoist": false,
            "icon": null,
            "unicode_emoji": null,
            "position": 0,
            "permissions": "2248473465835073",
            "managed": false,
            "mentionable": false,
            "flags": 0,
        })
    };
    let mut guild = json!({
        "id": id(guild_id),
        "name": "Tavola Test Guild",
        "icon": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": id(OWNER_USER_ID),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [role(guild_id, "@everyone"), role(MEMBER_ROLE_ID, "players")],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
    });
    let gateway_fields = json!({
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "premium_progress_bar_enabled": false,
        "stickers": [],
        "joined_at": "2017-03-13T19:19:14.040000+00:00",
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [],
        "channels": channel_ids.iter().map(|&c| guild_text_channel(guild_id, c)).collect::<Vec<_>>(),
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
        "max_members": 500_000,
    });
    let obj = guild.as_object_mut().unwrap();
    obj.extend(gateway_fields.as_object().unwrap().clone());
    guild
}

/// `GET /guilds/{id}`: the test guild without the gateway-only fields.
pub fn partial_guild(guild_id: u64) -> Value {
    let mut guild = guild_create(guild_id, &[]);
    let obj = guild.as_object_mut().unwrap();
    for key in [
        "joined_at",
        "large",
        "unavailable",
        "member_count",
        "voice_states",
        "members",
        "channels",
        "threads",
        "presences",
        "stage_instances",
        "guild_scheduled_events",
        "soundboard_sounds",
    ] {
        obj.remove(key);
    }
    guild
}

/// A message object (`message.json`) sent by `author` to `channel_id`, echoing the request's
/// content, embeds, components, flags and tts.
pub fn message(message_id: u64, channel_id: u64, author: Value, request: &Value) -> Value {
    let mut m = fixture("message.json");
    let obj = m.as_object_mut().unwrap();
    obj.remove("reactions");
    obj.insert("id".into(), id(message_id));
    obj.insert("channel_id".into(), id(channel_id));
    obj.insert("author".into(), author);
    obj.insert("timestamp".into(), json!(now_timestamp()));
    obj.insert("content".into(), json!(""));
    apply_edit(&mut m, request);
    m["mentions"] = Value::Array(
        pinged(m["content"].as_str().unwrap_or(""), request)
            .into_iter()
            .map(|u| user(u, &format!("user-{u}"), false))
            .collect(),
    );
    m["edited_timestamp"] = Value::Null;
    m["tts"] = json!(request.get("tts").and_then(Value::as_bool).unwrap_or(false));
    complete_for_serenity(Kind::Message, &mut m);
    m
}

/// The users a new message's `content` mentions who are notified, as Discord decides it: each
/// `<@id>` in the content, unless the request's `allowed_mentions` leaves them out (it allows
/// users only when its `parse` holds "users" or its `users` names them).
fn pinged(content: &str, request: &Value) -> Vec<u64> {
    let mentioned = content.split("<@").skip(1).filter_map(|rest| {
        let id = rest.split('>').next()?;
        id.trim_start_matches('!').parse::<u64>().ok()
    });
    let allowed = request.get("allowed_mentions").filter(|a| a.is_object());
    let allows = |user: u64| {
        let Some(allowed) = allowed else {
            return true;
        };
        let parses_users = allowed["parse"]
            .as_array()
            .is_some_and(|p| p.iter().any(|x| x == "users"));
        let listed = allowed["users"]
            .as_array()
            .is_some_and(|l| l.iter().any(|x| x.as_str() == Some(&user.to_string())));
        parses_users || listed
    };
    let mut users: Vec<u64> = Vec::new();
    for user in mentioned {
        if allows(user) && !users.contains(&user) {
            users.push(user);
        }
    }
    users
}

/// Message flags a bot may set when creating or editing: `SUPPRESS_EMBEDS`, EPHEMERAL,
/// `SUPPRESS_NOTIFICATIONS`, `IS_COMPONENTS_V2`.
const SETTABLE_FLAGS: u64 = 4 | 64 | 4096 | 32768;

/// Applies an edit body (content, embeds, components, flags, attachments) to a message.
pub fn apply_edit(m: &mut Value, request: &Value) {
    let Some(request) = request.as_object() else {
        return;
    };
    if let Some(content) = request.get("content") {
        m["content"] = json!(content.as_str().unwrap_or(""));
    }
    if let Some(embeds) = request.get("embeds") {
        let mut embeds = embeds.as_array().cloned().unwrap_or_default();
        for embed in &mut embeds {
            if let Some(e) = embed.as_object_mut() {
                e.entry("type").or_insert(json!("rich"));
                e.entry("content_scan_version").or_insert(json!(0));
            }
        }
        m["embeds"] = Value::Array(embeds);
    }
    if let Some(components) = request.get("components") {
        let mut components = components.clone();
        if components.is_null() {
            components = json!([]);
        }
        number_components(&mut components, &mut 1);
        m["components"] = components;
    }
    if let Some(flags) = request.get("flags") {
        let kept = m["flags"].as_u64().unwrap_or(0) & !SETTABLE_FLAGS;
        m["flags"] = json!(kept | (flags.as_u64().unwrap_or(0) & SETTABLE_FLAGS));
    }
    if let Some(asked) = request.get("attachments") {
        // The existing attachments named by id are kept, the others removed; new uploads
        // (named by their placeholder ids) are added by the caller.
        let keep: Vec<String> = asked
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|x| match &x["id"] {
                Value::String(s) => Some(s.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            })
            .collect();
        let kept: Vec<Value> = m["attachments"]
            .as_array()
            .into_iter()
            .flatten()
            .filter(|a| {
                a["id"]
                    .as_str()
                    .is_some_and(|id| keep.iter().any(|k| k == id))
            })
            .cloned()
            .collect();
        m["attachments"] = Value::Array(kept);
    }
}

/// Discord numbers the components of a message it returns (`id`: 1, 2, ...).
fn number_components(v: &mut Value, next: &mut u64) {
    match v {
        Value::Array(items) => items.iter_mut().for_each(|c| number_components(c, next)),
        Value::Object(obj) if obj.contains_key("type") => {
            obj.entry("id").or_insert_with(|| {
                *next += 1;
                json!(*next - 1)
            });
            for key in ["components", "accessory"] {
                if let Some(child) = obj.get_mut(key) {
                    number_components(child, next);
                }
            }
        }
        _ => {}
    }
}

/// A DM channel (`channel-dm.json`) with one recipient.
pub fn dm_channel(channel_id: u64, recipient: Value) -> Value {
    let mut c = fixture("channel-dm.json");
    c["id"] = id(channel_id);
    c["last_message_id"] = Value::Null;
    c["recipients"] = json!([recipient]);
    complete_for_serenity(Kind::DmChannel, &mut c);
    c
}

/// A registered application command as Discord returns it, from the registration body.
pub fn registered_command(request: &Value, command_id: u64, guild_id: Option<u64>) -> Value {
    let mut c = request.clone();
    c["id"] = id(command_id);
    if let Some(g) = guild_id {
        c["guild_id"] = id(g);
    }
    c.as_object_mut()
        .unwrap()
        .entry("description")
        .or_insert(json!(""));
    complete_for_serenity(Kind::Command, &mut c);
    c
}

/// A guild member object for a user (the example interaction's member with another user).
pub fn member(user: &Value) -> Value {
    let mut m = fixture("interaction-slash-command.json")["member"].clone();
    m["user"] = user.clone();
    m["nick"] = Value::Null;
    m
}

/// Where an interaction happens.
#[derive(Clone, Debug)]
pub struct Place {
    pub channel_id: u64,
    /// `None` in a DM.
    pub guild_id: Option<u64>,
}

/// An `INTERACTION_CREATE`'s data, from the slash command example with another id, token, user,
/// place, type and data (and the `message` for a component).
pub fn interaction(
    interaction_id: u64,
    token: &str,
    user: &Value,
    place: &Place,
    kind: u8,
    data: Value,
    message: Option<Value>,
) -> Value {
    let mut i = fixture("interaction-slash-command.json");
    i["id"] = id(interaction_id);
    i["token"] = json!(token);
    i["type"] = json!(kind);
    i["data"] = data;
    i["channel_id"] = id(place.channel_id);
    if let Some(guild) = place.guild_id {
        i["guild_id"] = id(guild);
        i["member"] = member(user);
        i["context"] = json!(0);
        i["authorizing_integration_owners"] = json!({"0": id(guild)});
        i["channel"] = guild_text_channel(guild, place.channel_id);
    } else {
        let obj = i.as_object_mut().unwrap();
        obj.remove("guild_id");
        obj.remove("member");
        obj.remove("guild_locale");
        obj.insert("user".into(), user.clone());
        obj.insert("context".into(), json!(1));
        obj.insert(
            "authorizing_integration_owners".into(),
            json!({"1": user["id"]}),
        );
        obj.insert(
            "channel".into(),
            json!({"id": id(place.channel_id), "type": 1, "flags": 0}),
        );
    }
    if let Some(m) = message {
        i["message"] = m;
    }
    complete_for_serenity(Kind::Interaction, &mut i);
    i
}
