-- A pasted code and an empty filtered search, answered from indexes and counts.
--
-- A keyword shaped like a unified social credit code or a tax number finds the companies whose
-- code is it (or begins with it, for part of one). These indexes answer both, equality and a
-- LIKE 'prefix%', whatever the database's collation; before them the code was matched inside the
-- text match, which read the whole search table.
CREATE INDEX companies_credit_code_prefix_idx ON companies (credit_code text_pattern_ops);
CREATE INDEX companies_tax_id_prefix_idx ON companies (tax_id text_pattern_ops);

-- Per gram, how many companies holding it are in each province ({"广东省": 812, …}; a province
-- holding none is left out). A keyword filtered to a province where some gram of it is in no
-- company has no result, known before any row is read. NULL: not counted (the search then reads
-- as before). The seed writes it; this fills it for a database seeded before, once.
ALTER TABLE search_gram_counts ADD COLUMN provinces jsonb;

UPDATE search_gram_counts g
   SET provinces = p.provinces
  FROM (SELECT gram, jsonb_object_agg(province, n) AS provinces
          FROM (SELECT gram, s.province, count(*)::int AS n
                  FROM company_search s, unnest(s.grams) AS gram
                 GROUP BY gram, s.province) AS per_province
         GROUP BY gram) AS p
 WHERE g.gram = p.gram;

-- The register's row: companies per province; its being set says the provinces are counted.
UPDATE search_gram_counts
   SET provinces = (SELECT jsonb_object_agg(province, n)
                      FROM (SELECT province, count(*)::int AS n
                              FROM company_search GROUP BY province) AS per_province)
 WHERE gram = '';
