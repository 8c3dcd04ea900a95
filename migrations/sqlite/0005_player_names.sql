-- The name each player goes by on Discord, as last seen on one of their interactions: drawn on
-- the pictures, where a mention cannot be. A display cache, not game state: games keep owners
-- by user id, and a player the bot has never seen is drawn by seat.
CREATE TABLE player_names (
    user_id    INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
    updated_at INTEGER NOT NULL                         -- ms since the Unix epoch
) STRICT;
