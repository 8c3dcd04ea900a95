//! The fake REST API under `/api/v10`: every call is recorded, every JSON body is checked
//! against Discord's API description, and the routes the bot uses answer as Discord does.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};
use serde_json::{Value, json};

use super::faults::{Body, Decision};
use super::payloads::{self, APPLICATION_ID, error_body, id, next_snowflake};
use super::{Call, Callback, Shared, State as FakeState, Violation, openapi};

/// An answer: status and JSON body (none for 204).
struct Reply {
    status: u16,
    body: Option<Value>,
    unknown_route: bool,
}

impl Reply {
    fn ok(body: Value) -> Reply {
        Reply {
            status: 200,
            body: Some(body),
            unknown_route: false,
        }
    }

    fn created(body: Value) -> Reply {
        Reply {
            status: 201,
            body: Some(body),
            unknown_route: false,
        }
    }

    fn no_content() -> Reply {
        Reply {
            status: 204,
            body: None,
            unknown_route: false,
        }
    }

    fn error(status: u16, code: u64, message: &str) -> Reply {
        Reply {
            status,
            body: Some(error_body(code, message)),
            unknown_route: false,
        }
    }

    fn unknown_route() -> Reply {
        Reply {
            status: 404,
            body: Some(error_body(0, "404: Not Found")),
            unknown_route: true,
        }
    }
}

/// An uploaded file of a multipart request.
struct Upload {
    filename: String,
    bytes: Vec<u8>,
    /// Its alt text: the `description` the payload's `attachments` give the file's index.
    description: Option<String>,
}

struct Ctx {
    ws_url: String,
    deadline: Duration,
    received: Instant,
}

pub(crate) async fn handle(
    State(shared): State<Arc<Shared>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let ctx = Ctx {
        ws_url: shared.ws_url(),
        deadline: shared.interaction_deadline,
        received: Instant::now(),
    };
    let path = uri.path().to_owned();
    let query = uri.query().map(str::to_owned);
    let api_path = path.strip_prefix("/api/v10").map(str::to_owned);
    let (json_body, uploads) = match parse_body(&headers, &body) {
        Ok(parsed) => parsed,
        Err(reply) => return finish(&shared, &method, &path, query, None, reply),
    };
    let Some(api_path) = api_path else {
        return finish(
            &shared,
            &method,
            &path,
            query,
            json_body,
            Reply::unknown_route(),
        );
    };
    let authorized = headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("Bot ") && v.len() > 4);
    if !authorized {
        let reply = Reply::error(401, 0, "401: Unauthorized");
        return finish(&shared, &method, &api_path, query, json_body, reply);
    }
    // Discord's bad days (the test's fault plan): a delay, or an answer before anything is done.
    match shared.update(|s| {
        s.faults
            .on_call(method.as_str(), &api_path, json_body.as_ref(), ctx.received)
    }) {
        Decision::Proceed => {}
        Decision::Delay(d) => tokio::time::sleep(d).await,
        Decision::Answer {
            status,
            headers,
            body,
        } => {
            return faulted(
                &shared, &method, &api_path, query, json_body, status, headers, body,
            );
        }
    }
    // A body Discord's API description refuses, or a file that is not the image its name
    // says (Discord stores any bytes, but a client shows no picture for it): the bot's
    // mistake, refused here so a test sees it.
    let refused = json_body
        .as_ref()
        .and_then(|body| openapi::validate(method.as_str(), &api_path, body).err())
        .map(|(op, errors)| (op.name(), errors))
        .or_else(|| bad_files(&uploads).map(|errors| ("attachment".to_string(), errors)));
    if let Some((operation, errors)) = refused {
        let reply = Reply {
            status: 400,
            body: Some(openapi::invalid_form_body(&errors)),
            unknown_route: false,
        };
        shared.update(|s| {
            s.violations.push(Violation {
                method: method.to_string(),
                path: api_path.clone(),
                operation,
                body: json_body.clone().unwrap_or_default(),
                errors,
            });
            if let Some(record) = refused_callback(s, &api_path) {
                record.refused.push((400, reply.body.clone().unwrap()));
            }
        });
        return finish(&shared, &method, &api_path, query, json_body, reply);
    }
    let segments: Vec<&str> = api_path.split('/').filter(|s| !s.is_empty()).collect();
    let reply = shared.update(|s| {
        route(
            s,
            &ctx,
            method.as_str(),
            &segments,
            query.as_deref(),
            json_body.as_ref(),
            &uploads,
        )
        .unwrap_or_else(|refusal| refusal)
    });
    finish(&shared, &method, &api_path, query, json_body, reply)
}

