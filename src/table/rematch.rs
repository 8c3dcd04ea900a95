//! Rematches: the final scoreboard offers a new game to the same players, which starts once
//! they have all accepted (joined its lobby). Its host may also start it with those who have.

use super::{Snapshot, TableError, Tables};
use crate::engine::Game;
use crate::store::{GameId, GameStatus, Rematch};

/// What asking for a rematch did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rematched {
    /// A rematch lobby was opened, the asker its host.
    Opened(GameId),
    /// The asker joined the rematch already opened; others are still awaited.
    Joined(GameId),
    /// The asker was the last awaited: the rematch has started.
    Started(GameId),
    /// The asker had accepted already.
    AlreadyIn(GameId),
}

impl<G: Game> Tables<G> {
    /// The players a rematch lobby waits for: the members who held the old game's seats at
    /// its end. `None` for a game that is not a rematch.
    pub async fn invited(&self, id: GameId) -> Result<Option<Vec<u64>>, TableError> {
        let Some(old) = self.view(id).await?.game.rematch_of else {
            return Ok(None);
        };
        self.players_of(old).await.map(Some)
    }

    /// The players a rematch still in its lobby waits for, as [`Tables::invited`], for the
    /// game `snap` shows: `None`, read from nothing, for any other game. What a lobby's message
    /// is rendered with.
    pub async fn awaited(&self, snap: &Snapshot<G>) -> Result<Option<Vec<u64>>, TableError> {
        match snap.game.rematch_of {
            Some(old) if snap.state.is_none() => self.players_of(old).await.map(Some),
            _ => Ok(None),
        }
    }

    /// The members who held the seats of `old`.
    async fn players_of(&self, old: GameId) -> Result<Vec<u64>, TableError> {
        let (_, seats) = self.store().load(old).await?.ok_or(TableError::NotFound)?;
        Ok(seats.iter().filter_map(|s| s.owner).collect())
    }

    /// `user`, a player of the finished game `old`, asks for its rematch: it is opened with
    /// them as host, or, if it is open already, they accept it (and it starts once everyone
    /// has).
    pub async fn rematch(
        &self,
        old: GameId,
        user: u64,
        seed: u64,
    ) -> Result<Rematched, TableError> {
        let before = self.view(old).await?;
        match before.game.status {
            GameStatus::Finished => {}
            GameStatus::Active | GameStatus::Lobby | GameStatus::Cancelled => {
                return Err(TableError::NotActive);
            }
        }
        if !before.seats.iter().any(|s| s.owner == Some(user)) {
            return Err(TableError::NotInvited);
        }
        let id = match self.store().open_rematch(old, user, seed).await? {
            Rematch::Opened(id) => return Ok(Rematched::Opened(id)),
            Rematch::Exists(id) => id,
        };
        match self.join(id, user).await {
            Ok(_) => {}
            Err(TableError::AlreadySeated) => return Ok(Rematched::AlreadyIn(id)),
            Err(e) => return Err(e),
        }
        Ok(match self.start_if_all_in(id).await? {
            Some(_) => Rematched::Started(id),
            None => Rematched::Joined(id),
        })
    }

    /// Starts a rematch lobby, as its host, once every invited player is seated. Of several
    /// callers at once, one starts it (`Some`); the others get `None`.
    pub async fn start_if_all_in(&self, id: GameId) -> Result<Option<Snapshot<G>>, TableError> {
        let Some(invited) = self.invited(id).await? else {
            return Ok(None);
        };
        let lobby = self.view(id).await?;
        let all_in = lobby.game.status == GameStatus::Lobby
            && invited
                .iter()
                .all(|u| lobby.seats.iter().any(|s| s.owner == Some(*u)));
        if !all_in {
            return Ok(None);
        }
        match self.start(id, lobby.game.host).await {
            Ok(snap) => Ok(Some(snap)),
            // Another acceptance, a moment earlier, found everyone seated too and started it:
            // the game is under way, and that acceptance shows it.
            Err(TableError::NotInLobby) => Ok(None),
            Err(e) => Err(e),
        }
    }
}
