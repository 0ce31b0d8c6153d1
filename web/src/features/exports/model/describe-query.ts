import type { ExportedQuery } from '@ysy/contracts/account/exports';
import { directoryText } from '../../../shared/strings/directory';
import { exportsText as t } from '../../../shared/strings/exports';

/**
 * An export's search in a line: `科技 · 广东省 · 存续 · 注册资本从高到低`. A capital band is
 * named by the band list when it is at hand (`bandName`).
 */
export function describeQuery(
  query: ExportedQuery,
  bandName: (id: number) => string | undefined,
): string {
  const parts: string[] = [query.keyword];
  if (query.province) parts.push(query.province);
  if (query.yuan !== undefined) parts.push(bandName(query.yuan) ?? t.capitalBand);
  if (query.status) parts.push(query.status);
  if (query.year_from !== undefined || query.year_to !== undefined)
    parts.push(t.yearRange(String(query.year_from ?? ''), String(query.year_to ?? '')));
  if (query.sort && query.sort !== 'relevance') parts.push(directoryText.sorts[query.sort]);
  return parts.join(' · ');
}
