//! Random states of every player count, with and without the expansion: every message fits
//! Discord's limits, every action the engine offers is reachable by some control (through the
//! pickers, the work picker and the placement preview), every action a control asks for is
//! offered or refused in words, and tampered values are refused.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

use super::controls::{Control, Menu};
use crate::discord::ids::{ComponentId, Control as Id};
use crate::discord::message::{Message, Row};
use crate::discord::reply::Refusal;
use crate::discord::ui::{BoardContext, Click, Clicked, Ui};
use crate::engine::princes::principality::PlaceError;
use crate::engine::princes::{
    Action, Bonus, CardSet, Decision, Expansion, Options, Prices, Princes, PrivateView,
};
use crate::engine::princes::{Event, RuleError};
use crate::engine::{Audit, Game, Seat};
use crate::lang::Lang;
use crate::schedule::Settings;
use crate::store::GameId;

const GAME: GameId = GameId(9_999_999_999);

struct At<'a> {
    game: &'a Princes,
    seat: Seat,
    version: i64,
    names: Vec<String>,
    view: PrivateView,
    offered: Vec<Action>,
    lang: Lang,
}

impl<'a> At<'a> {
    fn new(game: &'a Princes, seat: Seat, version: i64) -> At<'a> {
        At {
            game,
            seat,
            version,
            names: (0..game.players())
                .map(|i| format!("<@{}>", 100_000_000_000_000_000u64 + u64::from(i)))
                .collect(),
            view: game.private_view(seat),
            offered: game.choices(seat),
            lang: Lang::En,
        }
    }

    fn click(&self, control: &Control, values: &[String]) -> Result<Clicked<Princes>, Refusal> {
        Princes::click(&Click {
            game: GAME,
            rendered: self.version,
            current: self.version,
            control,
            seat: self.seat,
            to_act: self.game.to_act(),
            names: &self.names,
            view: &self.view,
            offered: &self.offered,
            values,
            lang: self.lang,
        })
    }

    fn reply(&self, control: &Control, values: &[String]) -> Message {
        match self.click(control, values) {
            Ok(Clicked::Reply(reply)) => reply.response.message().expect("a message").clone(),
            Ok(Clicked::Act(a) | Clicked::ActNow(a)) => panic!("{control:?} played {a:?}"),
            Err(e) => panic!(
                "{control:?} {values:?} refused: {}",
                e.text(crate::lang::Lang::En)
            ),
        }
    }

    fn act(&self, control: &Control, values: &[String]) -> Action {
        match self.click(control, values) {
            Ok(Clicked::Act(a)) => a,
            Ok(Clicked::Reply(_)) => panic!("{control:?} opened a picker"),
            Ok(Clicked::ActNow(a)) => panic!("{control:?} played {a:?} on any version"),
            Err(e) => panic!(
                "{control:?} {values:?} refused: {}",
                e.text(crate::lang::Lang::En)
            ),
        }
    }
}

fn check(message: &Message, what: &str) {
    if let Err(e) = message.check_limits() {
        panic!("{what}: {e}\n{message:#?}");
    }
}

fn parse(id: &str) -> Option<Control> {
    match ComponentId::<Control>::parse(id)
        .expect("every id parses")
        .control
    {
        Id::Game(c) => Some(c),
        Id::Shared(_) => None,
    }
}

/// Each enabled control of the message, with the values a click sends (each option in turn
/// for a select).
fn clicks(message: &Message) -> Vec<(Control, Vec<String>)> {
    let mut out = Vec::new();
    for row in &message.rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons.iter().filter(|b| !b.disabled) {
                    out.extend(parse(&b.id).map(|c| (c, Vec::new())));
                }
            }
            Row::Select(s) => {
                if let Some(c) = parse(&s.id) {
                    out.extend(s.options.iter().map(|o| (c.clone(), vec![o.value.clone()])));
                }
            }
        }
    }
    out
}

/// The enabled control of `message` that is `wanted`.
fn has(message: &Message, wanted: &Control) -> bool {
    clicks(message).iter().any(|(c, _)| c == wanted)
}

