//! A plain model of what the bot sends: embeds and components, checked against Discord's
//! limits, then turned into serenity's builders at the edge. Renderers produce these, so they
//! are pure and tested without Discord.

use serenity::all::{
    ButtonStyle, CreateActionRow, CreateAttachment, CreateButton, CreateEmbed, CreateEmbedFooter,
    CreateInteractionResponseMessage, CreateMessage, CreateSelectMenu, CreateSelectMenuKind,
    CreateSelectMenuOption, EditAttachments, EditInteractionResponse, EditMessage,
};

/// Discord's limits on one message.
pub mod limits {
    pub const CONTENT: usize = 2000;
    pub const EMBEDS: usize = 10;
    pub const TITLE: usize = 256;
    pub const DESCRIPTION: usize = 4096;
    pub const FIELDS: usize = 25;
    pub const FIELD_NAME: usize = 256;
    pub const FIELD_VALUE: usize = 1024;
    pub const FOOTER: usize = 2048;
    pub const EMBED_TOTAL: usize = 6000;
    pub const ROWS: usize = 5;
    pub const BUTTONS_PER_ROW: usize = 5;
    pub const BUTTON_LABEL: usize = 80;
    pub const CUSTOM_ID: usize = 100;
    /// A link button's URL.
    pub const URL: usize = 512;
    pub const SELECT_OPTIONS: usize = 25;
    pub const OPTION_LABEL: usize = 100;
    pub const OPTION_VALUE: usize = 100;
    pub const OPTION_DESCRIPTION: usize = 100;
    pub const PLACEHOLDER: usize = 150;
    /// The largest file a bot may attach to a message on any server: 10 MiB.
    pub const ATTACHMENT_BYTES: usize = 10 * 1024 * 1024;
    /// A file's description, its alt text.
    pub const ATTACHMENT_DESCRIPTION: usize = 1024;
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Message {
    pub content: Option<String>,
    pub embeds: Vec<Embed>,
    pub rows: Vec<Row>,
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Embed {
    pub title: String,
    pub description: String,
    pub fields: Vec<Field>,
    pub footer: Option<String>,
    pub colour: u32,
}

/// A file sent with a message: the picture its first embed shows.
#[derive(Clone, PartialEq, Eq)]
pub struct Attachment {
    /// The file's name; the embed refers to it as `attachment://{name}`.
    pub name: String,
    pub bytes: Vec<u8>,
    /// What the picture shows in words (its alt text), for those who cannot see it.
    pub description: String,
}

impl std::fmt::Debug for Attachment {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Attachment({}, {} bytes)", self.name, self.bytes.len())
    }
}

impl Attachment {
    /// Discord's limits on a file: its size, and a name an embed can refer to.
    pub fn check_limits(&self) -> Result<(), String> {
        if self.bytes.len() > limits::ATTACHMENT_BYTES {
            return Err(format!(
                "attachment: {} bytes > {}",
                self.bytes.len(),
                limits::ATTACHMENT_BYTES
            ));
        }
        let plain = |c: char| c.is_ascii_alphanumeric() || matches!(c, '.' | '_' | '-');
        if self.name.is_empty() || !self.name.chars().all(plain) {
            return Err(format!("attachment name {:?}", self.name));
        }
        let described = self.description.chars().count();
        if described == 0 || described > limits::ATTACHMENT_DESCRIPTION {
            return Err(format!(
                "attachment description: {described} characters, not 1 to {}",
                limits::ATTACHMENT_DESCRIPTION
            ));
        }
        Ok(())
    }

