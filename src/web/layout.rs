//! What every page has around its content: the document, its head and its language.

use maud::{DOCTYPE, Markup, html};

use crate::lang::Lang;

/// A whole page titled `title`, in `lang`, with the shared style sheet and, when `scripted`,
/// the shared script. Addresses are relative to pages two levels down (`/game/<id>/<token>`,
/// `/server/<guild>/<token>`), so pages served under a path of a larger site work unchanged.
pub fn page(lang: Lang, title: &str, scripted: bool, body: Markup) -> Markup {
    html! {
        (DOCTYPE)
        html lang=(lang.tag()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (title) " · Tavola" }
                link rel="stylesheet" href="../../assets/page.css";
                @if scripted {
                    script src="../../assets/page.js" defer {}
                }
            }
            body { (body) }
        }
    }
}
