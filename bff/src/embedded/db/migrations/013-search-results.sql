-- Ranked results of searches with many matches, kept so that a common word (科技 matches a fifth
-- of the register) is ranked and counted once, not on every page view. Rows hold the ids of every
-- match in result order, so every page stays reachable and the count stays exact. The embedded
-- upstream's companies never change after the seed, so an entry never goes stale; anything that
-- changes company or search rows must empty this table.
CREATE TABLE search_results (
  key text PRIMARY KEY,
  ids integer[] NOT NULL,
  total integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_results_created_idx ON search_results (created_at);
