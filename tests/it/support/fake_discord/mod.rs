//! A fake Discord on 127.0.0.1 for end-to-end tests (see "Testing" in `docs/design.md`).
//!
//! One axum server answers REST under `/api/v10` (every JSON body checked against Discord's
//! `openapi.json`) and runs a websocket gateway at `/gateway`. Scripted [`FakeUser`]s inject
//! `INTERACTION_CREATE` events; every REST call is recorded, and the messages the bot sends are kept
//! (with their edits) so tests can find them and click their buttons.
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! // the bot: HttpBuilder::new(token).proxy(fake.api_base()).ratelimiter_disabled(true)
//! fake.wait_ready().await;
//! let alice = fake.user(1001, "alice");
//! let cb = alice.slash("ping", json!([])).await.callback(Duration::from_secs(1)).await;
//! assert_eq!(cb.content(), "pong");
//! fake.assert_no_violations();
//! ```

pub mod commands;
pub mod faults;
pub mod gateway;
pub mod openapi;
pub mod payloads;
mod rest;
mod tls;

use std::collections::{HashMap, HashSet};
use std::future::Future;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::sync::{Notify, watch};
use tokio::task::JoinHandle;

pub use openapi::FieldError;
/// The bot's application id.
pub const APPLICATION_ID: u64 = payloads::APPLICATION_ID;
/// The bot's user id.
pub const BOT_USER_ID: u64 = payloads::BOT_USER_ID;
/// The application owner's user id.
pub const OWNER_USER_ID: u64 = payloads::OWNER_USER_ID;
/// The test guild (sent in `GUILD_CREATE` when the bot asks for the GUILDS intent).
pub const GUILD_ID: u64 = payloads::GUILD_ID;
/// The test guild's text channel, where users act unless moved.
pub const CHANNEL_ID: u64 = payloads::CHANNEL_ID;
/// A second test guild, on the shard after [`GUILD_ID`]'s when the gateway has shards
/// ([`Builder::shards`]); users act there once moved ([`FakeUser::in_guild`]).
pub const OTHER_GUILD_ID: u64 = GUILD_ID + (1 << 22);

/// How long [`FakeDiscord::wait_ready`] and injections wait for a bot to connect.
const CONNECT_WAIT: Duration = Duration::from_secs(15);
/// How long [`FakeUser::slash`] waits for the bot to register the command.
const COMMAND_WAIT: Duration = Duration::from_secs(5);

/// Settings of a fake; [`FakeDiscord::builder`].
#[derive(Clone, Debug)]
pub struct Builder {
    heartbeat_interval: Option<Duration>,
    interaction_deadline: Duration,
    shards: u32,
}

impl Builder {
    /// Heartbeat interval announced in Hello (default: the fixture's 45 s).
    pub fn heartbeat_interval(mut self, interval: Duration) -> Self {
        self.heartbeat_interval = Some(interval);
        self
    }

    /// How long after injection an interaction callback is still accepted (Discord: 3 s; later
    /// callbacks get 404 "Unknown interaction", code 10062).
    pub fn interaction_deadline(mut self, deadline: Duration) -> Self {
        self.interaction_deadline = deadline;
        self
    }

    /// Splits the gateway into `total` shards (default 1): each connection identifies as one,
    /// and a server's events go to the connection of its shard ([`gateway`]).
    pub fn shards(mut self, total: u32) -> Self {
        self.shards = total.max(1);
        self
    }

    pub async fn start(self) -> FakeDiscord {
        FakeDiscord::start_with(self).await
    }
}

/// One REST call the bot made.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// The path after `/api/v10`, without the query.
    pub path: String,
    pub query: Option<String>,
    /// The JSON body (for multipart requests, the `payload_json` part).
    pub body: Option<Value>,
    pub status: u16,
    pub response: Option<Value>,
    /// The fake does not know the route (answered 404).
    pub unknown_route: bool,
    pub at: Instant,
}

/// A request body Discord would have refused (HTTP 400, code 50035).
#[derive(Clone, Debug)]
pub struct Violation {
    pub method: String,
    pub path: String,
    /// The API description's operation, e.g. `POST /channels/{channel_id}/messages`.
    pub operation: String,
    pub body: Value,
    pub errors: Vec<FieldError>,
}

/// The bot's answer to an interaction (`POST /interactions/{id}/{token}/callback`).
#[derive(Clone, Debug)]
pub struct Callback {
    /// 1 pong, 4 message, 5 deferred message, 6 deferred update, 7 update, 8 autocomplete, 9 modal.
    pub kind: u8,
    pub data: Value,
    /// From injection to receipt of the callback.
    pub elapsed: Duration,
}

impl Callback {
    pub fn content(&self) -> &str {
        self.data["content"].as_str().unwrap_or("")
    }

    pub fn is_ephemeral(&self) -> bool {
        self.data["flags"].as_u64().unwrap_or(0) & 64 != 0
    }
}

/// A message the bot sent, in its current state (after edits).
#[derive(Clone, Debug)]
pub struct FakeMessage {
    pub id: u64,
    pub channel_id: u64,
    /// The message object as Discord returns it.
    pub json: Value,
    pub deleted: bool,
    /// How many times it was edited.
    pub edits: usize,
    /// The interaction whose response or followup this is.
    pub interaction_id: Option<u64>,
    /// The message object as it stood when a file was last uploaded with it: for a board,
    /// the version its picture shows, where a text-only edit may since have moved it on.
    pub pictured: Option<Value>,
}

impl FakeMessage {
    /// The message as it stood when its picture was last uploaded, if ever.
    pub fn when_pictured(&self) -> Option<FakeMessage> {
        self.pictured.clone().map(|json| FakeMessage {
            json,
            pictured: None,
            ..self.clone()
        })
    }

    pub fn content(&self) -> &str {
        self.json["content"].as_str().unwrap_or("")
    }

    /// The users the message notified when it was posted (its mentions that were allowed).
    pub fn pinged(&self) -> Vec<u64> {
        self.json["mentions"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|u| u["id"].as_str()?.parse().ok())
            .collect()
    }

    pub fn flags(&self) -> u64 {
        self.json["flags"].as_u64().unwrap_or(0)
    }

    pub fn is_ephemeral(&self) -> bool {
        self.flags() & 64 != 0
    }

    pub fn embeds(&self) -> &[Value] {
        self.json["embeds"].as_array().map_or(&[], Vec::as_slice)
    }

    pub fn attachments(&self) -> &[Value] {
        self.json["attachments"]
            .as_array()
            .map_or(&[], Vec::as_slice)
    }

    /// The attachment the first embed shows as its image, if any.
    pub fn embed_picture(&self) -> Option<&Value> {
        let url = self.embeds().first()?["image"]["url"].as_str()?;
        self.attachments().iter().find(|a| a["url"] == url)
    }

    pub fn components(&self) -> &[Value] {
        self.json["components"]
            .as_array()
            .map_or(&[], Vec::as_slice)
    }