/// The interaction record of a callback path, to note a refused attempt.
fn refused_callback<'a>(
    s: &'a mut FakeState,
    api_path: &str,
) -> Option<&'a mut super::InteractionRecord> {
    let segments: Vec<&str> = api_path.split('/').filter(|s| !s.is_empty()).collect();
    match segments.as_slice() {
        ["interactions", iid, _, "callback"] => s.interactions.get_mut(&iid.parse().ok()?),
        _ => None,
    }
}

/// Records the call and turns the reply into a response.
fn finish(
    shared: &Shared,
    method: &Method,
    path: &str,
    query: Option<String>,
    body: Option<Value>,
    reply: Reply,
) -> Response {
    shared.update(|s| {
        s.calls.push(Call {
            method: method.to_string(),
            path: path.to_owned(),
            query,
            body,
            status: reply.status,
            response: reply.body.clone(),
            unknown_route: reply.unknown_route,
            at: Instant::now(),
        });
    });
    let status = StatusCode::from_u16(reply.status).unwrap();
    match reply.body {
        Some(body) => (
            status,
            [(header::CONTENT_TYPE, "application/json")],
            body.to_string(),
        )
            .into_response(),
        None => status.into_response(),
    }
}

/// Records a call the fault plan answered, and answers it so.
#[allow(clippy::too_many_arguments)]
fn faulted(
    shared: &Shared,
    method: &Method,
    path: &str,
    query: Option<String>,
    body: Option<Value>,
    status: u16,
    headers: Vec<(&'static str, String)>,
    answer: Body,
) -> Response {
    let (content_type, text, recorded) = match answer {
        Body::Json(v) => ("application/json", v.to_string(), v),
        Body::Html(t) => ("text/html", t.clone(), Value::String(t)),
        Body::Text(t) => ("text/plain", t.clone(), Value::String(t)),
    };
    shared.update(|s| {
        s.calls.push(Call {
            method: method.to_string(),
            path: path.to_owned(),
            query,
            body,
            status,
            response: Some(recorded),
            unknown_route: false,
            at: Instant::now(),
        });
    });
    let mut response = (
        StatusCode::from_u16(status).unwrap(),
        [(header::CONTENT_TYPE, content_type)],
        text,
    )
        .into_response();
    for (name, value) in headers {
        response
            .headers_mut()
            .insert(name, value.parse().expect("a header value"));
    }
    response
}

/// The JSON body (for multipart, the `payload_json` part) and uploaded files.
fn parse_body(headers: &HeaderMap, body: &Bytes) -> Result<(Option<Value>, Vec<Upload>), Reply> {
    let content_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let invalid_json = || Reply::error(400, 50109, "The request body contains invalid JSON.");
    if let Some(boundary) = content_type.strip_prefix("multipart/form-data; boundary=") {
        let mut json: Option<Value> = None;
        let mut uploads = Vec::new();
        for (disposition, content) in multipart_parts(body, boundary.trim_matches('"')) {
            let name = disposition_param(&disposition, "name").unwrap_or_default();
            if name == "payload_json" {
                json = Some(serde_json::from_slice(content).map_err(|_| invalid_json())?);
            } else if let Some(filename) = disposition_param(&disposition, "filename") {
                uploads.push((name, filename, content.to_vec()));
            }
        }
        // serenity names each file part `files[i]` and describes file `i` in the payload's
        // `attachments` as `{"id": i, "description": ...}`.
        let described = |field: &str| {
            let index: u64 = field
                .strip_prefix("files[")?
                .strip_suffix(']')?
                .parse()
                .ok()?;
            json.as_ref()?["attachments"].as_array()?.iter().find(|a| {
                    a["id"].as_u64() == Some(index) || a["id"] == json!(index.to_string())
                })?["description"]
                    .as_str()
                    .map(str::to_owned)
        };
        let uploads = uploads
            .into_iter()
            .map(|(field, filename, bytes)| Upload {
                description: described(&field),
                filename,
                bytes,
            })
            .collect();
        return Ok((json, uploads));
    }
    if body.is_empty() {
        return Ok((None, vec![]));
    }
    serde_json::from_slice(body)
        .map(|v| (Some(v), vec![]))
        .map_err(|_| invalid_json())
}

/// The parts of a multipart body: (Content-Disposition header value, content).
fn multipart_parts<'a>(body: &'a [u8], boundary: &str) -> Vec<(String, &'a [u8])> {
    let delimiter = format!("--{boundary}");
    let d = delimiter.as_bytes();
    let starts: Vec<usize> = memchr::memmem::find_iter(body, d).collect();
    let mut parts = Vec::new();
    for pair in starts.windows(2) {
        let part = &body[pair[0] + d.len()..pair[1]];
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = part.windows(4).position(|w| w == b"\r\n\r\n") else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]);
        let disposition = head
            .lines()
            .find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.trim()
                    .eq_ignore_ascii_case("content-disposition")
                    .then(|| v.trim().to_owned())
            })
            .unwrap_or_default();
        parts.push((disposition, &part[split + 4..]));
    }
    parts
}

