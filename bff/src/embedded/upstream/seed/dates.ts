import type { Prng } from './prng';

/** "Today" of the generated register: dates never pass it, so the data does not age. */
export const SEED_TODAY = '2025-06-30';
const TODAY_MS = Date.parse(`${SEED_TODAY}T00:00:00Z`);
const DAY_MS = 86_400_000;

// Dates are handled as day numbers since 1970-01-01; formatting them through Date for every
// row dominated the generator's time, so the ISO texts of the years used are computed once.
const FIRST_DAY = Date.parse('1990-01-01T00:00:00Z') / DAY_MS;
const TODAY_DAY = TODAY_MS / DAY_MS;
const ISO_DAYS: readonly string[] = Array.from({ length: TODAY_DAY - FIRST_DAY + 1 }, (_, i) =>
  new Date((FIRST_DAY + i) * DAY_MS).toISOString().slice(0, 10),
);
const DAY_OF_ISO = new Map(ISO_DAYS.map((iso, i) => [iso, FIRST_DAY + i]));

function isoDay(day: number): string {
  return ISO_DAYS[Math.min(day, TODAY_DAY) - FIRST_DAY] ?? SEED_TODAY;
}
function dayOf(date: string): number {
  return DAY_OF_ISO.get(date) ?? Date.parse(`${date}T00:00:00Z`) / DAY_MS;
}
/** A date between `from` and `to` (inclusive, ISO dates), never after SEED_TODAY. */
export function dateBetween(rng: Prng, from: string, to: string): string {
  const a = dayOf(from);
  const b = Math.min(dayOf(to), TODAY_DAY);
  if (b <= a) return isoDay(a);
  return isoDay(a + Math.floor(rng.next() * (b - a + 1)));
}
export function addDays(date: string, days: number): string {
  return isoDay(dayOf(date) + days);
}
export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}
/** The same day `years` later (29 February becomes 28 February in a common year). */
export function anniversary(date: string, years: number): string {
  const monthDay = date.slice(4) === '-02-29' ? '-02-28' : date.slice(4);
  return `${yearOf(date) + years}${monthDay}`;
}
