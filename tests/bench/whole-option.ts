/** A bench's whole-number option (`--name N`, N ≥ 1), or `fallback` when not given. */
export function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number <= 0) throw new Error(`--${name} wants a whole number`);
  return number;
}
