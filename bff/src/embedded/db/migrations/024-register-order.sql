-- A register's list without a keyword or a company is the whole register, newest first. Without
-- an index in that order every such page sorted the whole register and counted it in the same
-- query (about 0.7 s for the patents at 200,000 companies on PGlite); with one, a page reads its
-- ten rows in order and the count is a query of its own. Enterprise logos list by id (the key).
CREATE INDEX patents_applied_order_idx ON patents (applied_on DESC, id DESC);
CREATE INDEX trademarks_applied_order_idx ON trademarks (applied_on DESC, id DESC);
CREATE INDEX software_copyrights_registered_order_idx ON software_copyrights (registered_on DESC, id DESC);
CREATE INDEX works_copyrights_registered_order_idx ON works_copyrights (registered_on DESC, id DESC);
CREATE INDEX brands_founded_order_idx ON brands (founded_year DESC, id DESC);
