/** `2025-06-20T08:05:00.000Z` → `2025-06-20 16:05` in the browser's time zone (when it was searched). */
export function formatSearchedAt(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}
