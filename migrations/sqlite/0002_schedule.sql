-- Playing over days: each game's pace settings, the timers that remind a seat to act or play
-- for it when its deadline passes, and how many deadlines each seat has missed.
--
-- Times are unix milliseconds from the bot's clock.

-- The pace, as JSON (src/schedule/settings.rs): remind after / every, an optional deadline, and
-- what a missed deadline does. '{}' reads as the defaults, so games from before keep working.
ALTER TABLE games ADD COLUMN settings TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings));

ALTER TABLE seats ADD COLUMN missed_deadlines INTEGER NOT NULL DEFAULT 0
    CHECK (missed_deadlines >= 0);

-- A timer is armed for the seat that must decide at one version of its game. It fires at most
-- once: whoever sets `fired_at` (from NULL) fires it. When the game moves on, the pending timers
-- of the old version are replaced in the same transaction as the action, so a timer of an older
-- version is obsolete and is dropped (deleted), never fired. Fired timers stay, as a history.
CREATE TABLE timers (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL CHECK (kind IN ('remind', 'deadline')),
    seat          INTEGER NOT NULL CHECK (seat >= 0),
    version       INTEGER NOT NULL CHECK (version >= 0), -- the game version it was armed for
    waiting_since INTEGER NOT NULL,                      -- when the seat's decision began
    due_at        INTEGER NOT NULL,
    fired_at      INTEGER                                -- NULL until fired
) STRICT;

-- The scheduler's question: what falls due next?
CREATE INDEX timers_pending_by_due ON timers (due_at) WHERE fired_at IS NULL;
-- At most one pending timer of each kind per seat of a game.
CREATE UNIQUE INDEX timers_pending_by_seat ON timers (game_id, kind, seat) WHERE fired_at IS NULL;
