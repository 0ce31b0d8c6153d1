import { useQuery } from '@tanstack/react-query';
import { Link, getRouteApi, useNavigate, useRouterState } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import type { CompanySort } from '@ysy/contracts/company/schemas';
import { COMPANY_SORTS } from '@ysy/contracts/company/values';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { pageText } from '../../../shared/strings/shell';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { useAfterFirstPaint } from '../../../shared/helpers/use-after-first-paint';
import { ExportButton } from '../../exports';
import { companySearchQueryOptions, filtersQueryOptions } from '../api/company-queries';
import {
  companySearchQueryOf,
  hasFilters,
  withoutFilters,
  withPage,
  withSort,
  type ListSearch,
} from '../model/list-search';
import { CompanySearch } from './company-search';
import { ListFilters } from './list-filters';
import { Pager } from './pager';
import { PastTheEnd } from './past-the-end';
import { useRecordSearch } from '../../search';
import { ResultItem } from './result-item';
import styles from './company-list.module.css';

function sortOf(value: string): CompanySort {
  return COMPANY_SORTS.find((sort) => sort === value) ?? 'relevance';
}

const route = getRouteApi('/list');

/**
 * The company list query of a search (the route's loader has already fetched it). A call the
 * loader saw fail (after the client's own retries) is not fetched again on mount: the page shows
 * the failure at once, and 重试 asks again.
 */
export function useCompanyList(search: ListSearch) {
  return useQuery({
    ...companySearchQueryOptions({ ...search, keyword: search.keyword ?? '' }),
    enabled: search.keyword !== undefined,
    retryOnMount: false,
  });
}

type CompanyList = ReturnType<typeof useCompanyList>;

/**
 * The list's call failed on the way (a reply with a failure code went to /404 in the loader):
 * the search box above keeps the keyword, and 重试 asks again. The block stays while the retry
 * runs, so the page does not flash an empty result in between.
 */
function ListError({ keyword, list }: { keyword: string; list: CompanyList }) {
  return (
    <div className={styles.empty} role="alert" aria-busy={list.isFetching}>
      <h2 className={styles.emptyTitle}>{directoryText.listErrorTitle(keyword)}</h2>
      <p>{list.isFetching ? directoryText.retrying : errorMessageOf(list.error)}</p>
      <button
        type="button"
        className={styles.retry}
        disabled={list.isFetching}
        onClick={() => void list.refetch()}
      >
        {directoryText.retry}
      </button>
    </div>
  );
}

function EmptyResults({ search }: { search: ListSearch & { keyword: string } }) {
  return (
    <div className={styles.empty}>
      <h2 className={styles.emptyTitle}>{directoryText.emptyTitle(search.keyword)}</h2>
      <ul className={styles.emptyHints}>
        {directoryText.emptyHints.map((hint) => (
          <li key={hint}>{hint}</li>
        ))}
      </ul>
      {hasFilters(search) && (
        <Link to="/list" search={withoutFilters(search)} className={styles.clearFilters}>
          {directoryText.clearFilters}
        </Link>
      )}
    </div>
  );
}

/**
 * Results a 1280×800 window shows under the search row, filters and count (about three, 176 px
 * each); the rest of the page and the pager render the frame after the first paint of a freshly
 * opened document (useAfterFirstPaint), so that paint waits for none of them.
 */
const FIRST_VIEW_RESULTS = 4;

/** The count heading and the sort select above the results. */
function ListToolbar({
  search,
  estimated,
  total,
}: {
  search: ListSearch;
  estimated?: boolean | undefined;
  total: number;
}) {
  const navigate = useNavigate();
  const countText = groupDigits(total);
  return (
    <div className={styles.toolbar}>
      <h1 className={styles.count} aria-live="polite">
        {estimated
          ? directoryText.resultCountEstimated(countText)
          : directoryText.resultCount(countText)}
      </h1>
      <label className={styles.sort}>
        {directoryText.sortLabel}
        <select
          value={search.sort ?? 'relevance'}
          onChange={(event) =>
            void navigate({
              to: '/list',
              search: withSort(search, sortOf(event.target.value)),
            })
          }
        >
          {COMPANY_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {directoryText.sorts[sort]}
            </option>
          ))}
        </select>
      </label>
      {search.keyword !== undefined && total > 0 && (
        <ExportButton
          query={companySearchQueryOf({ ...search, keyword: search.keyword })}
          total={total}
        />
      )}
    </div>
  );
}

/** /list without a keyword: the search box and a hint. */
function NoKeyword() {
  return (
    <div className={styles.page}>
      <div className={styles.searchRow}>
        <CompanySearch variant="compact" />
      </div>
      <div className={styles.empty}>
        <h1 className={styles.emptyTitle}>{pageText.list.title}</h1>
        <p>{directoryText.noKeywordHint}</p>
      </div>
    </div>
  );
}

/** /list?keyword=… — the company search results with filters, sort and pages, all in the URL. */
export function CompanyListPage() {
  const search = route.useSearch();
  const list = useCompanyList(search);
  const filters = useQuery(filtersQueryOptions);
  // While the next filter or page loads, the current results stay (dimmed) in place.
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  const belowTheFold = useAfterFirstPaint();
  const keyword = search.keyword;
  useRecordSearch('company', keyword);

  if (keyword === undefined) return <NoKeyword />;

  const reply = list.data;
  // Failed, or retrying after a failure with nothing to show yet.
  if (list.isError || (reply === undefined && list.errorUpdateCount > 0)) {
    return (
      <div className={styles.page}>
        <div className={styles.searchRow}>
          <CompanySearch variant="compact" initialKeyword={keyword} key={keyword} />
        </div>
        <ListError keyword={keyword} list={list} />
      </div>
    );
  }
  const data = reply && isSuccess(reply, 0) ? reply.data.customList : undefined;
  const total = data?.total ?? 0;
  const page = search.page ?? 1;
  // Past the end: a page number beyond the served pages (the call then asked for page 1), or a
  // kept link past the last result of a count that has shrunk since (no rows, count above 0).
  const pastTheEnd =
    data !== undefined && (isPastTheEnd(page, total) || (data.entInfos.length === 0 && total > 0));
  const dimensions =
    filters.data && isSuccess(filters.data, 0) ? filters.data.data.seniorDimensionYuan : undefined;

  return (
    <div className={styles.page}>
      <div className={styles.searchRow}>
        <CompanySearch variant="compact" initialKeyword={keyword} key={keyword} />
      </div>
      <ListFilters search={search} dimensions={dimensions} />
      <ListToolbar search={search} estimated={data?.estimated} total={total} />
      {pastTheEnd ? (
        <PastTheEnd
          page={page}
          pages={servedPages(total)}
          to="/list"
          searchOf={(n) => withPage(search, n)}
        />
      ) : data && data.entInfos.length === 0 ? (
        <EmptyResults search={{ ...search, keyword }} />
      ) : (
        <ol className={styles.results} aria-busy={navigating || list.isFetching}>
          {data?.entInfos
            .slice(0, belowTheFold ? undefined : FIRST_VIEW_RESULTS)
            .map((company, i) => (
              <ResultItem key={company.eid ?? i} company={company} keyword={keyword} />
            ))}
        </ol>
      )}
      {belowTheFold && !pastTheEnd && (
        <Pager
          page={page}
          total={total}
          estimated={data?.estimated === true}
          to="/list"
          searchOf={(n) => withPage(search, n)}
        />
      )}
    </div>
  );
}
