-- First searches without ranking every match. A page of a common word is read by walking an
-- index in result order and stopping after the page (the name-length walk for relevance, capital
-- and founding date for those sorts; names for exact and prefix matches), and the number of
-- companies whose texts hold each gram says, before a query runs, whether such a walk finds its
-- rows quickly or an index lookup of the few matches is cheaper. It also gives the exact count
-- of a one-gram keyword without counting. Replaces the kept rankings (`search_results`), which
-- made the first search of a common word rank and store every match.
DROP TABLE IF EXISTS search_results;

CREATE INDEX company_search_name_idx ON company_search (name text_pattern_ops);
-- The name walk reads only this index (an index-only scan once VACUUM has marked the pages
-- visible, which the seed does): the name and the filtered columns ride along, so walking past
-- thousands of names touches no table page.
CREATE INDEX company_search_len_idx ON company_search ((length(name)), company_id)
  INCLUDE (name, province, reg_capital, status, founded_on);
-- A capital sort of a common word reads one capital amount at a time in relevance order (by name
-- length): this index walks one amount's names by length without the table.
CREATE INDEX company_search_capital_idx ON company_search (reg_capital, (length(name)), company_id)
  INCLUDE (name, province, status, founded_on);
CREATE INDEX company_search_founded_idx ON company_search (founded_on, company_id);

-- Per gram (see grams.ts): how many companies hold it anywhere (`n_any`, as the `grams` column
-- does), in the name, in a person's name and in a product, and (`name_lengths`, a JSON array
-- indexed by name length in characters) how many names of each length hold it. The row with the
-- empty gram (never a real one) holds the number of companies and of names of each length. Written by the seed; a database seeded before this
-- migration has no rows, and its searches use the index lookups throughout (slower, still right).
CREATE TABLE search_gram_counts (
  gram text COLLATE "C" PRIMARY KEY,
  n_any integer NOT NULL,
  n_name integer NOT NULL,
  n_person integer NOT NULL,
  n_product integer NOT NULL,
  name_lengths jsonb NOT NULL
);
