-- Invite friends and agent registration (spec sections 2 and 4).

-- What a merchant pays a member for each friend who registers with their code, in minor units.
CREATE TABLE referral_programs (
  merchant text PRIMARY KEY,
  reward_per_invite bigint NOT NULL CHECK (reward_per_invite >= 0)
);

-- One code per member, unique within the merchant: the r=<code> of the member's invite link.
CREATE TABLE referral_codes (
  member_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  code text NOT NULL,
  UNIQUE (merchant, code)
);

-- A member who registered with another's code; one referrer per member, the reward as paid then.
CREATE TABLE referral_invites (
  invitee_id integer PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  referrer_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  merchant text NOT NULL,
  reward bigint NOT NULL CHECK (reward >= 0),
  created_at bigint NOT NULL
);
CREATE INDEX referral_invites_referrer ON referral_invites (referrer_id);

-- The member's own available promotions (spec section 3, "personal data"); a kind without a
-- row follows the merchant's merchant_promotions row.
CREATE TABLE member_promotions (
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  kind text NOT NULL,
  enabled boolean NOT NULL,
  PRIMARY KEY (member_id, kind)
);

-- An agent's application (member types 1 and 2); one per member, a rejected one may be sent again.
CREATE TABLE agent_applications (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL UNIQUE REFERENCES members (id) ON DELETE CASCADE,
  contact_name text NOT NULL,
  contact text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('SOCIAL', 'WEBSITE', 'COMMUNITY', 'OFFLINE', 'OTHER')),
  audience text NOT NULL,
  description text NOT NULL,
  state text NOT NULL CHECK (state IN ('PENDING', 'APPROVED', 'REJECTED')),
  created_at bigint NOT NULL,
  reviewed_at bigint
);
