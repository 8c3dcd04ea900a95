//! The crate's import graph, read from its source: files are the nodes, and a file has an edge
//! to every file whose items it names — in a `use` (a `pub use` included), or in a path written
//! inline (`crate::engine::Seat`, `super::board::render`, `board::render` in the file that
//! declares `board`). A path is resolved to the file that defines what it names, following
//! re-exports: `crate::engine::Seat` leads to `engine/seat.rs`, which defines `Seat`, through
//! the `pub use` in `engine/mod.rs` (itself an edge of `engine/mod.rs`).
//!
//! Code under `#[cfg(test)]` is left out: a test uses its module from above, as any caller
//! would, and is not part of the layering. A macro's `$crate::` paths are left out too: they
//! are resolved where the macro is expanded, and that file names the macro.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from the crate root, e.g. `["engine", "alhambra"]`.
type ModPath = Vec<String>;

/// The crate's import graph: each file (by its path under `src/`) and the files it imports.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// A path a file names, and from which module it names it.
struct Named {
    /// The module the path is written in (an inline module's, inside a file).
    scope: ModPath,
    segments: Vec<String>,
}

/// A `use`: the name it gives in its module, and the path it names. A child module sees its
/// parent's names, imported or not (`super::Seat`), so every `use` gives a name.
struct Given {
    scope: ModPath,
    /// `None` for a glob (`pub use x::*`).
    name: Option<String>,
    segments: Vec<String>,
}

/// One file, read.
struct File {
    /// The paths its code names (not under `#[cfg(test)]`).
    named: Vec<Named>,
    given: Vec<Given>,
    /// The names of the items it defines at the level of its modules (inline ones included).
    defines: BTreeSet<String>,
    /// The macros it exports at the crate root (`#[macro_export]`).
    exported_macros: BTreeSet<String>,
    /// Its child modules declared under `#[cfg(test)]`.
    test_children: BTreeSet<String>,
}

/// The crate under a `src/` folder: its files and modules.
pub struct Crate {
    files: BTreeMap<String, File>,
    /// Every module (a file's, or one written inline) and the file that holds it.
    modules: BTreeMap<ModPath, String>,
    /// The binary's root (`main.rs`), whose `tavola::` is the library's root.
    binary: Option<String>,
}

impl Crate {
    /// Reads every `.rs` file under `src`.
    pub fn read(src: &Path) -> Crate {
        Crate::from_sources(&sources(src))
    }

    /// The crate made of these files, each given by its path under `src/` and its text.
    pub fn from_sources(sources: &BTreeMap<String, String>) -> Crate {
        let mut krate = Crate {
            files: BTreeMap::new(),
            modules: BTreeMap::new(),
            binary: sources
                .contains_key("main.rs")
                .then(|| "main.rs".to_string()),
        };
        for (name, text) in sources {
            let module = module_of(name);
            let (file, inline) = read_file(&module, text);
            krate.modules.insert(module, name.clone());
            for inline in inline {
                krate.modules.insert(inline, name.clone());
            }
            krate.files.insert(name.clone(), file);
        }
        krate
    }

    /// Every file but test code, and the files it imports (itself left out).
    pub fn graph(&self) -> Graph {
        let tests: BTreeSet<ModPath> = self
            .files
            .iter()
            .flat_map(|(name, file)| {
                let module = module_of(name);
                file.test_children.iter().map(move |c| child_of(&module, c))
            })
            .collect();
        self.files
            .iter()
            .filter(|(name, _)| {
                let module = module_of(name);
                !(0..=module.len()).any(|n| tests.contains(&module[..n]))
            })
            .map(|(name, file)| {
                let targets = file
                    .named
                    .iter()
                    .filter_map(|n| self.resolve(name, &n.scope, &n.segments))
                    .filter(|target| target != name)
                    .collect();
                (name.clone(), targets)
            })
            .collect()
    }

