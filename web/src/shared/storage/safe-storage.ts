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

/**
 * Reads JSON written by `writeJson` through `read`, which returns the value it accepts (null for
 * anything else); unparsable JSON counts as absent too.
 */
export function readJson<T>(
  which: Area,
  key: string,
  read: (value: unknown) => T | null,
): T | null {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    return read(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeString(which, key, JSON.stringify(value));
}
