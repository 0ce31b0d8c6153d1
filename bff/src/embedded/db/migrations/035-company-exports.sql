-- Exports of company search results to Excel (导出记录).
--
-- A row is written before the file is, holding its place against the daily limit while the
-- file streams (`completed_at` NULL); it is deleted if the file fails, and completed with the
-- file's size when the last byte is stored. The file itself is kept in the database, in chunks,
-- so any instance on the same database can serve a download again, and deleting an account's
-- exports deletes its files with them (ON DELETE CASCADE).
CREATE TABLE company_exports (
  id bigserial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- The list's search: keyword, filters and sort, as the companySearch query names them.
  query jsonb NOT NULL,
  file_name text NOT NULL,
  rows integer NOT NULL,
  created_at timestamptz NOT NULL,
  completed_at timestamptz,
  bytes integer
);
-- 导出记录 newest first, and the rows exported since the start of a day.
CREATE INDEX company_exports_user_recent_idx ON company_exports (user_id, created_at DESC, id DESC);

-- The bytes of an export's workbook in order; removed when the file expires.
CREATE TABLE company_export_chunks (
  export_id bigint NOT NULL REFERENCES company_exports (id) ON DELETE CASCADE,
  seq integer NOT NULL,
  data bytea NOT NULL,
  PRIMARY KEY (export_id, seq)
);