/// The actions the board and the pickers it opens (two deep) ask for; the work picker's and
/// the preview's own steps are followed separately.
fn reachable(at: &At, board: &Message) -> Vec<Action> {
    let mut acts = Vec::new();
    let mut queue = vec![(board.clone(), 0)];
    while let Some((message, depth)) = queue.pop() {
        check(&message, "message");
        for (control, values) in clicks(&message) {
            if matches!(
                control,
                Control::Preview(_)
                    | Control::NextFit(_)
                    | Control::WorkProfession(_)
                    | Control::WorkBonus(_)
            ) {
                continue;
            }
            match at.click(&control, &values) {
                Ok(Clicked::Act(action) | Clicked::ActNow(action)) => {
                    if !at.game.is_offered(at.seat, &action) {
                        let refused = at.game.clone().apply(at.seat, &action).expect_err(&format!(
                            "{control:?} {values:?} asks for {action:?}: neither offered nor refused"
                        ));
                        assert!(Princes::refusal(&refused, crate::lang::Lang::En).ends_with('.'));
                    }
                    acts.push(action);
                }
                Ok(Clicked::Reply(reply)) if depth < 2 => {
                    let message = reply.response.message().expect("a picker").clone();
                    queue.push((message, depth + 1));
                }
                Ok(Clicked::Reply(_)) => {}
                Err(refusal) => assert!(
                    refusal.text(crate::lang::Lang::En).ends_with('.'),
                    "{refusal:?}"
                ),
            }
        }
    }
    acts
}

/// The work picker reaches this work: its profession chosen, then its bonus cards.
fn work_is_reachable(
    at: &At,
    profession: crate::engine::princes::Profession,
    bonus: CardSet<Bonus>,
) {
    let picker = at.reply(&Control::Works, &[]);
    check(&picker, "work picker");
    let picker = at.reply(
        &Control::WorkProfession(CardSet::EMPTY),
        &[(profession as usize).to_string()],
    );
    check(&picker, "work picker");
    let picker = if bonus.is_empty() {
        picker
    } else {
        let values: Vec<String> = bonus.iter().map(|b| (b as usize).to_string()).collect();
        assert!(has(&picker, &Control::WorkBonus(profession)));
        at.reply(&Control::WorkBonus(profession), &values)
    };
    check(&picker, "work picker");
    let work = Control::Work(profession, bonus);
    assert!(has(&picker, &work), "{work:?} in {picker:#?}");
    assert_eq!(at.act(&work, &[]), Action::Work { profession, bonus });
}

/// The preview reaches this placement by jumping from place to place that fits; every
/// preview on the way fits Discord's limits, and its moves stay on the grid.
fn placement_is_reachable(at: &At, wanted: &Action, limit: usize) {
    let Action::Place { placement } = wanted else {
        unreachable!()
    };
    let mut preview = at.reply(&Control::Place(placement.piece), &[]);
    for _ in 0..=limit {
        check(&preview, "preview");
        for (control, _) in clicks(&preview) {
            if let Control::Preview(p) = control {
                assert!(p.cells().iter().all(|&(c, r)| c < 7 && r < 7), "{p:?}");
            }
        }
        let confirm = clicks(&preview)
            .into_iter()
            .find_map(|(c, _)| matches!(c, Control::Confirm(_)).then_some(c))
            .expect("an offered placement can be confirmed");
        if at.act(&confirm, &[]) == *wanted {
            return;
        }
        let Control::Confirm(shown) = confirm else {
            unreachable!()
        };
        preview = at.reply(&Control::NextFit(shown), &[]);
    }
    panic!("{wanted:?} not reached by the preview");
}

fn options(expansion: bool) -> Options {
    Options {
        expansion: expansion.then_some(Expansion::MusePrincess),
    }
}

