//! The open offers as a table (G-54, G-106, G-108): a row per offer with who offers to whom,
//! what about, what each side gives, and why it can no longer be accepted. The table sees
//! cards by kind; the maker, and the recipient shown them, see the cards named.

use super::super::fonts::Face;
use super::super::fonts::fit as fit_text;
use super::super::names::seat_name;
use super::super::style::{LINE, MARGIN, MUTED, WIDTH, font};
use super::super::svg::{Colour, Paint, Svg};
use super::signs::{Chip, GAP, bundle, draw_line, lines};
use crate::engine::Seat;
use crate::engine::genoa::data::{self, Place};
use crate::engine::genoa::view::{OfferView, PhaseView, PublicView};
use crate::engine::genoa::{BuildingId, CardSet, Shown, Square, Subject, Void};
use crate::lang::Lang;
use crate::t;

/// The colour of what is void.
const VOID: Colour = Colour(0xB3261E);
const VOID_BAND: Colour = Colour(0xF6E4DF);

/// A square as players read it: its place on the grid and what stands there.
pub(super) fn square_name(s: Square, lang: Lang) -> String {
    let square = s.to_string();
    match data::board().place(s) {
        Place::Building(b) => t!(
            lang,
            "genoa-picture-square-building",
            building = name(b, lang),
            square = square
        ),
        Place::Street => t!(lang, "genoa-picture-square-street", square = square),
        Place::Market => t!(lang, "genoa-picture-square-market", square = square),
    }
}

fn name(b: BuildingId, lang: Lang) -> String {
    t!(lang, "genoa-building", building = b.key())
}

/// What the tower player would hand over, in a few words.
fn subject_text(subject: Subject, view: &PublicView, lang: Lang) -> String {
    match subject {
        Subject::Trade => t!(lang, "genoa-picture-about-trade"),
        Subject::Action => match &view.phase {
            PhaseView::Window { building, .. } => t!(
                lang,
                "genoa-picture-about-action-at",
                building = name(*building, lang)
            ),
            _ => t!(lang, "genoa-about-action"),
        },
        Subject::Move {
            to,
            with_action: false,
        } => t!(lang, "genoa-picture-about-step", to = square_name(to, lang)),
        Subject::Move {
            to,
            with_action: true,
        } => t!(
            lang,
            "genoa-picture-about-step-action",
            to = square_name(to, lang)
        ),
        Subject::Right { building } => t!(
            lang,
            "genoa-picture-about-right",
            building = name(building, lang)
        ),
    }
}

/// Why an offer cannot be accepted, with the player's name.
fn void_text(void: Void, names: &[String], lang: Lang) -> String {
    let name = |s: Seat| seat_name(names, s.index());
    match void {
        Void::SubjectGone => t!(lang, "genoa-void-subject-gone"),
        Void::Lacks(s) => t!(lang, "genoa-void-lacks", who = name(s)),
        Void::NoMarkerRoom(s) => t!(lang, "genoa-void-no-marker-room", who = name(s)),
        Void::NoActionLeft(s) => t!(lang, "genoa-void-no-action-left", who = name(s)),
        Void::NoMarkerInHand(s) => t!(lang, "genoa-void-no-marker-in-hand", who = name(s)),
        Void::CannotPayBank(s) => t!(lang, "genoa-void-cannot-pay-bank", who = name(s)),
    }
}

/// How offers are drawn: their signs' height, and whether each side is summed up in words
/// (when the offers would not fit the picture otherwise).
#[derive(Debug, Clone, Copy, PartialEq)]
struct Density {
    h: f32,
    summary: bool,
}

impl Density {
    /// From the fullest to the most compact.
    const ALL: [Density; 3] = [
        Density {
            h: 23.0,
            summary: false,
        },
        Density {
            h: 20.0,
            summary: false,
        },
        Density {
            h: 20.0,
            summary: true,
        },
    ];

    fn line_h(self) -> f32 {
        self.h + 5.0
    }
}

/// A side's chips: by kind, or card by card where the reader may see them; summed up in
/// words if `summary`.
fn side(shown: &Shown, cards: Option<CardSet>, summary: bool, lang: Lang) -> Vec<Chip> {
    if summary {
        let counted = |n: usize, what: &str| {
            (n > 0).then(|| t!(lang, "genoa-picture-count", n = n, what = what))
        };
        let cards: usize = shown.cards.iter().map(|&n| usize::from(n)).sum();
        let mut parts: Vec<String> = (shown.ducats > 0)
            .then(|| t!(lang, "genoa-shown-ducats", n = shown.ducats))
            .into_iter()
            .collect();
        parts.extend(counted(shown.commodities.len(), "commodity"));
        parts.extend(counted(cards, "card"));
        parts.extend(counted(shown.tiles.len(), "tile"));
        parts.extend(counted(usize::from(shown.markers), "marker"));
        if parts.is_empty() {
            return vec![Chip::Muted(t!(lang, "genoa-nothing"))];
        }
        return parts.into_iter().map(Chip::Bold).collect();
    }
    let Some(cards) = cards.filter(|c| !c.is_empty()) else {
        return bundle(shown, lang);
    };
    let mut kinds = *shown;
    kinds.cards = [0; 4];
    let mut chips: Vec<Chip> = if kinds.is_empty() {
        Vec::new()
    } else {
        bundle(&kinds, lang)
    };
    for c in cards.iter() {
        chips.push(Chip::Card(c.kind(), None));
        chips.push(Chip::Bold(c.key().to_string()));
    }
    chips
}

