-- Games, their seats and the log of accepted actions.
--
-- Discord ids (guild, channel, message, user) are u64 snowflakes stored as INTEGER (i64): they
-- are below 2^63. The seed is a full u64 stored bit for bit as an i64 (`as i64` / `as u64`).
-- Times are unix milliseconds.
--
-- The log (`actions`) is the truth; `games.state` is a snapshot of the engine state after
-- `games.version` actions, kept so a game loads without replaying it.

CREATE TABLE games (
    id               INTEGER PRIMARY KEY AUTOINCREMENT,
    kind             TEXT    NOT NULL,                 -- the engine's name, e.g. 'palazzo'
    guild_id         INTEGER,                          -- NULL in direct messages
    channel_id       INTEGER NOT NULL,
    board_message_id INTEGER,
    host_user_id     INTEGER NOT NULL,
    status           TEXT    NOT NULL
                     CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
    options          TEXT    NOT NULL CHECK (json_valid(options)),
    seed             INTEGER NOT NULL,
    version          INTEGER NOT NULL DEFAULT 0 CHECK (version >= 0), -- actions applied so far
    state            TEXT,                             -- NULL in the lobby
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    next_deadline    INTEGER                           -- for a later scheduler
) STRICT;

CREATE INDEX games_by_channel_status ON games (channel_id, status);
CREATE INDEX games_by_status ON games (status);

CREATE TABLE seats (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER,                                   -- NULL: played by the program
    dm_ok   INTEGER NOT NULL DEFAULT 1 CHECK (dm_ok IN (0, 1)),
    PRIMARY KEY (game_id, seat)
) STRICT;

CREATE TABLE actions (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),      -- 1 for the first action
    seat       INTEGER NOT NULL CHECK (seat >= 0),
    action     TEXT    NOT NULL CHECK (json_valid(action)),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
) STRICT;