    /// Every component (at any depth) that has a `custom_id`.
    pub fn interactive_components(&self) -> Vec<&Value> {
        fn walk<'a>(v: &'a Value, out: &mut Vec<&'a Value>) {
            match v {
                Value::Array(items) => items.iter().for_each(|c| walk(c, out)),
                Value::Object(obj) => {
                    if obj.get("custom_id").is_some_and(Value::is_string) {
                        out.push(v);
                    }
                    for key in ["components", "accessory"] {
                        if let Some(child) = obj.get(key) {
                            walk(child, out);
                        }
                    }
                }
                _ => {}
            }
        }
        let mut out = Vec::new();
        walk(&self.json["components"], &mut out);
        out
    }

    /// The custom ids of the message's buttons and menus, in order.
    pub fn custom_ids(&self) -> Vec<String> {
        self.interactive_components()
            .into_iter()
            .filter_map(|c| c["custom_id"].as_str().map(str::to_owned))
            .collect()
    }

    pub fn component(&self, custom_id: &str) -> Option<&Value> {
        self.interactive_components()
            .into_iter()
            .find(|c| c["custom_id"] == custom_id)
    }

    /// The custom id of the button with this label.
    pub fn button(&self, label: &str) -> Option<String> {
        self.interactive_components()
            .into_iter()
            .find(|c| c["type"] == 2 && c["label"] == label)
            .and_then(|c| c["custom_id"].as_str().map(str::to_owned))
    }

    /// Content, embed texts and text displays joined by newlines: handy for `contains` checks.
    pub fn text(&self) -> String {
        fn walk(v: &Value, out: &mut Vec<String>) {
            match v {
                Value::Array(items) => items.iter().for_each(|c| walk(c, out)),
                Value::Object(obj) => {
                    for key in ["title", "description", "name", "value", "text", "content"] {
                        if let Some(Value::String(s)) = obj.get(key) {
                            out.push(s.clone());
                        }
                    }
                    for key in ["components", "fields", "footer", "author", "accessory"] {
                        if let Some(child) = obj.get(key) {
                            walk(child, out);
                        }
                    }
                }
                _ => {}
            }
        }
        let mut out = vec![self.content().to_owned()];
        walk(&self.json["embeds"], &mut out);
        walk(&self.json["components"], &mut out);
        out.retain(|s| !s.is_empty());
        out.join("\n")
    }

    /// The message as serenity sees it.
    pub fn to_serenity(&self) -> serenity::model::channel::Message {
        serde_json::from_value(self.json.clone())
            .unwrap_or_else(|e| panic!("serenity refuses message {}: {e}", self.id))
    }
}

/// An interaction the fake injected.
#[derive(Clone)]
pub struct Injected {
    pub id: u64,
    pub token: String,
    pub channel_id: u64,
    pub user_id: u64,
    /// 2 command, 3 component.
    pub kind: u8,
    /// The `INTERACTION_CREATE` data as sent.
    pub payload: Value,
    shared: Arc<Shared>,
}

impl std::fmt::Debug for Injected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Injected")
            .field("id", &self.id)
            .field("kind", &self.kind)
            .field("channel_id", &self.channel_id)
            .field("user_id", &self.user_id)
            .finish_non_exhaustive()
    }
}

impl Injected {
    /// Waits for the bot's callback (panics after `timeout`, listing what happened).
    pub async fn callback(&self, timeout: Duration) -> Callback {
        FakeDiscord::from_shared(&self.shared)
            .wait_callback(self.id, timeout)
            .await
    }

    pub async fn try_callback(&self, timeout: Duration) -> Option<Callback> {
        FakeDiscord::from_shared(&self.shared)
            .try_wait_callback(self.id, timeout)
            .await
    }

    /// The interaction's response message and followups, in order.
    pub fn responses(&self) -> Vec<FakeMessage> {
        FakeDiscord::from_shared(&self.shared).responses(self.id)
    }

    pub fn ephemeral_responses(&self) -> Vec<FakeMessage> {
        FakeDiscord::from_shared(&self.shared).ephemeral_responses(self.id)
    }

    pub fn original_response(&self) -> Option<FakeMessage> {
        FakeDiscord::from_shared(&self.shared).original_response(self.id)
    }
}

/// A scripted Discord user who runs commands and clicks the bot's components.
#[derive(Clone)]
pub struct FakeUser {
    pub id: u64,
    pub name: String,
    place: payloads::Place,
    /// The member's permissions in the guild, as Discord sends them (a decimal bit set);
    /// `None`: the example interaction's (every permission, administrator included).
    permissions: Option<String>,
    /// The shard the user's interactions are delivered on.
    route: Route,
    /// The language the user's Discord is set to, and the guild's preferred one, as their
    /// interactions say (`locale`, `guild_locale`); `None`: the example interaction's (en-US).
    locale: Option<String>,
    guild_locale: Option<String>,
    shared: Arc<Shared>,
}

/// Which shard Discord delivers a user's interactions on.
#[derive(Clone, Debug)]
enum Route {
    /// Their server's, as Discord computes it (direct messages: shard 0).
    Server,
    /// Their server's shard, then the next one, and so on, one interaction each.
    Spread(Arc<std::sync::atomic::AtomicU32>),
}

impl FakeUser {
    /// The user object.
    pub fn json(&self) -> Value {
        payloads::user(self.id, &self.name, false)
    }

    /// The guild the user acts in; `None` in a DM.
    pub fn guild_id(&self) -> Option<u64> {
        self.place.guild_id
    }

    /// The channel the user acts in.
    pub fn channel_id(&self) -> u64 {
        self.place.channel_id
    }

    /// The same user acting in another channel of their guild.
    pub fn in_channel(&self, channel_id: u64) -> FakeUser {
        self.in_guild(self.place.guild_id.unwrap_or(GUILD_ID), channel_id)
    }

    /// The same user acting in a channel of another guild (e.g. [`OTHER_GUILD_ID`]); the
    /// channel is the guild's from now on.
    pub fn in_guild(&self, guild_id: u64, channel_id: u64) -> FakeUser {
        self.shared
            .lock()
            .guild_channels
            .insert(channel_id, guild_id);
        FakeUser {
            place: payloads::Place {
                channel_id,
                guild_id: Some(guild_id),
            },
            ..self.clone()
        }
    }

    /// The same user, whose interactions Discord delivers on every shard in turn (their
    /// server's, then the next, ...), instead of always their server's. It happens while a bot
    /// changes its number of shards: the processes on the old count and on the new one
    /// overlap, and a server's clicks may reach either.
    pub fn across_shards(&self) -> FakeUser {
        FakeUser {
            route: Route::Spread(Arc::default()),
            ..self.clone()
        }
    }

    /// The same user as a plain member of the guild: no administrator or manage-server
    /// permission (view channels, send messages, read history, use application commands).
    pub fn without_admin(&self) -> FakeUser {
        const PLAIN: u64 = (1 << 10) | (1 << 11) | (1 << 16) | (1 << 31);
        FakeUser {
            permissions: Some(PLAIN.to_string()),
            ..self.clone()
        }
    }

    /// The same user with their Discord set to `locale` (e.g. `de`).
    pub fn speaking(&self, locale: &str) -> FakeUser {
        FakeUser {
            locale: Some(locale.to_owned()),
            ..self.clone()
        }
    }

    /// The same user in a guild whose preferred language is `locale`.
    pub fn in_server_speaking(&self, locale: &str) -> FakeUser {
        FakeUser {
            guild_locale: Some(locale.to_owned()),
            ..self.clone()
        }
    }

    /// The same user acting in their DM channel with the bot.
    pub fn in_dm(&self) -> FakeUser {
        let channel_id = self.shared.lock().dm_channel(self.id, self.json());
        FakeUser {
            place: payloads::Place {
                channel_id,
                guild_id: None,
            },
            ..self.clone()
        }
    }

