-- Taking an action back appends a row of its own to the log: `undoes` names the `seq` of the
-- action it takes back, and `action` repeats that action. The log is never rewritten; the
-- actions that stand are the rows that take nothing back and that nothing took back.
ALTER TABLE actions ADD COLUMN undoes INTEGER CHECK (undoes IS NULL OR undoes >= 1);

-- The seat that may take back the game's last action now (a player's own action that showed
-- nothing hidden and that nobody has answered), as the rules judged it when it was stored.
ALTER TABLE games ADD COLUMN take_back_seat INTEGER CHECK (take_back_seat IS NULL OR take_back_seat >= 0);