fn disposition_param(disposition: &str, key: &str) -> Option<String> {
    disposition.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        (k == key).then(|| v.trim_matches('"').to_owned())
    })
}

/// A path segment as a snowflake, or Discord's refusal.
fn snowflake(name: &str, segment: &str) -> Result<u64, Reply> {
    segment.parse().map_err(|_| {
        let errors = [openapi::FieldError {
            path: format!("/{name}"),
            code: "NUMBER_TYPE_COERCE".into(),
            message: format!("Value \"{segment}\" is not snowflake."),
        }];
        Reply {
            status: 400,
            body: Some(openapi::invalid_form_body(&errors)),
            unknown_route: false,
        }
    })
}

fn application(segment: &str) -> Result<(), Reply> {
    match segment.parse::<u64>() {
        Ok(APPLICATION_ID) => Ok(()),
        _ => Err(Reply::error(404, 10002, "Unknown Application")),
    }
}

fn route(
    s: &mut FakeState,
    ctx: &Ctx,
    method: &str,
    segments: &[&str],
    query: Option<&str>,
    body: Option<&Value>,
    uploads: &[Upload],
) -> Result<Reply, Reply> {
    let empty = json!({});
    let body_or_empty = body.unwrap_or(&empty);
    if s.refuse_uploads && !uploads.is_empty() {
        return Err(Reply::error(413, 40005, "Request entity too large"));
    }
    Ok(match (method, segments) {
        ("GET", ["gateway"]) => Reply::ok(payloads::gateway(&ctx.ws_url)),
        ("GET", ["gateway", "bot"]) => Reply::ok(payloads::gateway_bot(&ctx.ws_url)),
        ("GET", ["oauth2", "applications", "@me"] | ["applications", "@me"]) => {
            Reply::ok(payloads::current_application())
        }
        ("GET", ["users", "@me"]) => Reply::ok(payloads::current_user()),
        ("GET", ["users", user]) => {
            let user_id = snowflake("user_id", user)?;
            match s.users.get(&user_id) {
                Some(u) => Reply::ok(u.clone()),
                None => Reply::error(404, 10013, "Unknown User"),
            }
        }
        ("POST", ["users", "@me", "channels"]) => {
            let recipient = body_or_empty["recipient_id"].as_str().unwrap_or_default();
            let user_id = snowflake("recipient_id", recipient)?;
            let user = s
                .users
                .get(&user_id)
                .cloned()
                .unwrap_or_else(|| payloads::user(user_id, &format!("user-{user_id}"), false));
            let channel_id = s.dm_channel(user_id, user.clone());
            Reply::ok(payloads::dm_channel(channel_id, user))
        }
        (_, ["applications", app, "commands", rest @ ..]) => {
            application(app)?;
            let mut commands = std::mem::take(&mut s.global_commands);
            let reply = commands_route(&mut commands, None, method, rest, body_or_empty);
            s.global_commands = commands;
            reply?
        }
        (_, ["applications", app, "guilds", guild, "commands", rest @ ..]) => {
            application(app)?;
            let guild_id = snowflake("guild_id", guild)?;
            let commands = s.guild_commands.entry(guild_id).or_default();
            commands_route(commands, Some(guild_id), method, rest, body_or_empty)?
        }
        ("POST", ["interactions", interaction, token, "callback"]) => {
            let interaction_id = snowflake("interaction_id", interaction)?;
            interaction_callback(s, ctx, interaction_id, token, body_or_empty, uploads)?
        }
        ("POST", ["webhooks", app, token]) => {
            application(app)?;
            let record = acknowledged_interaction(s, token)?;
            let json = interaction_message(&mut s.files, &record, body_or_empty, uploads, 0);
            let message_id = s.store_message(json.clone(), Some(record.id));
            s.interactions
                .get_mut(&record.id)
                .unwrap()
                .followups
                .push(message_id);
            Reply::ok(json)
        }
        (_, ["webhooks", app, token, "messages", message]) => {
            application(app)?;
            let record = acknowledged_interaction(s, token)?;
            let message_id = if *message == "@original" {
                record
                    .original
                    .ok_or_else(|| Reply::error(404, 10008, "Unknown Message"))?
            } else {
                let m = snowflake("message_id", message)?;
                let owned = record.original == Some(m) || record.followups.contains(&m);
                if !owned {
                    return Err(Reply::error(404, 10008, "Unknown Message"));
                }
                m
            };
            message_route(s, method, message_id, None, body_or_empty, uploads)?
        }
        ("POST", ["channels", channel, "messages", message, "threads"]) => {
            let channel_id = snowflake("channel_id", channel)?;
            let message_id = snowflake("message_id", message)?;
            start_thread(s, channel_id, message_id, body_or_empty)?
        }
        ("PATCH", ["channels", channel]) => {
            let channel_id = snowflake("channel_id", channel)?;
            let thread = s
                .threads
                .get_mut(&channel_id)
                .ok_or_else(|| Reply::error(404, 10003, "Unknown Channel"))?;
            if let Some(archived) = body_or_empty.get("archived").and_then(Value::as_bool) {
                thread.archived = archived;
            }
            if let Some(name) = body_or_empty.get("name").and_then(Value::as_str) {
                name.clone_into(&mut thread.name);
            }
            Reply::ok(payloads::thread_channel(thread))
        }
        ("POST", ["channels", channel, "messages"]) => {
            let channel_id = snowflake("channel_id", channel)?;
            // Discord unarchives a thread a message is sent to; the fake counts it.
            if let Some(thread) = s.threads.get_mut(&channel_id)
                && thread.archived
            {
                thread.archived = false;
                thread.posted_while_archived += 1;
            }
            if let Some(recipient) = s.dm_recipients.get(&channel_id) {
                let user_id: u64 = recipient["id"]
                    .as_str()
                    .and_then(|i| i.parse().ok())
                    .unwrap_or(0);
                if s.closed_dms.contains(&user_id) {
                    return Err(Reply::error(
                        403,
                        50007,
                        "Cannot send messages to this user",
                    ));
                }
            }
            let nonce = body_or_empty
                .get("nonce")
                .filter(|_| body_or_empty.get("enforce_nonce") == Some(&json!(true)))
                .map(|n| (channel_id, n.to_string()));
            if let Some(first) = nonce.as_ref().and_then(|n| s.nonces.get(n)) {
                let first = first.clone();
                s.nonce_repeats += 1;
                return Ok(Reply::ok(first));
            }
            let mut json = payloads::message(
                next_snowflake(),
                channel_id,
                payloads::bot_user(),
                body_or_empty,
            );
            // Only interaction responses can be ephemeral; Discord ignores the flag here.
            json["flags"] = json!(json["flags"].as_u64().unwrap_or(0) & !64);
            attach(&mut s.files, &mut json, uploads);
            check_images(&mut s.violations, "POST", &json);
            if let Some(reference) = body_or_empty
                .get("message_reference")
                .filter(|r| r.is_object())
            {
                json["type"] = json!(19);
                json["message_reference"] = reference.clone();
            }
            s.store_message(json.clone(), None);
            if let Some(nonce) = nonce {
                s.nonces.insert(nonce, json.clone());
            }
            Reply::ok(json)
        }
        ("GET", ["channels", channel, "messages"]) => {
            let channel_id = snowflake("channel_id", channel)?;
            let limit = query
                .into_iter()
                .flat_map(|q| q.split('&'))
                .find_map(|p| p.strip_prefix("limit=")?.parse().ok())
                .unwrap_or(50usize);
            let list: Vec<Value> = s
                .channel_messages(channel_id)
                .into_iter()
                .rev()
                .filter(|m| !m.deleted && !m.is_ephemeral())
                .take(limit)
                .map(|m| m.json)
                .collect();
            Reply::ok(Value::Array(list))
        }
        (_, ["channels", channel, "messages", message]) => {
            let channel_id = snowflake("channel_id", channel)?;
            let message_id = snowflake("message_id", message)?;
            message_route(
                s,
                method,
                message_id,
                Some(channel_id),
                body_or_empty,
                uploads,
            )?
        }
        ("POST", ["channels", channel, "typing"]) => {
            snowflake("channel_id", channel)?;
            Reply::no_content()
        }
        ("GET", ["guilds", guild]) => {
            let guild_id = snowflake("guild_id", guild)?;
            if s.knows_guild(guild_id) {
                Reply::ok(payloads::partial_guild(guild_id))
            } else {
                Reply::error(404, 10004, "Unknown Guild")
            }
        }
        ("GET", ["guilds", guild, "channels"]) => {
            let guild_id = snowflake("guild_id", guild)?;
            match s.guilds().into_iter().find(|(g, _)| *g == guild_id) {
                Some((_, channels)) => Reply::ok(
                    channels
                        .into_iter()
                        .map(|c| payloads::guild_text_channel(guild_id, c))
                        .collect(),
                ),
                None => Reply::error(404, 10004, "Unknown Guild"),
            }
        }
        ("GET", ["guilds", guild, "members", member]) => {
            let guild_id = snowflake("guild_id", guild)?;
            let user_id = snowflake("user_id", member)?;
            match s.users.get(&user_id) {
                Some(user) if s.knows_guild(guild_id) => {
                    let mut member = payloads::member(user);
                    member["flags"] = json!(0);
                    Reply::ok(member)
                }
                _ => Reply::error(404, 10007, "Unknown Member"),
            }
        }
        ("GET", ["channels", channel]) => {
            let channel_id = snowflake("channel_id", channel)?;
            if let Some(thread) = s.threads.get(&channel_id) {
                Reply::ok(payloads::thread_channel(thread))
            } else if let Some(recipient) = s.dm_recipients.get(&channel_id) {
                Reply::ok(payloads::dm_channel(channel_id, recipient.clone()))
            } else if let Some(&guild_id) = s.guild_channels.get(&channel_id) {
                Reply::ok(payloads::guild_text_channel(guild_id, channel_id))
            } else {
                Reply::error(404, 10003, "Unknown Channel")
            }
        }
        _ => Reply::unknown_route(),
    })
}

