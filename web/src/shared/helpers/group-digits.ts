/**
 * A whole number with its thousands grouped by commas, as zh-CN writes counts (`12,345`). Not
 * `toLocaleString('zh-CN')`: the first Intl call of a page loads the locale's data, which took
 * 55–70 ms of the main thread with the CPU slowed four times (measured in Chromium), on the way
 * to the list page's first paint. Fractions and non-finite numbers are left as String() writes them.
 */
export function groupDigits(n: number): string {
  if (!Number.isSafeInteger(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
}
