//! Each owner's [`Personal`] clocks (quiet hours, a vacation in a server), kept in memory so a
//! move arms its timers without a query for people who set nothing: the "nothing" is cached
//! too. The settings and the vacations tell the service when one changes
//! ([`TableService::personal_changed`]); a generation count then has every cached game read
//! its owners' clocks again before its next operation, from this cache.

use std::collections::HashMap;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

use super::cache::Slot;
use super::error::TableError;
use crate::schedule::personal::{Personal, Quiet};
use crate::store::{Store, StoreError};

/// The cached clocks, by person and server (0 outside a server).
#[derive(Debug)]
pub(super) struct PersonalCache {
    known: Mutex<HashMap<(u64, u64), Personal>>,
    /// Raised by every change; a game's rows hold the generation they were read at.
    generation: AtomicU64,
}

impl Default for PersonalCache {
    fn default() -> Self {
        PersonalCache {
            known: Mutex::default(),
            generation: AtomicU64::new(1),
        }
    }
}

impl PersonalCache {
    fn known(&self) -> std::sync::MutexGuard<'_, HashMap<(u64, u64), Personal>> {
        // Every change under this lock is one insert or removal: a panic leaves it whole.
        self.known
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub(super) fn forget(&self, user: u64) {
        self.known().retain(|(u, _), _| *u != user);
        self.generation.fetch_add(1, Ordering::AcqRel);
    }
}

/// The person's clocks in `guild` at `now`, from the store.
async fn load(store: &Store, user: u64, guild: u64, now: i64) -> Result<Personal, StoreError> {
    let settings = store.person_settings(user).await?;
    let quiet = settings.quiet.and_then(|(from, to)| {
        Quiet::new(settings.time_zone.as_deref().unwrap_or("UTC"), from, to).ok()
    });
    let away_until = if guild == 0 {
        None
    } else {
        store
            .current_vacation(user, guild, now)
            .await?
            .map(|v| v.ends_at)
    };
    Ok(Personal { quiet, away_until })
}

impl PersonalCache {
    /// The owners' clocks of the game in `slot` at `now`, read again if any changed since, and
    /// a vacation that is over dropped (the board stops saying so).
    pub(super) async fn refresh(
        &self,
        store: &Store,
        now: i64,
        slot: &mut Slot,
    ) -> Result<(), TableError> {
        let Some(c) = slot.as_mut() else {
            return Ok(());
        };
        let rows = &mut c.rows;
        let cache = self;
        let generation = cache.generation.load(Ordering::Acquire);
        if rows.personal_generation != generation {
            let guild = rows.game.guild_id.unwrap_or(0);
            let mut personal = Vec::with_capacity(rows.seats.len());
            for seat in &rows.seats {
                let Some(user) = seat.owner else {
                    personal.push(Personal::default());
                    continue;
                };
                let known = cache.known().get(&(user, guild)).cloned();
                let p = if let Some(p) = known {
                    p
                } else {
                    let p = load(store, user, guild, now).await?;
                    cache.known().insert((user, guild), p.clone());
                    p
                };
                personal.push(p);
            }
            rows.personal = personal;
            rows.personal_generation = generation;
        }
        for p in &mut rows.personal {
            if p.away_until.is_some_and(|until| until <= now) {
                p.away_until = None;
            }
        }
        Ok(())
    }
}
