-- The embedded upstream's schema. Plain PostgreSQL (no extensions), so the same file runs on
-- PGlite and on a PostgreSQL 15+ server.
--
-- Search: every searchable table has `grams text[]`, the distinct character unigrams and bigrams
-- of its searchable text (computed by the seed/insert code, see upstream/search/grams.ts). A GIN
-- index on it finds candidates for substrings of any length, including the one- and two-character
-- words that pg_trgm cannot index; a LIKE on the text rechecks them. The grams are compared
-- byte-wise (COLLATE "C"): only equality matters, and it builds the index about a third faster.
--
-- Uniqueness on the register tables is declared with CREATE UNIQUE INDEX rather than UNIQUE
-- constraints: the seed drops secondary indexes and foreign keys during its bulk load and
-- rebuilds them from these definitions (db/deferred-indexes.ts), which is several times faster.

CREATE TABLE meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- companies and their records

CREATE TABLE companies (
  id integer PRIMARY KEY,
  eid text NOT NULL,
  name text NOT NULL,
  trade_name text NOT NULL,
  legal_person text NOT NULL,
  credit_code text NOT NULL,
  org_code text NOT NULL,
  tax_id text NOT NULL,
  reg_no text NOT NULL,
  company_type text NOT NULL,
  reg_capital double precision NOT NULL,
  paid_capital double precision,
  currency text NOT NULL,
  founded_on date NOT NULL,
  approved_on date NOT NULL,
  term_end date,
  status text NOT NULL CHECK (status IN ('在业', '存续', '迁出', '注销', '吊销')),
  province text NOT NULL,
  city text NOT NULL,
  district text NOT NULL,
  region_code text NOT NULL,
  address text NOT NULL,
  industry text NOT NULL,
  business_scope text NOT NULL,
  products text[] NOT NULL,
  reg_authority text NOT NULL,
  tax_authority text NOT NULL,
  taxpayer_type text NOT NULL,
  bank text NOT NULL,
  bank_account text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  website text NOT NULL,
  employees integer NOT NULL,
  shareholders jsonb NOT NULL,
  members jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX companies_eid_key ON companies (eid);
CREATE UNIQUE INDEX companies_credit_code_key ON companies (credit_code);
CREATE INDEX companies_tax_id_idx ON companies (tax_id);

-- What the company search reads, kept apart from the wide company rows: a common word matches a
-- fifth of the register, and rechecking and ranking that many narrow rows is several times
-- cheaper than reading the full ones. Texts are lower-cased; persons and products are
-- space-separated with a space at each end, so ' 张伟 ' matches a whole name.
CREATE TABLE company_search (
  company_id integer PRIMARY KEY REFERENCES companies (id),
  name text NOT NULL,
  persons text NOT NULL,
  products text NOT NULL,
  province text NOT NULL,
  reg_capital double precision NOT NULL,
  grams text[] COLLATE "C" NOT NULL
);
CREATE INDEX company_search_grams_idx ON company_search USING gin (grams);

CREATE TABLE annual_reports (
  company_id integer NOT NULL REFERENCES companies (id),
  year integer NOT NULL,
  published_on date NOT NULL,
  status text NOT NULL,
  address text NOT NULL,
  phone text NOT NULL,
  email text NOT NULL,
  employees integer NOT NULL,
  -- amounts in 万元
  total_assets double precision NOT NULL,
  revenue double precision NOT NULL,
  net_profit double precision NOT NULL,
  tax_paid double precision NOT NULL,
  PRIMARY KEY (company_id, year)
);

CREATE TABLE trademarks (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  reg_no text NOT NULL,
  name text NOT NULL,
  class_no integer NOT NULL,
  class_name text NOT NULL,
  status text NOT NULL,
  applied_on date NOT NULL,
  registered_on date,
  expires_on date,
  agency text NOT NULL,
  goods text[] NOT NULL,
  image text NOT NULL,
  grams text[] COLLATE "C" NOT NULL
);
CREATE INDEX trademarks_company_idx ON trademarks (company_id);
CREATE UNIQUE INDEX trademarks_reg_no_key ON trademarks (reg_no);
CREATE INDEX trademarks_grams_idx ON trademarks USING gin (grams);

CREATE TABLE patents (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  app_no text NOT NULL,
  pub_no text NOT NULL,
  title text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('发明专利', '实用新型', '外观设计')),
  status text NOT NULL,
  applied_on date NOT NULL,
  published_on date NOT NULL,
  inventors text[] NOT NULL,
  ipc text NOT NULL,
  abstract text NOT NULL,
  agency text NOT NULL,
  grams text[] COLLATE "C" NOT NULL
);
CREATE INDEX patents_company_idx ON patents (company_id);
CREATE UNIQUE INDEX patents_app_no_key ON patents (app_no);
CREATE INDEX patents_grams_idx ON patents USING gin (grams);

CREATE TABLE software_copyrights (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  reg_no text NOT NULL,
  full_name text NOT NULL,
  short_name text NOT NULL,
  version text NOT NULL,
  category text NOT NULL,
  finished_on date NOT NULL,
  published_on date NOT NULL,
  registered_on date NOT NULL,
  grams text[] COLLATE "C" NOT NULL
);
CREATE INDEX software_copyrights_company_idx ON software_copyrights (company_id);
CREATE UNIQUE INDEX software_copyrights_reg_no_key ON software_copyrights (reg_no);
CREATE INDEX software_copyrights_grams_idx ON software_copyrights USING gin (grams);