    /// Runs a registered slash command (waiting up to 5 s for the bot to register it), as the
    /// Discord client would send it: `options` is Discord's option array, e.g.
    /// `json!([opt("players", 4)])` or `json!([sub("start", json!([]))])`; each option takes its
    /// registered type, a choice may be given by name (`opt("game", "Palazzo")` sends the
    /// choice's value), and options the client would refuse (unknown, missing, out of range)
    /// panic. User and channel options come with `resolved` data.
    pub async fn slash(&self, name: &str, options: Value) -> Injected {
        let fake = FakeDiscord::from_shared(&self.shared);
        let guild = self.place.guild_id;
        let Some(command) = fake.wait_command(name, guild, COMMAND_WAIT).await else {
            let known = self.shared.read(|s| s.command_names(guild));
            panic!(
                "/{name} is not registered where {} acts (registered: {known:?})",
                self.name
            );
        };
        let users = self.shared.read(|s| s.users.clone());
        let user_of = |id: u64| {
            users
                .get(&id)
                .cloned()
                .unwrap_or_else(|| payloads::user(id, &format!("user-{id}"), false))
        };
        let (options, resolved) = commands::conform(&command, &options, &user_of, guild);
        let mut data = json!({"id": command["id"], "name": name, "type": 1, "options": options});
        if resolved.as_object().is_some_and(|r| !r.is_empty()) {
            data["resolved"] = resolved;
        }
        if let Some(g) = command.get("guild_id") {
            data["guild_id"] = g.clone();
        }
        fake.inject(self, self.place.clone(), 2, data, None).await
    }

    /// Runs a slash command with this `data` as is, registered or not (for negative tests).
    pub async fn slash_raw(&self, data: Value) -> Injected {
        FakeDiscord::from_shared(&self.shared)
            .inject(self, self.place.clone(), 2, data, None)
            .await
    }

    /// Clicks a button of a message the bot sent. `seen` is the message as the user saw it: the
    /// button must be on it and enabled. The interaction carries the message's current state.
    pub async fn click(&self, seen: &FakeMessage, custom_id: &str) -> Injected {
        Self::check_component(seen, custom_id, 2);
        let data = json!({"component_type": 2, "custom_id": custom_id});
        self.component_interaction(seen, data).await
    }

    /// Picks options of a string select menu of a message the bot sent.
    pub async fn select(&self, seen: &FakeMessage, custom_id: &str, values: &[&str]) -> Injected {
        let menu = Self::check_component(seen, custom_id, 3);
        let offered: Vec<&str> = menu["options"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|o| o["value"].as_str())
            .collect();
        for v in values {
            assert!(
                offered.contains(v),
                "menu {custom_id:?} offers {offered:?}, not {v:?}"
            );
        }
        let min = menu["min_values"].as_u64().unwrap_or(1) as usize;
        let max = menu["max_values"].as_u64().unwrap_or(1) as usize;
        assert!(
            (min..=max).contains(&values.len()),
            "menu {custom_id:?} takes {min} to {max} values, not {}",
            values.len()
        );
        let data = json!({"component_type": 3, "custom_id": custom_id, "values": values});
        self.component_interaction(seen, data).await
    }

    /// Clicks a component without checking that the message offers it (for negative tests).
    pub async fn click_unchecked(&self, message_id: u64, data: Value) -> Injected {
        let seen = FakeDiscord::from_shared(&self.shared)
            .message(message_id)
            .unwrap_or_else(|| panic!("message {message_id} is unknown to the fake"));
        self.component_interaction(&seen, data).await
    }

    fn check_component(seen: &FakeMessage, custom_id: &str, kind: u64) -> Value {
        let component = seen.component(custom_id).unwrap_or_else(|| {
            panic!(
                "message {} has no component {custom_id:?}; it offers {:?}",
                seen.id,
                seen.custom_ids()
            )
        });
        assert_eq!(
            component["type"], kind,
            "component {custom_id:?} has another type"
        );
        assert!(
            !component["disabled"].as_bool().unwrap_or(false),
            "component {custom_id:?} of message {} is disabled",
            seen.id
        );
        component.clone()
    }

    async fn component_interaction(&self, seen: &FakeMessage, data: Value) -> Injected {
        let fake = FakeDiscord::from_shared(&self.shared);
        let current = fake
            .message(seen.id)
            .unwrap_or_else(|| panic!("message {} is unknown to the fake", seen.id));
        assert!(!current.deleted, "message {} was deleted", seen.id);
        let me = self.id.to_string();
        if current.is_ephemeral() {
            let owner = &current.json["interaction_metadata"]["user"]["id"];
            assert_eq!(
                owner.as_str(),
                Some(me.as_str()),
                "{} cannot see message {}: it is ephemeral, for {owner}",
                self.name,
                seen.id
            );
        }
        let place = {
            let state = self.shared.lock();
            let recipient = state
                .dm_recipients
                .get(&current.channel_id)
                .map(|u| u["id"].clone());
            if let Some(recipient) = &recipient {
                assert_eq!(
                    recipient.as_str(),
                    Some(me.as_str()),
                    "{} cannot see message {}: it is in {recipient}'s DMs",
                    self.name,
                    seen.id
                );
            }
            let guild_id = match recipient {
                Some(_) => None,
                None => Some(
                    state
                        .guild_channels
                        .get(&current.channel_id)
                        .copied()
                        .unwrap_or(GUILD_ID),
                ),
            };
            payloads::Place {
                channel_id: current.channel_id,
                guild_id,
            }
        };
        fake.inject(self, place, 3, data, Some(current.json)).await
    }

    /// The DMs this user received from the bot.
    pub fn dms(&self) -> Vec<FakeMessage> {
        FakeDiscord::from_shared(&self.shared).dms_to(self.id)
    }

    pub fn close_dms(&self) {
        FakeDiscord::from_shared(&self.shared).close_dms(self.id);
    }
}

/// A command option for [`FakeUser::slash`]; the type follows the JSON value (string 3,
/// integer 4, boolean 5, number 10).
pub fn opt(name: &str, value: impl Into<Value>) -> Value {
    let value = value.into();
    let kind = match &value {
        Value::Bool(_) => 5,
        Value::Number(n) if n.is_i64() || n.is_u64() => 4,
        Value::Number(_) => 10,
        _ => 3,
    };
    json!({"type": kind, "name": name, "value": value})
}

/// A subcommand option for [`FakeUser::slash`].
pub fn sub(name: &str, options: Value) -> Value {
    json!({"type": 1, "name": name, "options": options})
}

/// The fake Discord. Stops when dropped.
pub struct FakeDiscord {
    shared: Arc<Shared>,
    /// Only the owner (from `start`) stops the server on drop.
    owner: Option<Owner>,
}

struct Owner {
    server: JoinHandle<()>,
    tls_server: JoinHandle<()>,
    stop: watch::Sender<bool>,
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        if let Some(owner) = self.owner.take() {
            let _ = owner.stop.send(true);
            owner.server.abort();
            owner.tls_server.abort();
        }
    }
}

pub(crate) struct Shared {
    state: Mutex<State>,
    changed: Notify,
    pub(crate) addr: SocketAddr,
    /// Where the same API answers over TLS, as discord.com.
    pub(crate) tls_addr: SocketAddr,
    pub(crate) heartbeat_interval: Option<Duration>,
    pub(crate) interaction_deadline: Duration,
    pub(crate) stop: watch::Receiver<bool>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// Runs `f` on the state and wakes every waiter.
    pub(crate) fn update<T>(&self, f: impl FnOnce(&mut State) -> T) -> T {
        let out = f(&mut self.lock());
        self.changed.notify_waiters();
        out
    }

