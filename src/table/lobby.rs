//! Lobbies: opening a game, seats taken and given up, the start and the cancel.

use super::cache::first_timers;
use super::cache::{self, cached, from_json, to_json};
use super::{Snapshot, TableError, Tables};
use crate::computer::Level;
use crate::engine::{Game, Seat};
use crate::schedule::Settings;
use crate::store::{GameId, GameStatus, StoreError, now_ms};

impl<G: Game> Tables<G> {
    /// A new game of `G` in the lobby, its host in seat 0, at the default pace.
    pub async fn open_lobby(
        &self,
        guild: Option<u64>,
        channel: u64,
        host: u64,
        options: G::Options,
        seed: u64,
    ) -> Result<GameId, TableError> {
        self.open_lobby_with_settings(guild, channel, host, options, Settings::default(), seed)
            .await
    }

    /// A new game of `G` in the lobby at the pace `settings` (refused if absurd).
    pub async fn open_lobby_with_settings(
        &self,
        guild: Option<u64>,
        channel: u64,
        host: u64,
        options: G::Options,
        settings: Settings,
        seed: u64,
    ) -> Result<GameId, TableError> {
        settings.validate()?;
        let options_json = to_json(&options)?;
        let settings_json = to_json(&settings)?;
        let id = self
            .store()
            .create_lobby_with_settings(
                G::NAME,
                guild,
                channel,
                host,
                &options_json,
                &settings_json,
                seed,
            )
            .await?;
        Ok(id)
    }

    /// Seats `user` in the next seat. Returns their seat. A rematch takes only the players
    /// of the game before.
    pub async fn join(&self, id: GameId, user: u64) -> Result<Seat, TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.lobby_only()?;
            if let Some(old) = c.game.rematch_of {
                let (_, before) = store.load(old).await?.ok_or(TableError::NotFound)?;
                if !before.iter().any(|s| s.owner == Some(user)) {
                    return Err(TableError::NotInvited);
                }
            }
            let seat = store.join(id, user, G::PLAYERS.1).await;
            *slot = None; // reloaded on next use: lobby changes are rare
            Ok(Seat(seat?))
        })
        .await
    }

    /// The host seats a computer player of `level` in the next seat. Returns its seat.
    pub async fn add_computer(
        &self,
        id: GameId,
        by_user: u64,
        level: Level,
    ) -> Result<Seat, TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.lobby_only()?;
            if c.game.host != by_user {
                return Err(TableError::NotHost);
            }
            if c.game.rematch_of.is_some() {
                return Err(TableError::NotInvited);
            }
            let seat = store.add_computer(id, level, G::PLAYERS.1).await;
            *slot = None;
            Ok(Seat(seat?))
        })
        .await
    }

    /// The host takes the last computer player out of the lobby; later seats move up one.
    pub async fn remove_computer(&self, id: GameId, by_user: u64) -> Result<Seat, TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.lobby_only()?;
            if c.game.host != by_user {
                return Err(TableError::NotHost);
            }
            let seat = store.remove_computer(id).await;
            *slot = None;
            match seat {
                Ok(seat) => Ok(Seat(seat)),
                Err(StoreError::NotSeated(_)) => Err(TableError::NoComputer),
                Err(e) => Err(e.into()),
            }
        })
        .await
    }

    /// Takes `user` out of the lobby; later seats move up one. The host cannot leave.
    pub async fn leave(&self, id: GameId, user: u64) -> Result<(), TableError> {
        self.with_game(id, async |store, slot| {
            let c = &cached(slot)?.rows;
            c.lobby_only()?;
            if c.game.host == user {
                return Err(TableError::HostCannotLeave);
            }
            let left = store.leave(id, user).await;
            *slot = None;
            Ok(left?)
        })
        .await
    }

    /// Starts the game: only the host may, with `G::PLAYERS.0..=G::PLAYERS.1` seated. The
    /// engine sets it up from the stored options and seed.
    pub async fn start(&self, id: GameId, by_user: u64) -> Result<Snapshot<G>, TableError> {
        self.with_game(id, async |store, slot| {
            // The seats as stored, not as cached: another process may have seated someone
            // (a lobby change leaves the version at 0, so nothing else would tell).
            cache::reload::<G>(store, id, slot).await?;
            let c = &cached(slot)?.rows;
            c.lobby_only()?;
            if c.game.host != by_user {
                return Err(TableError::NotHost);
            }
            let (min, max) = G::PLAYERS;
            let players = c.seats.len();
            if players < min as usize {
                return Err(TableError::NotEnoughPlayers { min });
            }
            if players > max as usize {
                return Err(TableError::Full);
            }
            let options: G::Options = from_json(&c.game.options_json, "options")?;
            let state = G::setup(&options, players as u8, c.game.seed)?;
            let state_json = to_json(&state)?;
            let rearm = first_timers(c, &state, self.clock().now_ms());
            let seated = players as u8;
            let next_deadline = match store.start_with(id, seated, &state_json, &rearm).await {
                Ok(next) => next,
                Err(e) => {
                    *slot = None;
                    return Err(e.into());
                }
            };
            let entry = cached(slot)?;
            let (c, live) = entry.live::<G>()?;
            c.game.status = GameStatus::Active;
            c.game.next_deadline = next_deadline;
            c.game.updated_at = now_ms();
            live.state = Some(state);
            entry.snapshot()
        })
        .await
    }

    /// Cancels the game, in the lobby or in play: host only.
    pub async fn cancel(&self, id: GameId, by_user: u64) -> Result<(), TableError> {
        self.with_game(id, async |store, slot| {
            let c = &mut cached(slot)?.rows;
            if c.game.host != by_user {
                return Err(TableError::NotHost);
            }
            match c.game.status {
                GameStatus::Lobby | GameStatus::Active => {}
                GameStatus::Finished => return Err(TableError::Finished),
                GameStatus::Cancelled => return Err(TableError::NotActive),
            }
            if let Err(e) = store.cancel(id).await {
                *slot = None;
                return Err(e.into());
            }
            c.game.status = GameStatus::Cancelled;
            c.game.next_deadline = None;
            c.game.updated_at = now_ms();
            Ok(())
        })
        .await
    }
}
