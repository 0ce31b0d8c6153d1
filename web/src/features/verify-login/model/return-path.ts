import { sameOriginHref } from '@ysy/contracts/login/return-href';
import { readString, removeKey } from '../../../shared/storage/safe-storage';
import { storageKeys } from '../../../shared/storage/storage-keys';

/**
 * Where to go after a finished verification: the page the login started from (kept by the login
 * callback), once; never the verification page itself or another site.
 */
export function takeReturnPath(): string {
  const saved = readString('session', storageKeys.verifyReturn);
  removeKey('session', storageKeys.verifyReturn);
  const href = saved ? sameOriginHref(saved) : undefined;
  if (href === undefined || href.startsWith('/signverification')) return '/';
  return href;
}
