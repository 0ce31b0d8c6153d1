/** `"1999"` → `"1,999"`, `"1500.5"` → `"1,500.50"`: yuan with thousands separators, cents kept. */
export function formatYuan(price: string): string {
  const [whole = '0', cents] = price.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return cents === undefined ? grouped : `${grouped}.${cents.padEnd(2, '0')}`;
}

/** A price of zero is shown as free rather than ¥0. */
export function isFree(price: string): boolean {
  return Number(price) === 0;
}
