-- What two-factor checks, registration and the member calls of spec §7 read and write.
ALTER TABLE members
  ADD COLUMN email text NOT NULL DEFAULT '',
  ADD COLUMN payee_name text NOT NULL DEFAULT '',
  ADD COLUMN country_dialing_code text NOT NULL DEFAULT '',
  ADD COLUMN register_method text,
  ADD COLUMN register_url text,
  ADD COLUMN register_domain text,
  ADD COLUMN referral_code text,
  ADD COLUMN affiliate_code text,
  ADD COLUMN pixel_track jsonb,
  ADD COLUMN login_device_id text,
  -- Set by a dev control: every login of the member must pass one of these (E, P, G, S).
  ADD COLUMN two_factor_methods text[] NOT NULL DEFAULT '{}',
  ADD COLUMN token_ip_different boolean NOT NULL DEFAULT false,
  ADD COLUMN unread_count integer NOT NULL DEFAULT 0,
  ADD COLUMN deposit_count integer NOT NULL DEFAULT 0,
  ADD COLUMN withdraw_count integer NOT NULL DEFAULT 0,
  ADD COLUMN rank_completed integer NOT NULL DEFAULT 0,
  ADD COLUMN rank_total integer NOT NULL DEFAULT 0;

-- Members seeded before this migration get the contact details two-factor checks need.
UPDATE members SET email = lower(username) || '@example.com', payee_name = nickname WHERE email = '';

-- A login that answered login_verify_required, waiting for POST /wps/session/login/verification.
CREATE TABLE login_challenges (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  methods text[] NOT NULL,
  expires_at bigint NOT NULL
);

CREATE TABLE sms_codes (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  country_dialing_code text NOT NULL,
  mobile text NOT NULL,
  code text NOT NULL,
  sent_at bigint NOT NULL,
  expires_at bigint NOT NULL,
  used_at bigint
);

-- Social (Firebase) accounts bound to members: subject is a token's sub, phone_number or email.
CREATE TABLE social_bindings (
  merchant text NOT NULL,
  subject text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  PRIMARY KEY (merchant, subject)
);

CREATE TABLE fcm_events (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer REFERENCES members (id) ON DELETE SET NULL,
  action text NOT NULL,
  registration_token text NOT NULL,
  topic text,
  unsubscribe_all boolean,
  created_at bigint NOT NULL
);

CREATE TABLE game_launches (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  game_code text NOT NULL,
  launched_at bigint NOT NULL
);

CREATE TABLE games (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  game_code text NOT NULL,
  game_name text NOT NULL,
  vendor text NOT NULL,
  game_type text NOT NULL,
  UNIQUE (merchant, game_code)
);

-- Announcement popups; execution: A logged-in members, B visitors, F first-time logins.
CREATE TABLE popups (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  promotion_type text NOT NULL,
  execution text NOT NULL
);

CREATE TABLE promotion_categories (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  name text NOT NULL
);

CREATE TABLE promotions (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  category_id integer NOT NULL REFERENCES promotion_categories (id) ON DELETE CASCADE,
  start_date bigint NOT NULL,
  end_date bigint,
  no_expiry boolean NOT NULL,
  content text NOT NULL,
  image_count integer NOT NULL
);

-- MCSFE_getMerchantAvailablePromotions: kind is APP_DOWNLOAD or REFERRAL.
CREATE TABLE merchant_promotions (
  merchant text NOT NULL,
  kind text NOT NULL,
  enabled boolean NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (merchant, kind)
);

CREATE TABLE download_links (
  merchant text NOT NULL,
  position integer NOT NULL,
  resource_type text NOT NULL,
  url text NOT NULL,
  PRIMARY KEY (merchant, position)
);

-- The merchant's home country is position 1.
CREATE TABLE countries (
  merchant text NOT NULL,
  position integer NOT NULL,
  country_code text NOT NULL,
  dialing_code text NOT NULL,
  PRIMARY KEY (merchant, country_code)
);

CREATE TABLE domains (
  merchant text NOT NULL,
  position integer NOT NULL,
  domain_name text NOT NULL,
  PRIMARY KEY (merchant, domain_name)
);
