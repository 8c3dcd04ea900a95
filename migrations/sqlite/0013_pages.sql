-- Each game's page on the web, and each server's: the secret in their links.

-- A game's page token: 128 random bits as 32 hex digits, drawn when the game is opened (by the
-- bot, from the operating system's generator) and never derived from its id. Games opened
-- before pages existed get one here, from SQLite's own generator.
ALTER TABLE games ADD COLUMN page_token TEXT NOT NULL DEFAULT '';
UPDATE games SET page_token = lower(hex(randomblob(16)));

-- A server's page of finished games and ratings: its token, drawn the first time /stats links
-- to it.
CREATE TABLE server_pages (
    guild_id   INTEGER PRIMARY KEY,
    token      TEXT    NOT NULL,
    created_at INTEGER NOT NULL
) STRICT;