    pub(crate) fn read<T>(&self, f: impl FnOnce(&State) -> T) -> T {
        f(&self.lock())
    }

    pub(crate) fn ws_url(&self) -> String {
        format!("ws://{}/gateway", self.addr)
    }

    /// Waits until `f` gives a value or `timeout` passes.
    async fn wait_for<T>(
        &self,
        timeout: Duration,
        mut f: impl FnMut(&State) -> Option<T>,
    ) -> Option<T> {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let notified = self.changed.notified();
            tokio::pin!(notified);
            notified.as_mut().enable();
            if let Some(v) = f(&self.lock()) {
                return Some(v);
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return f(&self.lock());
            }
        }
    }
}

/// A stored message and where it came from.
#[derive(Clone, Debug)]
pub(crate) struct StoredMessage {
    pub json: Value,
    pub channel_id: u64,
    pub deleted: bool,
    pub edits: usize,
    pub interaction_id: Option<u64>,
    pub pictured: Option<Value>,
}

/// What the fake knows about an injected interaction.
#[derive(Clone, Debug)]
pub(crate) struct InteractionRecord {
    pub id: u64,
    pub token: String,
    pub kind: u8,
    pub channel_id: u64,
    pub injected_at: Instant,
    /// For a component interaction: the message the component is on.
    pub source_message: Option<u64>,
    pub callback: Option<Callback>,
    /// Refused callback attempts: (status, response body).
    pub refused: Vec<(u16, Value)>,
    /// The `@original` response message.
    pub original: Option<u64>,
    pub followups: Vec<u64>,
    /// The `INTERACTION_CREATE` data as sent.
    pub payload: Value,
    /// The shard it was delivered on.
    pub shard: u32,
}

#[derive(Default)]
pub(crate) struct State {
    pub calls: Vec<Call>,
    pub violations: Vec<Violation>,
    pub messages: HashMap<u64, StoredMessage>,
    /// Message ids per channel, in order of creation.
    pub channel_log: HashMap<u64, Vec<u64>>,
    pub dm_channels: HashMap<u64, u64>,
    pub dm_recipients: HashMap<u64, Value>,
    pub closed_dms: HashSet<u64>,
    /// The guilds' text channels: channel → guild.
    pub guild_channels: HashMap<u64, u64>,
    /// The scripted users, by id (for `GET /users/{id}` and DM recipients).
    pub users: HashMap<u64, Value>,
    pub interactions: HashMap<u64, InteractionRecord>,
    pub interaction_by_token: HashMap<String, u64>,
    pub global_commands: Vec<Value>,
    pub guild_commands: HashMap<u64, Vec<Value>>,
    pub gateway: gateway::GatewayState,
    /// The fault plan the REST API applies, and what it injected.
    pub faults: faults::FaultState,
    /// The bytes of the files last uploaded.
    pub files: Files,
    /// Whether requests carrying files are refused (as too large), as on Discord's bad days.
    pub refuse_uploads: bool,
    /// Messages created with an enforced nonce, by channel and nonce: a create repeating one
    /// gets the first message back, as on Discord.
    pub nonces: HashMap<(u64, String), Value>,
    /// How many creates were answered with an earlier message for their nonce.
    pub nonce_repeats: usize,
    /// The threads the bot started, by id.
    pub threads: HashMap<u64, FakeThread>,
    /// Whether the bot lacks the permission to start threads (403, code 50013).
    pub refuse_threads: bool,
}

/// A public thread the bot started from a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FakeThread {
    pub id: u64,
    pub guild_id: u64,
    /// The channel it was started in.
    pub parent_id: u64,
    /// The message it was started from.
    pub message_id: u64,
    pub name: String,
    pub archived: bool,
    /// How many messages were posted while it was archived (Discord unarchives it for them, but
    /// the bot means to unarchive it first).
    pub posted_while_archived: usize,
}

/// The bytes of the last [`Files::KEPT`] uploaded files, by attachment id: enough for a test to
/// read back what it just saw, without holding every picture of a long game.
#[derive(Default)]
pub(crate) struct Files {
    order: std::collections::VecDeque<u64>,
    bytes: HashMap<u64, Vec<u8>>,
    /// Every file's bytes, added up.
    total: usize,
}

impl Files {
    const KEPT: usize = 64;

    pub(crate) fn keep(&mut self, attachment: u64, bytes: Vec<u8>) {
        self.order.push_back(attachment);
        self.total += bytes.len();
        self.bytes.insert(attachment, bytes);
        while self.order.len() > Self::KEPT {
            if let Some(old) = self.order.pop_front() {
                self.bytes.remove(&old);
            }
        }
    }
}

impl State {
    /// Every guild with its channels, in order.
    pub(crate) fn guilds(&self) -> Vec<(u64, Vec<u64>)> {
        let mut guilds: std::collections::BTreeMap<u64, Vec<u64>> = Default::default();
        for (&channel, &guild) in &self.guild_channels {
            guilds.entry(guild).or_default().push(channel);
        }
        guilds
            .into_iter()
            .map(|(guild, mut channels)| {
                channels.sort_unstable();
                (guild, channels)
            })
            .collect()
    }

    /// Whether `guild` has a channel the fake knows.
    pub(crate) fn knows_guild(&self, guild: u64) -> bool {
        self.guild_channels.values().any(|&g| g == guild)
    }

    /// The DM channel of a user, created on first use.
    pub(crate) fn dm_channel(&mut self, user_id: u64, user: Value) -> u64 {
        if let Some(&c) = self.dm_channels.get(&user_id) {
            return c;
        }
        let channel_id = payloads::next_snowflake();
        self.dm_channels.insert(user_id, channel_id);
        self.dm_recipients.insert(channel_id, user);
        channel_id
    }

    /// A registered command usable in this place: the guild's, then the global ones.
    fn command(&self, name: &str, guild: Option<u64>) -> Option<Value> {
        guild
            .and_then(|g| self.guild_commands.get(&g))
            .into_iter()
            .flatten()
            .chain(&self.global_commands)
            .find(|c| c["name"] == name)
            .cloned()
    }

    fn command_names(&self, guild: Option<u64>) -> Vec<String> {
        guild
            .and_then(|g| self.guild_commands.get(&g))
            .into_iter()
            .flatten()
            .chain(&self.global_commands)
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect()
    }

    pub(crate) fn store_message(&mut self, json: Value, interaction_id: Option<u64>) -> u64 {
        let id: u64 = json["id"].as_str().unwrap().parse().unwrap();
        let channel_id: u64 = json["channel_id"].as_str().unwrap().parse().unwrap();
        self.channel_log.entry(channel_id).or_default().push(id);
        let pictured = json["attachments"]
            .as_array()
            .is_some_and(|a| !a.is_empty())
            .then(|| json.clone());
        self.messages.insert(
            id,
            StoredMessage {
                json,
                channel_id,
                deleted: false,
                edits: 0,
                interaction_id,
                pictured,
            },
        );
        id
    }

    fn fake_message(&self, id: u64) -> Option<FakeMessage> {
        self.messages.get(&id).map(|m| FakeMessage {
            id,
            channel_id: m.channel_id,
            json: m.json.clone(),
            deleted: m.deleted,
            edits: m.edits,
            interaction_id: m.interaction_id,
            pictured: m.pictured.clone(),
        })
    }

