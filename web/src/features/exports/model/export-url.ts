import { EXPORT_FILE_PATH, EXPORTED_FILE_PATH } from '@ysy/contracts/account/export-values';
import { withQuery } from '@ysy/contracts/common/query-string';

/** The list's search as companySearch takes it (the list builds it with companySearchQueryOf). */
export interface ListQuery {
  keyword: string;
  page?: number;
}

/** The export of the list's own query: every page of it, so `page` is left out. */
export function exportUrlOf<Q extends ListQuery>(query: Q): string {
  const { page: _page, ...search } = query;
  return withQuery(EXPORT_FILE_PATH, search);
}

/** An earlier export's kept file. */
export function exportedFileUrl(id: number): string {
  return withQuery(EXPORTED_FILE_PATH, { id });
}
