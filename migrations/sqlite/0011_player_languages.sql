-- The language each player's Discord is set to, as last seen on one of their interactions (a
-- language tag such as `de`): what is written to them alone (a DM, a reminder sent by a timer
-- days later) is in it. NULL until seen.
ALTER TABLE player_names ADD COLUMN lang TEXT;
