//! What happened, in words: the events worth a line, and what a move did.

use crate::discord::ui::Ui;
use crate::table::Moved;

/// Event lines worth showing.
pub fn event_lines<'a, G: Ui>(
    events: impl IntoIterator<Item = &'a G::Event>,
) -> impl Iterator<Item = String> {
    events.into_iter().filter_map(G::event_line)
}

/// What the move's first action did, in words (the program's replies are on the board).
pub fn done_text<G: Ui>(moved: &Moved<G>) -> String {
    let lines: Vec<String> = event_lines::<G>(&moved.first().events).collect();
    if lines.is_empty() {
        "your move is made".into()
    } else {
        lines.join("; ")
    }
}