    /// The file defining what `segments`, written in `scope` of the file `from`, names; `None`
    /// for what lies outside the crate (another crate, a local name).
    pub fn resolve(&self, from: &str, scope: &[String], segments: &[String]) -> Option<String> {
        self.resolve_within(from, scope, segments, 0)
    }

    fn resolve_within(
        &self,
        from: &str,
        scope: &[String],
        segments: &[String],
        hops: usize,
    ) -> Option<String> {
        let (first, rest) = segments.split_first()?;
        let in_binary = self.binary.as_deref() == Some(from);
        let base: ModPath = match first.as_str() {
            "crate" if in_binary => return None,
            "crate" => Vec::new(),
            "tavola" if in_binary => Vec::new(),
            "self" => scope.to_vec(),
            "super" => {
                let up = segments.iter().take_while(|s| *s == "super").count();
                let module = scope[..scope.len().checked_sub(up)?].to_vec();
                return self.walk(module, &segments[up..], hops);
            }
            child if !in_binary && self.modules.contains_key(&child_of(scope, child)) => {
                return self.walk(scope.to_vec(), segments, hops);
            }
            _ => return None,
        };
        self.walk(base, rest, hops)
    }

    /// Follows `segments` down the modules from `module`; the file of the last module reached,
    /// or of the item named after it.
    fn walk(&self, mut module: ModPath, segments: &[String], hops: usize) -> Option<String> {
        for segment in segments {
            let child = child_of(&module, segment);
            if self.modules.contains_key(&child) {
                module = child;
            } else {
                return self.definer(&module, segment, hops);
            }
        }
        self.modules.get(&module).cloned()
    }

    /// The file that defines `item` of `module`: the module's own file, or the one a `pub use`
    /// of the module leads to.
    fn definer(&self, module: &[String], item: &str, hops: usize) -> Option<String> {
        let holder = self.modules.get(module)?;
        let file = &self.files[holder];
        if hops > 8 || file.defines.contains(item) {
            return Some(holder.clone());
        }
        if module.is_empty() {
            // Exported macros live at the crate root, wherever they are written.
            if let Some((name, _)) = self
                .files
                .iter()
                .find(|(_, f)| f.exported_macros.contains(item))
            {
                return Some(name.clone());
            }
        }
        let given = file.given.iter().filter(|r| r.scope == module);
        for given in given.clone() {
            if given.name.as_deref() == Some(item) {
                return self.resolve_within(holder, module, &given.segments, hops + 1);
            }
        }
        for given in given.filter(|r| r.name.is_none()) {
            let mut through = given.segments.clone();
            through.push(item.to_string());
            if let Some(found) = self.resolve_within(holder, module, &through, hops + 1)
                && self.files[&found].defines.contains(item)
            {
                return Some(found);
            }
        }
        Some(holder.clone())
    }
}

fn child_of(module: &[String], name: &str) -> ModPath {
    let mut child = module.to_vec();
    child.push(name.to_string());
    child
}

/// Every `.rs` file under `src`, by its path under `src`, with its text.
pub fn sources(src: &Path) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    collect(src, src, &mut out);
    out
}

/// Every `.rs` file under `dir`, by its path under `src`.
fn collect(src: &Path, dir: &Path, out: &mut BTreeMap<String, String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect(src, &path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path
                .strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .into_owned();
            out.insert(name, std::fs::read_to_string(&path).unwrap());
        }
    }
}

/// The module a file under `src/` defines: `engine/alhambra/mod.rs` and `engine/alhambra.rs`
/// are `engine::alhambra`; `lib.rs` is the root; `main.rs`, the binary's root, is `main`.
pub fn module_of(file: &str) -> ModPath {
    let mut parts: ModPath = file.split('/').map(str::to_string).collect();
    let last = parts.pop().unwrap();
    match last.trim_end_matches(".rs") {
        "mod" => {}
        "lib" if parts.is_empty() => {}
        name => parts.push(name.to_string()),
    }
    parts
}

