-- Each person's own settings, vacations, a server's vacation allowance and a game's thread.

-- What a person set with /settings. A person without a row has the defaults: no pings by DM,
-- the hand by DM after every change, no digest, no quiet hours.
CREATE TABLE person_settings (
    user_id    INTEGER PRIMARY KEY,
    dm_pings   INTEGER NOT NULL DEFAULT 0 CHECK (dm_pings IN (0, 1)),
    hand_dm    INTEGER NOT NULL DEFAULT 1 CHECK (hand_dm IN (0, 1)),
    digest     INTEGER NOT NULL DEFAULT 0 CHECK (digest IN (0, 1)),
    -- An IANA time zone name (`Europe/Berlin`); quiet hours are read in it.
    time_zone  TEXT,
    -- Quiet hours, as minutes of the day in the person's time zone, from `quiet_from` up to
    -- `quiet_to` (past midnight when `quiet_to` is the smaller); none when either is NULL.
    quiet_from INTEGER CHECK (quiet_from BETWEEN 0 AND 1439),
    quiet_to   INTEGER CHECK (quiet_to BETWEEN 0 AND 1439),
    -- When the next daily digest is due (ms since the Unix epoch), while it is on.
    digest_due INTEGER,
    updated_at INTEGER NOT NULL
) STRICT;
CREATE INDEX person_settings_by_digest ON person_settings (digest_due) WHERE digest_due IS NOT NULL;

-- What quiet hours held back from a person: a ping, a hand or a reminder of one game, sent as
-- one summary by DM once `release_at` (the end of their quiet hours) has passed, then deleted.
CREATE TABLE held (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    INTEGER NOT NULL,
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    what       TEXT    NOT NULL CHECK (what IN ('turn', 'hand', 'reminder')),
    held_at    INTEGER NOT NULL,
    release_at INTEGER NOT NULL
) STRICT;
CREATE INDEX held_by_release ON held (release_at, user_id);

-- A person's vacation in one server: their clocks in its games stand still from `starts_at`
-- to `ends_at`. Ending early sets `ends_at` to the moment it ended, so what was used counts.
CREATE TABLE vacations (
    id        INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id   INTEGER NOT NULL,
    guild_id  INTEGER NOT NULL,
    starts_at INTEGER NOT NULL,
    ends_at   INTEGER NOT NULL CHECK (ends_at >= starts_at)
) STRICT;
CREATE INDEX vacations_by_user ON vacations (user_id, guild_id, ends_at);

-- A server's own settings; a server without a row has the defaults (14 vacation days per 90).
CREATE TABLE guild_settings (
    guild_id      INTEGER PRIMARY KEY,
    vacation_days INTEGER NOT NULL CHECK (vacation_days BETWEEN 0 AND 90)
) STRICT;

-- The thread the game's talk goes to (its log, reminders, final scores), started from its
-- board; NULL: the channel, as before threads.
ALTER TABLE games ADD COLUMN thread_id INTEGER;