    fn channel_messages(&self, channel_id: u64) -> Vec<FakeMessage> {
        self.channel_log
            .get(&channel_id)
            .into_iter()
            .flatten()
            .filter_map(|&id| self.fake_message(id))
            .collect()
    }

    fn responses(&self, interaction_id: u64) -> Vec<FakeMessage> {
        let Some(record) = self.interactions.get(&interaction_id) else {
            return vec![];
        };
        let original = record
            .original
            .filter(|&m| Some(m) != record.source_message);
        original
            .into_iter()
            .chain(record.followups.iter().copied())
            .filter_map(|id| self.fake_message(id))
            .collect()
    }
}

impl FakeDiscord {
    /// [`APPLICATION_ID`], [`BOT_USER_ID`], ... as associated constants.
    pub const APPLICATION_ID: u64 = APPLICATION_ID;
    pub const BOT_USER_ID: u64 = BOT_USER_ID;
    pub const OWNER_USER_ID: u64 = OWNER_USER_ID;
    pub const GUILD_ID: u64 = GUILD_ID;
    pub const CHANNEL_ID: u64 = CHANNEL_ID;

    /// Starts a fake with the default settings.
    pub async fn start() -> FakeDiscord {
        Self::builder().start().await
    }

    pub fn builder() -> Builder {
        Builder {
            heartbeat_interval: None,
            interaction_deadline: Duration::from_secs(3),
            shards: 1,
        }
    }

