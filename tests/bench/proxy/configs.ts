import { TARGET_P99_ADDED_MS, TARGET_THROUGHPUT, type Target } from './results';

/** What the proxy part measures: the paths, the configs' labels and the goals judged. */

export /** `unseenShare`: the goal for replies the BFF has never seen (memo off, varying replies). */
const PATHS = [
  { label: 'GET /api/ysy/index/get_nav', path: '/api/ysy/index/get_nav', unseenShare: 0.9 },
  {
    label: 'GET /api/client/customs?keyword=科技',
    path: `/api/client/customs?keyword=${encodeURIComponent('科技')}`,
    unseenShare: 0.85,
  },
] as const;

/** Added p99 allowed for replies the BFF has never seen. */
export const UNSEEN_P99_ADDED_MS = 2;

export const BARE = 'bare proxy';
export const MEMO_HIT = 'BFF, memo hit';
export const BARE_VARYING = 'bare proxy, varying replies';
export const MEMO_OFF = 'BFF, memo off, varying replies';
/** `--diagnose`: the floor the unseen-reply goal names, the bare proxy plus one JSON.parse. */
export const FLOOR = 'diag: floor (bare proxy + JSON.parse)';
/** The memo-hit BFF asked as a browser asks: its reply brotli-coded (from the memo's copy). */
export const MEMO_HIT_BR = 'BFF, memo hit, Accept-Encoding: br';

export function targets(unseenOnly: boolean): Target[] {
  return PATHS.flatMap(({ label, unseenShare }) => [
    ...(unseenOnly
      ? []
      : [
          {
            path: label,
            through: MEMO_HIT,
            baseline: BARE,
            minShare: TARGET_THROUGHPUT,
            maxP99AddedMs: TARGET_P99_ADDED_MS,
          },
        ]),
    {
      path: label,
      through: MEMO_OFF,
      baseline: BARE_VARYING,
      minShare: unseenShare,
      maxP99AddedMs: UNSEEN_P99_ADDED_MS,
    },
  ]);
}
