//! The offer builder: an offer shown in words before it is sent, and changed by its controls —
//! what I give and what I ask by selects of the items each side holds, the ducats of each side
//! by buttons — until *Send offer* puts it on the table. It opens from an offer in the picker
//! (whom it is to and what it is about come from there) and every click on it carries the
//! whole draft ([`Draft`]), so it needs nothing stored and still works after a restart. The
//! rules judge the offer when it is sent, on the game as it stands then.

use super::controls::Control;
use super::draft::{Draft, Side, Unit};
use super::text::{about, face, shown, tile};
use crate::discord::ids::GameControl;
use crate::discord::message::{Button, Choice, Message, Row, Select, Style, clip, limits};
use crate::discord::names::seat_name;
use crate::engine::genoa::view::{PrivateView, SeatView};
use crate::engine::genoa::{Bundle, Commodity, Shown, Subject, TileKind};
use crate::lang::Lang;
use crate::store::GameId;
use crate::t;

/// The steps of a side's ducats, one button each.
pub const DUCAT_STEPS: [i32; 5] = [-5, -1, 1, 5, 10];

/// The most markers a select lists: nobody trades more at once.
const MARKERS_LISTED: u8 = 3;

/// Whether the draft's maker chooses what `side` holds: not what a tower player's ask gives
/// (only the action, G-54), nor what a bid asks (nothing).
pub fn chosen(draft: &Draft, side: Side) -> bool {
    let ask = draft.0.to.is_none();
    match side {
        Side::Give => !ask,
        Side::Ask => ask || draft.0.subject == Subject::Trade,
    }
}

/// The most ducats `side` may name: the maker's own when he gives them.
pub fn most_ducats(view: &PrivateView, side: Side) -> u32 {
    match side {
        Side::Give => view.public.seats[view.seat.index()].ducats,
        Side::Ask => u32::MAX,
    }
}

/// The builder of `draft` for the seat of `view`, drawn at `version`.
pub fn builder(
    game: GameId,
    version: i64,
    draft: &Draft,
    view: &PrivateView,
    names: &[String],
    lang: Lang,
) -> Message {
    let mut rows = Vec::new();
    for side in [Side::Give, Side::Ask] {
        if !chosen(draft, side) {
            continue;
        }
        let options = units(draft, view, side, lang);
        if !options.is_empty() {
            let control = match side {
                Side::Give => Control::Give(*draft),
                Side::Ask => Control::Ask(*draft),
            };
            rows.push(Row::Select(Select {
                id: control.id(game, version),
                placeholder: match side {
                    Side::Give => t!(lang, "genoa-builder-give-placeholder"),
                    Side::Ask => t!(lang, "genoa-builder-ask-placeholder"),
                },
                max: u8::try_from(options.len()).expect("at most 25 options"),
                options,
                min: 0,
            }));
        }
    }
    for side in [Side::Give, Side::Ask] {
        if !chosen(draft, side) {
            continue;
        }
        let now = draft.side(side).ducats;
        let most = most_ducats(view, side).min(super::draft::MAX_DUCATS);
        let side_word = match side {
            Side::Give => "give",
            Side::Ask => "ask",
        };
        rows.push(Row::Buttons(
            DUCAT_STEPS
                .iter()
                .map(|&delta| {
                    Button::new(
                        Control::Ducats(side, delta, *draft).id(game, version),
                        t!(
                            lang,
                            "genoa-builder-ducats",
                            side = side_word,
                            sign = if delta < 0 { "−" } else { "+" },
                            n = delta.abs()
                        ),
                        Style::Secondary,
                    )
                    .disabled(if delta < 0 { now == 0 } else { now >= most })
                })
                .collect(),
        ));
    }
    let mut last = vec![Button::new(
        Control::Send(*draft).id(game, version),
        t!(lang, "genoa-builder-send"),
        Style::Success,
    )];
    if draft.0.to.is_some() && !draft.0.give.cards.is_empty() {
        last.push(Button::new(
            Control::Reveal(*draft).id(game, version),
            if draft.0.reveal {
                t!(lang, "genoa-builder-reveal-yes")
            } else {
                t!(lang, "genoa-builder-reveal-no")
            },
            Style::Secondary,
        ));
    }
    last.push(Button::new(
        Control::Act.id(game, version),
        t!(lang, "genoa-builder-back"),
        Style::Secondary,
    ));
    rows.push(Row::Buttons(last));
    Message {
        content: Some(clip(&preview(draft, view, names, lang), limits::CONTENT)),
        embeds: Vec::new(),
        rows,
    }
}