/// The commands routes, global (`guild` None) or of a guild; `rest` follows `commands`.
fn commands_route(
    commands: &mut Vec<Value>,
    guild: Option<u64>,
    method: &str,
    rest: &[&str],
    body: &Value,
) -> Result<Reply, Reply> {
    let existing_id = |commands: &[Value], name: &Value| {
        commands
            .iter()
            .find(|c| &c["name"] == name)
            .and_then(|c| c["id"].as_str()?.parse().ok())
    };
    Ok(match (method, rest) {
        ("GET", []) => Reply::ok(Value::Array(commands.clone())),
        ("PUT", []) => {
            let requested = body.as_array().cloned().unwrap_or_default();
            let registered: Vec<Value> = requested
                .iter()
                .map(|c| {
                    let id = existing_id(commands, &c["name"]).unwrap_or_else(next_snowflake);
                    payloads::registered_command(c, id, guild)
                })
                .collect();
            commands.clone_from(&registered);
            Reply::ok(Value::Array(registered))
        }
        ("POST", []) => {
            let existing = existing_id(commands, &body["name"]);
            let command =
                payloads::registered_command(body, existing.unwrap_or_else(next_snowflake), guild);
            commands.retain(|c| c["name"] != body["name"]);
            commands.push(command.clone());
            if existing.is_some() {
                Reply::ok(command)
            } else {
                Reply::created(command)
            }
        }
        (_, [command]) => {
            let command_id = snowflake("command_id", command)?;
            let Some(index) = commands.iter().position(|c| c["id"] == id(command_id)) else {
                return Err(Reply::error(404, 10063, "Unknown application command"));
            };
            match method {
                "GET" => Reply::ok(commands[index].clone()),
                "DELETE" => {
                    commands.remove(index);
                    Reply::no_content()
                }
                "PATCH" => {
                    let mut merged = commands[index].clone();
                    for (k, v) in body.as_object().into_iter().flatten() {
                        merged[k] = v.clone();
                    }
                    commands[index] = merged.clone();
                    Reply::ok(merged)
                }
                _ => Reply::unknown_route(),
            }
        }
        _ => Reply::unknown_route(),
    })
}

