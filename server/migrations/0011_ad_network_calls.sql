-- What the ad-network stand-ins heard (issue 17, server/dev/ad-network-controls.ts): each
-- call a page made on a network's queue object, or a conversion postback's query, as JSON.
-- merchant is null when a postback came from a host that names no merchant.
CREATE TABLE ad_network_calls (
  id serial PRIMARY KEY,
  merchant text,
  network text NOT NULL,
  call jsonb NOT NULL,
  created_at bigint NOT NULL
);
