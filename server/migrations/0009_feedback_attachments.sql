-- A feedback's optional screenshot (issue 14). Its own table, one row per feedback at most,
-- so the list query never drags the bytes along. mime is the type read from the bytes
-- themselves (server/routes/support.ts), never the one the client claimed.
CREATE TABLE feedback_attachments (
  feedback_id integer PRIMARY KEY REFERENCES feedback (id) ON DELETE CASCADE,
  mime text NOT NULL CHECK (mime IN ('image/png', 'image/jpeg', 'image/webp')),
  size integer NOT NULL CHECK (size > 0),
  bytes bytea NOT NULL
);
