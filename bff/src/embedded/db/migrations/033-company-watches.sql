-- Watched companies (关注) and the alerts read position of each user.
--
-- Alerts fan out on read: a user's 动态提醒 is the rows of company_changes of the companies they
-- watch with an id above the watch's `from_change_id` (the newest change when the watch began).
-- Recording a change therefore writes one row whatever the number of watchers. Change ids become
-- visible in increasing order (the recorder records one change at a time), so an id is a
-- watermark that never skips a change.
CREATE TABLE company_watches (
  user_id integer NOT NULL REFERENCES users (id),
  company_id integer NOT NULL REFERENCES companies (id),
  created_at timestamptz NOT NULL,
  from_change_id bigint NOT NULL,
  PRIMARY KEY (user_id, company_id)
);
-- 我的关注, newest first.
CREATE INDEX company_watches_user_recent_idx ON company_watches (user_id, created_at DESC, company_id DESC);
-- Who watches a company (counts, and removing a company's watches).
CREATE INDEX company_watches_company_idx ON company_watches (company_id);

-- Alerts with an id at or below this are read: "全部已读" and viewing the list move it forward.
ALTER TABLE users ADD COLUMN alerts_read_through bigint NOT NULL DEFAULT 0;
