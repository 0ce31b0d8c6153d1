import type { MyData } from '@ysy/contracts/account/my-data';
import type { LimitKind } from '@ysy/contracts/account/values';
import type { Db } from '../../db/database';
import { detachOrdersOfUser, ordersOfUser } from '../repositories/user-orders';
import { listNeedsOfUser, removeNeedsOfUser } from '../repositories/user-needs';
import { profileOfUser, removeUser } from '../repositories/user-profile';
import {
  contactMessagesOfUser,
  errorReportsOfUser,
  removeContactMessagesOfUser,
  removeErrorReportsOfUser,
} from '../repositories/user-messages';
import {
  alertsOfUser,
  removeWatchesOfUser,
  resetReadMark,
  watchesOfUser,
} from '../repositories/user-watch-records';
import { countWatches } from '../repositories/watches';
import {
  countSearchHistory,
  removeSearchHistoryOfUser,
  searchHistoryOfUser,
} from '../repositories/search-history';
import { exportRowsToday, exportsOfUser, removeExportsOfUser } from '../repositories/exports';

/**
 * Everything kept about a user, one part per kept thing: what 下载我的数据 collects, what
 * 注销账号 removes, and what 会员权益 counts against a limit. A new kept thing is one entry
 * here and one field of MyDataSchema (contracts/src/account/my-data.ts); the type below
 * refuses a field without an entry.
 */

// The chat messages are the BFF's hub's, which adds them to the download and removes them itself.
export type PartKey = Exclude<keyof MyData, 'exported_at' | 'chat_messages'>;

export interface UserDataPart<K extends PartKey> {
  collect(db: Db, userId: number): Promise<MyData[K]>;
  /** Removes the part, or detaches it from the user when it must be kept (orders). */
  remove(db: Db, userId: number): Promise<void>;
  /** The limit the part counts against, and how much of it the user has used (now or today). */
  usage?: { kind: LimitKind; used(db: Db, userId: number): Promise<number> };
}

/**
 * The parts in the order 注销账号 removes them: the profile last, since every other row names
 * the user's row (foreign keys) and the profile's removal deletes it with the tokens.
 */
export const USER_DATA: { [K in PartKey]: UserDataPart<K> } = {
  watches: {
    collect: watchesOfUser,
    remove: removeWatchesOfUser,
    usage: { kind: 'watched_companies', used: countWatches },
  },
  alerts: { collect: alertsOfUser, remove: resetReadMark },
  search_history: {
    collect: async (db, userId) =>
      (await searchHistoryOfUser(db, userId)).map(({ keyword, kind, searchedAt }) => ({
        keyword,
        kind,
        searched_at: searchedAt,
      })),
    remove: removeSearchHistoryOfUser,
    usage: { kind: 'search_history_length', used: countSearchHistory },
  },
  exports: {
    collect: async (db, userId) =>
      (await exportsOfUser(db, userId)).map(({ query, rows, createdAt }) => ({
        query,
        rows,
        created_at: createdAt,
      })),
    // The kept files go with their export rows.
    remove: removeExportsOfUser,
    usage: { kind: 'export_rows_per_day', used: exportRowsToday },
  },
  orders: {
    collect: ordersOfUser,
    // Orders are accounting records: kept, with the user cleared.
    remove: async (db, userId) => {
      await detachOrdersOfUser(db, userId);
    },
  },
  needs: { collect: (db, userId) => listNeedsOfUser(db, userId), remove: removeNeedsOfUser },
  contact_messages: { collect: contactMessagesOfUser, remove: removeContactMessagesOfUser },
  error_reports: { collect: errorReportsOfUser, remove: removeErrorReportsOfUser },
  profile: { collect: profileOfUser, remove: removeUser },
};

const PART_KEYS = Object.keys(USER_DATA) as PartKey[];

async function collectInto<K extends PartKey>(
  into: Partial<Omit<MyData, 'exported_at'>>,
  key: K,
  db: Db,
  userId: number,
): Promise<void> {
  into[key] = await USER_DATA[key].collect(db, userId);
}

/** 下载我的数据: every part, read in one transaction so the file is one moment's data. */
export async function collectUserData(
  db: Db,
  userId: number,
): Promise<Partial<Omit<MyData, 'exported_at'>>> {
  return db.transaction(async (tx) => {
    const data: Partial<Omit<MyData, 'exported_at'>> = {};
    for (const key of PART_KEYS) await collectInto(data, key, tx, userId);
    return data;
  });
}

/** 注销账号: removes (or detaches) every part in order; the caller holds the transaction. */
export async function removeUserData(tx: Db, userId: number): Promise<void> {
  for (const key of PART_KEYS) await USER_DATA[key].remove(tx, userId);
}

/** 会员权益: how much of each counted limit the user uses, by limit. */
export async function usageOfUser(
  db: Db,
  userId: number,
): Promise<Partial<Record<LimitKind, number>>> {
  const used: Partial<Record<LimitKind, number>> = {};
  for (const key of PART_KEYS) {
    const usage = USER_DATA[key].usage;
    if (usage) used[usage.kind] = await usage.used(db, userId);
  }
  return used;
}
