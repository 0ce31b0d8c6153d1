-- A write sent with an Idempotency-Key is stored once: its key row is inserted in the same
-- transaction as the business row, so a retry after a lost reply finds the key and gets the
-- stored reply instead of storing the write again. A second request racing the first waits on
-- the primary key until the first commits, then replays. The body's hash tells a retry (same
-- body) from a key reused for another submission (refused). Keys older than a day are deleted
-- when a new one is stored: a retry comes within seconds or minutes.
CREATE TABLE idempotent_writes (
  route text NOT NULL,
  key text NOT NULL,
  -- SHA-256 (hex) of the validated body as JSON.
  body_hash text NOT NULL,
  status integer NOT NULL,
  -- The reply as sent (JSON text), replayed as it is.
  reply text NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (route, key)
);

CREATE INDEX idempotent_writes_created_at ON idempotent_writes (created_at);
