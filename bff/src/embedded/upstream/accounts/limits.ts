import { limitReachedMessage } from '@ysy/contracts/account/messages';
import { LIMIT_REACHED_CODE, type LimitKind } from '@ysy/contracts/account/values';
import type { Db } from '../../db/database';
import { entitlementsByLevel, type LevelEntitlements } from '../repositories/entitlements';

/**
 * The limits of a user's VIP level (vip_entitlements), checked before every limited write. The
 * caller holds the user's row locked (repositories/entitlements.ts lockUserLevel) from the count
 * it passes until its write commits, so two writes at once cannot both pass the last free place.
 */

export interface LimitFailure {
  code: typeof LIMIT_REACHED_CODE;
  msg: string;
}

/** The entitlements of `level`; a level without a row has the lowest level's. */
export function levelEntitlements(
  levels: readonly LevelEntitlements[],
  level: number,
): LevelEntitlements {
  const own = levels.find((l) => l.level === level) ?? levels[0];
  if (own === undefined) throw new Error('vip_entitlements is empty');
  return own;
}

/**
 * Whether `wanted` (the user's count once the write is done) fits `level`'s limit of `kind`;
 * undefined when it does, else the reply: the level's limit and the lowest level that allows
 * `wanted`. A level without a row has the lowest level's limits.
 */
export function judgeLimit(
  levels: readonly LevelEntitlements[],
  level: number,
  kind: LimitKind,
  wanted: number,
): LimitFailure | undefined {
  const own = levelEntitlements(levels, level);
  if (wanted <= own.limits[kind]) return undefined;
  const lifting = levels.find((l) => l.level > own.level && l.limits[kind] >= wanted);
  return {
    code: LIMIT_REACHED_CODE,
    msg: limitReachedMessage(
      kind,
      { name: own.name, allowed: own.limits[kind] },
      lifting && { name: lifting.name, allowed: lifting.limits[kind] },
    ),
  };
}

/** The one check of every limited write (judgeLimit against the table as stored now). */
export async function checkLimit(
  db: Db,
  level: number,
  kind: LimitKind,
  wanted: number,
): Promise<LimitFailure | undefined> {
  return judgeLimit(await entitlementsByLevel(db), level, kind, wanted);
}
