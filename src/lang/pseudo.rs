//! The pseudo-language the tests play in: English, each message wrapped in `⟦…⟧` and made
//! longer, so a word a player reads outside the marks did not come from the catalogue, and a
//! message that only fits Discord's limits in English shows itself.

/// The marks around each message.
pub const PSEUDO_OPEN: char = '⟦';
pub const PSEUDO_CLOSE: char = '⟧';

/// How much longer a message gets: German runs about a third longer than English, so the
/// pseudo-language runs longer still.
const LONGER_PERCENT: usize = 40;

/// `text`, wrapped and lengthened. Only the message's own words count towards its length: a
/// message inside it (a variable that was itself a message) was lengthened already.
pub(super) fn wrap(text: &str) -> String {
    let own = outside_marks(text).chars().count();
    let pad = (own * LONGER_PERCENT).div_ceil(100);
    let mut out = String::with_capacity(text.len() + pad * 2 + 6);
    out.push(PSEUDO_OPEN);
    out.push_str(text);
    out.extend(std::iter::repeat_n('·', pad));
    out.push(PSEUDO_CLOSE);
    out
}

/// `text` without what is inside the marks (an unclosed mark runs to the end: a message cut
/// to fit a limit).
fn outside_marks(text: &str) -> String {
    let mut depth = 0usize;
    let mut out = String::new();
    for c in text.chars() {
        match c {
            PSEUDO_OPEN => depth += 1,
            PSEUDO_CLOSE => depth = depth.saturating_sub(1),
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// The words in `text`, as a player reads it, that no message of the catalogue said: what is
/// left outside the marks once Discord's own markup (mentions, timestamps, emoji, command
/// links: `<…>`) is taken out. A word is two letters or more; numbers, symbols and emoji are
/// not words.
pub fn unsourced_words(text: &str) -> Vec<String> {
    let outside = outside_marks(text);
    let mut words = Vec::new();
    let mut word = String::new();
    let mut in_markup = false;
    for c in outside.chars().chain([' ']) {
        if in_markup {
            in_markup = c != '>';
            continue;
        }
        if c.is_alphabetic() {
            word.push(c);
            continue;
        }
        if word.chars().count() >= 2 {
            words.push(std::mem::take(&mut word));
        }
        word.clear();
        in_markup = c == '<';
    }
    words
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_wrapped_and_made_longer_by_its_own_words_only() {
        let inner = wrap("Seat 2");
        assert_eq!(inner, "⟦Seat 2···⟧");
        let outer = wrap(&format!("{inner} builds."));
        // " builds." is 8 characters: 4 more, whatever the seat's name.
        assert_eq!(outer, format!("⟦{inner} builds.····⟧"));
    }

    #[test]
    fn words_outside_the_marks_are_found_and_discord_markup_is_not_a_word() {
        assert!(unsourced_words("⟦Seat 2⟧ <@123> <t:99:R> 🟥2·3 · 42 ⟦x⟦y⟧⟧").is_empty());
        assert_eq!(
            unsourced_words("⟦Your turn⟧ pass now, <@1> x"),
            vec!["pass".to_string(), "now".to_string()]
        );
        // A message cut short keeps its words inside.
        assert!(unsourced_words("⟦A long message cut…").is_empty());
        assert_eq!(unsourced_words("Zoë ⟦ok⟧"), vec!["Zoë".to_string()]);
    }
}