#[test]
fn every_message_fits_and_every_offered_action_is_reachable() {
    let settings = Settings::from_hours(Some(719), Some(720)).unwrap();
    let mut steps = 0;
    for players in 2..=5u8 {
        for (expansion, n) in [false, true].into_iter().flat_map(|e| [(e, 0), (e, 1)]) {
            let seed = u64::from(players) * 10 + u64::from(expansion) * 2 + n;
            let mut game = Princes::setup(&options(expansion), players, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut version = 1_000_000i64;
            while let Some(seat) = game.to_act().iter().next() {
                let at = At::new(&game, seat, version);
                let board = Princes::board(
                    &game.public_view(),
                    &BoardContext {
                        game: GAME,
                        version,
                        names: &at.names,
                        recent: &[],
                        settings: &settings,
                        deadline: Some(4_102_444_800_000),
                        thinking: &[],
                        lang: crate::lang::Lang::En,
                    },
                );
                check(&board, "board");
                for s in 0..players {
                    check(
                        &Princes::hand(
                            &game.private_view(Seat(s)),
                            GAME,
                            &[],
                            crate::lang::Lang::En,
                        ),
                        "hand",
                    );
                }
                let acts = reachable(&at, &board);
                let mut placements = 0;
                for action in &at.offered {
                    match action {
                        Action::Work { profession, bonus } => {
                            work_is_reachable(&at, *profession, *bonus);
                        }
                        Action::Place { .. } => {
                            // The first few and the last, each from the first shown.
                            let total = at.offered.len();
                            if placements < 3 || at.offered.last() == Some(action) {
                                placement_is_reachable(&at, action, total);
                            }
                            placements += 1;
                        }
                        other => assert!(
                            acts.contains(other),
                            "{other:?} offered but reached by no control of {:?}",
                            game.public_view().decision
                        ),
                    }
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
                version += 1;
                steps += 1;
            }
            let outcome = game.outcome().unwrap();
            let scores = Message::text(Princes::final_scores(
                &game.public_view(),
                &outcome,
                &At::new(&game, Seat(0), version).names,
                crate::lang::Lang::En,
            ));
            check(&scores, "final scores");
        }
    }
    assert!(steps > 1_500, "{steps} steps");
}

#[test]
fn tampered_values_are_refused_and_change_nothing() {
    let game = Princes::setup(&options(true), 3, 4).unwrap();
    let seat = game.to_act().iter().next().unwrap();
    let at = At::new(&game, seat, 5);
    let refused = |control: Control, values: &[&str]| {
        let values: Vec<String> = values.iter().map(|v| (*v).to_string()).collect();
        match at.click(&control, &values) {
            Err(refusal) => {
                let text = refusal.text(crate::lang::Lang::En);
                assert!(text.ends_with('.'), "{text}");
            }
            Ok(_) => panic!("{control:?} {values:?} was not refused"),
        }
    };
    // A menu's value that is not an action of that menu, or not an action at all.
    refused(Control::Choose(Menu::Build, 0), &["\"end_turn\""]);
    refused(Control::Choose(Menu::Return, 0), &["{\"nonsense\": 1}"]);
    refused(Control::Choose(Menu::Return, 0), &[]);
    // A profession the seat does not hold, bonus cards it does not hold.
    let held: Vec<_> = at.view.professions.iter().map(|h| h.profession).collect();
    let other = crate::engine::princes::Profession::ALL
        .into_iter()
        .find(|p| !held.contains(p))
        .unwrap();
    refused(
        Control::WorkProfession(CardSet::EMPTY),
        &[&(other as usize).to_string()],
    );
    refused(Control::WorkBonus(held[0]), &["0", "1", "2"]);
    refused(Control::Character, &["42"]);
    refused(Control::Edge(0), &[]);
    // An opener by a seat not to act (after the deal is over, one seat acts at a time).
    let stale = At {
        version: 4,
        ..At::new(&game, seat, 5)
    };
    assert!(matches!(
        Princes::click(&Click {
            game: GAME,
            rendered: 4,
            current: 5,
            control: &Control::Open(Menu::Return),
            seat,
            to_act: game.to_act(),
            names: &stale.names,
            view: &stale.view,
            offered: &stale.offered,
            values: &[],
            lang: crate::lang::Lang::En,
        }),
        Err(refusal) if refusal.text(crate::lang::Lang::En).contains("moved on")
    ));
    // The state is untouched: clicks only read views.
    assert_eq!(game, Princes::setup(&options(true), 3, 4).unwrap());
}

/// Every label of a message's buttons and selects' options.
fn labels(message: &Message) -> Vec<String> {
    message
        .rows
        .iter()
        .flat_map(|row| match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.label.clone()).collect::<Vec<_>>(),
            Row::Select(select) => select.options.iter().map(|o| o.label.clone()).collect(),
        })
        .collect()
}

