/** How 我的订单 and 我的需求 write times and phone numbers. */

const two = (n: number) => String(n).padStart(2, '0');

/** `2025-07-01T02:05:00Z` → `2025-07-01 10:05` in the browser's time zone. */
export function dateTimeText(iso: string): string {
  const d = new Date(iso);
  return `${dateText(d)} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

/** The calendar date of `d` in the browser's time zone, `YYYY-MM-DD` (file names). */
export function dateText(d: Date): string {
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * `13812345678` → `138****5678`: a list on screen shows the number as the user will recognise
 * it without putting it whole on a page someone may look over; the download has it whole.
 */
export function maskedPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