    async fn start_with(builder: Builder) -> FakeDiscord {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().unwrap();
        // Small gateway frames go out at once: Nagle's algorithm would add ~40 ms to latencies.
        let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
            let _ = tcp.set_nodelay(true);
        });
        let tls_listener = tls::Listener::bind().await;
        let tls_addr = tls_listener.addr();
        let (stop_tx, stop_rx) = watch::channel(false);
        let shared = Arc::new(Shared {
            tls_addr,
            state: Mutex::new(State::default()),
            changed: Notify::new(),
            addr,
            heartbeat_interval: builder.heartbeat_interval,
            interaction_deadline: builder.interaction_deadline,
            stop: stop_rx.clone(),
        });
        {
            let mut state = shared.lock();
            state.guild_channels.insert(CHANNEL_ID, GUILD_ID);
            state.gateway = gateway::GatewayState::new(builder.shards);
        }
        let app = axum::Router::new()
            .route("/gateway", axum::routing::get(gateway::upgrade))
            .fallback(rest::handle)
            .with_state(shared.clone());
        let mut stop = stop_rx;
        let mut tls_stop = stop.clone();
        let tls_app = app.clone();
        let server = tokio::spawn(async move {
            let shutdown = async move { gateway::stopped(&mut stop).await };
            axum::serve(listener, app)
                .with_graceful_shutdown(shutdown)
                .await
                .expect("fake Discord server");
        });
        // The same API over TLS as discord.com, for a bot that keeps Discord's URLs (and so
        // serenity's rate limiter) and only resolves discord.com here.
        let tls_server = tokio::spawn(async move {
            let shutdown = async move { gateway::stopped(&mut tls_stop).await };
            axum::serve(tls_listener, tls_app)
                .with_graceful_shutdown(shutdown)
                .await
                .expect("fake Discord TLS server");
        });
        // Parse the API description before the first request, so the first one is not slow.
        tokio::task::spawn_blocking(|| openapi::find_operation("GET", "/gateway"))
            .await
            .unwrap();
        FakeDiscord {
            shared,
            owner: Some(Owner {
                server,
                tls_server,
                stop: stop_tx,
            }),
        }
    }

    /// Another handle on this fake (for a task of its own); it does not stop the fake on drop.
    pub fn handle(&self) -> FakeDiscord {
        Self::from_shared(&self.shared)
    }

    /// Every interaction injected so far, in order: `(user id, INTERACTION_CREATE data)`.
    pub fn interactions(&self) -> Vec<(u64, Value)> {
        self.shared.read(|s| {
            let mut all: Vec<&InteractionRecord> = s.interactions.values().collect();
            all.sort_by_key(|r| r.id);
            all.iter()
                .map(|r| {
                    let p = &r.payload;
                    let user = if p["member"].is_object() {
                        &p["member"]["user"]["id"]
                    } else {
                        &p["user"]["id"]
                    };
                    let user = user.as_str().and_then(|u| u.parse().ok()).unwrap_or(0);
                    (user, p["data"].clone())
                })
                .collect()
        })
    }

    /// Every interaction injected so far, in order: the shard it was delivered on, and its
    /// `INTERACTION_CREATE` data.
    pub fn interactions_by_shard(&self) -> Vec<(u32, Value)> {
        self.shared.read(|s| {
            let mut all: Vec<&InteractionRecord> = s.interactions.values().collect();
            all.sort_by_key(|r| r.id);
            all.iter()
                .map(|r| (r.shard, r.payload["data"].clone()))
                .collect()
        })
    }

    fn from_shared(shared: &Arc<Shared>) -> FakeDiscord {
        FakeDiscord {
            shared: shared.clone(),
            owner: None,
        }
    }

    /// Stops the server and closes the gateway connections.
    pub async fn shutdown(mut self) {
        if let Some(owner) = self.owner.take() {
            let _ = owner.stop.send(true);
            let _ = tokio::time::timeout(Duration::from_secs(2), owner.server).await;
            owner.tls_server.abort();
        }
    }

    /// What the bot puts in `DISCORD_API_BASE`: `http://127.0.0.1:PORT`.
    pub fn api_base(&self) -> String {
        format!("http://{}", self.shared.addr)
    }

    /// The same API over TLS, answering for discord.com: a bot given this as
    /// `DISCORD_API_BASE` (and [`FakeDiscord::root_certificate`] to trust) keeps Discord's own
    /// URLs, only resolving discord.com here, so serenity's rate limiter stays on.
    pub fn tls_api_base(&self) -> String {
        format!("https://{}", self.shared.tls_addr)
    }

    /// The PEM of the test root certificate [`FakeDiscord::tls_api_base`] is signed by.
    pub fn root_certificate() -> String {
        tls::ROOT_CERTIFICATE.to_owned()
    }

    /// The REST fault plan: set, change or clear it at any time; read what it injected.
    pub fn faults(&self) -> Faults {
        Faults {
            shared: self.shared.clone(),
        }
    }

    /// The gateway address `GET /gateway` reports: `ws://127.0.0.1:PORT/gateway`.
    pub fn gateway_url(&self) -> String {
        self.shared.ws_url()
    }

    /// A serenity `Http` talking to the fake (proxy, no rate limiter, application id set).
    pub fn http(&self, token: &str) -> serenity::http::Http {
        serenity::http::HttpBuilder::new(token)
            .proxy(self.api_base())
            .ratelimiter_disabled(true)
            .application_id(serenity::model::id::ApplicationId::new(APPLICATION_ID))
            .build()
    }

    // ----- gateway -----

    /// Waits until every shard has a bot identified (or resumed) and connected; panics after
    /// 15 s.
    pub async fn wait_ready(&self) {
        let total = self.shared.read(|s| s.gateway.shard_total);
        for shard in 0..total {
            self.wait_shard_ready(shard).await;
        }
    }

    /// Waits until `shard` has a bot identified (or resumed) and connected; panics after 15 s.
    pub async fn wait_shard_ready(&self, shard: u32) {
        let ready = self
            .shared
            .wait_for(CONNECT_WAIT, |s| {
                s.gateway.is_connected(shard).then_some(())
            })
            .await;
        assert!(
            ready.is_some(),
            "no bot identified as shard {shard} on the fake gateway within {CONNECT_WAIT:?}"
        );
    }

    /// Whether a bot is connected and identified on every shard.
    pub fn connected(&self) -> bool {
        self.shared
            .read(|s| (0..s.gateway.shard_total).all(|k| s.gateway.is_connected(k)))
    }

    /// Whether `shard` has a bot connected and identified.
    pub fn shard_connected(&self, shard: u32) -> bool {
        self.shared.read(|s| s.gateway.is_connected(shard))
    }

    /// The shard Discord delivers the events of `guild` on (`None`: direct messages).
    pub fn shard_of(&self, guild: Option<u64>) -> u32 {
        self.shared.read(|s| s.gateway.shard_of(guild))
    }

    /// Waits until no bot is connected on any shard.
    pub async fn wait_disconnected(&self, timeout: Duration) -> bool {
        self.shared
            .wait_for(timeout, |s| s.gateway.current.is_empty().then_some(()))
            .await
            .is_some()
    }

    /// Waits until `shard` has no bot connected.
    pub async fn wait_shard_disconnected(&self, shard: u32, timeout: Duration) -> bool {
        self.shared
            .wait_for(timeout, |s| (!s.gateway.is_connected(shard)).then_some(()))
            .await
            .is_some()
    }

    /// Gateway counters: connections, identifies, resumes, heartbeats.
    pub fn gateway_stats(&self) -> gateway::Stats {
        self.shared.read(|s| s.gateway.stats.clone())
    }

    /// The last Identify's `d` (token, intents, shard, ...).
    pub fn last_identify(&self) -> Option<Value> {
        self.shared.read(|s| s.gateway.last_identify.clone())
    }

    /// Sends a dispatch (op 0) to the connected bot, e.g. `dispatch("GUILD_MEMBER_ADD", d)`,
    /// on the shard of the guild it names. Returns false when that shard has no bot connected
    /// (it is then kept for a resume).
    pub fn dispatch(&self, event: &str, data: Value) -> bool {
        if let Err(e) = payloads::serenity_accepts(event, &data) {
            panic!("serenity would drop this {event} ({e}): {data:#}");
        }
        let guild = data["guild_id"].as_str().and_then(|g| g.parse().ok());
        self.shared.update(|s| {
            let shard = s.gateway.shard_of(guild);
            s.gateway.dispatch(shard, event, data)
        })
    }

    /// Asks the bot to reconnect (op 7) on shard 0; serenity then resumes.
    pub fn request_reconnect(&self) -> bool {
        self.shared.update(|s| {
            s.gateway
                .send_to(0, gateway::Outgoing::Op(json!({"op": 7, "d": null})))
        })
    }

    /// Closes the bot's websocket on shard 0 with this close code (1001: Discord going away,
    /// 4000: an unknown error; serenity resumes after both).
    pub fn close_gateway(&self, code: u16) -> bool {
        self.shared.update(|s| {
            s.gateway.send_to(
                0,
                gateway::Outgoing::Close(code, "fake Discord closes".into()),
            )
        })
    }

    /// The bot's connection on shard 0 goes zombie: its heartbeats are no longer acknowledged
    /// (op 11) and no dispatch reaches it; what is dispatched waits in the session for a resume.
    pub fn zombie(&self) -> bool {
        self.shared.update(|s| {
            s.gateway.zombie = s.gateway.current.get(&0).map(gateway::Conn::id);
            s.gateway.zombie.is_some()
        })
    }

    /// While on, new gateway connections get no Hello (Discord unreachable), and injections
    /// do not wait for a bot: they go into the session, for a resume to replay.
    pub fn gateway_outage(&self, on: bool) {
        self.shared.update(|s| s.gateway.outage = on);
    }

    /// Every identify and resume so far, in order: how the bot (re)joined.
    pub fn joins(&self) -> Vec<gateway::Join> {
        self.shared.read(|s| s.gateway.joins.clone())
    }

    /// Waits until the bot has joined more than `before` times (see [`FakeDiscord::joins`]);
    /// returns the latest join.
    pub async fn wait_join(&self, before: usize, timeout: Duration) -> Option<gateway::Join> {
        self.shared
            .wait_for(timeout, |s| {
                (s.gateway.joins.len() > before).then(|| s.gateway.joins.last().cloned())?
            })
            .await
    }

    /// Drops the bot's websocket on shard 0 without a close frame (a network failure).
    pub fn drop_connection(&self) -> bool {
        self.shared
            .update(|s| s.gateway.send_to(0, gateway::Outgoing::Drop))
    }

    // ----- users and interactions -----

    /// A scripted user, acting in the test guild's channel ([`CHANNEL_ID`]) unless moved.
    pub fn user(&self, id: u64, name: &str) -> FakeUser {
        self.shared
            .update(|s| s.users.insert(id, payloads::user(id, name, false)));
        FakeUser {
            id,
            name: name.to_owned(),
            place: payloads::Place {
                channel_id: CHANNEL_ID,
                guild_id: Some(GUILD_ID),
            },
            permissions: None,
            route: Route::Server,
            locale: None,
            guild_locale: None,
            shared: self.shared.clone(),
        }
    }

    async fn inject(
        &self,
        user: &FakeUser,
        place: payloads::Place,
        kind: u8,
        data: Value,
        message: Option<Value>,
    ) -> Injected {
        let id = payloads::next_snowflake();
        let token = format!("fake-interaction-token-{id}");
        let mut payload =
            payloads::interaction(id, &token, &user.json(), &place, kind, data, message);
        if let (Some(p), Some(member)) = (&user.permissions, payload.get_mut("member")) {
            member["permissions"] = json!(p);
        }
        if let Some(locale) = &user.locale {
            payload["locale"] = json!(locale);
        }
        if let (Some(locale), Some(_)) = (&user.guild_locale, place.guild_id) {
            payload["guild_locale"] = json!(locale);
        }
        let server = self.shard_of(place.guild_id);
        let shard = match &user.route {
            Route::Server => server,
            Route::Spread(turn) => {
                let total = self.shared.read(|s| s.gateway.shard_total);
                let turn = turn.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                (server + turn) % total
            }
        };
        self.inject_on(shard, payload, user.id).await
    }

    /// Injects an `INTERACTION_CREATE` with this data as is (it must carry a fresh `id` and
    /// `token`; see [`payloads::interaction`]), on the shard of its guild. Waits up to 15 s for
    /// a bot to be connected there.
    pub async fn inject_raw(&self, payload: Value, user_id: u64) -> Injected {
        let guild = payload["guild_id"].as_str().and_then(|g| g.parse().ok());
        self.inject_on(self.shard_of(guild), payload, user_id).await
    }

    async fn inject_on(&self, shard: u32, payload: Value, user_id: u64) -> Injected {
        if let Err(e) = payloads::serenity_accepts("INTERACTION_CREATE", &payload) {
            panic!("serenity would drop this interaction ({e}): {payload:#}");
        }
        if !self.shared.read(|s| s.gateway.outage) {
            self.wait_shard_ready(shard).await;
        }
        let id: u64 = payload["id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("interaction id");
        let token = payload["token"]
            .as_str()
            .expect("interaction token")
            .to_owned();
        let kind = payload["type"].as_u64().expect("interaction type") as u8;
        let channel_id: u64 = payload["channel_id"]
            .as_str()
            .and_then(|s| s.parse().ok())
            .expect("channel_id");
        let source_message = payload["message"]["id"]
            .as_str()
            .and_then(|s| s.parse().ok());
        self.shared.update(|s| {
            s.interactions.insert(
                id,
                InteractionRecord {
                    id,
                    token: token.clone(),
                    kind,
                    channel_id,
                    injected_at: Instant::now(),
                    source_message,
                    callback: None,
                    refused: vec![],
                    original: None,
                    followups: vec![],
                    payload: payload.clone(),
                    shard,
                },
            );
            s.interaction_by_token.insert(token.clone(), id);
            s.gateway
                .dispatch(shard, "INTERACTION_CREATE", payload.clone());
            // Measure from the moment the event is handed to the connection.
            s.interactions.get_mut(&id).unwrap().injected_at = Instant::now();
        });
        Injected {
            id,
            token,
            channel_id,
            user_id,
            kind,
            payload,
            shared: self.shared.clone(),
        }
    }

    /// Waits for the bot's callback to an interaction; panics after `timeout`, showing refused
    /// attempts and the calls made meanwhile.
    pub async fn wait_callback(&self, interaction_id: u64, timeout: Duration) -> Callback {
        if let Some(cb) = self.try_wait_callback(interaction_id, timeout).await {
            return cb;
        }
        let (refused, calls) = self.shared.read(|s| {
            let record = s.interactions.get(&interaction_id);
            let since = record.map(|r| r.injected_at);
            let calls: Vec<String> = s
                .calls
                .iter()
                .filter(|c| since.is_none_or(|t| c.at >= t))
                .map(|c| format!("{} {} -> {}", c.method, c.path, c.status))
                .collect();
            (record.map(|r| r.refused.clone()).unwrap_or_default(), calls)
        });
        panic!(
            "no callback for interaction {interaction_id} within {timeout:?}; refused attempts: {refused:?}; calls since injection: {calls:#?}"
        );
    }

    pub async fn try_wait_callback(
        &self,
        interaction_id: u64,
        timeout: Duration,
    ) -> Option<Callback> {
        self.shared
            .wait_for(timeout, |s| {
                s.interactions
                    .get(&interaction_id)
                    .and_then(|r| r.callback.clone())
            })
            .await
    }

    /// The injection-to-callback time of every answered interaction, in injection order (for
    /// latency percentiles).
    pub fn callback_latencies(&self) -> Vec<Duration> {
        self.shared.read(|s| {
            let mut answered: Vec<&InteractionRecord> = s
                .interactions
                .values()
                .filter(|r| r.callback.is_some())
                .collect();
            answered.sort_by_key(|r| r.id);
            answered
                .iter()
                .filter_map(|r| r.callback.as_ref().map(|c| c.elapsed))
                .collect()
        })
    }

    /// The accepted callback of an interaction, if any yet.
    pub fn callback(&self, interaction_id: u64) -> Option<Callback> {
        self.shared.read(|s| {
            s.interactions
                .get(&interaction_id)
                .and_then(|r| r.callback.clone())
        })
    }

    // ----- messages -----

    /// A message by id, in its current state.
    pub fn message(&self, id: u64) -> Option<FakeMessage> {
        self.shared.read(|s| s.fake_message(id))
    }

    /// The latest message everyone sees in a channel (not ephemeral, not deleted).
    pub fn latest_message(&self, channel_id: u64) -> Option<FakeMessage> {
        self.messages_in(channel_id)
            .into_iter()
            .rev()
            .find(|m| !m.deleted && !m.is_ephemeral())
    }

    /// Every message ever sent to a channel, in order, in its current state (ephemeral and
    /// deleted ones included).
    pub fn messages_in(&self, channel_id: u64) -> Vec<FakeMessage> {
        self.shared.read(|s| s.channel_messages(channel_id))
    }

    /// Every message ever sent to a channel or to a thread started in it, in the order they
    /// were sent: what the people in the channel can read.
    pub fn messages_with_threads(&self, channel_id: u64) -> Vec<FakeMessage> {
        self.shared.read(|s| {
            let mut all = s.channel_messages(channel_id);
            for thread in s.threads.values().filter(|t| t.parent_id == channel_id) {
                all.extend(s.channel_messages(thread.id));
            }
            // Snowflakes grow with time.
            all.sort_by_key(|m| m.id);
            all
        })
    }

    /// Waits for a message (in any channel, including already sent ones) matching `pred`.
    pub async fn wait_message(
        &self,
        timeout: Duration,
        mut pred: impl FnMut(&FakeMessage) -> bool,
    ) -> Option<FakeMessage> {
        self.shared
            .wait_for(timeout, |s| {
                let mut all: Vec<u64> = s.messages.keys().copied().collect();
                all.sort_unstable();
                all.into_iter()
                    .filter_map(|id| s.fake_message(id))
                    .find(|m| pred(m))
            })
            .await
    }

    /// Waits for message `id` to match `pred`, looking at that message only (cheap however
    /// many messages the fake holds, which matters with hundreds of games in play).
    pub async fn wait_message_id(
        &self,
        id: u64,
        timeout: Duration,
        mut pred: impl FnMut(&FakeMessage) -> bool,
    ) -> Option<FakeMessage> {
        self.shared
            .wait_for(timeout, |s| s.fake_message(id).filter(|m| pred(m)))
            .await
    }

    /// The user's DM channel with the bot, once the bot opened it.
    pub fn dm_channel(&self, user_id: u64) -> Option<u64> {
        self.shared.read(|s| s.dm_channels.get(&user_id).copied())
    }

    /// The DMs a user received, in order.
    pub fn dms_to(&self, user_id: u64) -> Vec<FakeMessage> {
        self.dm_channel(user_id)
            .map(|c| self.messages_in(c))
            .unwrap_or_default()
    }

    /// Waits until a user has received at least `count` DMs; returns them all.
    pub async fn wait_dms(
        &self,
        user_id: u64,
        count: usize,
        timeout: Duration,
    ) -> Vec<FakeMessage> {
        self.shared
            .wait_for(timeout, |s| {
                let dms = s
                    .dm_channels
                    .get(&user_id)
                    .map(|&c| s.channel_messages(c))
                    .unwrap_or_default();
                (dms.len() >= count).then_some(dms)
            })
            .await
            .unwrap_or_else(|| self.dms_to(user_id))
    }

    /// Waits until the last DM to this user satisfies `pred`; that DM, or `None` at the
    /// timeout.
    pub async fn wait_dm(
        &self,
        user_id: u64,
        timeout: Duration,
        mut pred: impl FnMut(&FakeMessage) -> bool,
    ) -> Option<FakeMessage> {
        self.shared
            .wait_for(timeout, |s| {
                let last = s
                    .dm_channels
                    .get(&user_id)
                    .and_then(|&c| s.channel_messages(c).pop())?;
                pred(&last).then_some(last)
            })
            .await
    }

    /// Makes sending to this user's DM channel fail (HTTP 403, code 50007).
    pub fn close_dms(&self, user_id: u64) {
        self.shared.update(|s| s.closed_dms.insert(user_id));
    }

    /// Whether sending to this user's DM channel fails.
    pub fn dms_closed(&self, user_id: u64) -> bool {
        self.shared.read(|s| s.closed_dms.contains(&user_id))
    }

    pub fn open_dms(&self, user_id: u64) {
        self.shared.update(|s| s.closed_dms.remove(&user_id));
    }

    /// An interaction's response message (`@original`), unless it is the component's own message.
    pub fn original_response(&self, interaction_id: u64) -> Option<FakeMessage> {
        self.shared.read(|s| {
            let record = s.interactions.get(&interaction_id)?;
            let original = record.original?;
            s.fake_message(original)
        })
    }

    /// The messages an interaction produced (response message, then followups).
    pub fn responses(&self, interaction_id: u64) -> Vec<FakeMessage> {
        self.shared.read(|s| s.responses(interaction_id))
    }

    /// The ephemeral ones among [`Self::responses`] (flags & 64).
    pub fn ephemeral_responses(&self, interaction_id: u64) -> Vec<FakeMessage> {
        self.responses(interaction_id)
            .into_iter()
            .filter(FakeMessage::is_ephemeral)
            .collect()
    }

    // ----- files -----

    /// The bytes of an attachment the bot uploaded (one of the last few dozen).
    pub fn file(&self, attachment: &Value) -> Option<Vec<u8>> {
        let id: u64 = attachment["id"].as_str()?.parse().ok()?;
        self.shared.read(|s| s.files.bytes.get(&id).cloned())
    }

    /// How many bytes of files the bot has uploaded, in all.
    pub fn uploaded_bytes(&self) -> usize {
        self.shared.read(|s| s.files.total)
    }

    /// From now on, refuses every request that carries a file (413, as Discord does with a
    /// file over the limit), or accepts them again.
    pub fn refuse_uploads(&self, refuse: bool) {
        self.shared.update(|s| s.refuse_uploads = refuse);
    }

    /// How many message creates repeated an enforced nonce and got the first message back.
    pub fn nonce_repeats(&self) -> usize {
        self.shared.read(|s| s.nonce_repeats)
    }

    // ----- threads -----

    /// From now on, refuses to start threads as Discord does without the permission (403,
    /// code 50013), or allows them again.
    pub fn refuse_threads(&self, refuse: bool) {
        self.shared.update(|s| s.refuse_threads = refuse);
    }

    /// The thread started from `message`, if any, as it stands.
    pub fn thread_of(&self, message: u64) -> Option<FakeThread> {
        self.shared.read(|s| {
            s.threads
                .values()
                .find(|t| t.message_id == message)
                .cloned()
        })
    }

    /// A thread by id, as it stands.
    pub fn thread(&self, id: u64) -> Option<FakeThread> {
        self.shared.read(|s| s.threads.get(&id).cloned())
    }

    /// Every thread started, in no order.
    pub fn threads(&self) -> Vec<FakeThread> {
        self.shared.read(|s| s.threads.values().cloned().collect())
    }

    /// Waits until the thread `id` is archived (or unarchived, `archived` false).
    pub async fn wait_thread_archived(
        &self,
        id: u64,
        archived: bool,
        timeout: Duration,
    ) -> Option<FakeThread> {
        self.shared
            .wait_for(timeout, |s| {
                s.threads
                    .get(&id)
                    .filter(|t| t.archived == archived)
                    .cloned()
            })
            .await
    }

    // ----- records -----

    /// Every REST call, in order.
    pub fn calls(&self) -> Vec<Call> {
        self.shared.read(|s| s.calls.clone())
    }

    /// Waits for a REST call matching `pred` (including earlier ones).
    pub async fn wait_call(
        &self,
        timeout: Duration,
        mut pred: impl FnMut(&Call) -> bool,
    ) -> Option<Call> {
        self.shared
            .wait_for(timeout, |s| s.calls.iter().find(|c| pred(c)).cloned())
            .await
    }

    /// Calls to routes the fake does not know (answered 404).
    pub fn unknown_routes(&self) -> Vec<Call> {
        self.shared.read(|s| {
            s.calls
                .iter()
                .filter(|c| c.unknown_route)
                .cloned()
                .collect()
        })
    }

    /// Request bodies refused for not fitting Discord's API description.
    pub fn violations(&self) -> Vec<Violation> {
        self.shared.read(|s| s.violations.clone())
    }

    /// Panics, listing them, if any request body was refused or any route was unknown.
    pub fn assert_no_violations(&self) {
        let violations = self.violations();
        let unknown: Vec<String> = self
            .unknown_routes()
            .iter()
            .map(|c| format!("{} {}", c.method, c.path))
            .collect();
        assert!(
            violations.is_empty() && unknown.is_empty(),
            "Discord would refuse: {violations:#?}; unknown routes: {unknown:?}"
        );
    }

    /// The global commands registered (`PUT /applications/{id}/commands`).
    pub fn global_commands(&self) -> Vec<Value> {
        self.shared.read(|s| s.global_commands.clone())
    }

    /// The command `name` as a user in `guild` sees it: the guild's, else the global one.
    pub fn command(&self, name: &str, guild: Option<u64>) -> Option<Value> {
        self.shared.read(|s| s.command(name, guild))
    }

    /// The commands registered in a guild.
    pub fn guild_commands(&self, guild_id: u64) -> Vec<Value> {
        self.shared
            .read(|s| s.guild_commands.get(&guild_id).cloned().unwrap_or_default())
    }

    /// Waits until a command is registered for this place (a guild's, or global); returns it.
    pub async fn wait_command(
        &self,
        name: &str,
        guild: Option<u64>,
        timeout: Duration,
    ) -> Option<Value> {
        self.shared
            .wait_for(timeout, |s| s.command(name, guild))
            .await
    }

    /// Waits until some commands are registered (global or in any guild); returns their names.
    pub async fn wait_commands(&self, timeout: Duration) -> Vec<String> {
        self.shared
            .wait_for(timeout, |s| {
                let names: Vec<String> = s
                    .global_commands
                    .iter()
                    .chain(s.guild_commands.values().flatten())
                    .filter_map(|c| c["name"].as_str().map(str::to_owned))
                    .collect();
                (!names.is_empty()).then_some(names)
            })
            .await
            .unwrap_or_default()
    }
}

