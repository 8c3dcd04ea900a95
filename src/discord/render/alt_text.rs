//! The words a picture carries for those who cannot see it (its alt text, the attachment's
//! description): made from the same view as the picture, by the game's own text renderers, so
//! a screen reader says what the picture shows, within Discord's 1,024 characters.

use crate::discord::message::{Message, clip, limits};
use crate::discord::names::{seat_name, title};
use crate::discord::ui::Ui;
use crate::engine::Seat;
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

/// The board: the game, who decides what, and each seat's score.
pub fn board<G: Ui>(view: &G::PublicView, names: &[String], lang: Lang) -> String {
    fit(
        &t!(
            lang,
            "alt-board",
            game = title::<G>(lang),
            decision = plain(&G::decision(view, names, lang)),
            scores = scores::<G>(view, names)
        ),
        lang,
    )
}

/// One seat's hand, in the words its message uses.
pub fn hand<G: Ui>(view: &G::PrivateView, game: GameId, names: &[String], lang: Lang) -> String {
    fit(
        &t!(
            lang,
            "alt-hand",
            game = title::<G>(lang),
            id = game.0,
            hand = words(&G::hand(view, game, names, lang))
        ),
        lang,
    )
}

/// The scores picture: each seat's score, and the chart of the scores over the game.
pub fn final_scores<G: Ui>(view: &G::PublicView, names: &[String], lang: Lang) -> String {
    fit(
        &t!(
            lang,
            "alt-scores",
            game = title::<G>(lang),
            scores = scores::<G>(view, names)
        ),
        lang,
    )
}

/// "Anna 12, Bartolomeo 9": each seat's shown score, in seat order.
fn scores<G: Ui>(view: &G::PublicView, names: &[String]) -> String {
    G::shown_scores(view)
        .iter()
        .enumerate()
        .map(|(i, score)| {
            let name = seat_name(names, Seat(i as u8));
            format!("{name} {score}")
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A message's words in reading order: its text, then each embed's title, description and
/// fields; what is written for the eye (bold, lines) becomes plain sentences.
fn words(message: &Message) -> String {
    let mut parts: Vec<String> = message.content.iter().cloned().collect();
    for embed in &message.embeds {
        parts.push(embed.title.clone());
        parts.push(embed.description.clone());
        for field in &embed.fields {
            parts.push(format!("{}: {}", field.name, field.value));
        }
    }
    parts
        .iter()
        .map(|p| plain(p))
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(". ")
}

/// Markdown's marks dropped and lines joined, so the words read aloud as written.
pub fn plain(text: &str) -> String {
    let unmarked: String = text
        .chars()
        .filter(|c| !matches!(c, '*' | '`' | '~' | '|'))
        .collect();
    unmarked
        .lines()
        .map(|l| {
            let l = l.trim();
            ["> ", "- ", "• "]
                .iter()
                .find_map(|mark| l.strip_prefix(mark))
                .unwrap_or(l)
                .trim()
        })
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("; ")
}

/// Within Discord's limit on a description, never empty.
fn fit(text: &str, lang: Lang) -> String {
    let text = text.trim();
    if text.is_empty() {
        return t!(lang, "alt-empty");
    }
    clip(text, limits::ATTACHMENT_DESCRIPTION)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::discord::message::{Embed, Field};

    #[test]
    fn a_message_reads_as_plain_sentences() {
        let message = Message {
            content: Some("**Your turn**".into()),
            embeds: vec![Embed {
                title: "Hand".into(),
                description: "> 3 florins\n- `Tower` tile\n\n".into(),
                fields: vec![Field {
                    name: "Cards".into(),
                    value: "~~none~~".into(),
                    inline: true,
                }],
                ..Embed::default()
            }],
            rows: Vec::new(),
        };
        assert_eq!(
            words(&message),
            "Your turn. Hand. 3 florins; Tower tile. Cards: none"
        );
    }

    #[test]
    fn long_words_are_clipped_to_discords_limit_and_none_become_a_sentence() {
        let long = "word ".repeat(400);
        assert_eq!(
            fit(&long, Lang::En).chars().count(),
            limits::ATTACHMENT_DESCRIPTION
        );
        assert_eq!(fit("  ", Lang::En), "A picture of the game.");
    }
}
