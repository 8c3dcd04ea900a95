-- Each game's page on the web, and each server's: the secret in their links.

-- A game's page token: 128 random bits as 32 hex digits, drawn when the game is opened (by the
-- bot, from the operating system's generator) and never derived from its id. Games opened
-- before pages existed get one here: two random UUIDs, 244 random bits.
ALTER TABLE games ADD COLUMN page_token TEXT;
UPDATE games SET page_token = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
ALTER TABLE games ALTER COLUMN page_token SET NOT NULL;

-- A server's page of finished games and ratings: its token, drawn the first time /stats links
-- to it.
CREATE TABLE server_pages (
    guild_id   BIGINT PRIMARY KEY,
    token      TEXT   NOT NULL,
    created_at BIGINT NOT NULL
);