/// The board writes its prices from the view, so that no rule is stated twice: with prices no
/// rule sets, the board shows those.
#[test]
fn the_board_shows_the_prices_of_the_view() {
    let settings = Settings::from_hours(Some(719), Some(720)).unwrap();
    let prices = Prices {
        opening_bid: 1_700,
        raise: 1_100,
        card: 1_300,
        point: 1_900,
        space: 1_000,
        point_sold: 100,
    };
    let mut seen = [false; 4];
    for players in 2..=5u8 {
        for seed in 0..4 {
            let mut game = Princes::setup(&options(seed % 2 == 1), players, seed).unwrap();
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            while let Some(seat) = game.to_act().iter().next() {
                let mut view = game.public_view();
                view.prices = prices;
                for s in &mut view.seats {
                    s.money = 100_000;
                }
                let names: Vec<String> = (0..players).map(|i| format!("P{i}")).collect();
                let board = Princes::board(
                    &view,
                    &BoardContext {
                        game: GAME,
                        version: 1,
                        names: &names,
                        recent: &[],
                        settings: &settings,
                        deadline: None,
                        thinking: &[],
                        lang: crate::lang::Lang::En,
                    },
                );
                let shown = labels(&board);
                let any = |text: &str| shown.iter().any(|l| l.contains(text));
                match &view.decision {
                    Decision::NameObject { .. } => {
                        assert!(any("· 1700"), "{shown:?}");
                        seen[0] = true;
                    }
                    Decision::Bid { bidding, .. } => {
                        let to = u32::from(bidding.high) + 1_100;
                        assert!(any(&format!("Raise +1100 to {to}")), "{shown:?}");
                        seen[1] = true;
                    }
                    Decision::Action { .. } => {
                        assert!(any("Profession card · 1300"), "{shown:?}");
                        assert!(any("Bonus card · 1300"), "{shown:?}");
                        seen[2] = true;
                    }
                    Decision::Convert { payment, .. } => {
                        let most = payment / 1_900;
                        assert!(any(&format!("{most} PP")) || most == 0, "{shown:?}");
                        assert!(!any(&format!("{} PP", most + 1)), "{shown:?}");
                        seen[3] = true;
                    }
                    _ => {}
                }
                let action = game.random_action(seat, &mut rng).unwrap();
                game.apply(seat, &action).unwrap();
            }
        }
    }
    assert_eq!(seen, [true; 4], "name, raise, action, convert");
}

/// The words of a message that did not come from the catalogue, shown in the pseudo-language.
/// Every message also fits Discord's limits, in German too.
fn assert_sourced(message: &Message, what: &str, lang: Lang) {
    check(message, what);
    if lang != Lang::Pseudo {
        // Only the pseudo-language marks what the catalogue said.
        return;
    }
    let unsourced = message.unsourced_words();
    assert!(
        unsourced.is_empty(),
        "{what}: {unsourced:?} not from the catalogue in\n{message:#?}"
    );
}

/// The messages the board's controls open, two deep (pickers, the work picker, the
/// preview), and the refusals they answer with.
fn opened(at: &At, board: &Message) -> Vec<Message> {
    let mut out = Vec::new();
    let mut queue = vec![(board.clone(), 0)];
    while let Some((message, depth)) = queue.pop() {
        for (control, values) in clicks(&message) {
            match at.click(&control, &values) {
                Ok(Clicked::Reply(reply)) if depth < 2 => {
                    let message = reply.response.message().expect("a picker").clone();
                    out.push(message.clone());
                    queue.push((message, depth + 1));
                }
                Err(refusal) => out.push(Message::text(refusal.text(at.lang))),
                Ok(_) => {}
            }
        }
    }
    out
}

