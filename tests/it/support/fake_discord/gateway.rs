//! The fake gateway: Hello, Identify → READY (+ `GUILD_CREATE` with the GUILDS intent),
//! heartbeat → ACK, Resume → replay + RESUMED (or op 9 when the session is unknown), and the
//! dispatches the fake injects, with sequence numbers per session. A session whose connection
//! the bot closes with 1000 or 1001 ends, as on Discord; any other code leaves it resumable.
//!
//! The gateway may be split into shards ([`super::Builder::shards`]): each connection
//! identifies as one shard (`[shard, total]`), and a server's events go to the connection of
//! its shard, `(guild_id >> 22) % total`, those of direct messages to shard 0, as on Discord.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::response::Response;
use serde_json::{Value, json};
use tokio::sync::mpsc;

use super::Shared;
use super::payloads;

/// Dispatches kept per session for resumes.
const REPLAY_LOG: usize = 10_000;

/// What the fake sends a connection.
#[derive(Debug)]
pub enum Outgoing {
    /// A dispatch (op 0) or another opcode.
    Op(Value),
    /// A close frame, then the end of the connection.
    Close(u16, String),
    /// The end of the connection without a close frame.
    Drop,
}

/// Gateway counters.
#[derive(Clone, Debug, Default)]
pub struct Stats {
    pub connections: u64,
    pub identifies: u64,
    pub resumes: u64,
    /// Resumes refused with op 9 (unknown session).
    pub invalid_sessions: u64,
    pub heartbeats: u64,
    /// Heartbeats a zombie connection left unacknowledged.
    pub unacknowledged_heartbeats: u64,
    /// Dispatches replayed on resumes.
    pub replayed: u64,
    /// The close codes of the connections the bot closed itself, in order (1005: no code).
    pub closed_by_bot: Vec<u16>,
}

/// How a bot (re)joined the gateway.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Joined {
    /// A new session (READY); nothing replayed.
    Identify,
    /// The session went on; `replayed` dispatches it had missed were sent again.
    Resume { replayed: usize },
    /// A resume refused (op 9): the session was unknown.
    ResumeRefused,
}

/// One identify or resume, in order.
#[derive(Clone, Debug)]
pub struct Join {
    pub how: Joined,
    /// The shard joined.
    pub shard: u32,
    pub session_id: String,
    /// The connection (1, 2, ...).
    pub connection: u64,
    pub at: std::time::Instant,
}

pub(crate) struct Conn {
    id: u64,
    session_id: String,
    tx: mpsc::UnboundedSender<Outgoing>,
}

impl Conn {
    pub(crate) fn id(&self) -> u64 {
        self.id
    }
}

struct Session {
    shard: u32,
    seq: u64,
    log: VecDeque<Value>,
}

pub(crate) struct GatewayState {
    /// How many shards the gateway is split into.
    pub(crate) shard_total: u32,
    next_conn: u64,
    /// The identified (or resumed) connection of each shard, which receives its dispatches.
    pub(crate) current: HashMap<u32, Conn>,
    sessions: HashMap<String, Session>,
    /// Each shard's latest session, which keeps what is dispatched while no connection is.
    last_session: HashMap<u32, String>,
    pub(crate) stats: Stats,
    pub(crate) last_identify: Option<Value>,
    /// Every identify and resume, in order.
    pub(crate) joins: Vec<Join>,
    /// The connection that has gone zombie: its heartbeats are not acknowledged and no
    /// dispatch reaches it (they wait in the session for a resume).
    pub(crate) zombie: Option<u64>,
    /// While set, a new connection gets no Hello (Discord unreachable): whatever is
    /// dispatched meanwhile waits in the session.
    pub(crate) outage: bool,
}

impl Default for GatewayState {
    fn default() -> Self {
        GatewayState::new(1)
    }
}

impl GatewayState {
    pub(crate) fn new(shard_total: u32) -> GatewayState {
        GatewayState {
            shard_total: shard_total.max(1),
            next_conn: 0,
            current: HashMap::new(),
            sessions: HashMap::new(),
            last_session: HashMap::new(),
            stats: Stats::default(),
            last_identify: None,
            joins: Vec::new(),
            zombie: None,
            outage: false,
        }
    }

