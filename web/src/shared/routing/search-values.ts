/**
 * Readers of one URL search param for a route's `validateSearch`: each returns the value when it
 * is valid and undefined otherwise, so an edited URL drops the bad param rather than failing the
 * page. Plain functions (not zod) because every route's `validateSearch` is in the first load.
 */

/** A string, trimmed, of `min`–`max` characters. */
export function textParam(raw: unknown, max: number, min = 0): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.trim();
  return text.length >= min && text.length <= max ? text : undefined;
}

/** A whole number from `min` to `max` (the param is a string in the URL, or a number). */
export function wholeParam(raw: unknown, min: number, max: number): number | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : undefined;
}

/** One of the listed values, exactly. */
export function oneOfParam<const T extends string>(
  raw: unknown,
  values: readonly T[],
): T | undefined {
  return values.find((value) => value === raw);
}
