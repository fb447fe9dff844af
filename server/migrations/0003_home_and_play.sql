-- Home and play: banners that open promotions, pages or games; the lobby's order and
-- trial switch per game; every launch field and every trial, so tests can see what was sent.
ALTER TABLE banners
  ADD COLUMN room_id text,
  ADD COLUMN node_id text,
  ADD COLUMN game_type text,
  ADD COLUMN vendor text;

ALTER TABLE games
  ADD COLUMN category text NOT NULL DEFAULT '',
  ADD COLUMN ordinal integer NOT NULL DEFAULT 0,
  ADD COLUMN hot boolean NOT NULL DEFAULT false,
  ADD COLUMN trial boolean NOT NULL DEFAULT false,
  ADD COLUMN node_id text NOT NULL DEFAULT '',
  ADD COLUMN room_id text;

-- fields: the launch query as the client sent it (only the launch fields), strings as sent.
ALTER TABLE game_launches
  ADD COLUMN fields jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN game_url text;

CREATE TABLE game_trials (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  game_id text NOT NULL,
  node_id text,
  platform text,
  url text NOT NULL,
  launched_at bigint NOT NULL
);

-- Seeded home content from before lacks the new fields: emptied here, the next start seeds
-- it again (the seed only fills what is empty). Vendors go with their lanes.
DELETE FROM banners;
DELETE FROM games;
DELETE FROM game_lanes;