/// The interaction a webhook token belongs to, once it has been acknowledged.
fn acknowledged_interaction(s: &FakeState, token: &str) -> Result<super::InteractionRecord, Reply> {
    s.interaction_by_token
        .get(token)
        .and_then(|id| s.interactions.get(id))
        .filter(|r| r.callback.is_some())
        .cloned()
        .ok_or_else(|| Reply::error(404, 10015, "Unknown Webhook"))
}

/// A message sent through an interaction (response or followup).
fn interaction_message(
    files: &mut super::Files,
    record: &super::InteractionRecord,
    body: &Value,
    uploads: &[Upload],
    message_type: u64,
) -> Value {
    let channel_id = record.channel_id;
    let mut json = payloads::message(next_snowflake(), channel_id, payloads::bot_user(), body);
    attach(files, &mut json, uploads);
    json["type"] = json!(message_type);
    json["webhook_id"] = id(APPLICATION_ID);
    json["application_id"] = id(APPLICATION_ID);
    let payload = &record.payload;
    let user = if payload["member"].is_object() {
        &payload["member"]["user"]
    } else {
        &payload["user"]
    };
    let mut metadata = json!({
        "id": id(record.id),
        "type": record.kind,
        "user": user,
        "authorizing_integration_owners": payload["authorizing_integration_owners"],
    });
    if let Some(source) = record.source_message {
        metadata["interacted_message_id"] = id(source);
    }
    json["interaction_metadata"] = metadata;
    json
}