/// A handle on the fake's REST fault plan ([`FakeDiscord::faults`]).
pub struct Faults {
    shared: Arc<Shared>,
}

impl Faults {
    /// Replaces the plan.
    pub fn set(&self, plan: faults::Plan) {
        self.shared.update(|s| s.faults.set(plan));
    }

    /// Adds a rule after the plan's.
    pub fn add(&self, rule: faults::Rule) {
        self.shared.update(|s| s.faults.add(rule));
    }

    /// No more faults (the records stay).
    pub fn clear(&self) {
        self.shared.update(|s| s.faults.clear());
    }

    /// Every fault injected so far, in order.
    pub fn injected(&self) -> Vec<faults::Injection> {
        self.shared.read(|s| s.faults.injected().to_vec())
    }

    /// Calls that came back to a route before its 429's `retry_after` had passed.
    pub fn retry_violations(&self) -> Vec<faults::RetryViolation> {
        self.shared.read(|s| s.faults.violations().to_vec())
    }

    /// Calls to other routes while a global 429 was in force: `(method, path)`.
    pub fn calls_during_global_limit(&self) -> Vec<(String, String)> {
        self.shared.read(|s| s.faults.during_global().to_vec())
    }
}

/// Runs a future with a timeout, panicking with `what` when it expires.
pub async fn within<T>(timeout: Duration, what: &str, fut: impl Future<Output = T>) -> T {
    tokio::time::timeout(timeout, fut)
        .await
        .unwrap_or_else(|_| panic!("{what} did not happen within {timeout:?}"))
}