/// The offer in words, as it would be sent.
fn preview(draft: &Draft, view: &PrivateView, names: &[String], lang: Lang) -> String {
    let terms = &draft.0;
    let to = match terms.to {
        None => t!(lang, "genoa-builder-to-anyone"),
        Some(s) if s == view.public.tower && terms.subject != Subject::Trade => {
            t!(lang, "genoa-builder-to-tower", who = seat_name(names, s))
        }
        Some(s) => seat_name(names, s),
    };
    let mut lines = vec![
        t!(lang, "genoa-builder-title"),
        t!(
            lang,
            "genoa-builder-to",
            to = to,
            about = about(terms.subject, lang)
        ),
        t!(
            lang,
            "genoa-builder-you-give",
            what = side_words(&terms.give, view, terms.to.is_none(), lang)
        ),
        t!(
            lang,
            "genoa-builder-you-ask",
            what = side_words(&terms.get, view, false, lang)
        ),
    ];
    if terms.to.is_some() && !terms.give.cards.is_empty() {
        lines.push(if terms.reveal {
            t!(lang, "genoa-builder-revealed")
        } else {
            t!(lang, "genoa-builder-hidden")
        });
    }
    lines.push(t!(lang, "genoa-builder-help"));
    lines.join("\n")
}

/// What a side holds, in words, the maker's own cards with their faces.
fn side_words(b: &Bundle, view: &PrivateView, the_action: bool, lang: Lang) -> String {
    if the_action {
        return t!(lang, "genoa-about-action");
    }
    if b.is_empty() {
        return t!(lang, "genoa-nothing");
    }
    let items = Bundle {
        cards: Default::default(),
        ..*b
    };
    let mut parts = Vec::new();
    if !items.is_empty() {
        parts.push(shown(&Shown::from(&items), lang));
    }
    for card in b.cards.iter() {
        parts.push(match view.hand.iter().find(|c| c.card == card) {
            Some(c) => t!(
                lang,
                "genoa-builder-card",
                card = c.card.key(),
                face = face(&c.face, lang)
            ),
            None => t!(lang, "genoa-builder-card-gone", card = card.key()),
        });
    }
    parts.join(", ")
}

/// The options of `side`'s select: every item the side's owner holds that an offer may carry,
/// one option each (two wines are two options), those the draft names selected. An ask's
/// other side is not known yet: it lists two of every commodity, one of every tile and a
/// marker.
fn units(draft: &Draft, view: &PrivateView, side: Side, lang: Lang) -> Vec<Choice> {
    let bundle = draft.side(side);
    let owner: Option<&SeatView> = match side {
        Side::Give => Some(&view.public.seats[view.seat.index()]),
        Side::Ask => draft.0.to.map(|s| &view.public.seats[s.index()]),
    };
    let mut listed: Vec<(Unit, String, bool)> = Vec::new();
    // What the draft names is listed even when not held (the representative a builder opens
    // with may ask for what its recipient lacks), so it can always be taken out.
    let count =
        |held: u8, most: u8, drafted: u8| if owner.is_some() { held } else { most }.max(drafted);
    for c in Commodity::ALL {
        let held = count(
            owner.map_or(0, |o| o.commodities.count(c)),
            2,
            bundle.commodities.count(c),
        );
        for n in 0..held {
            listed.push((
                Unit::Commodity(c, n),
                numbered(&super::text::commodity(c, lang), n, lang),
                n < bundle.commodities.count(c),
            ));
        }
    }
    for k in TileKind::ALL {
        let held = count(
            owner.map_or(0, |o| o.tiles.count(k)),
            1,
            bundle.tiles.count(k),
        );
        for n in 0..held {
            listed.push((
                Unit::Tile(k, n),
                numbered(
                    &t!(lang, "genoa-builder-tile", tile = tile(k, lang)),
                    n,
                    lang,
                ),
                n < bundle.tiles.count(k),
            ));
        }
    }
    if side == Side::Give {
        for c in &view.hand {
            listed.push((
                Unit::Card(c.card),
                t!(
                    lang,
                    "genoa-builder-card-face",
                    card = c.card.key(),
                    face = face(&c.face, lang)
                ),
                bundle.cards.contains(c.card),
            ));
        }
        for card in bundle.cards.iter() {
            if !view.hand.iter().any(|c| c.card == card) {
                listed.push((
                    Unit::Card(card),
                    t!(lang, "genoa-builder-card-gone", card = card.key()),
                    true,
                ));
            }
        }
    }
    let markers = count(
        owner.map_or(0, |o| o.markers_in_hand).min(MARKERS_LISTED),
        1,
        bundle.markers,
    );
    for n in 0..markers {
        listed.push((
            Unit::Marker(n),
            numbered(&t!(lang, "genoa-marker"), n, lang),
            n < bundle.markers,
        ));
    }
    listed
        .into_iter()
        .take(limits::SELECT_OPTIONS)
        .map(|(unit, label, selected)| Choice {
            label: clip(&label, limits::OPTION_LABEL),
            value: unit.value(),
            description: None,
            selected,
        })
        .collect()
}

