//! A vote in words: to hand an absent seat to the program, or to abandon the game, with the
//! button to vote while it has not carried.

use crate::discord::controls::{abandon_vote_row, absent_vote_row};
use crate::discord::message::Message;
use crate::engine::{Heuristic, Seat};
use crate::store::{GameId, Motion};
use crate::table::Tally;

/// A vote's state in words, `who` naming the seat voted on (for a vote on a seat), and its
/// button while it has not carried.
pub fn tally<G: Heuristic>(game: GameId, who: &str, t: &Tally<G>) -> Message {
    let title = G::TITLE;
    let votes = format!("{} of {} votes", t.votes, t.needed);
    let text = match (t.motion, t.carried) {
        (Motion::Absent(_), false) => format!(
            "Vote to hand {who}'s seat in {title} game {game} to the program: {votes}. Other \
             players who agree, click below."
        ),
        (Motion::Absent(_), true) => format!(
            "{who}'s seat in {title} game {game} is played by the program from now on ({votes})."
        ),
        (Motion::Abandon, false) => format!(
            "Vote to abandon {title} game {game}: {votes}. Players who agree, click below; an \
             abandoned game does not count in `/stats`."
        ),
        (Motion::Abandon, true) => format!("{title} game {game} is abandoned ({votes})."),
    };
    let mut message = Message::text(text);
    if !t.carried {
        message.rows.push(match t.motion {
            Motion::Absent(seat) => absent_vote_row(game, Seat(seat)),
            Motion::Abandon => abandon_vote_row(game),
        });
    }
    message
}
