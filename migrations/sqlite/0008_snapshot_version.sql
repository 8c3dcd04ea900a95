-- The state snapshot is no longer rewritten by every move. `state_version` is the version the
-- snapshot in `state` stands at; loading a game replays the actions after it (at most a few
-- dozen: see `SNAPSHOT_EVERY` in the table service). Every game stored before this column
-- existed had its snapshot at its version.
ALTER TABLE games ADD COLUMN state_version INTEGER NOT NULL DEFAULT 0 CHECK (state_version >= 0);
UPDATE games SET state_version = version;