/// The columns' left edges: number, from, to, about, gives, asks; and the table's right edge.
const COLUMNS: [f32; 6] = [MARGIN, 72.0, 200.0, 328.0, 448.0, 614.0];
const RIGHT: f32 = WIDTH - MARGIN;
const PAD: f32 = 8.0;

/// What a row holds: the lines of each cell, who to whom, and the void line if any.
struct Row {
    about: Vec<Vec<Chip>>,
    gives: Vec<Vec<Chip>>,
    asks: Vec<Vec<Chip>>,
    void: Option<String>,
}

impl Row {
    fn new(offer: &OfferView, view: &PublicView, names: &[String], d: Density, lang: Lang) -> Row {
        let width = |i: usize| COLUMNS.get(i + 1).copied().unwrap_or(RIGHT) - COLUMNS[i] - PAD;
        let about = super::super::fonts::wrap(
            &subject_text(offer.subject, view, lang),
            width(3),
            d.h * 0.8,
            Face::Regular,
        )
        .into_iter()
        .map(|l| vec![Chip::Muted(l)])
        .collect();
        let traded = offer.subject == Subject::Trade;
        // A bid's asks and an ask's gives are the subject itself: left blank, not "nothing".
        let gives = if traded || !offer.give.is_empty() || offer.get.is_empty() {
            lines(
                side(&offer.give, offer.cards.map(|c| c.give), d.summary, lang),
                width(4),
                d.h,
                lang,
            )
        } else {
            Vec::new()
        };
        let asks = if traded || !offer.get.is_empty() {
            lines(
                side(&offer.get, offer.cards.map(|c| c.get), d.summary, lang),
                width(5),
                d.h,
                lang,
            )
        } else {
            Vec::new()
        };
        Row {
            about,
            gives,
            asks,
            void: offer
                .void
                .map(|v| t!(lang, "genoa-picture-void", why = void_text(v, names, lang))),
        }
    }

    /// Lines of the row: the tallest cell (who to whom takes two), and the void line.
    fn lines(&self) -> usize {
        let cells = [1, self.about.len(), self.gives.len(), self.asks.len()];
        cells.into_iter().max().unwrap_or(1) + usize::from(self.void.is_some())
    }

    fn height(&self, d: Density) -> f32 {
        self.lines() as f32 * d.line_h() + 8.0
    }
}

/// The column heads; returns the y below them.
fn heads(svg: &mut Svg, y: f32, lang: Lang) -> f32 {
    let f = font(17.0, Face::Condensed).coloured(MUTED);
    for (x, column) in COLUMNS
        .iter()
        .zip(["number", "from", "to", "about", "gives", "asks"])
    {
        let text = t!(lang, "genoa-picture-offers-head", column = column);
        svg.text(*x, y + 18.0, &text, f);
    }
    let y = y + 26.0;
    svg.line((MARGIN, y), (RIGHT, y), Paint::stroke(LINE, 1.5));
    y
}

/// A seat's marker and its name cut to its column, or "anyone" for an ask.
fn party(
    svg: &mut Svg,
    x: f32,
    y: f32,
    seat: Option<Seat>,
    names: &[String],
    d: Density,
    lang: Lang,
) {
    let room = COLUMNS[2] - COLUMNS[1] - PAD;
    let f = font(d.h * 0.8, Face::Bold);
    let chips = match seat {
        Some(s) => vec![
            Chip::Seat(s),
            Chip::Bold(fit_text(
                &seat_name(names, s.index()),
                room - d.h - GAP,
                f.size,
                f.face,
            )),
        ],
        None => vec![Chip::Muted(t!(lang, "genoa-anyone"))],
    };
    draw_line(svg, x, y, d.h, &chips, lang);
}

/// How much of the offers a picture draws, when all of them in full would make it too large
/// (see [`Fit::STEPS`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Fit {
    /// Void offers (which nobody can accept) named in one line rather than a row each.
    pub void_in_a_line: bool,
    /// Each side summed up in words.
    pub summary: bool,
    /// The rows drawn at most; the others are counted.
    pub rows: usize,
}

impl Fit {
    /// Everything.
    pub const ALL: Fit = Fit {
        void_in_a_line: false,
        summary: false,
        rows: usize::MAX,
    };

