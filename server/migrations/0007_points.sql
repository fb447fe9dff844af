-- Points (module PTSYS3): a balance per member, spent in the point market and earned by
-- missions. Every change is one transaction that moves the balance with the stock, the
-- redemption or the claim, and neither the balance nor a stock can go below zero.
CREATE TABLE point_balances (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  points bigint NOT NULL DEFAULT 0 CHECK (points >= 0)
);

-- code: stable across reseeds (dev controls name an item by it); image: a path or URL.
CREATE TABLE market_items (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  cost bigint NOT NULL CHECK (cost > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  image text NOT NULL,
  UNIQUE (merchant, code)
);

-- What was redeemed, as it was at the time (name and cost), so history survives a price change.
CREATE TABLE point_redemptions (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES market_items (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  item_name text NOT NULL,
  cost bigint NOT NULL CHECK (cost > 0),
  request_id text,
  created_at bigint NOT NULL,
  UNIQUE (member_id, request_id)
);

CREATE TABLE missions (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  code text NOT NULL,
  title text NOT NULL,
  target integer NOT NULL CHECK (target > 0),
  reward bigint NOT NULL CHECK (reward > 0),
  UNIQUE (merchant, code)
);

-- A member's progress on a mission; claimed_at is set once, when the reward is paid.
CREATE TABLE mission_progress (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  mission_id integer NOT NULL REFERENCES missions (id) ON DELETE CASCADE,
  progress integer NOT NULL DEFAULT 0 CHECK (progress >= 0),
  claimed_at bigint,
  PRIMARY KEY (member_id, mission_id)
);