/// Reads one file: what it names, re-exports and defines, and its inline modules.
fn read_file(module: &[String], text: &str) -> (File, Vec<ModPath>) {
    let tokens = tokens(&strip(text));
    let mut file = File {
        named: Vec::new(),
        given: Vec::new(),
        defines: BTreeSet::new(),
        exported_macros: BTreeSet::new(),
        test_children: BTreeSet::new(),
    };
    let mut inline = Vec::new();
    // The inline modules open around the current token: name, the depth its brace opened at,
    // and whether it is test code. A block opened by a `#[cfg(test)]` item counts as one.
    let mut scopes: Vec<(Option<String>, usize, bool)> = Vec::new();
    let mut depth = 0;
    let mut cfg_test = false;
    let mut macro_export = false;
    let mut at = 0;
    while at < tokens.len() {
        let token = tokens[at].as_str();
        let next = tokens.get(at + 1).map(String::as_str);
        let scope: ModPath = module
            .iter()
            .cloned()
            .chain(scopes.iter().filter_map(|s| s.0.clone()))
            .collect();
        let test = cfg_test || scopes.iter().any(|s| s.2);
        // Items are a module's own only at its level, not inside an impl, a trait or a body.
        let module_depth = scopes
            .iter()
            .rev()
            .find(|s| s.0.is_some())
            .map_or(0, |s| s.1);
        match token {
            "#" if next == Some("[") || next == Some("!") => {
                let open = if next == Some("!") { at + 2 } else { at + 1 };
                let close = matching(&tokens, open);
                let attribute = tokens[open + 1..close].concat();
                cfg_test |= attribute == "cfg(test)";
                macro_export |= attribute == "macro_export";
                at = close + 1;
                continue;
            }
            "mod" if next.is_some_and(is_ident) => {
                let name = tokens[at + 1].clone();
                if tokens.get(at + 2).map(String::as_str) == Some("{") {
                    depth += 1;
                    scopes.push((Some(name.clone()), depth, test));
                    inline.push(child_of(&scope, &name));
                    at += 3;
                } else {
                    if test {
                        file.test_children.insert(name.clone());
                    }
                    at += 2;
                }
                file.defines.insert(name);
                cfg_test = false;
                continue;
            }
            "use" if next != Some("<") => {
                at += 1;
                let mut paths = Vec::new();
                use_tree(&tokens, &mut at, Vec::new(), &mut paths);
                for (segments, name) in paths {
                    file.given.push(Given {
                        scope: scope.clone(),
                        name: name.clone(),
                        segments: segments.clone(),
                    });
                    if !test && segments.first().is_some_and(|s| s != "$crate") {
                        file.named.push(Named {
                            scope: scope.clone(),
                            segments,
                        });
                    }
                }
                cfg_test = false;
                continue;
            }
            "macro_rules" if next == Some("!") => {
                if macro_export {
                    file.exported_macros.insert(tokens[at + 2].clone());
                }
                file.defines.insert(tokens[at + 2].clone());
                macro_export = false;
            }
            "struct" | "enum" | "union" | "trait" | "type" | "fn" | "const" | "static"
                if next.is_some_and(is_ident) && depth == module_depth =>
            {
                file.defines.insert(tokens[at + 1].clone());
            }
            "{" => {
                depth += 1;
                if cfg_test {
                    scopes.push((None, depth, true));
                    cfg_test = false;
                }
            }
            "}" => {
                if scopes.last().is_some_and(|s| s.1 == depth) {
                    scopes.pop();
                }
                depth -= 1;
            }
            ";" => cfg_test = false,
            _ => {
                let follows_path = at > 0 && matches!(tokens[at - 1].as_str(), "::" | "$" | ".");
                if !test && !follows_path && is_ident(token) && next == Some("::") {
                    let mut segments = vec![token.to_string()];
                    let mut end = at + 1;
                    while tokens.get(end).map(String::as_str) == Some("::")
                        && tokens.get(end + 1).is_some_and(|t| is_ident(t))
                    {
                        segments.push(tokens[end + 1].clone());
                        end += 2;
                    }
                    if segments.len() > 1 {
                        file.named.push(Named { scope, segments });
                    }
                    at = end;
                    continue;
                }
            }
        }
        at += 1;
    }
    (file, inline)
}

