-- What each action did, as the engine's events (JSON), stored with it so a game's recent
-- events are read back with the game instead of replaying its whole log. NULL for actions
-- stored before this column existed.
ALTER TABLE actions ADD COLUMN events TEXT;
