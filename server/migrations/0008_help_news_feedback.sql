-- Help, news and feedback (issue 14). content columns hold the operator's HTML as typed:
-- the client sanitises it before painting (engine/security/sanitize-html.ts), never the server.
CREATE TABLE help_topics (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  category text NOT NULL,
  position integer NOT NULL,
  title text NOT NULL,
  content text NOT NULL
);

CREATE TABLE news (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  published_at bigint NOT NULL
);

-- What members wrote and the back office's answer. request_id: the client's key for one
-- submit, so a retry after a lost answer finds this row instead of filing it twice.
CREATE TABLE feedback (
  id serial PRIMARY KEY,
  merchant text NOT NULL,
  member_id integer NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  category text NOT NULL,
  message text NOT NULL,
  contact text,
  state text NOT NULL DEFAULT 'OPEN' CHECK (state IN ('OPEN', 'REPLIED', 'CLOSED')),
  reply text,
  request_id text,
  created_at bigint NOT NULL,
  replied_at bigint,
  UNIQUE (member_id, request_id)
);