    /// The shard Discord sends the events of `guild` on (`None`: direct messages).
    pub(crate) fn shard_of(&self, guild: Option<u64>) -> u32 {
        guild.map_or(0, |g| {
            u32::try_from((g >> 22) % u64::from(self.shard_total)).expect("below the total")
        })
    }

    /// Whether `shard` has an identified (or resumed) connection.
    pub(crate) fn is_connected(&self, shard: u32) -> bool {
        self.current.contains_key(&shard)
    }

    /// Sends a dispatch to `shard`'s connection, numbering it in its session. Without a
    /// connection it is only logged in the shard's last session, for a resume to replay.
    pub(crate) fn dispatch(&mut self, shard: u32, event: &str, data: Value) -> bool {
        let session_id = match (self.current.get(&shard), self.last_session.get(&shard)) {
            (Some(conn), _) => conn.session_id.clone(),
            (None, Some(last)) => last.clone(),
            (None, None) => return false,
        };
        let session = self
            .sessions
            .get_mut(&session_id)
            .expect("session of the connection");
        session.seq += 1;
        let frame = json!({"op": 0, "t": event, "s": session.seq, "d": data});
        session.log.push_back(frame.clone());
        if session.log.len() > REPLAY_LOG {
            session.log.pop_front();
        }
        if self
            .current
            .get(&shard)
            .is_some_and(|c| Some(c.id) == self.zombie)
        {
            return false;
        }
        self.send_to(shard, Outgoing::Op(frame))
    }

    /// Sends to `shard`'s connection; false when it has none.
    pub(crate) fn send_to(&mut self, shard: u32, out: Outgoing) -> bool {
        self.current
            .get(&shard)
            .is_some_and(|c| c.tx.send(out).is_ok())
    }

    /// The shard a connection identified or resumed as.
    fn shard_of_conn(&self, conn_id: u64) -> Option<u32> {
        self.current
            .iter()
            .find_map(|(&shard, c)| (c.id == conn_id).then_some(shard))
    }

    /// Connection `conn_id` now receives `shard`'s dispatches, in session `session_id`.
    fn attach(
        &mut self,
        shard: u32,
        conn_id: u64,
        session_id: &str,
        tx: &mpsc::UnboundedSender<Outgoing>,
    ) {
        self.last_session.insert(shard, session_id.to_owned());
        self.current.insert(
            shard,
            Conn {
                id: conn_id,
                session_id: session_id.to_owned(),
                tx: tx.clone(),
            },
        );
    }

    /// The shard an Identify asks for, or the close code and reason Discord refuses it with.
    fn identified_shard(&self, d: &Value) -> Result<u32, (u16, &'static str)> {
        let Some(shard) = d.get("shard") else {
            return if self.shard_total == 1 {
                Ok(0)
            } else {
                Err((4011, "Sharding required."))
            };
        };
        match (shard[0].as_u64(), shard[1].as_u64()) {
            (Some(k), Some(n)) if n == u64::from(self.shard_total) && k < n => {
                Ok(u32::try_from(k).expect("below the total"))
            }
            _ => Err((4010, "Invalid shard.")),
        }
    }