    /// From everything to the least, for a picture to take the first that keeps it within its
    /// byte budget.
    pub const STEPS: [Fit; 6] = [
        Fit::ALL,
        Fit {
            void_in_a_line: true,
            ..Fit::ALL
        },
        Fit {
            void_in_a_line: true,
            summary: true,
            ..Fit::ALL
        },
        Fit {
            void_in_a_line: true,
            summary: true,
            rows: 8,
        },
        Fit {
            void_in_a_line: true,
            summary: true,
            rows: 4,
        },
        Fit {
            void_in_a_line: true,
            summary: true,
            rows: 0,
        },
    ];
}

/// A line of muted words in the table, cut to its width; returns the y below it.
fn note(svg: &mut Svg, y: f32, text: &str, colour: Colour, d: Density) -> f32 {
    let f = font(d.h * 0.8, Face::Bold).coloured(colour);
    svg.text(
        MARGIN,
        y + 4.0 + d.h * 0.78,
        &fit_text(text, RIGHT - MARGIN, f.size, f.face),
        f,
    );
    y + d.line_h() + 4.0
}

/// Draws `offers` as a table from `y`, as much of them as `fit` says and as large as fits in
/// `room` px; rows that would not fit are counted in a last line (the picture may not grow
/// past the rasteriser's limit). Returns the y below the table.
#[allow(clippy::too_many_arguments)] // where, what, for whom, in what room and language
pub(super) fn offer_table(
    svg: &mut Svg,
    y: f32,
    offers: &[&OfferView],
    view: &PublicView,
    names: &[String],
    room: f32,
    fit: Fit,
    lang: Lang,
) -> f32 {
    let void: Vec<String> = offers
        .iter()
        .filter(|o| fit.void_in_a_line && o.void.is_some())
        .map(|o| format!("#{}", o.id))
        .collect();
    let listed: Vec<&OfferView> = offers
        .iter()
        .copied()
        .filter(|o| !(fit.void_in_a_line && o.void.is_some()))
        .collect();
    let mut hidden = listed.len().saturating_sub(fit.rows);
    let listed = &listed[..listed.len() - hidden];
    let rows = |d: Density| -> Vec<Row> {
        listed
            .iter()
            .map(|o| Row::new(o, view, names, d, lang))
            .collect()
    };
    let notes = usize::from(!void.is_empty()) + 1;
    let height = |rows: &[Row], d: Density| -> f32 {
        26.0 + rows.iter().map(|r| r.height(d)).sum::<f32>() + notes as f32 * (d.line_h() + 4.0)
    };
    let densities: Vec<Density> = Density::ALL
        .into_iter()
        .filter(|d| d.summary || !fit.summary)
        .collect();
    let last = densities[densities.len() - 1];
    let (d, rows) = densities
        .into_iter()
        .map(|d| (d, rows(d)))
        .find(|(d, rows)| height(rows, *d) <= room)
        .unwrap_or_else(|| (last, rows(last)));
    let end = y + room - notes as f32 * (d.line_h() + 4.0);
    let mut y = heads(svg, y, lang);
    for (i, (offer, row)) in listed.iter().zip(&rows).enumerate() {
        let h = row.height(d);
        if y + h > end {
            hidden += listed.len() - i;
            break;
        }
        if row.void.is_some() {
            svg.rect(
                MARGIN - 6.0,
                y + 2.0,
                RIGHT - MARGIN + 12.0,
                h - 4.0,
                6.0,
                Paint::fill(VOID_BAND),
            );
        }
        let top = y + 4.0;
        svg.text(
            COLUMNS[0],
            top + d.h * 0.78,
            &format!("#{}", offer.id),
            font(d.h * 0.8, Face::Bold),
        );
        party(svg, COLUMNS[1], top, Some(offer.from), names, d, lang);
        party(svg, COLUMNS[2], top, offer.to, names, d, lang);
        for (cells, x) in [
            (&row.about, COLUMNS[3]),
            (&row.gives, COLUMNS[4]),
            (&row.asks, COLUMNS[5]),
        ] {
            for (k, chips) in cells.iter().enumerate() {
                draw_line(svg, x, top + k as f32 * d.line_h(), d.h, chips, lang);
            }
        }
        if let Some(void) = &row.void {
            let ly = top + (row.lines() - 1) as f32 * d.line_h();
            let f = font(d.h * 0.8, Face::Bold).coloured(VOID);
            let x = COLUMNS[1];
            svg.text(
                x,
                ly + d.h * 0.78,
                &fit_text(void, RIGHT - x, f.size, f.face),
                f,
            );
        }
        y += h;
        svg.line((MARGIN, y), (RIGHT, y), Paint::stroke(LINE, 1.0));
    }
    if !void.is_empty() {
        let text = t!(lang, "genoa-picture-void-line", offers = void.join(", "));
        y = note(svg, y, &text, VOID, d);
    }
    if hidden > 0 {
        let text = t!(lang, "genoa-picture-more-offers", n = hidden);
        y = note(svg, y, &text, MUTED, d);
    }
    y
}
