//! Reading a game: as it stands, as a record, and checked against its log.

use super::cache::{self, cached, from_json, record_of};
use super::{Acted, Moved, Mover, RECENT_EVENTS, Snapshot, TableError, Tables, log};
use crate::engine::record::Record;
use crate::engine::{Game, Heuristic};
use crate::store::{GameId, GameStatus};

impl<G: Game> Tables<G> {
    /// The game as it stands.
    pub async fn view(&self, id: GameId) -> Result<Snapshot<G>, TableError> {
        self.view_at(id, 0).await
    }

    /// The game as the database has it, the cache loaded again first: for what is shown
    /// afresh (a board posted again) or refused on the cache's word, when another process may
    /// have moved the game on, started it or changed its seats.
    pub async fn view_stored(&self, id: GameId) -> Result<Snapshot<G>, TableError> {
        self.with_game(id, async |store, slot| {
            cache::reload::<G>(store, id, slot).await?;
            cached(slot)?.snapshot()
        })
        .await
    }

    /// The game as it stands, known to have reached `version` (a click on a board drawn for
    /// it, a message owed since it): a cache behind that, which another process moved on, is
    /// loaded again first.
    pub async fn view_at(&self, id: GameId, version: i64) -> Result<Snapshot<G>, TableError> {
        self.with_game_at(id, version, async |_, slot| cached(slot)?.snapshot())
            .await
    }

    /// The game's record: options, seats, seed and every stored action, with the result once
    /// the game is over. Seats are named `<@user>` (a Discord mention) or `program`.
    pub async fn record(&self, id: GameId) -> Result<Record<G>, TableError> {
        self.with_game(id, async |store, slot| {
            let (c, live) = cached(slot)?.live::<G>()?;
            let state = live.state.as_ref().ok_or(TableError::NotActive)?;
            let rows = store.log(id).await?;
            if rows.len() as i64 != c.game.version {
                return Err(TableError::Corrupt(format!(
                    "game {id} is at version {} but has {} rows in its log",
                    c.game.version,
                    rows.len()
                )));
            }
            // The record holds the actions that stand: it replays without knowing of
            // take-backs.
            let mut record = record_of::<G>(&c.game, &c.seats, &log::stands(rows))?;
            record.result = state.outcome();
            Ok(record)
        })
        .await
    }

    /// Checks the game as stored: the log has seqs 1..=version, replays from `(options, seed)`
    /// without a refusal, passes exactly through the stored snapshot at its version, and ends
    /// at the cached state (loaded again first if another process moved the game on),
    /// finished if and only if the game is marked finished. Returns the number of actions
    /// replayed.
    pub async fn verify(&self, id: GameId) -> Result<usize, TableError> {
        self.with_game(id, async |store, slot| {
            let corrupt = |what: String| TableError::Corrupt(format!("game {id}: {what}"));
            let (game, seats) = store.load(id).await?.ok_or(TableError::NotFound)?;
            let log = store.log(id).await?;
            let Some(snapshot_json) = &game.state_json else {
                return if log.is_empty() {
                    Ok(0)
                } else {
                    Err(corrupt("actions stored for a game never started".into()))
                };
            };
            let snapshot: G = from_json(snapshot_json, "state")?;
            for (i, a) in log.iter().enumerate() {
                if a.seq != i as i64 + 1 {
                    return Err(corrupt(format!(
                        "action {} is stored as seq {}",
                        i + 1,
                        a.seq
                    )));
                }
            }
            if log.len() as i64 != game.version {
                return Err(corrupt(format!(
                    "version {} but {} stored actions",
                    game.version,
                    log.len()
                )));
            }
            let start = record_of::<G>(&game, &seats, &[])?
                .start()
                .map_err(|e| corrupt(format!("the log does not start: {e}")))?;
            let mut at_snapshot = game.state_version == 0 && start == snapshot;
            let replayed = log::walk(id, start, &log, false, |visit| {
                if visit.seq == game.state_version {
                    at_snapshot = *visit.state == snapshot;
                }
                Ok(())
            })?
            .state;
            if !at_snapshot {
                return Err(corrupt(format!(
                    "the log replays to a state other than the snapshot at version {}",
                    game.state_version
                )));
            }
            if replayed.is_over() != (game.status == GameStatus::Finished) {
                return Err(corrupt(format!(
                    "status {} but the game is {}over",
                    game.status,
                    if replayed.is_over() { "" } else { "not " }
                )));
            }
            if cached(slot)?.rows.game.version < game.version {
                // Another process moved the game on: a cache behind is not a wrong one.
                Box::pin(cache::reload::<G>(store, id, slot)).await?;
            }
            let (c, live) = cached(slot)?.live::<G>()?;
            if c.game.version != game.version || live.state.as_ref() != Some(&replayed) {
                return Err(corrupt("the cache differs from the database".into()));
            }
            Ok(log.len())
        })
        .await
    }
}