    fn create(&self) -> CreateAttachment {
        CreateAttachment::bytes(self.bytes.clone(), self.name.clone())
            .description(self.description.clone())
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct Field {
    pub name: String,
    pub value: String,
    pub inline: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
    /// A link: the button opens the URL its `id` holds, and Discord sends the bot nothing.
    Link,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<Choice>,
    pub min: u8,
    pub max: u8,
}

#[derive(Debug, Clone, PartialEq)]
pub struct Choice {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub selected: bool,
}

impl Button {
    pub fn new(id: impl Into<String>, label: impl Into<String>, style: Style) -> Button {
        Button {
            id: id.into(),
            label: label.into(),
            style,
            disabled: false,
        }
    }

    /// A button that opens `url` in the player's browser.
    pub fn link(url: impl Into<String>, label: impl Into<String>) -> Button {
        Button::new(url, label, Style::Link)
    }

    pub fn disabled(mut self, disabled: bool) -> Button {
        self.disabled = disabled;
        self
    }
}

impl Embed {
    pub fn field(&mut self, name: impl Into<String>, value: impl Into<String>, inline: bool) {
        let value = value.into();
        self.fields.push(Field {
            name: name.into(),
            value: if value.is_empty() {
                "—".into()
            } else {
                value
            },
            inline,
        });
    }

    fn total_chars(&self) -> usize {
        chars(&self.title)
            + chars(&self.description)
            + self.footer.as_deref().map_or(0, chars)
            + self
                .fields
                .iter()
                .map(|f| chars(&f.name) + chars(&f.value))
                .sum::<usize>()
    }
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

/// Cuts `s` to at most `max` characters, ending with an ellipsis when cut.
/// `s` with a capital first letter.
pub fn capital(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().collect::<String>() + c.as_str())
        .unwrap_or_default()
}

pub fn clip(s: &str, max: usize) -> String {
    if chars(s) <= max {
        return s.to_string();
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// Lays buttons out in rows of five.
pub fn button_rows(buttons: Vec<Button>) -> Vec<Row> {
    buttons
        .chunks(limits::BUTTONS_PER_ROW)
        .map(|chunk| Row::Buttons(chunk.to_vec()))
        .collect()
}

impl Message {
    /// Every text of the message a player reads, in order: its content, each embed's title,
    /// description, fields and footer, each button's label, each select's placeholder and its
    /// options' labels and descriptions (ids and values are the bot's, not words).
    pub fn words(&self) -> Vec<&str> {
        let mut words: Vec<&str> = self.content.iter().map(String::as_str).collect();
        for e in &self.embeds {
            words.extend([e.title.as_str(), e.description.as_str()]);
            for f in &e.fields {
                words.extend([f.name.as_str(), f.value.as_str()]);
            }
            words.extend(e.footer.as_deref());
        }
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => words.extend(buttons.iter().map(|b| b.label.as_str())),
                Row::Select(select) => {
                    words.push(&select.placeholder);
                    for o in &select.options {
                        words.push(&o.label);
                        words.extend(o.description.as_deref());
                    }
                }
            }
        }
        words
    }

    /// The words of the message that no message of the catalogue said, as the pseudo-language
    /// shows them ([`crate::lang::unsourced_words`]): empty for a message rendered in it
    /// entirely from the catalogue.
    pub fn unsourced_words(&self) -> Vec<String> {
        self.words()
            .into_iter()
            .flat_map(crate::lang::unsourced_words)
            .collect()
    }

    /// Every limit Discord enforces on a message we send, named when broken.
    pub fn check_limits(&self) -> Result<(), String> {
        use limits::{
            BUTTON_LABEL, BUTTONS_PER_ROW, CONTENT, CUSTOM_ID, DESCRIPTION, EMBED_TOTAL, EMBEDS,
            FIELD_NAME, FIELD_VALUE, FIELDS, FOOTER, OPTION_DESCRIPTION, OPTION_LABEL,
            OPTION_VALUE, PLACEHOLDER, ROWS, SELECT_OPTIONS, TITLE, URL,
        };
        let over = |what: &str, n: usize, max: usize| {
            if n > max {
                Err(format!("{what}: {n} > {max}"))
            } else {
                Ok(())
            }
        };
        if let Some(c) = &self.content {
            over("content", chars(c), CONTENT)?;
        }
        over("embeds", self.embeds.len(), EMBEDS)?;
        let mut total = 0;
        for e in &self.embeds {
            over("embed title", chars(&e.title), TITLE)?;
            over("embed description", chars(&e.description), DESCRIPTION)?;
            over("embed fields", e.fields.len(), FIELDS)?;
            for f in &e.fields {
                over("field name", chars(&f.name), FIELD_NAME)?;
                over("field value", chars(&f.value), FIELD_VALUE)?;
                if f.name.trim().is_empty() || f.value.trim().is_empty() {
                    return Err("an empty field".into());
                }
            }
            if let Some(footer) = &e.footer {
                over("footer", chars(footer), FOOTER)?;
            }
            total += e.total_chars();
        }
        over("embed characters", total, EMBED_TOTAL)?;
        over("rows", self.rows.len(), ROWS)?;
        let mut ids = std::collections::HashSet::new();
        let mut id = |id: &str| {
            over("custom id", chars(id), CUSTOM_ID)?;
            if id.is_empty() || !ids.insert(id.to_string()) {
                return Err(format!("custom id {id:?} empty or repeated"));
            }
            Ok(())
        };
        for row in &self.rows {
            match row {
                Row::Buttons(buttons) => {
                    over("buttons in a row", buttons.len(), BUTTONS_PER_ROW)?;
                    if buttons.is_empty() {
                        return Err("an empty row".into());
                    }
                    for b in buttons {
                        if b.style == Style::Link {
                            over("link", chars(&b.id), URL)?;
                            if !b.id.starts_with("https://") && !b.id.starts_with("http://") {
                                return Err(format!("link {:?} is not a web address", b.id));
                            }
                        } else {
                            id(&b.id)?;
                        }
                        over("button label", chars(&b.label), BUTTON_LABEL)?;
                    }
                }
                Row::Select(s) => {
                    id(&s.id)?;
                    over("placeholder", chars(&s.placeholder), PLACEHOLDER)?;
                    over("select options", s.options.len(), SELECT_OPTIONS)?;
                    if s.options.is_empty() {
                        return Err("a select without options".into());
                    }
                    if s.min > s.max || s.max as usize > s.options.len() || s.max == 0 {
                        return Err(format!("select bounds {}..{}", s.min, s.max));
                    }
                    let mut values = std::collections::HashSet::new();
                    for o in &s.options {
                        over("option label", chars(&o.label), OPTION_LABEL)?;
                        over("option value", chars(&o.value), OPTION_VALUE)?;
                        if let Some(d) = &o.description {
                            over("option description", chars(d), OPTION_DESCRIPTION)?;
                        }
                        if !values.insert(&o.value) {
                            return Err(format!("option value {:?} repeated", o.value));
                        }
                    }
                }
            }
        }
        if self.content.as_deref().is_none_or(str::is_empty) && self.embeds.is_empty() {
            return Err("a message needs content or an embed".into());
        }
        Ok(())
    }

    /// As a poise reply to a command.
    pub fn reply(&self) -> poise::CreateReply {
        let mut reply = poise::CreateReply::default().components(self.components());
        if let Some(content) = &self.content {
            reply = reply.content(content);
        }
        for embed in self.embeds() {
            reply = reply.embed(embed);
        }
        reply
    }

    fn embeds(&self) -> Vec<CreateEmbed> {
        self.embeds_showing(None)
    }

    /// The embeds, the first showing `picture` as its image.
    fn embeds_showing(&self, picture: Option<&Attachment>) -> Vec<CreateEmbed> {
        self.embeds
            .iter()
            .enumerate()
            .map(|(i, e)| {
                let mut b = CreateEmbed::new().colour(e.colour);
                if !e.title.is_empty() {
                    b = b.title(&e.title);
                }
                if !e.description.is_empty() {
                    b = b.description(&e.description);
                }
                for f in &e.fields {
                    b = b.field(&f.name, &f.value, f.inline);
                }
                if let Some(footer) = &e.footer {
                    b = b.footer(CreateEmbedFooter::new(footer));
                }
                if let Some(picture) = picture.filter(|_| i == 0) {
                    b = b.attachment(&picture.name);
                }
                b
            })
            .collect()
    }

    fn components(&self) -> Vec<CreateActionRow> {
        self.rows
            .iter()
            .map(|row| match row {
                Row::Buttons(buttons) => CreateActionRow::Buttons(
                    buttons
                        .iter()
                        .map(|b| {
                            let button = match b.style {
                                Style::Link => CreateButton::new_link(&b.id),
                                Style::Primary => {
                                    CreateButton::new(&b.id).style(ButtonStyle::Primary)
                                }
                                Style::Secondary => {
                                    CreateButton::new(&b.id).style(ButtonStyle::Secondary)
                                }
                                Style::Success => {
                                    CreateButton::new(&b.id).style(ButtonStyle::Success)
                                }
                                Style::Danger => {
                                    CreateButton::new(&b.id).style(ButtonStyle::Danger)
                                }
                            };
                            button.label(&b.label).disabled(b.disabled)
                        })
                        .collect(),
                ),
                Row::Select(s) => {
                    let options = s
                        .options
                        .iter()
                        .map(|o| {
                            let mut opt = CreateSelectMenuOption::new(&o.label, &o.value)
                                .default_selection(o.selected);
                            if let Some(d) = &o.description {
                                opt = opt.description(d);
                            }
                            opt
                        })
                        .collect();
                    CreateActionRow::SelectMenu(
                        CreateSelectMenu::new(&s.id, CreateSelectMenuKind::String { options })
                            .placeholder(&s.placeholder)
                            .min_values(s.min)
                            .max_values(s.max),
                    )
                }
            })
            .collect()
    }

    pub fn create(&self) -> CreateMessage {
        CreateMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds())
            .components(self.components())
    }

    pub fn edit(&self) -> EditMessage {
        EditMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds())
            .components(self.components())
    }

