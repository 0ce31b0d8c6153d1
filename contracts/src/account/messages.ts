import type { LimitKind } from './values';

/**
 * Chinese texts of the accounts area (watches, alerts, limits), shared by the server and the
 * pages.
 */
export const accountMessages = {
  watched: '已关注',
  unwatched: '已取消关注',
  markedRead: '已全部标为已读',
  throughInvalid: '提醒编号必须是正整数',
} as const;

/** A limit as the /vip comparison names it, and the unit its counts are given in. */
export const LIMIT_LABELS: Record<LimitKind, { name: string; unit: string }> = {
  watched_companies: { name: '关注企业', unit: '家' },
  export_rows_per_file: { name: '单次导出', unit: '条' },
  export_rows_per_day: { name: '每日导出', unit: '条' },
  search_history_length: { name: '搜索历史', unit: '条' },
};

/** `20000` → `20,000`: limits run to six digits, read in groups of three like the page's counts. */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** `20000` → `20,000 条` (the comparison's cell of a limit). */
export function limitValue(kind: LimitKind, allowed: number): string {
  return `${grouped(allowed)} ${LIMIT_LABELS[kind].unit}`;
}

/** What a level may do, in the words of the over-limit message: `最多关注 10 家企业`. */
function allowance(kind: LimitKind, count: number): string {
  const allowed = grouped(count);
  switch (kind) {
    case 'watched_companies':
      return `最多关注 ${allowed} 家企业`;
    case 'export_rows_per_file':
      return `每次最多导出 ${allowed} 条`;
    case 'export_rows_per_day':
      return `每天最多导出 ${allowed} 条`;
    case 'search_history_length':
      return `最多保存 ${allowed} 条搜索历史`;
  }
}

/** What the lifting level allows, after `升级…`: `可关注 200 家`. */
function lifted(kind: LimitKind, count: number): string {
  const allowed = grouped(count);
  switch (kind) {
    case 'watched_companies':
      return `可关注 ${allowed} 家`;
    case 'export_rows_per_file':
      return `每次可导出 ${allowed} 条`;
    case 'export_rows_per_day':
      return `每天可导出 ${allowed} 条`;
    case 'search_history_length':
      return `可保存 ${allowed} 条`;
  }
}

/**
 * The message of a write over a limit: the user's level and its limit, and the lowest level that
 * would allow the write (`免费用户最多关注 10 家企业，升级基础会员可关注 200 家`). When no level
 * allows it, the message says the limit is the highest there is.
 */
export function limitReachedMessage(
  kind: LimitKind,
  current: { name: string; allowed: number },
  lifting: { name: string; allowed: number } | undefined,
): string {
  const head = `${current.name}${allowance(kind, current.allowed)}`;
  return lifting === undefined
    ? `${head}，已达最高等级的上限`
    : `${head}，升级${lifting.name}${lifted(kind, lifting.allowed)}`;
}