impl<G: Heuristic> Tables<G> {
    /// The move that took the game from version `from` to `to`, as the record replays it: the
    /// states before and after, each action's events, and the game after it with its seats
    /// and settings as they are now. What a move must say on Discord is rendered from this
    /// whenever it is sent, so it says the same however late. Every action reads as made by
    /// its seat's owner (the record does not keep who made it).
    pub async fn moved_between(
        &self,
        id: GameId,
        from: i64,
        to: i64,
    ) -> Result<Moved<G>, TableError> {
        let (mut after, rows) = self
            .with_game_at(id, to, async |store, slot| {
                let snap = cached(slot)?.snapshot::<G>()?;
                let rows = store.log(id).await?;
                Ok::<_, TableError>((snap, rows))
            })
            .await?;
        let corrupt = |what: String| TableError::Corrupt(format!("game {id}: {what}"));
        if from < 0 || from > to || to > rows.len() as i64 {
            return Err(corrupt(format!(
                "no move from version {from} to {to} in {} rows of the log",
                rows.len()
            )));
        }
        let start = record_of::<G>(&after.game, &after.seats, &[])?
            .start()
            .map_err(|e| corrupt(format!("the record does not start: {e}")))?;
        let mut before = (from == 0).then(|| start.clone());
        let mut steps = Vec::new();
        let mut recent = std::collections::VecDeque::new();
        let state = log::walk(id, start, &rows[..to as usize], false, |visit| {
            if visit.undoes.is_some() {
                // What the board lists is what stands: a take-back starts the list afresh.
                recent.clear();
            }
            recent.extend(visit.events.iter().cloned());
            while recent.len() > RECENT_EVENTS {
                recent.pop_front();
            }
            if visit.seq == from {
                before = Some(visit.state.clone());
            }
            if visit.seq > from && visit.undoes.is_none() {
                steps.push(Acted {
                    seat: visit.seat,
                    events: visit.events,
                    version: visit.seq,
                    state: visit.state.clone(),
                    finished: visit.state.is_over(),
                    by: Mover::Owner,
                });
            }
            Ok(())
        })?
        .state;
        let before = before.unwrap_or_else(|| state.clone());
        after.game.version = to;
        after.state = Some(state);
        after.recent = recent.into();
        Ok(Moved {
            before,
            steps,
            missed: None,
            after,
        })
    }
}

impl super::TableService {
    /// Checks every game of the store as [`Tables::verify`] checks one, each by its own
    /// rules: what `tavola migrate-store` asks of the copy. Returns the games and the actions
    /// checked.
    pub async fn verify_all(&self) -> Result<(usize, usize), TableError> {
        let (mut games, mut actions) = (0, 0);
        for status in GameStatus::ALL {
            for id in self.store().games_in_status(status).await? {
                let name = self
                    .store()
                    .kind_of(id)
                    .await?
                    .ok_or(TableError::NotFound)?;
                let kind = crate::engine::GameKind::from_name(&name).ok_or_else(|| {
                    TableError::Corrupt(format!("game {id} is of no known kind ({name})"))
                })?;
                actions += crate::with_game!(kind, G => self.of::<G>().verify(id).await)?;
                games += 1;
            }
        }
        Ok((games, actions))
    }
}
