-- Games that outlive their players' attention: votes (to hand an absent seat to the program, to
-- abandon a game), rematches, and each finished game's standings for `/stats`.

-- A vote in progress. `motion` is 'abandon' or 'absent:<seat>' (hand that seat to the program);
-- `voter` is the voting seat: state is kept by seat, never by Discord user. A carried motion's
-- votes are deleted in the same transaction that carries it.
CREATE TABLE votes (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    motion     TEXT    NOT NULL,
    voter      INTEGER NOT NULL CHECK (voter >= 0),
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game_id, motion, voter)
) STRICT;

-- A rematch is a new game opened from a finished one; its players are the old game's. At most
-- one rematch per game.
ALTER TABLE games ADD COLUMN rematch_of INTEGER REFERENCES games (id);
CREATE UNIQUE INDEX games_by_rematch_of ON games (rematch_of) WHERE rematch_of IS NOT NULL;

-- Each seat's standing in a finished game, written in the transaction of the action that ended
-- it. `user_id` is the seat's owner at the end (NULL: the program), so a replaced player's
-- game counts for whoever finished it.
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL CHECK (seat >= 0),
    user_id INTEGER,
    rank    INTEGER NOT NULL CHECK (rank >= 1),      -- 1 for the winner(s); ties share a rank
    score   INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) STRICT;

CREATE INDEX results_by_user ON results (user_id);
-- `/stats` reads a server's finished games.
CREATE INDEX games_by_guild_status ON games (guild_id, status);
