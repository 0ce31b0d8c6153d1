-- Alert counts without counting alerts.
--
-- Alerts stay fanned out on read (033): a user's alerts are the changes of the companies they
-- watch after each watch began. Counting them change by change read one index range per
-- watched company and every alert in it (1,000 watches with 10,000 alerts: 10,000 entries per
-- page load). Here each company keeps its number of changes, and each watch the number its
-- company had at two points, so a user's totals are one sum over their watches:
--
--   total  = Σ (company_change_counts.changes − company_watches.changes_at_start)
--   unread = Σ (company_change_counts.changes − company_watches.changes_read)
--
-- Recording a change still writes one change row (and adds one to its company's count),
-- however many users watch the company.

-- The number of rows of company_changes of each company that has any, and the newest one's id
-- (a user's newest alerts are among the companies whose newest change is newest). No foreign key to
-- companies: the seed empties the register with one TRUNCATE of its tables, which a table
-- referencing companies from outside that list would refuse; the TRUNCATE trigger below empties
-- this one instead.
CREATE TABLE company_change_counts (
  company_id integer PRIMARY KEY,
  changes bigint NOT NULL,
  last_change_id bigint NOT NULL
);

INSERT INTO company_change_counts (company_id, changes, last_change_id)
SELECT company_id, count(*), max(id) FROM company_changes GROUP BY company_id;

-- Kept by the database on every write of company_changes (the recorder's one insert, the seed's
-- batches, a bench's set-up and clean-up), so no writer can leave a count behind. Statement
-- triggers with transition tables: a batch of 5,000 seeded changes is one grouped upsert.
CREATE FUNCTION company_change_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO company_change_counts (company_id, changes, last_change_id)
  SELECT company_id, count(*), max(id) FROM added_changes GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE
    SET changes = company_change_counts.changes + EXCLUDED.changes,
        last_change_id = GREATEST(company_change_counts.last_change_id, EXCLUDED.last_change_id);
  RETURN NULL;
END
$$;

CREATE FUNCTION company_change_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE company_change_counts n
     SET changes = n.changes - r.changes,
         last_change_id = (SELECT coalesce(max(c.id), 0) FROM company_changes c
                            WHERE c.company_id = n.company_id)
    FROM (SELECT company_id, count(*) AS changes FROM removed_changes GROUP BY company_id) r
   WHERE n.company_id = r.company_id;
  RETURN NULL;
END
$$;

CREATE FUNCTION company_change_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM company_change_counts;
  RETURN NULL;
END
$$;

CREATE TRIGGER company_changes_count_added AFTER INSERT ON company_changes
  REFERENCING NEW TABLE AS added_changes
  FOR EACH STATEMENT EXECUTE FUNCTION company_change_counts_add();
CREATE TRIGGER company_changes_count_removed AFTER DELETE ON company_changes
  REFERENCING OLD TABLE AS removed_changes
  FOR EACH STATEMENT EXECUTE FUNCTION company_change_counts_remove();
CREATE TRIGGER company_changes_count_cleared AFTER TRUNCATE ON company_changes
  FOR EACH STATEMENT EXECUTE FUNCTION company_change_counts_clear();

-- Per watch: `changes_at_start`, its company's changes with an id at or below from_change_id
-- (those before the watch, which are no alerts); `changes_read`, those at or below
-- GREATEST(from_change_id, users.alerts_read_through) (no alerts, or read ones). Moving the read
-- mark updates changes_read of the user's watches (repositories/alerts.ts markRead).
ALTER TABLE company_watches
  ADD COLUMN changes_at_start bigint NOT NULL DEFAULT 0,
  ADD COLUMN changes_read bigint NOT NULL DEFAULT 0;

UPDATE company_watches w
   SET changes_at_start = (SELECT count(*) FROM company_changes c
                            WHERE c.company_id = w.company_id AND c.id <= w.from_change_id),
       changes_read = (SELECT count(*) FROM company_changes c, users u
                        WHERE u.id = w.user_id AND c.company_id = w.company_id
                          AND c.id <= GREATEST(w.from_change_id, u.alerts_read_through));

-- Both counts follow from from_change_id and the user's mark, so a new watch gets them from the
-- database whoever inserts it (the watch call, a test's or a bench's set-up). The watch call
-- holds the user's row while it inserts, so the mark read here is the one markRead moves next.
CREATE FUNCTION company_watches_start_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT count(*) INTO NEW.changes_at_start FROM company_changes c
   WHERE c.company_id = NEW.company_id AND c.id <= NEW.from_change_id;
  SELECT count(*) INTO NEW.changes_read FROM company_changes c, users u
   WHERE u.id = NEW.user_id AND c.company_id = NEW.company_id
     AND c.id <= GREATEST(NEW.from_change_id, u.alerts_read_through);
  RETURN NEW;
END
$$;

CREATE TRIGGER company_watches_counted BEFORE INSERT ON company_watches
  FOR EACH ROW EXECUTE FUNCTION company_watches_start_counts();