    /// A new message whose first embed shows `picture`, attached.
    pub fn create_with(&self, picture: &Attachment) -> CreateMessage {
        CreateMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds_showing(Some(picture)))
            .components(self.components())
            .add_file(picture.create())
    }

    /// The message edited to show `picture` in its first embed, in place of any file it had;
    /// with `None`, to show none (its files removed, so no earlier picture outlives its board).
    pub fn edit_with(&self, picture: Option<&Attachment>) -> EditMessage {
        let files = picture.map_or_else(EditAttachments::new, |p| {
            EditAttachments::new().add(p.create())
        });
        EditMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds_showing(picture))
            .components(self.components())
            .attachments(files)
    }

    /// An interaction's answer edited to show this message.
    pub fn edit_response(&self) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds())
            .components(self.components())
    }

    /// An interaction's answer edited to show `picture` in its first embed.
    pub fn edit_response_with(&self, picture: &Attachment) -> EditInteractionResponse {
        EditInteractionResponse::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds_showing(Some(picture)))
            .components(self.components())
            .new_attachment(picture.create())
    }

    pub fn response(&self) -> CreateInteractionResponseMessage {
        CreateInteractionResponseMessage::new()
            .content(self.content.clone().unwrap_or_default())
            .embeds(self.embeds())
            .components(self.components())
    }

    /// A message of text alone.
    pub fn text(content: impl Into<String>) -> Message {
        Message {
            content: Some(content.into()),
            ..Message::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board() -> Message {
        let mut e = Embed {
            title: "t".into(),
            ..Embed::default()
        };
        e.field("a", "b", false);
        Message {
            content: None,
            embeds: vec![e],
            rows: vec![Row::Buttons(vec![Button::new("x", "X", Style::Primary)])],
        }
    }

    #[test]
    fn limits_catch_what_discord_refuses() {
        assert_eq!(board().check_limits(), Ok(()));

        let mut m = board();
        m.content = Some("x".repeat(2001));
        assert!(m.check_limits().unwrap_err().contains("content"));

        let mut m = board();
        m.rows = vec![Row::Buttons(vec![Button::new(
            "x".repeat(101),
            "X",
            Style::Primary,
        )])];
        assert!(m.check_limits().unwrap_err().contains("custom id"));

        let mut m = board();
        m.rows = button_rows(
            (0..6)
                .map(|i| Button::new(i.to_string(), "X", Style::Primary))
                .collect(),
        );
        assert_eq!(m.rows.len(), 2);
        assert_eq!(m.check_limits(), Ok(()));
        m.rows = button_rows(
            (0..26)
                .map(|i| Button::new(i.to_string(), "X", Style::Primary))
                .collect(),
        );
        assert!(m.check_limits().unwrap_err().contains("rows"));

        let mut m = board();
        m.rows = vec![Row::Select(Select {
            id: "s".into(),
            placeholder: "p".into(),
            options: (0..26)
                .map(|i| Choice {
                    label: i.to_string(),
                    value: i.to_string(),
                    description: None,
                    selected: false,
                })
                .collect(),
            min: 1,
            max: 1,
        })];
        assert!(m.check_limits().unwrap_err().contains("select options"));

        let mut m = board();
        m.embeds[0].description = "x".repeat(4097);
        assert!(m.check_limits().unwrap_err().contains("description"));

        let mut m = board();
        for i in 0..7 {
            m.embeds[0].field(format!("f{i}"), "y".repeat(1000), false);
        }
        assert!(m.check_limits().unwrap_err().contains("embed characters"));
    }

    #[test]
    fn clip_keeps_short_text_and_marks_a_cut() {
        assert_eq!(clip("abc", 5), "abc");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(clip("abcdef", 4).chars().count(), 4);
    }
}
