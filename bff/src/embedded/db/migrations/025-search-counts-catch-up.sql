-- Migration 023 was edited three times after it landed (the gram counts' name_lengths column, the
-- INCLUDE columns of the name-length index, the capital index's length key), and each database
-- applies a version once: one migrated in between kept the text it ran. This brings any of them
-- to what 023 says today and changes nothing where it already holds.

-- Rows written before name_lengths existed cannot be completed here; without rows a search uses
-- the index lookups throughout (slower, still right), as a database seeded before 023 does.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = 'search_gram_counts'
       AND column_name = 'name_lengths'
  ) THEN
    DELETE FROM search_gram_counts;
    ALTER TABLE search_gram_counts ADD COLUMN name_lengths jsonb NOT NULL;
  END IF;
END
$$;

DO $$
BEGIN
  IF (SELECT pg_get_indexdef(to_regclass('company_search_len_idx')))
     NOT LIKE '%(length(name), company_id) INCLUDE (name, province, reg_capital, status, founded_on)'
  THEN
    DROP INDEX company_search_len_idx;
    CREATE INDEX company_search_len_idx ON company_search ((length(name)), company_id)
      INCLUDE (name, province, reg_capital, status, founded_on);
  END IF;
  IF (SELECT pg_get_indexdef(to_regclass('company_search_capital_idx')))
     NOT LIKE '%(reg_capital, length(name), company_id) INCLUDE (name, province, status, founded_on)'
  THEN
    DROP INDEX company_search_capital_idx;
    CREATE INDEX company_search_capital_idx
      ON company_search (reg_capital, (length(name)), company_id)
      INCLUDE (name, province, status, founded_on);
  END IF;
END
$$;
