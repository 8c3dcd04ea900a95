-- Who made each action: the person playing the seat, or NULL when the program or a missed
-- deadline moved it (and for take-back rows). `/stats` credits each player with the moves they
-- made themselves, even in a seat that has changed hands since. Rows from before this column
-- are credited to the seat's owner now, the best the log knows of them.
ALTER TABLE actions ADD COLUMN user_id BIGINT;
UPDATE actions SET user_id = (
    SELECT s.user_id FROM seats s WHERE s.game_id = actions.game_id AND s.seat = actions.seat
) WHERE undoes IS NULL;
