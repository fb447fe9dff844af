-- Runtime switches of a merchant that the platform's operators flip (dev controls here).
CREATE TABLE merchant_state (
  merchant text PRIMARY KEY,
  maintenance boolean NOT NULL DEFAULT false,
  maintenance_end bigint,
  description text,
  region_restriction boolean NOT NULL DEFAULT false
);

CREATE TABLE members (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  username text NOT NULL,
  password_hash text NOT NULL,
  type integer NOT NULL DEFAULT 0,
  nickname text NOT NULL DEFAULT '',
  mobile text NOT NULL DEFAULT '',
  reg_date bigint NOT NULL,
  language text NOT NULL,
  club_label_name text,
  club_label_id integer,
  club_rank_level integer,
  password_expired boolean NOT NULL DEFAULT false,
  update_password boolean NOT NULL DEFAULT false,
  first_time_login boolean NOT NULL DEFAULT false,
  UNIQUE (merchant, username)
);

CREATE TABLE sessions (
  token text PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  created_at bigint NOT NULL
);

-- Short texts and banners of MCSFE_getListAnnouncements; category is the list they go in.
CREATE TABLE announcements (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  category text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL
);

CREATE TABLE banners (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  group_name text NOT NULL,
  linkage_type text NOT NULL,
  linkage text NOT NULL,
  UNIQUE (merchant, position)
);

CREATE TABLE game_lanes (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  game_classify text NOT NULL,
  game_count integer NOT NULL
);

CREATE TABLE game_vendors (
  id serial PRIMARY KEY,
  lane_id integer NOT NULL REFERENCES game_lanes (id) ON DELETE CASCADE,
  position integer NOT NULL,
  account_type_name text NOT NULL,
  display_name text NOT NULL
);