    /// Starts a session on shard `shard`: READY, then `GUILD_CREATE` for each of the shard's
    /// servers (`guilds`: each with its channels) when the bot asked for the GUILDS intent.
    fn identify(
        &mut self,
        conn_id: u64,
        tx: &mpsc::UnboundedSender<Outgoing>,
        (d, shard): (&Value, u32),
        ws_url: &str,
        guilds: &[(u64, Vec<u64>)],
    ) {
        let session_id = format!("fake-session-{}", payloads::next_snowflake());
        self.sessions.insert(
            session_id.clone(),
            Session {
                shard,
                seq: 0,
                log: VecDeque::new(),
            },
        );
        self.attach(shard, conn_id, &session_id, tx);
        self.stats.identifies += 1;
        self.last_identify = Some(d.clone());
        self.joins.push(Join {
            how: Joined::Identify,
            shard,
            session_id: session_id.clone(),
            connection: conn_id,
            at: std::time::Instant::now(),
        });
        let mine: Vec<&(u64, Vec<u64>)> = guilds
            .iter()
            .filter(|(guild, _)| self.shard_of(Some(*guild)) == shard)
            .collect();
        let ids: Vec<u64> = mine.iter().map(|(guild, _)| *guild).collect();
        let ready = payloads::ready(&session_id, ws_url, json!([shard, self.shard_total]), &ids);
        self.dispatch(shard, "READY", ready);
        let intents = d["intents"].as_u64().unwrap_or(0);
        if intents & 1 != 0 {
            for (guild, channels) in mine {
                self.dispatch(
                    shard,
                    "GUILD_CREATE",
                    payloads::guild_create(*guild, channels),
                );
            }
        }
    }

    /// The bot closed connection `conn_id` with `code`. Discord ends the session of a
    /// connection closed with 1000 or 1001 (the bot logging off: a resume is refused); any
    /// other code keeps it resumable for a while.
    fn closed_by_bot(&mut self, conn_id: u64, code: u16) {
        self.stats.closed_by_bot.push(code);
        if !matches!(code, 1000 | 1001) {
            return;
        }
        if let Some(shard) = self.shard_of_conn(conn_id) {
            let conn = self
                .current
                .remove(&shard)
                .expect("the connection of its shard");
            self.sessions.remove(&conn.session_id);
            if self.last_session.get(&shard) == Some(&conn.session_id) {
                self.last_session.remove(&shard);
            }
        }
    }

    /// The connection ended: its shard has none until the bot joins again.
    fn gone(&mut self, conn_id: u64) {
        if let Some(shard) = self.shard_of_conn(conn_id) {
            self.current.remove(&shard);
        }
    }

    /// Resumes a known session on this connection: replays what came after `seq`, then RESUMED.
    fn resume(&mut self, conn_id: u64, tx: &mpsc::UnboundedSender<Outgoing>, d: &Value) -> bool {
        let session_id = d["session_id"].as_str().unwrap_or_default().to_owned();
        let seq = d["seq"].as_u64().unwrap_or(0);
        let Some(session) = self.sessions.get(&session_id) else {
            self.stats.invalid_sessions += 1;
            self.joins.push(Join {
                how: Joined::ResumeRefused,
                shard: d["shard"][0].as_u64().map_or(0, |k| k as u32),
                session_id,
                connection: conn_id,
                at: std::time::Instant::now(),
            });
            return false;
        };
        let shard = session.shard;
        let mut replayed = 0;
        for frame in session
            .log
            .iter()
            .filter(|f| f["s"].as_u64().unwrap_or(0) > seq)
        {
            let _ = tx.send(Outgoing::Op(frame.clone()));
            replayed += 1;
        }
        self.stats.replayed += replayed as u64;
        self.joins.push(Join {
            how: Joined::Resume { replayed },
            shard,
            session_id: session_id.clone(),
            connection: conn_id,
            at: std::time::Instant::now(),
        });
        self.attach(shard, conn_id, &session_id, tx);
        self.stats.resumes += 1;
        self.dispatch(shard, "RESUMED", json!({"_trace": ["fake-discord"]}));
        true
    }
}

pub(crate) async fn upgrade(ws: WebSocketUpgrade, State(shared): State<Arc<Shared>>) -> Response {
    ws.max_message_size(16 << 20)
        .on_upgrade(move |socket| run(socket, shared))
}

async fn send(socket: &mut WebSocket, v: &Value) -> bool {
    socket
        .send(Message::Text(v.to_string().into()))
        .await
        .is_ok()
}

async fn close(socket: &mut WebSocket, code: u16, reason: &str) {
    let frame = CloseFrame {
        code,
        reason: reason.to_owned().into(),
    };
    let _ = socket.send(Message::Close(Some(frame))).await;
}