/// Reads a use tree from `at` to its end (`;`, `,` or `}` of an enclosing group), adding each
/// path it brings in with the name it gives (`None` for a glob).
fn use_tree(
    tokens: &[String],
    at: &mut usize,
    mut prefix: Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    while let Some(token) = tokens.get(*at) {
        match token.as_str() {
            "::" => *at += 1,
            "$" => {
                prefix.push("$crate".into());
                *at += 2;
            }
            "*" => {
                *at += 1;
                out.push((prefix, None));
                break;
            }
            "{" => {
                *at += 1;
                while tokens.get(*at).is_some_and(|t| t != "}") {
                    use_tree(tokens, at, prefix.clone(), out);
                    if tokens.get(*at).is_some_and(|t| t == ",") {
                        *at += 1;
                    }
                }
                *at += 1;
                break;
            }
            name if is_ident(name) => {
                *at += 1;
                let own = if name == "self" {
                    prefix.last().cloned()
                } else {
                    prefix.push(name.to_string());
                    Some(name.to_string())
                };
                if tokens.get(*at).is_some_and(|t| t == "::") {
                    continue;
                }
                let mut given = own;
                if tokens.get(*at).is_some_and(|t| t == "as") {
                    given = Some(tokens[*at + 1].clone()).filter(|n| n != "_");
                    *at += 2;
                }
                out.push((prefix, given));
                break;
            }
            _ => break,
        }
    }
    if tokens.get(*at).is_some_and(|t| t == ";") {
        *at += 1;
    }
}

/// The index of the bracket closing the one at `open`.
fn matching(tokens: &[String], open: usize) -> usize {
    let mut depth = 0;
    for (at, token) in tokens.iter().enumerate().skip(open) {
        match token.as_str() {
            "[" | "(" | "{" => depth += 1,
            "]" | ")" | "}" => {
                depth -= 1;
                if depth == 0 {
                    return at;
                }
            }
            _ => {}
        }
    }
    tokens.len() - 1
}

fn is_ident(token: &str) -> bool {
    token
        .chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
}

/// The tokens of code: identifiers, `::`, and single characters of punctuation (numbers kept as
/// words that are no identifiers).
fn tokens(code: &str) -> Vec<String> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        if c.is_alphanumeric() || c == '_' {
            let start = at;
            while at < chars.len() && (chars[at].is_alphanumeric() || chars[at] == '_') {
                at += 1;
            }
            out.push(chars[start..at].iter().collect());
        } else if c == ':' && chars.get(at + 1) == Some(&':') {
            out.push("::".into());
            at += 2;
        } else {
            if !c.is_whitespace() {
                out.push(c.to_string());
            }
            at += 1;
        }
    }
    out
}

