import type { NavCategory } from '@ysy/contracts/nav/schemas';
import { pageText } from '../../../shared/strings/shell';

/**
 * What a menu item without sub-items lists on its home card, so no card is a bare title: the
 * 企业查询 card (it leads to /einquery) lists the directory's query pages, the VIP会员 card (/vip)
 * the membership tiers from the tiers call.
 */
export type CardExtra = 'directoryQueries' | 'vipTiers';

const EXTRA_BY_URL: Readonly<Record<string, CardExtra>> = {
  '/einquery': 'directoryQueries',
  '/vip': 'vipTiers',
};

export function cardExtra(category: NavCategory): CardExtra | undefined {
  if (category.children && category.children.length > 0) return undefined;
  return EXTRA_BY_URL[category.url];
}

/** The directory's query pages, each by its page title. */
export const directoryQueries = (
  [
    ['/einquery', pageText.einquery.title],
    ['/reportquery', pageText.reportquery.title],
    ['/trademarkone', pageText.trademarkone.title],
    ['/footerpatent', pageText.footerpatent.title],
    ['/softwarecopyright', pageText.softwarecopyright.title],
    ['/workwork', pageText.workwork.title],
  ] as const
).map(([url, name]) => ({ url, name }));
