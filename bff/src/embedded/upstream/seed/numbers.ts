import type { Prng } from './prng';

/** `length` random decimal digits (leading zeros kept). */
export function digits(rng: Prng, length: number): string {
  return rng.chars('0123456789', length);
}

/** Rounded to cents, as the register prints amounts. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
