//! Request validation against Discord's own API description (`openapi.json`, `OpenAPI` 3.1).
//!
//! For a request with a JSON body, the operation is found by method and path template, its
//! `requestBody` `application/json` schema is compiled once (refs resolve against the whole
//! document, registered as a resource) and the body is checked. Failures are reported the way
//! Discord reports them: HTTP 400, `{"code": 50035, "message": "Invalid Form Body", "errors": ...}`.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::error::ValidationErrorKind;
use jsonschema::{Draft, Registry, ValidationError, Validator};
use serde_json::{Map, Value, json};

use super::payloads::FIXTURES_DIR;

/// The URI under which the `OpenAPI` document is registered for `$ref` resolution.
const DOCUMENT_URI: &str = "https://fake-discord.invalid/openapi.json";

/// Discord's limit on a bot message's `content`. The API description allows 4000 on the channel
/// message routes (the limit for some users); bots get 2000, as on every interaction route.
pub const BOT_CONTENT_LIMIT: usize = 2000;

/// One failing field, with Discord's error code and message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    /// Slash-separated path in the request body, e.g. `/data/content` (empty for the root).
    pub path: String,
    /// Discord-style code, e.g. `BASE_TYPE_MAX_LENGTH`.
    pub code: String,
    pub message: String,
}

/// An operation of the API description: method and path template.
#[derive(Clone, Debug)]
pub struct Operation {
    pub method: String,
    pub template: String,
    literal_segments: usize,
    segments: Vec<String>,
}

impl Operation {
    pub fn name(&self) -> String {
        format!("{} {}", self.method, self.template)
    }
}

struct Spec {
    document: Arc<Value>,
    operations: Vec<Operation>,
    registry: Registry<'static>,
}

fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = format!("{FIXTURES_DIR}openapi.json");
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {path}: {e}"));
        let mut document: Value = serde_json::from_str(&text).expect("openapi.json is JSON");
        accept_integer_snowflakes(&mut document);
        let mut operations = Vec::new();
        for (template, item) in document["paths"].as_object().expect("paths") {
            for method in ["get", "put", "post", "patch", "delete"] {
                if item.get(method).is_some() {
                    let segments: Vec<String> = split(template).map(str::to_owned).collect();
                    let literal_segments = segments.iter().filter(|s| !s.starts_with('{')).count();
                    operations.push(Operation {
                        method: method.to_uppercase(),
                        template: template.clone(),
                        literal_segments,
                        segments,
                    });
                }
            }
        }
        let registry = Registry::new()
            .draft(Draft::Draft202012)
            .add(DOCUMENT_URI, document.clone())
            .expect("register openapi.json")
            .prepare()
            .expect("prepare the openapi.json registry");
        Spec {
            document: Arc::new(document),
            operations,
            registry,
        }
    })
}

/// Discord takes a snowflake written as a JSON integer as well as a string (serenity and others
/// send new attachments as `{"id": 0}`, the index of the upload); the description only says
/// string. This widens `SnowflakeType` in the in-memory copy (the file stays as it is).
fn accept_integer_snowflakes(document: &mut Value) {
    let snowflake = &mut document["components"]["schemas"]["SnowflakeType"];
    assert!(snowflake.is_object(), "openapi.json defines SnowflakeType");
    *snowflake = json!({"anyOf": [snowflake.take(), {"type": "integer", "minimum": 0}]});
}

fn split(path: &str) -> impl Iterator<Item = &str> {
    path.split('/').filter(|s| !s.is_empty())
}

/// The operation for a concrete request path (without `/api/v10` and query), preferring the most
/// literal template (`messages/@original` over `messages/{message_id}`).
pub fn find_operation(method: &str, path: &str) -> Option<Operation> {
    let segments: Vec<&str> = split(path).collect();
    spec()
        .operations
        .iter()
        .filter(|op| op.method.eq_ignore_ascii_case(method) && op.segments.len() == segments.len())
        .filter(|op| {
            op.segments
                .iter()
                .zip(&segments)
                .all(|(t, s)| t.starts_with('{') || t == s)
        })
        .max_by_key(|op| op.literal_segments)
        .cloned()
}

/// The compiled validator of an operation's JSON request body, if the operation has one.
fn validator(op: &Operation) -> Option<Arc<Validator>> {
    type Cache = Mutex<HashMap<String, Option<Arc<Validator>>>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(Default::default);
    let key = op.name();
    if let Some(found) = cache.lock().unwrap().get(&key) {
        return found.clone();
    }
    let spec = spec();
    let schema = spec.document["paths"][&op.template][op.method.to_lowercase()]["requestBody"]
        ["content"]["application/json"]["schema"]
        .clone();
    let compiled = (!schema.is_null()).then(|| {
        let schema = absolutize_refs(schema);
        let validator = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .with_registry(&spec.registry)
            .build(&schema)
            .unwrap_or_else(|e| panic!("compiling the request schema of {key}: {e}"));
        Arc::new(validator)
    });
    cache.lock().unwrap().insert(key, compiled.clone());
    compiled
}

/// Rewrites the document-relative refs of an operation's schema (`#/components/...`) so they
/// resolve against the registered document.
fn absolutize_refs(mut schema: Value) -> Value {
    fn walk(v: &mut Value) {
        match v {
            Value::Object(map) => {
                for (k, child) in map.iter_mut() {
                    match child {
                        Value::String(s) if k == "$ref" && s.starts_with('#') => {
                            *s = format!("{DOCUMENT_URI}{s}");
                        }
                        _ => walk(child),
                    }
                }
            }
            Value::Array(items) => items.iter_mut().for_each(walk),
            _ => {}
        }
    }
    walk(&mut schema);
    schema
}

