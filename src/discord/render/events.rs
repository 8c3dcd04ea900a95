//! What happened, in words: the events worth a line, and what a move did.

use crate::discord::names::{seat_names, with_names};
use crate::discord::ui::Ui;
use crate::lang::Lang;
use crate::t;
use crate::table::Moved;

/// Event lines worth showing, their seats named by `names`.
pub fn event_lines<'a, G: Ui>(
    events: impl IntoIterator<Item = &'a G::Event>,
    names: &'a [String],
    lang: Lang,
) -> impl Iterator<Item = String> {
    events
        .into_iter()
        .filter_map(move |e| G::event_line(e, names, lang))
        .map(|line| with_names(&line, names))
}

/// What the move's first action did, in words (the program's replies are on the board).
pub fn done_text<G: Ui>(moved: &Moved<G>, lang: Lang) -> String {
    let names = seat_names(&moved.after, lang);
    let lines: Vec<String> = event_lines::<G>(&moved.first().events, &names, lang).collect();
    if lines.is_empty() {
        t!(lang, "move-made")
    } else {
        lines.join("; ")
    }
}
