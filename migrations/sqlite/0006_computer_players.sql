-- Computer players: seats the program plays at a level chosen in the lobby, their turns as
-- timers (so a restart resumes them), and a rating per player and per computer level.

-- The level of a computer seat ('random', 'basic' or 'strong'). A seat without an owner and
-- without a level is one handed to the program during play: the strongest level plays it.
ALTER TABLE seats ADD COLUMN computer TEXT CHECK (computer IN ('random', 'basic', 'strong'));

-- Who finished a seat, for `/stats`: the computer level of a computer seat (NULL otherwise).
ALTER TABLE results ADD COLUMN computer TEXT CHECK (computer IN ('random', 'basic', 'strong'));

-- A computer seat's turn is a timer of kind 'think', due at once: the scheduler hands it to a
-- search off the async runtime, having moved `due_at` past the search's end (a lease), so a
-- process that dies mid-search leaves a timer that falls due again. SQLite cannot alter a
-- CHECK, so the table is built again with the new kind allowed.
CREATE TABLE timers_new (
    id            INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind          TEXT    NOT NULL CHECK (kind IN ('remind', 'deadline', 'think')),
    seat          INTEGER NOT NULL CHECK (seat >= 0),
    version       INTEGER NOT NULL CHECK (version >= 0),
    waiting_since INTEGER NOT NULL,
    due_at        INTEGER NOT NULL,
    fired_at      INTEGER
) STRICT;
INSERT INTO timers_new (id, game_id, kind, seat, version, waiting_since, due_at, fired_at)
    SELECT id, game_id, kind, seat, version, waiting_since, due_at, fired_at FROM timers;
DROP TABLE timers;
ALTER TABLE timers_new RENAME TO timers;
CREATE INDEX timers_pending_by_due ON timers (due_at) WHERE fired_at IS NULL;
CREATE UNIQUE INDEX timers_pending_by_seat ON timers (game_id, kind, seat) WHERE fired_at IS NULL;

-- Each player's and each computer level's rating in one server's games of one kind
-- (Weng-Lin, a Bayesian rating for games of several players): `player` is 'user:<id>' or
-- 'computer:<level>'. Updated in the transaction of the action that ends a game.
CREATE TABLE ratings (
    guild_id    INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    player      TEXT    NOT NULL,
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL CHECK (uncertainty > 0),
    games       INTEGER NOT NULL CHECK (games >= 0),
    PRIMARY KEY (guild_id, kind, player)
) STRICT;
