/** The largest database id: ids are PostgreSQL `integer` (int32) columns. */
export const MAX_DATABASE_ID = 2_147_483_647;

/**
 * A database id read the way the pages read theirs (`Number(...)` of a string, or a number): a
 * whole number from 1 to {@link MAX_DATABASE_ID}, or undefined. Zod-free, so the browser's first
 * load and the route loaders use it without zod.
 */
export function databaseIdOf(raw: unknown): number | undefined {
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_DATABASE_ID ? id : undefined;
}
