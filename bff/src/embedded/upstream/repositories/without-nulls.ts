/** The keys of `Row` whose column may be NULL. */
type NullableKeys<Row> = { [K in keyof Row]-?: null extends Row[K] ? K : never }[keyof Row];

/** `Row` with each nullable column as an optional field that, when present, is never null. */
export type WithoutNulls<Row> = Omit<Row, NullableKeys<Row>> & {
  [K in NullableKeys<Row>]?: Exclude<Row[K], null>;
};

/**
 * A row as the contracts want it: a NULL column is left out rather than sent as `null`, because
 * the contracts give such fields as optional and a `null` would fail the reply's check. The other
 * columns keep their names and order (the SELECT's), so the reply reads as the row does.
 */
export function withoutNulls<Row extends object>(row: Row): WithoutNulls<Row> {
  const kept = Object.entries(row).filter(([, value]) => value !== null);
  return Object.fromEntries(kept) as WithoutNulls<Row>;
}
