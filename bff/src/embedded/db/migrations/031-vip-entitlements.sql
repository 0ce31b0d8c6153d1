-- What each VIP level may keep and do: the one table of limits. The server checks every limited
-- write against it, and the /vip comparison shows its rows, so the page and the check cannot
-- disagree. One row per level of vip_tiers; a limit is a count (companies, rows, searches).
CREATE TABLE vip_entitlements (
  level integer PRIMARY KEY REFERENCES vip_tiers (level),
  -- companies a user may watch (关注) at once
  watched_companies integer NOT NULL CHECK (watched_companies >= 0),
  -- rows one export file may hold, and rows all of a user's exports may hold in one day
  export_rows_per_file integer NOT NULL CHECK (export_rows_per_file >= 0),
  export_rows_per_day integer NOT NULL CHECK (export_rows_per_day >= export_rows_per_file),
  -- searches kept in the user's history (the oldest drop out beyond it)
  search_history_length integer NOT NULL CHECK (search_history_length >= 0)
);

INSERT INTO vip_entitlements
  (level, watched_companies, export_rows_per_file, export_rows_per_day, search_history_length)
VALUES
  (0, 10, 200, 500, 20),
  (1, 200, 5000, 20000, 100),
  (2, 1000, 20000, 100000, 500),
  (3, 5000, 50000, 300000, 1000);
