//! The fake gateway: Hello, Identify → READY (+ `GUILD_CREATE` with the GUILDS intent),
//! heartbeat → ACK, Resume → replay + RESUMED (or op 9 when the session is unknown), and the
//! dispatches the fake injects, with sequence numbers per session. A session whose connection
//! the bot closes with 1000 or 1001 ends, as on Discord; any other code leaves it resumable.

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

#[derive(Default)]
struct Session {
    seq: u64,
    log: VecDeque<Value>,
}

#[derive(Default)]
pub(crate) struct GatewayState {
    next_conn: u64,
    /// The identified (or resumed) connection that receives dispatches.
    pub(crate) current: Option<Conn>,
    sessions: HashMap<String, Session>,
    last_session: Option<String>,
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

impl GatewayState {
    /// Sends a dispatch to the current connection, numbering it in its session. Without a
    /// connection it is only logged in the last session, for a resume to replay.
    pub(crate) fn dispatch(&mut self, event: &str, data: Value) -> bool {
        let session_id = match (&self.current, &self.last_session) {
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
            .as_ref()
            .is_some_and(|c| Some(c.id) == self.zombie)
        {
            return false;
        }
        self.send_to_current(Outgoing::Op(frame))
    }

    pub(crate) fn send_to_current(&mut self, out: Outgoing) -> bool {
        self.current
            .as_ref()
            .is_some_and(|c| c.tx.send(out).is_ok())
    }

    fn identify(
        &mut self,
        conn_id: u64,
        tx: &mpsc::UnboundedSender<Outgoing>,
        d: &Value,
        ws_url: &str,
        channels: Vec<u64>,
    ) {
        let session_id = format!("fake-session-{}", payloads::next_snowflake());
        self.sessions.insert(session_id.clone(), Session::default());
        self.last_session = Some(session_id.clone());
        self.current = Some(Conn {
            id: conn_id,
            session_id: session_id.clone(),
            tx: tx.clone(),
        });
        self.stats.identifies += 1;
        self.last_identify = Some(d.clone());
        self.joins.push(Join {
            how: Joined::Identify,
            session_id: session_id.clone(),
            connection: conn_id,
            at: std::time::Instant::now(),
        });
        let shard = d.get("shard").cloned().unwrap_or(json!([0, 1]));
        self.dispatch("READY", payloads::ready(&session_id, ws_url, shard));
        let intents = d["intents"].as_u64().unwrap_or(0);
        if intents & 1 != 0 {
            self.dispatch("GUILD_CREATE", payloads::guild_create(&channels));
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
        if let Some(conn) = self.current.take_if(|c| c.id == conn_id) {
            self.sessions.remove(&conn.session_id);
            if self.last_session.as_ref() == Some(&conn.session_id) {
                self.last_session = None;
            }
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
                session_id,
                connection: conn_id,
                at: std::time::Instant::now(),
            });
            return false;
        };
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
            session_id: session_id.clone(),
            connection: conn_id,
            at: std::time::Instant::now(),
        });
        self.current = Some(Conn {
            id: conn_id,
            session_id: session_id.clone(),
            tx: tx.clone(),
        });
        self.last_session = Some(session_id);
        self.stats.resumes += 1;
        self.dispatch("RESUMED", json!({"_trace": ["fake-discord"]}));
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
                            identified = true;
                            let ws_url = shared.ws_url();
                            shared.update(|s| {
                                let channels: Vec<u64> = s.guild_channels.iter().copied().collect();
                                s.gateway.identify(conn_id, &tx, d, &ws_url, channels);
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
    shared.update(|s| {
        if s.gateway.current.as_ref().is_some_and(|c| c.id == conn_id) {
            s.gateway.current = None;
        }
    });
}