/// "wine", then "wine (2nd)", "wine (3rd)" for the copies after the first.
fn numbered(what: &str, n: u8, lang: Lang) -> String {
    if n == 0 {
        what.to_string()
    } else {
        t!(lang, "genoa-builder-copy", what = what, copy = n + 1)
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::discord::genoa::controls::tests::control_of;
    use crate::discord::reply::Reply;
    use crate::discord::ui::{Click, Clicked, Ui};
    use crate::engine::Game;
    use crate::engine::genoa::{Action, Genoa, Terms};
    use crate::engine::playout::players_rng;
    use rand::{Rng, RngExt};

    /// The draft a builder would send: its *Send offer* button's.
    pub(in crate::discord::genoa) fn sent(message: &Message) -> Draft {
        message
            .rows
            .iter()
            .filter_map(|row| match row {
                Row::Buttons(buttons) => Some(buttons),
                Row::Select(_) => None,
            })
            .flatten()
            .find_map(|b| match control_of(&b.id) {
                Control::Send(draft) => Some(draft),
                _ => None,
            })
            .expect("a builder has a Send button")
    }

    /// The builder a click answers with.
    pub(in crate::discord::genoa) fn built(
        clicked: Result<Clicked<Genoa>, crate::discord::reply::Refusal>,
    ) -> Message {
        match clicked {
            Ok(Clicked::Reply(Reply {
                response: crate::discord::reply::Response::Update(message),
                ..
            })) => message,
            Ok(_) => panic!("not a builder"),
            Err(refusal) => panic!("refused: {}", refusal.text(crate::lang::Lang::En)),
        }
    }

    /// Every enabled control of a builder, with values to send for a select (a random subset
    /// of its options).
    fn controls(message: &Message, rng: &mut impl Rng) -> Vec<(Control, Vec<String>)> {
        let mut out = Vec::new();
        for row in &message.rows {
            match row {
                Row::Select(s) => {
                    let values = s
                        .options
                        .iter()
                        .filter(|_| rng.random_ratio(1, 2))
                        .map(|o| o.value.clone())
                        .collect();
                    out.push((control_of(&s.id), values));
                }
                Row::Buttons(buttons) => out.extend(
                    buttons
                        .iter()
                        .filter(|b| !b.disabled)
                        .map(|b| (control_of(&b.id), Vec::new())),
                ),
            }
        }
        out
    }

    /// Each offer the picker lists opens a builder; clicked through at random, every
    /// builder fits Discord's limits (its ids too, on a game and version numbered past any
    /// real one), its preview says what its Send button sends, each select shows the side's
    /// items as the draft holds them and replaces them with those chosen, each ducat button
    /// moves its side's ducats by its step within the maker's purse, and Send plays exactly
    /// the draft — which the rules accept often, not only refuse.
    #[test]
    fn every_builder_fits_says_what_it_sends_and_sends_it() {
        let names: Vec<String> = (0..5)
            .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + i))
            .collect();
        let game_id = GameId(9_999_999_999);
        let version = 99_999_999;
        let (mut builders, mut accepted, mut refused) = (0, 0, 0);
        for players in 2..=5u8 {
            let seed = 40 + u64::from(players);
            let mut game = Genoa::setup(&Default::default(), players, seed).unwrap();
            let mut rng = players_rng(seed);
            let names = &names[..usize::from(players)];
            for step in 0.. {
                let Some(mover) = game.random_mover(&mut rng) else {
                    break;
                };
                if step % 11 == 0 {
                    for seat in game.to_act().iter() {
                        let view = game.private_view(seat);
                        let offered = game.choices(seat);
                        for terms in offered.iter().filter_map(|a| match a {
                            Action::Offer(t) => Some(*t),
                            _ => None,
                        }) {
                            let mut message = builder(
                                game_id,
                                version,
                                &Draft(terms),
                                &view,
                                names,
                                crate::lang::Lang::En,
                            );
                            for _ in 0..4 {
                                builders += 1;
                                message.check_limits().unwrap();
                                let draft = sent(&message);
                                check_preview(&message, &draft, &view);
                                let choices = controls(&message, &mut rng);
                                let (control, values) =
                                    choices[rng.random_range(0..choices.len())].clone();
                                let click = Click::<Genoa> {
                                    game: game_id,
                                    rendered: version,
                                    current: version,
                                    control: &control,
                                    seat,
                                    to_act: game.to_act(),
                                    names,
                                    view: &view,
                                    offered: &offered,
                                    values: &values,
                                    lang: crate::lang::Lang::En,
                                };
                                match control {
                                    Control::Send(d) => {
                                        assert_eq!(d, draft);
                                        let Ok(Clicked::ActNow(Action::Offer(t))) =
                                            Genoa::click(&click)
                                        else {
                                            panic!("Send sent no offer")
                                        };
                                        assert_eq!(t, draft.0);
                                        if game.clone().apply(seat, &Action::Offer(t)).is_ok() {
                                            accepted += 1;
                                        } else {
                                            refused += 1;
                                        }
                                        break;
                                    }
                                    Control::Act => break,
                                    _ => {}
                                }
                                let next = built(Genoa::click(&click));
                                let after = sent(&next);
                                check_step(&control, &values, &draft, &after, &view);
                                if matches!(control, Control::Give(_) | Control::Ask(_)) {
                                    // Copies of a kind are alike: the first ones show.
                                    let items = |values: &[String]| {
                                        let units: Vec<Unit> =
                                            values.iter().map(|v| Unit::read(v).unwrap()).collect();
                                        draft.with_items(Side::Give, &units).0.give
                                    };
                                    assert_eq!(
                                        items(&selected(&next, &control)),
                                        items(&values),
                                        "chosen, then shown"
                                    );
                                }
                                message = next;
                            }
                        }
                    }
                }
                let action = game.random_action(mover, &mut rng).unwrap();
                game.apply(mover, &action).unwrap();
            }
        }
        assert!(builders > 500, "{builders} builders");
        assert!(
            accepted > 20 && refused > 0,
            "{accepted} sent offers accepted, {refused} refused"
        );
    }

    /// The values shown selected in the select of `control`'s kind (none when it is gone:
    /// nothing to list).
    fn selected(message: &Message, control: &Control) -> Vec<String> {
        message
            .rows
            .iter()
            .find_map(|row| match row {
                Row::Select(s)
                    if std::mem::discriminant(&control_of(&s.id))
                        == std::mem::discriminant(control) =>
                {
                    Some(
                        s.options
                            .iter()
                            .filter(|o| o.selected)
                            .map(|o| o.value.clone())
                            .collect(),
                    )
                }
                _ => None,
            })
            .unwrap_or_default()
    }

    /// What one click on a builder changed: exactly what its control says.
    fn check_step(
        control: &Control,
        values: &[String],
        before: &Draft,
        after: &Draft,
        view: &PrivateView,
    ) {
        let units: Vec<Unit> = values.iter().map(|v| Unit::read(v).unwrap()).collect();
        match *control {
            Control::Give(d) | Control::Ask(d) => {
                assert_eq!(d, *before);
                let side = if matches!(control, Control::Give(_)) {
                    Side::Give
                } else {
                    Side::Ask
                };
                let mut expected = Bundle::ducats(before.side(side).ducats);
                for u in &units {
                    match *u {
                        Unit::Commodity(c, _) => expected.commodities.add(c),
                        Unit::Tile(t, _) => expected.tiles.add(t),
                        Unit::Marker(_) => expected.markers += 1,
                        Unit::Card(card) => expected.cards.insert(card),
                    }
                }
                assert_eq!(*after.side(side), expected);
                let other = if side == Side::Give {
                    Side::Ask
                } else {
                    Side::Give
                };
                assert_eq!(after.side(other), before.side(other));
            }
            Control::Ducats(side, step, d) => {
                assert_eq!(d, *before);
                let was = i64::from(before.side(side).ducats);
                let most = i64::from(most_ducats(view, side).min(super::super::draft::MAX_DUCATS));
                assert_eq!(
                    i64::from(after.side(side).ducats),
                    (was + i64::from(step)).clamp(0, most.max(was))
                );
                assert_eq!(after.side(side).items(), before.side(side).items());
            }
            Control::Reveal(d) => {
                assert_eq!(d, *before);
                assert_eq!(
                    after.0,
                    Terms {
                        reveal: !before.0.reveal,
                        ..before.0
                    }
                );
            }
            ref other => panic!("{other:?} on a builder"),
        }
    }

    /// The preview names what the draft gives and asks, ducats and items, and each select
    /// shows selected exactly the draft's items of its side.
    fn check_preview(message: &Message, draft: &Draft, view: &PrivateView) {
        let text = message.content.as_deref().unwrap();
        let give = text.lines().find(|l| l.starts_with("You give:")).unwrap();
        let ask = text
            .lines()
            .find(|l| l.starts_with("You ask for:"))
            .unwrap();
        for (line, side) in [(give, Side::Give), (ask, Side::Ask)] {
            let b = draft.side(side);
            if b.ducats > 0 {
                assert!(
                    line.contains(&format!("{} ducat", b.ducats)),
                    "{line} {b:?}"
                );
            }
            for c in b.commodities.distinct() {
                assert!(line.contains(&c.to_string()), "{line} lacks {c}");
            }
            for card in b.cards.iter() {
                assert!(
                    line.contains(&format!("card {card}")),
                    "{line} lacks {card}"
                );
            }
            if b.is_empty() && chosen(draft, side) {
                assert!(line.ends_with("nothing."), "{line}");
            }
        }
        for row in &message.rows {
            if let Row::Select(s) = row {
                let side = match control_of(&s.id) {
                    Control::Give(_) => Side::Give,
                    Control::Ask(_) => Side::Ask,
                    other => panic!("{other:?} as a select"),
                };
                let selected: Vec<Unit> = s
                    .options
                    .iter()
                    .filter(|o| o.selected)
                    .map(|o| Unit::read(&o.value).unwrap())
                    .collect();
                let shown = Draft::with_items(*draft, side, &selected);
                // Every item shown selected is the draft's (an item no longer listed, e.g.
                // traded away since, may be in the draft without being shown).
                let b = shown.side(side);
                assert!(
                    draft.side(side).commodities.contains_all(&b.commodities)
                        && draft.side(side).tiles.contains_all(&b.tiles)
                        && draft.side(side).cards.contains_all(b.cards)
                        && draft.side(side).markers >= b.markers,
                    "{b:?} shown, {:?} drafted",
                    draft.side(side)
                );
                if side == Side::Give {
                    let me = &view.public.seats[view.seat.index()];
                    for o in &s.options {
                        if let Some(Unit::Commodity(c, n)) = Unit::read(&o.value) {
                            assert!(n < me.commodities.count(c), "{} not held", o.label);
                        }
                    }
                }
            }
        }
    }
}