/// Resolves when the fake is stopping.
pub(crate) async fn stopped(stop: &mut tokio::sync::watch::Receiver<bool>) {
    let _ = stop.wait_for(|stopped| *stopped).await;
}

async fn run(mut socket: WebSocket, shared: Arc<Shared>) {
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn_id = shared.update(|s| {
        s.gateway.next_conn += 1;
        s.gateway.stats.connections += 1;
        s.gateway.next_conn
    });
    let interval = shared.heartbeat_interval.map(|d| d.as_millis() as u64);
    let mut stop = shared.stop.clone();
    let mut identified = false;
    // During an outage the connection opens but Discord says nothing yet.
    shared
        .wait_for(std::time::Duration::from_secs(60), |s| {
            (!s.gateway.outage).then_some(())
        })
        .await;
    if send(&mut socket, &payloads::hello(interval)).await {
        loop {
            tokio::select! {
                () = stopped(&mut stop) => {
                    close(&mut socket, 1001, "fake Discord stopping").await;
                    break;
                }
                out = rx.recv() => match out {
                    Some(Outgoing::Op(v)) => {
                        if !send(&mut socket, &v).await {
                            break;
                        }
                    }
                    Some(Outgoing::Close(code, reason)) => {
                        close(&mut socket, code, &reason).await;
                        break;
                    }
                    Some(Outgoing::Drop) | None => break,
                },
                incoming = socket.recv() => {
                    let text = match incoming {
                        Some(Ok(Message::Text(text))) => text,
                        Some(Ok(Message::Binary(_))) => {
                            close(&mut socket, 4002, "Error while decoding payload.").await;
                            break;
                        }
                        Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                        // A close frame is answered with the same, as a websocket server does.
                        Some(Ok(Message::Close(frame))) => {
                            let code = frame.as_ref().map_or(1005, |f| f.code);
                            shared.update(|s| s.gateway.closed_by_bot(conn_id, code));
                            let _ = socket.send(Message::Close(frame)).await;
                            break;
                        }
                        Some(Err(_)) | None => break,
                    };
                    let Ok(payload) = serde_json::from_str::<Value>(text.as_str()) else {
                        close(&mut socket, 4002, "Error while decoding payload.").await;
                        break;
                    };
                    let d = &payload["d"];
                    match payload["op"].as_u64() {
                        Some(1) => {
                            let zombie = shared.update(|s| {
                                s.gateway.stats.heartbeats += 1;
                                let zombie = s.gateway.zombie == Some(conn_id);
                                if zombie {
                                    s.gateway.stats.unacknowledged_heartbeats += 1;
                                }
                                zombie
                            });
                            if !zombie && !send(&mut socket, &json!({"op": 11})).await {
                                break;
                            }
                        }
                        Some(2) => {
                            if identified {
                                close(&mut socket, 4005, "Already authenticated.").await;
                                break;
                            }
                            if d["token"].as_str().is_none_or(str::is_empty) {
                                close(&mut socket, 4004, "Authentication failed.").await;
                                break;
                            }
                            let shard = match shared.read(|s| s.gateway.identified_shard(d)) {
                                Ok(shard) => shard,
                                Err((code, reason)) => {
                                    close(&mut socket, code, reason).await;
                                    break;
                                }
                            };
                            identified = true;
                            let ws_url = shared.ws_url();
                            shared.update(|s| {
                                let guilds = s.guilds();
                                s.gateway.identify(conn_id, &tx, (d, shard), &ws_url, &guilds);
                            });
                        }
                        Some(6) => {
                            if shared.update(|s| s.gateway.resume(conn_id, &tx, d)) {
                                identified = true;
                            } else if !send(&mut socket, &json!({"op": 9, "d": false})).await {
                                break;
                            }
                        }
                        // Presence, voice state and member requests: accepted, not acted on.
                        Some(3 | 4 | 8 | 31) => {}
                        _ => {
                            close(&mut socket, 4001, "Unknown opcode.").await;
                            break;
                        }
                    }
                }
            }
        }
    }
    shared.update(|s| s.gateway.gone(conn_id));
}