/// Every word a player reads comes from the catalogue: the board at positions of random games
/// with and without the expansion, every seat's hand, the pickers and previews the controls
/// open and their refusals, the event lines, the final scores, the options and every refusal
/// the engine gives — all rendered in the pseudo-language, where a word outside its marks
/// was not sourced. And German reads German.
#[test]
fn every_word_a_player_reads_comes_from_the_catalogue() {
    let settings = Settings::from_hours(Some(719), Some(720)).unwrap();
    for (lang, (players, expansion)) in [Lang::Pseudo, Lang::De]
        .into_iter()
        .flat_map(|lang| [(2, false), (3, true), (4, false), (5, true)].map(|p| (lang, p)))
    {
        let seed = 700 + u64::from(players);
        let mut game = Princes::setup(&options(expansion), players, seed).unwrap();
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut version = 1i64;
        loop {
            let names = At::new(&game, Seat(0), version).names;
            let view = game.public_view();
            let board = Princes::board(
                &view,
                &BoardContext {
                    game: GAME,
                    version,
                    names: &names,
                    recent: &[],
                    settings: &settings,
                    deadline: Some(4_102_444_800_000),
                    thinking: &[],
                    lang,
                },
            );
            assert_sourced(&board, "board", lang);
            let Some(seat) = game.to_act().iter().next() else {
                break;
            };
            // The pickers of a sample of positions (each kind of decision comes up often).
            if version % 5 == 1 {
                for s in 0..players {
                    let hand = Princes::hand(&game.private_view(Seat(s)), GAME, &[], lang);
                    assert_sourced(&hand, "hand", lang);
                }
                let at = At {
                    lang,
                    ..At::new(&game, seat, version)
                };
                for message in opened(&at, &board) {
                    assert_sourced(&message, "a picker or refusal", lang);
                }
            }
            let decision = Princes::decision(&view, &names, lang);
            assert_sourced(&Message::text(decision), "decision", lang);
            let action = game.random_action(seat, &mut rng).unwrap();
            for event in game.apply(seat, &action).unwrap() {
                if let Some(line) = Princes::event_line(&event, &names, lang) {
                    assert_sourced(&Message::text(line), "event line", lang);
                }
            }
            version += 1;
        }
        let names = At::new(&game, Seat(0), version).names;
        let scores =
            Princes::final_scores(&game.public_view(), &game.outcome().unwrap(), &names, lang);
        assert_sourced(&Message::text(scores), "final scores", lang);
        if let Some(text) = Princes::options_text(&options(expansion), lang) {
            assert_sourced(&Message::text(text), "options", lang);
        }
    }
    let lang = Lang::Pseudo;
    for event in [Event::NoBestWork, Event::GameOver] {
        let line = Princes::event_line(&event, &[], lang).unwrap();
        assert_sourced(&Message::text(line), "event line", lang);
    }
    for error in every_refusal() {
        assert_sourced(
            &Message::text(Princes::refusal(&error, lang)),
            "refusal",
            lang,
        );
    }
    // German reads German.
    let game = Princes::setup(&options(true), 3, 1).unwrap();
    let names: Vec<String> = vec!["A".into(), "B".into(), "C".into()];
    let board = Princes::board(
        &game.public_view(),
        &BoardContext {
            game: GAME,
            version: 1,
            names: &names,
            recent: &[],
            settings: &settings,
            deadline: None,
            thinking: &[],
            lang: Lang::De,
        },
    );
    assert!(
        board.embeds[0].title.starts_with("Die Fürsten von Florenz"),
        "{}",
        board.embeds[0].title
    );
    assert!(
        labels(&board).iter().any(|l| l == "Meine Hand"),
        "{:?}",
        labels(&board)
    );
    assert_eq!(
        Princes::refusal(&RuleError::NoActionLeft, Lang::De),
        "Du hast in diesem Zug keine Aktion mehr: beende deinen Zug."
    );
}

/// A refusal of every kind the engine gives, with every reason it writes.
fn every_refusal() -> Vec<RuleError> {
    let mut errors = vec![
        RuleError::GameOver,
        RuleError::NotYourTurn(Seat(1)),
        RuleError::CannotAfford {
            cost: 1300,
            money: 200,
        },
        RuleError::NotHeld,
        RuleError::BelowMinimum {
            value: 9,
            minimum: 10,
        },
        RuleError::NoActionLeft,
        RuleError::OutOfRange,
        RuleError::Place(PlaceError::OffGrid),
        RuleError::Place(PlaceError::Overlap),
        RuleError::Place(PlaceError::Adjacent),
        RuleError::Place(PlaceError::AlreadyBuilt),
    ];
    for (kind, reason) in super::refusals::engine_reasons() {
        errors.push(match kind {
            "NotNow" => RuleError::NotNow(reason),
            "Unavailable" => RuleError::Unavailable(reason),
            "LimitReached" => RuleError::LimitReached(reason),
            _ => RuleError::Refused(reason),
        });
    }
    errors
}