CREATE TABLE works_copyrights (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  reg_no text NOT NULL,
  name text NOT NULL,
  category text NOT NULL CHECK (category IN ('文字', '美术', '摄影', '音乐', '影视', '图形', '建筑', '其他')),
  author text NOT NULL,
  finished_on date NOT NULL,
  published_on date NOT NULL,
  registered_on date NOT NULL,
  grams text[] COLLATE "C" NOT NULL
);
CREATE INDEX works_copyrights_company_idx ON works_copyrights (company_id);
CREATE UNIQUE INDEX works_copyrights_reg_no_key ON works_copyrights (reg_no);
CREATE INDEX works_copyrights_grams_idx ON works_copyrights USING gin (grams);

CREATE TABLE brands (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  name text NOT NULL,
  industry text NOT NULL,
  intro text NOT NULL,
  founded_year integer NOT NULL,
  logo text NOT NULL,
  grams text[] COLLATE "C" NOT NULL
);
CREATE INDEX brands_company_idx ON brands (company_id);
CREATE INDEX brands_grams_idx ON brands USING gin (grams);

CREATE TABLE enterprise_logos (
  id integer PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies (id),
  logo text NOT NULL,
  color text NOT NULL
);
CREATE UNIQUE INDEX enterprise_logos_company_key ON enterprise_logos (company_id);

-- ---------------------------------------------------------------- site content

CREATE TABLE nav_categories (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES nav_categories (id),
  sort integer NOT NULL,
  category_name text NOT NULL,
  url text NOT NULL,
  icon text NOT NULL,
  img jsonb NOT NULL,
  show text NOT NULL CHECK (show IN ('h', 'n', '')),
  "desc" text NOT NULL
);
CREATE INDEX nav_categories_parent_idx ON nav_categories (parent_id, sort);

CREATE TABLE footer_groups (
  id integer PRIMARY KEY,
  sort integer NOT NULL,
  category_name text NOT NULL
);

CREATE TABLE footer_links (
  id integer PRIMARY KEY,
  group_id integer NOT NULL REFERENCES footer_groups (id),
  sort integer NOT NULL,
  category_name text NOT NULL,
  url text NOT NULL
);

CREATE TABLE knowledge_nodes (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES knowledge_nodes (id),
  sort integer NOT NULL,
  name text NOT NULL,
  url text NOT NULL,
  description text NOT NULL
);
CREATE INDEX knowledge_nodes_parent_idx ON knowledge_nodes (parent_id, sort);

CREATE TABLE knowledge_articles (
  id integer PRIMARY KEY,
  node_id integer NOT NULL REFERENCES knowledge_nodes (id),
  sort integer NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  content text NOT NULL,
  author text NOT NULL,
  views integer NOT NULL,
  updated_on date NOT NULL
);
CREATE INDEX knowledge_articles_node_idx ON knowledge_articles (node_id, sort);

-- ---------------------------------------------------------------- people and accounts

CREATE TABLE consultants (
  id integer PRIMARY KEY,
  username text NOT NULL,
  position text NOT NULL,
  buphoto text NOT NULL,
  qyh_qywx text NOT NULL,
  areas_of_expertise text[] NOT NULL,
  im_accid text NOT NULL UNIQUE,
  phone text NOT NULL,
  intro text NOT NULL,
  sort integer NOT NULL
);

-- Chat accounts: the consultants', the support agent's, logged-in users' and anonymous visitors'.
CREATE TABLE im_accounts (
  accid text PRIMARY KEY,
  token text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('consultant', 'support', 'user', 'visitor')),
  nick text NOT NULL,
  icon text NOT NULL,
  im_openid text,
  js_code text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  openid text NOT NULL UNIQUE,
  unionid text NOT NULL,
  account text NOT NULL UNIQUE,
  nickname text NOT NULL,
  name text NOT NULL,
  avatar text NOT NULL,
  phone text,
  im_accid text NOT NULL REFERENCES im_accounts (accid),
  consultant_id integer REFERENCES consultants (id),
  vip_level integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  last_login_at timestamptz NOT NULL
);

CREATE TABLE user_tokens (
  token text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  refresh_until timestamptz NOT NULL,
  -- set when issue_token replaced this token, so a stolen old token cannot be refreshed twice
  replaced_at timestamptz
);
CREATE INDEX user_tokens_user_idx ON user_tokens (user_id);

CREATE TABLE wechat_login_codes (
  code text PRIMARY KEY,
  account text NOT NULL,
  state text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- ---------------------------------------------------------------- visitors' requests

CREATE TABLE demands (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  need text NOT NULL,
  phone text NOT NULL,
  ip text,
  user_id integer REFERENCES users (id),
  created_at timestamptz NOT NULL
);

CREATE TABLE sms_codes (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  phone text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- wrong guesses; the code is void after a few, so six digits cannot be brute-forced
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, created_at DESC);

-- Free phone consultations: one row per call; its status is computed from started_at.
CREATE TABLE phone_calls (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL UNIQUE,
  phone text NOT NULL,
  service_id integer NOT NULL,
  consultant_id integer REFERENCES consultants (id),
  started_at timestamptz NOT NULL
);

-- Chat history for the embedded IM hub (the hub itself is a later piece of work).
CREATE TABLE im_messages (
  id bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  session_id text NOT NULL,
  from_accid text NOT NULL,
  to_accid text NOT NULL,
  type text NOT NULL CHECK (type IN ('text', 'image', 'file', 'audio', 'video', 'custom')),
  body jsonb NOT NULL,
  time timestamptz NOT NULL,
  read boolean NOT NULL DEFAULT false
);
CREATE INDEX im_messages_session_idx ON im_messages (session_id, time DESC);
CREATE INDEX im_messages_to_unread_idx ON im_messages (to_accid) WHERE NOT read;
