import { readString, writeString } from '../../../shared/storage/safe-storage';
import { storageKeys } from '../../../shared/storage/storage-keys';

const JS_CODE = /^[A-Za-z0-9_-]{8,64}$/;

/** A random UUID-like identifier (8-4-4-4-12 hex), from the browser's CSPRNG. */
export function newJsCode(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  const hex = Array.from(random(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The anonymous support identifier kept in local storage, or a new one (then kept). */
export function supportJsCode(): string {
  const stored = readString('local', storageKeys.supportJsCode);
  if (stored !== null && JS_CODE.test(stored)) return stored;
  const fresh = newJsCode();
  writeString('local', storageKeys.supportJsCode, fresh);
  return fresh;
}

/** Whether this browser has chatted with support before (its badge is worth keeping live). */
export function hasSupportJsCode(): boolean {
  const stored = readString('local', storageKeys.supportJsCode);
  return stored !== null && JS_CODE.test(stored);
}
