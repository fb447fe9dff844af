-- Money (docs/money.md). Every amount is an integer in the currency's minor units (cents):
-- never a float, on the wire or here.

-- How members can pay in; the kinds a merchant offers follow its currency (Pix for BRL).
CREATE TABLE deposit_channels (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  position integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('BANK', 'EWALLET', 'CRYPTO', 'PIX')),
  name text NOT NULL,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  enabled boolean NOT NULL DEFAULT true,
  UNIQUE (merchant, position)
);

CREATE TABLE withdraw_limits (
  merchant text PRIMARY KEY,
  min_amount bigint NOT NULL CHECK (min_amount > 0),
  max_amount bigint NOT NULL CHECK (max_amount >= min_amount),
  daily_limit bigint NOT NULL CHECK (daily_limit >= max_amount)
);

-- The member's balance: arrived deposits less pending and paid withdrawals, kept in step
-- with the orders inside the transaction that changes either, and never below zero.
CREATE TABLE balances (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0)
);

-- request_id: the client's key for one submit; a retry with the same key finds this order.
CREATE TABLE deposit_orders (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  channel_id integer NOT NULL REFERENCES deposit_channels (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('PENDING', 'ARRIVED', 'REJECTED', 'CANCELLED')),
  request_id text,
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (member_id, request_id)
);

-- Where a member's withdrawals go. number: the bank account, the Pix key or the wallet address.
CREATE TABLE payout_accounts (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('BANK', 'PIX', 'EWALLET', 'VIRTUAL')),
  holder_name text NOT NULL,
  bank_code text,
  number text NOT NULL,
  key_type text CHECK (key_type IN ('CPF', 'PHONE', 'EMAIL', 'RANDOM')),
  created_at bigint NOT NULL,
  UNIQUE (member_id, kind, number)
);

CREATE TABLE withdraw_orders (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES payout_accounts (id) ON DELETE CASCADE,
  reference text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  state text NOT NULL CHECK (state IN ('PENDING', 'PAID', 'REJECTED')),
  request_id text,
  created_at bigint NOT NULL,
  settled_at bigint,
  UNIQUE (member_id, request_id)
);

-- The counts are now the ledger's own (settled orders), no longer a seeded number. A VIP
-- label's type decides whether its benefits show (AUTO) or not (spec section 4).
ALTER TABLE members
  DROP COLUMN deposit_count,
  DROP COLUMN withdraw_count,
  ADD COLUMN club_label_type text NOT NULL DEFAULT 'AUTO';
