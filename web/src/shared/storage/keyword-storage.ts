import { readString, removeKey, writeString } from './safe-storage';
import { storageKeys } from './storage-keys';

/** The top bar's search keyword, kept in session storage: this tab only. */
export function readKeyword(): string {
  return readString('session', storageKeys.keyword) ?? '';
}

export function saveKeyword(keyword: string): void {
  writeString('session', storageKeys.keyword, keyword);
}

export function clearKeyword(): void {
  removeKey('session', storageKeys.keyword);
}
