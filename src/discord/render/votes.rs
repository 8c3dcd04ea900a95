//! A vote in words: to hand an absent seat to the program, or to abandon the game, with the
//! button to vote while it has not carried.

use crate::discord::controls::{abandon_vote_row, absent_vote_row};
use crate::discord::message::Message;
use crate::discord::names::title;
use crate::engine::{Heuristic, Seat};
use crate::lang::Lang;
use crate::store::{GameId, Motion};
use crate::t;
use crate::table::Tally;

/// A vote's state in words, `who` naming the seat voted on (for a vote on a seat), and its
/// button while it has not carried.
pub fn tally<G: Heuristic>(game: GameId, who: &str, t: &Tally<G>, lang: Lang) -> Message {
    let title = title::<G>(lang);
    let votes = t!(lang, "vote-count", votes = t.votes, needed = t.needed);
    let id = game.0;
    let text = match (t.motion, t.carried) {
        (Motion::Absent(_), false) => t!(
            lang,
            "vote-absent-open",
            who = who,
            game = title,
            id = id,
            votes = votes
        ),
        (Motion::Absent(_), true) => t!(
            lang,
            "vote-absent-carried",
            who = who,
            game = title,
            id = id,
            votes = votes
        ),
        (Motion::Abandon, false) => {
            t!(
                lang,
                "vote-abandon-open",
                game = title,
                id = id,
                votes = votes
            )
        }
        (Motion::Abandon, true) => {
            t!(
                lang,
                "vote-abandon-carried",
                game = title,
                id = id,
                votes = votes
            )
        }
    };
    let mut message = Message::text(text);
    if !t.carried {
        message.rows.push(match t.motion {
            Motion::Absent(seat) => absent_vote_row(game, Seat(seat), lang),
            Motion::Abandon => abandon_vote_row(game, lang),
        });
    }
    message
}
