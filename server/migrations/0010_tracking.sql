-- Ad-conversion tracking (issue 17, docs/api.md "Tracking"): the device's tracking session,
-- and one row per event of the tracking-events post, with what travelled beside it.
CREATE TABLE tracking_sessions (
  id text PRIMARY KEY,
  merchant text NOT NULL,
  device_id text NOT NULL,
  first_seen_at bigint NOT NULL,
  UNIQUE (merchant, device_id)
);
CREATE TABLE tracking_events (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer REFERENCES members (id) ON DELETE SET NULL,
  session_id text,
  event text NOT NULL,
  happened_at bigint NOT NULL,
  payload jsonb NOT NULL,
  pixel_track jsonb NOT NULL,
  attribution jsonb NOT NULL,
  heartbeat text NOT NULL,
  received_at bigint NOT NULL
);