/// Checks a JSON request body. `Ok(None)` when no operation matches the path (the router then
/// answers 404), `Ok(Some(op))` when it fits, `Err` with the failing fields otherwise.
pub fn validate(
    method: &str,
    path: &str,
    body: &Value,
) -> Result<Option<Operation>, (Operation, Vec<FieldError>)> {
    let Some(op) = find_operation(method, path) else {
        return Ok(None);
    };
    let mut errors = Vec::new();
    if let Some(validator) = validator(&op) {
        for error in validator.iter_errors(body) {
            flatten(&error, &mut errors);
        }
    }
    errors.extend(bot_limits(&op, body));
    errors.dedup();
    if errors.is_empty() {
        Ok(Some(op))
    } else {
        Err((op, errors))
    }
}

/// Limits Discord enforces on bots beyond the API description: a message's content is at most
/// 2000 characters on every route.
fn bot_limits(op: &Operation, body: &Value) -> Vec<FieldError> {
    let content = match op.template.as_str() {
        "/channels/{channel_id}/messages" | "/channels/{channel_id}/messages/{message_id}" => {
            body.get("content")
        }
        _ => None,
    };
    match content.and_then(Value::as_str) {
        Some(text) if text.chars().count() > BOT_CONTENT_LIMIT => vec![FieldError {
            path: "/content".into(),
            code: "BASE_TYPE_MAX_LENGTH".into(),
            message: format!("Must be {BOT_CONTENT_LIMIT} or fewer in length."),
        }],
        _ => vec![],
    }
}

/// Turns a jsonschema error into Discord-style field errors. For `anyOf`/`oneOf` failures, the
/// branch the body most plausibly meant (not refused on its `type` discriminator, fewest errors)
/// is reported, so a too-long `data.content` in a callback shows as such.
fn flatten(error: &ValidationError<'_>, out: &mut Vec<FieldError>) {
    let path = error.instance_path().as_str().to_owned();
    let (code, message, path) = match error.kind() {
        ValidationErrorKind::AnyOf { context } | ValidationErrorKind::OneOfNotValid { context } => {
            if let Some(branch) = best_branch(context) {
                out.extend(branch);
                return;
            }
            ("UNION_TYPE_CHOICES".to_owned(), error.to_string(), path)
        }
        ValidationErrorKind::MaxLength { limit } | ValidationErrorKind::MaxItems { limit } => (
            "BASE_TYPE_MAX_LENGTH".to_owned(),
            format!("Must be {limit} or fewer in length."),
            path,
        ),
        ValidationErrorKind::MinLength { limit } | ValidationErrorKind::MinItems { limit } => (
            "BASE_TYPE_MIN_LENGTH".to_owned(),
            format!("Must be {limit} or more in length."),
            path,
        ),
        ValidationErrorKind::Required { property } => (
            "BASE_TYPE_REQUIRED".to_owned(),
            "This field is required".to_owned(),
            format!("{path}/{}", property.as_str().unwrap_or_default()),
        ),
        ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. } => (
            "BASE_TYPE_CHOICES".to_owned(),
            format!("Value must be one of the allowed choices ({error})."),
            path,
        ),
        ValidationErrorKind::Maximum { limit } => (
            "NUMBER_TYPE_MAX".to_owned(),
            format!("int value should be less than or equal to {limit}."),
            path,
        ),
        ValidationErrorKind::Minimum { limit } => (
            "NUMBER_TYPE_MIN".to_owned(),
            format!("int value should be greater than or equal to {limit}."),
            path,
        ),
        ValidationErrorKind::Type { .. } => {
            ("BASE_TYPE_BAD_TYPE".to_owned(), error.to_string(), path)
        }
        other => (
            format!("SCHEMA_{}", other.keyword().to_uppercase()),
            error.to_string(),
            path,
        ),
    };
    out.push(FieldError {
        path,
        code,
        message,
    });
}

fn best_branch(context: &[Vec<ValidationError<'static>>]) -> Option<Vec<FieldError>> {
    let refused_on_discriminator = |errors: &[ValidationError<'_>]| {
        errors.iter().any(|e| {
            matches!(
                e.kind(),
                ValidationErrorKind::Enum { .. } | ValidationErrorKind::Constant { .. }
            ) && matches!(
                e.instance_path().as_str().rsplit('/').next(),
                Some("type" | "component_type")
            )
        })
    };
    context
        .iter()
        .filter(|errors| !errors.is_empty() && !refused_on_discriminator(errors))
        .map(|errors| {
            let mut flat = Vec::new();
            for e in errors {
                flatten(e, &mut flat);
            }
            flat
        })
        .min_by_key(|flat| {
            let depth = flat
                .iter()
                .map(|e| e.path.matches('/').count())
                .max()
                .unwrap_or(0);
            (flat.len(), usize::MAX - depth)
        })
}

/// Discord's error body for field errors: `errors` nests the path, each leaf holding `_errors`.
pub fn invalid_form_body(errors: &[FieldError]) -> Value {
    let mut tree = Map::new();
    for e in errors {
        let mut node = &mut tree;
        for segment in split(&e.path) {
            node = node
                .entry(segment.to_owned())
                .or_insert_with(|| json!({}))
                .as_object_mut()
                .expect("error tree nodes are objects");
        }
        node.entry("_errors")
            .or_insert_with(|| json!([]))
            .as_array_mut()
            .expect("_errors is an array")
            .push(json!({"code": e.code, "message": e.message}));
    }
    let mut body = super::payloads::error_body(50035, "Invalid Form Body");
    body["errors"] = Value::Object(tree);
    body
}
