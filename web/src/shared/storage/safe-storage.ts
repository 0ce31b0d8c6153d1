import type { z } from 'zod';

type Area = 'local' | 'session';

/** Storage can be missing or throw (private mode, disabled cookies); the app then just forgets. */
function area(which: Area): Storage | undefined {
  try {
    return which === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(which: Area, key: string, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or disabled storage: the value lives only for this page view.
  }
}

export function removeKey(which: Area, key: string): void {
  try {
    area(which)?.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Reads JSON written by `writeJson`; anything unparsable or off-schema counts as absent. */
export function readJson<S extends z.ZodType>(
  which: Area,
  key: string,
  schema: S,
): z.output<S> | null {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeString(which, key, JSON.stringify(value));
}
