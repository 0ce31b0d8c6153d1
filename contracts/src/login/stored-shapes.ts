import { isRecord } from '../common/is-record';
import type { BrowserImAccount, UserInfo, VerifyInfo } from './schemas';

// Zod-free readers of what the page keeps in local storage from a login (the user, the chat
// account, the verify info). Storage may hold anything (an old version, a hand edit), so each
// reader accepts exactly what its schema in ./schemas accepts and, like the schema, keeps only
// the known fields; stored-shapes.test.ts proves they agree. The page reads storage on its first
// load, which therefore needs no zod.

const isWhole = (value: unknown): value is number => Number.isInteger(value);

/** `UserInfoSchema`: nickname, name and avatar; our optional id and vip_level. */
export function asUserInfo(value: unknown): UserInfo | null {
  if (!isRecord(value)) return null;
  const { id, nickname, name, avatar, vip_level } = value;
  if (typeof nickname !== 'string' || typeof name !== 'string' || typeof avatar !== 'string') {
    return null;
  }
  if (id !== undefined && !isWhole(id)) return null;
  if (vip_level !== undefined && !(isWhole(vip_level) && vip_level >= 0)) return null;
  return {
    ...(id !== undefined ? { id } : {}),
    nickname,
    name,
    avatar,
    ...(vip_level !== undefined ? { vip_level } : {}),
  };
}

/** `VerifyInfoSchema`: the openid and unid of a login that needs verification. */
export function asVerifyInfo(value: unknown): VerifyInfo | null {
  if (!isRecord(value)) return null;
  const { openid, unid } = value;
  return typeof openid === 'string' && typeof unid === 'string' ? { openid, unid } : null;
}

/** `BrowserImAccountSchema`: the chat account without its token. */
export function asBrowserImAccount(value: unknown): BrowserImAccount | null {
  if (!isRecord(value)) return null;
  const { im_accid, im_icon, im_openid } = value;
  return typeof im_accid === 'string' &&
    typeof im_icon === 'string' &&
    typeof im_openid === 'string'
    ? { im_accid, im_icon, im_openid }
    : null;
}
