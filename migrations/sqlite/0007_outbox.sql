-- The outbox: what an accepted change must still say on Discord, written in the change's own
-- transaction and deleted once sent. A worker sends it, retrying through Discord's bad days, so
-- a crash or an outage delays a message but never loses it.
--
-- `what` is JSON naming what to send (the board as it stands, what followed a move, the hands
-- and ping of a game that started, a reminder, a hand for a seat's new owner); the worker
-- renders it from the game's record when it sends it. A row may stand for several messages:
-- `parts_done` counts those sent, so a retry resumes after them (and creates carry a nonce
-- that Discord uses to refuse a duplicate).
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('board', 'moved', 'started', 'reminder', 'hand')),
    what        TEXT    NOT NULL,
    -- The game's version when the row was written (for a board: the newest version to show).
    version     INTEGER NOT NULL CHECK (version >= 0),
    parts_done  INTEGER NOT NULL DEFAULT 0 CHECK (parts_done >= 0),
    attempts    INTEGER NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    due_at      INTEGER NOT NULL,
    created_at  INTEGER NOT NULL
) STRICT;
CREATE INDEX outbox_by_due ON outbox (due_at, id);
-- One pending board edit per game: a newer move raises its version rather than queueing
-- another edit, so the board is painted once with the newest state and never goes back.
CREATE UNIQUE INDEX outbox_one_board ON outbox (game_id) WHERE kind = 'board';