/// Adds uploaded files to a message's attachments (their bytes kept for tests to read back),
/// and points each embed image given as `attachment://name` at the attachment of that name.
fn attach(files: &mut super::Files, message: &mut Value, uploads: &[Upload]) {
    let channel_id = message["channel_id"].as_str().unwrap_or("0").to_owned();
    let attachments = message["attachments"]
        .as_array_mut()
        .expect("attachments array");
    for upload in uploads {
        let attachment_id = next_snowflake();
        let url = format!(
            "https://cdn.discordapp.com/attachments/{channel_id}/{attachment_id}/{}",
            upload.filename
        );
        let mut attachment = json!({
            "id": id(attachment_id),
            "filename": upload.filename,
            "size": upload.bytes.len(),
            "url": url,
            "proxy_url": url,
            "description": upload.description,
        });
        if let Ok(text) = std::str::from_utf8(&upload.bytes) {
            // Not Discord's: a text file itself, for tests (clients ignore unknown fields).
            attachment["uploaded_text"] = json!(text);
        }
        if let Some(image) = image_of(&upload.bytes) {
            attachment["content_type"] = json!(image.content_type);
            attachment["width"] = json!(image.width);
            attachment["height"] = json!(image.height);
        }
        files.keep(attachment_id, upload.bytes.clone());
        attachments.push(attachment);
    }
    let by_name: HashMap<String, Value> = attachments
        .iter()
        .filter_map(|a| Some((a["filename"].as_str()?.to_owned(), a.clone())))
        .collect();
    for embed in message["embeds"].as_array_mut().into_iter().flatten() {
        let Some(name) = embed["image"]["url"]
            .as_str()
            .and_then(|u| u.strip_prefix("attachment://"))
        else {
            continue;
        };
        if let Some(a) = by_name.get(name) {
            embed["image"] = json!({
                "url": a["url"],
                "proxy_url": a["proxy_url"],
                "width": a["width"],
                "height": a["height"],
                "flags": 0,
            });
        }
    }
}

/// A PNG's size from its header, or `None` for anything else.
struct Image {
    content_type: &'static str,
    width: u32,
    height: u32,
}

/// The picture in `bytes`, decoded whole, if it is a PNG or a WebP.
fn image_of(bytes: &[u8]) -> Option<Image> {
    if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        let mut reader = png::Decoder::new(std::io::Cursor::new(bytes))
            .read_info()
            .ok()?;
        let mut pixels = vec![0; reader.output_buffer_size()?];
        let info = reader.next_frame(&mut pixels).ok()?;
        return Some(Image {
            content_type: "image/png",
            width: info.width,
            height: info.height,
        });
    }
    if bytes.len() > 12 && &bytes[..4] == b"RIFF" && &bytes[8..12] == b"WEBP" {
        let mut decoder = image_webp::WebPDecoder::new(std::io::Cursor::new(bytes)).ok()?;
        let (width, height) = decoder.dimensions();
        let mut pixels = vec![0; decoder.output_buffer_size()?];
        decoder.read_image(&mut pixels).ok()?;
        return Some(Image {
            content_type: "image/webp",
            width,
            height,
        });
    }
    None
}

