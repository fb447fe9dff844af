-- Reward centre (REWCEN3, docs/rewards.md). How a member takes a promotion up: CLAIM (an
-- instant bonus), APPLY (a request the back office reviews) or NONE (credited without asking).
-- reward: the bonus in the currency's minor units, null where the rules say it in words.
ALTER TABLE promotions
  ADD COLUMN summary text NOT NULL DEFAULT '',
  ADD COLUMN claim_mode text NOT NULL DEFAULT 'NONE' CHECK (claim_mode IN ('CLAIM', 'APPLY', 'NONE')),
  ADD COLUMN reward bigint CHECK (reward IS NULL OR reward > 0);

-- One take-up per member and promotion: the unique key is the "once per member" rule, so two
-- taps racing each other cannot both win.
CREATE TABLE promotion_claims (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  promotion_id integer NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  state text NOT NULL CHECK (state IN ('CLAIMED', 'APPLIED')),
  claimed_at bigint NOT NULL,
  UNIQUE (promotion_id, member_id)
);

-- Promotions seeded before carry no claim rules: emptied here with the banners that name them
-- by id; the next start seeds all three again (the seed only fills what is empty).
DELETE FROM banners;
DELETE FROM promotions;
DELETE FROM promotion_categories;
