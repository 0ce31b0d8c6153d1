/**
 * True when `date` is today or later, i.e. not in the past. Compared
 * by calendar day in local time, so a deadline of today still counts; invalid dates are false.
 */
export function isDateNotInPast(date: Date | string | number, now: Date = new Date()): boolean {
  const value = date instanceof Date ? date : parseDate(date);
  if (Number.isNaN(value.getTime())) return false;
  return startOfDay(value) >= startOfDay(now);
}

function parseDate(input: string | number): Date {
  // `new Date('2024-05-01')` is UTC midnight; a bare calendar date means local midnight here.
  if (typeof input === 'string') {
    const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(input.trim());
    if (match) return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  }
  return new Date(input);
}

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}