/// What is wrong with the uploaded pictures, if anything: a file named `.png` or `.webp`
/// must be that format and decode whole, and an alt text stays within Discord's 1,024
/// characters.
fn bad_files(uploads: &[Upload]) -> Option<Vec<openapi::FieldError>> {
    let mut errors = Vec::new();
    for (i, upload) in uploads.iter().enumerate() {
        let named = std::path::Path::new(&upload.filename)
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        let wanted = match named.as_deref() {
            Some("png") => Some("image/png"),
            Some("webp") => Some("image/webp"),
            _ => None,
        };
        let found = image_of(&upload.bytes).map(|i| i.content_type);
        if wanted.is_some() && found != wanted {
            errors.push(openapi::FieldError {
                path: format!("/files/{i}"),
                code: "INVALID_FILE".into(),
                message: format!(
                    "{} is not a whole {wanted:?} (found {found:?})",
                    upload.filename
                ),
            });
        }
        if let Some(d) = &upload.description
            && d.chars().count() > 1024
        {
            errors.push(openapi::FieldError {
                path: format!("/attachments/{i}/description"),
                code: "BASE_TYPE_MAX_LENGTH".into(),
                message: format!("{} characters, over 1024", d.chars().count()),
            });
        }
    }
    (!errors.is_empty()).then_some(errors)
}

/// An embed image left as `attachment://name` refers to a file the message does not have:
/// Discord would show no picture.
fn check_images(violations: &mut Vec<super::Violation>, method: &str, message: &Value) {
    for (i, embed) in message["embeds"]
        .as_array()
        .into_iter()
        .flatten()
        .enumerate()
    {
        if let Some(url) = embed["image"]["url"]
            .as_str()
            .filter(|u| u.starts_with("attachment://"))
        {
            violations.push(super::Violation {
                method: method.into(),
                path: format!("/channels/{}/messages", message["channel_id"]),
                operation: "embed image".into(),
                body: message.clone(),
                errors: vec![openapi::FieldError {
                    path: format!("/embeds/{i}/image/url"),
                    code: "ATTACHMENT_NOT_FOUND".into(),
                    message: format!("{url} names no attachment of the message"),
                }],
            });
        }
    }
}

/// GET, PATCH or DELETE of a stored message (in `channel`, when given).
/// `POST /channels/{channel}/messages/{message}/threads`: a public thread started from a
/// message, as Discord answers it (its refusals too).
fn start_thread(
    s: &mut FakeState,
    channel_id: u64,
    message_id: u64,
    body: &Value,
) -> Result<Reply, Reply> {
    if s.refuse_threads {
        return Err(Reply::error(403, 50013, "Missing Permissions"));
    }
    if s.threads.contains_key(&channel_id) {
        return Err(Reply::error(
            400,
            50024,
            "Cannot execute action on this channel type",
        ));
    }
    let guild_id = *s
        .guild_channels
        .get(&channel_id)
        .ok_or_else(|| Reply::error(404, 10003, "Unknown Channel"))?;
    let known = s
        .messages
        .get(&message_id)
        .is_some_and(|m| !m.deleted && m.channel_id == channel_id);
    if !known {
        return Err(Reply::error(404, 10008, "Unknown Message"));
    }
    if s.threads.values().any(|t| t.message_id == message_id) {
        return Err(Reply::error(
            400,
            160_004,
            "A thread has already been created for this message",
        ));
    }
    let thread = super::FakeThread {
        id: next_snowflake(),
        guild_id,
        parent_id: channel_id,
        message_id,
        name: body["name"].as_str().unwrap_or_default().to_owned(),
        archived: false,
        posted_while_archived: 0,
    };
    let json = payloads::thread_channel(&thread);
    s.threads.insert(thread.id, thread);
    Ok(Reply::created(json))
}

fn message_route(
    s: &mut FakeState,
    method: &str,
    message_id: u64,
    channel: Option<u64>,
    body: &Value,
    uploads: &[Upload],
) -> Result<Reply, Reply> {
    let unknown = || Reply::error(404, 10008, "Unknown Message");
    let stored = s
        .messages
        .get_mut(&message_id)
        .filter(|m| !m.deleted)
        // Through the channel routes, only messages everyone sees (ephemeral ones are reached
        // through the interaction's webhook).
        .filter(|m| {
            channel.is_none_or(|c| {
                c == m.channel_id && m.json["flags"].as_u64().unwrap_or(0) & 64 == 0
            })
        })
        .ok_or_else(unknown)?;
    Ok(match method {
        "GET" => Reply::ok(stored.json.clone()),
        "PATCH" => {
            edit(&mut stored.json, body);
            attach(&mut s.files, &mut stored.json, uploads);
            check_images(&mut s.violations, "PATCH", &stored.json);
            stored.edits += 1;
            if !uploads.is_empty() {
                stored.pictured = Some(stored.json.clone());
            }
            Reply::ok(stored.json.clone())
        }
        "DELETE" => {
            stored.deleted = true;
            Reply::no_content()
        }
        _ => Reply::unknown_route(),
    })
}