/// `text` with its comments removed and its string and character literals emptied, so that
/// neither a doc comment nor a message can name a module.
pub fn strip(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let mut at = 0;
    while at < chars.len() {
        let c = chars[at];
        let next = chars.get(at + 1).copied();
        let previous_is_word = at > 0 && (chars[at - 1].is_alphanumeric() || chars[at - 1] == '_');
        if c == '/' && next == Some('/') {
            while at < chars.len() && chars[at] != '\n' {
                at += 1;
            }
        } else if c == '/' && next == Some('*') {
            let mut depth = 0;
            while at < chars.len() {
                if chars[at] == '/' && chars.get(at + 1) == Some(&'*') {
                    depth += 1;
                    at += 2;
                } else if chars[at] == '*' && chars.get(at + 1) == Some(&'/') {
                    depth -= 1;
                    at += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    at += 1;
                }
            }
            out.push(' ');
        } else if (c == 'r' || c == 'b') && !previous_is_word && raw_string_at(&chars, at) {
            // r"…", r#"…"#, br"…": no escapes, closed by the quote and as many #.
            let mut open = at + 1;
            if chars[open] == 'r' {
                open += 1;
            }
            let hashes = chars[open..].iter().take_while(|c| **c == '#').count();
            at = open + hashes + 1;
            loop {
                if at >= chars.len() {
                    break;
                }
                if chars[at] == '"' && chars[at + 1..].iter().take(hashes).all(|c| *c == '#') {
                    at += 1 + hashes;
                    break;
                }
                at += 1;
            }
            out.push_str("\"\"");
        } else if c == '"' {
            at += 1;
            while at < chars.len() && chars[at] != '"' {
                at += if chars[at] == '\\' { 2 } else { 1 };
            }
            at += 1;
            out.push_str("\"\"");
        } else if c == '\'' && (next == Some('\\') || chars.get(at + 2) == Some(&'\'')) {
            // A character literal, not a lifetime.
            at += 1;
            while at < chars.len() && chars[at] != '\'' {
                at += if chars[at] == '\\' { 2 } else { 1 };
            }
            at += 1;
            out.push_str("' '");
        } else {
            out.push(c);
            at += 1;
        }
    }
    out
}

fn raw_string_at(chars: &[char], at: usize) -> bool {
    let mut i = at + 1;
    if chars[at] == 'b' {
        if chars.get(i) == Some(&'"') {
            return true;
        }
        if chars.get(i) != Some(&'r') {
            return false;
        }
        i += 1;
    }
    while chars.get(i) == Some(&'#') {
        i += 1;
    }
    chars.get(i) == Some(&'"')
}

/// A cycle in `graph`, if there is one, as the nodes along it.
pub fn cycle(graph: &Graph) -> Option<Vec<String>> {
    cycles(graph).into_iter().next().map(|(_, one)| one)
}

/// The graph's circles: each set of nodes that all reach each other (a strongly connected
/// component of more than one node, by Tarjan's algorithm), with one cycle through it.
pub fn cycles(graph: &Graph) -> Vec<(Vec<String>, Vec<String>)> {
    let mut found = Vec::new();
    for component in components(graph) {
        if component.len() < 2 {
            continue;
        }
        // Every node of the set has a successor in it: walk from the first, preferring nodes
        // not yet on the path, until one comes round again.
        let inside: BTreeSet<&String> = component.iter().collect();
        let mut path = vec![component[0].clone()];
        let one = loop {
            let last = path.last().unwrap();
            let next = graph[last]
                .iter()
                .filter(|n| inside.contains(n))
                .min_by_key(|n| path[1..].contains(n))
                .unwrap()
                .clone();
            if let Some(at) = path.iter().position(|n| *n == next) {
                break path[at..].to_vec();
            }
            path.push(next);
        };
        found.push((component, one));
    }
    found
}

/// The strongly connected components of `graph`, each sorted.
fn components(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'g> {
        graph: &'g Graph,
        index: BTreeMap<&'g str, usize>,
        low: BTreeMap<&'g str, usize>,
        stack: Vec<&'g str>,
        out: Vec<Vec<String>>,
    }
    impl<'g> Walk<'g> {
        fn visit(&mut self, node: &'g str) {
            let index = self.index.len();
            self.index.insert(node, index);
            self.low.insert(node, index);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.graph.contains_key(next) {
                    continue;
                }
                if !self.index.contains_key(next.as_str()) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next.as_str()]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next.as_str()) {
                    let low = self.low[node].min(self.index[next.as_str()]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let mut component = Vec::new();
                while let Some(top) = self.stack.pop() {
                    component.push(top.to_string());
                    if top == node {
                        break;
                    }
                }
                component.sort();
                self.out.push(component);
            }
        }
    }
    let mut walk = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        out: Vec::new(),
    };
    for node in graph.keys() {
        if !walk.index.contains_key(node.as_str()) {
            walk.visit(node);
        }
    }
    walk.out.sort();
    walk.out
}
