//! The vote buttons: to hand an absent seat to the program, or to abandon the game.

use crate::discord::data::Data;
use crate::discord::follow_up::FollowUp;
use crate::discord::names::{seat_name, seat_names};
use crate::discord::render;
use crate::discord::reply::{Refusal, Reply};
use crate::discord::ui::Ui;
use crate::engine::Seat;
use crate::store::{GameId, Motion};

/// A click on a vote button of `game`: the tally replaces the message voted on.
pub async fn click<G: Ui>(
    data: &Data,
    game: GameId,
    motion: Motion,
    user: u64,
) -> Result<Reply, Refusal> {
    let tables = data.tables.of::<G>();
    let before = tables.view(game).await?;
    let tally = tables.vote(game, user, motion).await?;
    let lang = before.lang();
    let who = match motion {
        Motion::Absent(seat) => seat_name(&seat_names(&before, lang), Seat(seat)),
        Motion::Abandon => String::new(),
    };
    let mut reply = Reply::update(render::tally(game, &who, &tally, lang));
    // A hand-over writes the board's edit to the outbox, and the program's moves what follows
    // them; an abandoned game's board is shown as it ended.
    if tally.carried && motion == Motion::Abandon {
        reply
            .then
            .extend(FollowUp::repaint(&tables.view(game).await?));
    }
    Ok(reply)
}