/// Applies an edit; a deferred ("thinking") message stops loading.
fn edit(message: &mut Value, body: &Value) {
    payloads::apply_edit(message, body);
    let flags = message["flags"].as_u64().unwrap_or(0);
    message["flags"] = json!(flags & !128);
    message["edited_timestamp"] = json!(payloads::now_timestamp());
}

/// `POST /interactions/{id}/{token}/callback`.
fn interaction_callback(
    s: &mut FakeState,
    ctx: &Ctx,
    interaction_id: u64,
    token: &str,
    body: &Value,
    uploads: &[Upload],
) -> Result<Reply, Reply> {
    let record = s
        .interactions
        .get(&interaction_id)
        .filter(|r| r.token == token)
        .cloned()
        .ok_or_else(|| Reply::error(404, 10062, "Unknown interaction"))?;
    let refuse = |s: &mut FakeState, reply: Reply| {
        let record = s.interactions.get_mut(&interaction_id).unwrap();
        record
            .refused
            .push((reply.status, reply.body.clone().unwrap_or_default()));
        reply
    };
    if record.callback.is_some() {
        return Err(refuse(
            s,
            Reply::error(400, 40060, "Interaction has already been acknowledged."),
        ));
    }
    let elapsed = ctx.received.saturating_duration_since(record.injected_at);
    if elapsed > ctx.deadline {
        return Err(refuse(s, Reply::error(404, 10062, "Unknown interaction")));
    }
    let kind = body["type"].as_u64().unwrap_or(0) as u8;
    let data = body
        .get("data")
        .filter(|d| !d.is_null())
        .cloned()
        .unwrap_or(json!({}));
    let is_component = record.kind == 3;
    let original = match kind {
        4 => {
            let message_type = if record.kind == 2 { 20 } else { 0 };
            let json = interaction_message(&mut s.files, &record, &data, uploads, message_type);
            Some(s.store_message(json, Some(interaction_id)))
        }
        5 => {
            let flags = 128 | (data["flags"].as_u64().unwrap_or(0) & 64);
            let message_type = if record.kind == 2 { 20 } else { 0 };
            let json = interaction_message(
                &mut s.files,
                &record,
                &json!({"flags": flags}),
                &[],
                message_type,
            );
            let id = s.store_message(json, Some(interaction_id));
            // The flags setter only keeps settable flags; the loading flag is Discord's own.
            s.messages.get_mut(&id).unwrap().json["flags"] = json!(flags);
            Some(id)
        }
        6 | 7 if is_component => {
            let source = record
                .source_message
                .expect("a component interaction has a message");
            if kind == 7 {
                let stored = s
                    .messages
                    .get_mut(&source)
                    .ok_or_else(|| Reply::error(404, 10008, "Unknown Message"))?;
                edit(&mut stored.json, &data);
                attach(&mut s.files, &mut stored.json, uploads);
                check_images(&mut s.violations, "PATCH", &stored.json);
                stored.edits += 1;
                if !uploads.is_empty() {
                    stored.pictured = Some(stored.json.clone());
                }
            }
            Some(source)
        }
        1 | 8 | 9 | 10 | 12 => None,
        _ => {
            let errors = [openapi::FieldError {
                path: "/type".into(),
                code: "INTERACTION_RESPONSE_TYPE_INVALID".into(),
                message: format!(
                    "Interaction response type {kind} is not valid for interaction type {}.",
                    record.kind
                ),
            }];
            let reply = Reply {
                status: 400,
                body: Some(openapi::invalid_form_body(&errors)),
                unknown_route: false,
            };
            return Err(refuse(s, reply));
        }
    };
    let record = s.interactions.get_mut(&interaction_id).unwrap();
    record.original = original;
    record.callback = Some(Callback {
        kind,
        data,
        elapsed,
    });
    Ok(Reply::no_content())
}
