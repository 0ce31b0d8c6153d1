import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState, useSearch } from '@tanstack/react-router';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { pageText, type PageId } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import { registerListQueryOptions } from '../api/register-queries';
import { registerKinds, type RegisterId, type RegisterView } from '../model/register-kinds';
import type { RegisterListPath, RegisterSearch } from '../model/register-search';
import { Pager } from './pager';
import { PastTheEnd } from './past-the-end';
import { RegisterSearchBox } from './register-search-box';
import { useRecordSearch } from '../../search';
import { RegisterItem } from './register-item';
import styles from './register.module.css';

/** The `msg` of a failure reply. */
export function messageOfReply(reply: unknown): string {
  return typeof reply === 'object' &&
    reply !== null &&
    'msg' in reply &&
    typeof reply.msg === 'string'
    ? reply.msg
    : directoryText.detailsNotFound;
}

/** The register list query of the URL's search (the route's loader has fetched it). */
export function useRegisterList(kind: RegisterView, search: RegisterSearch) {
  return useQuery(registerListQueryOptions(kind, search));
}

function RegisterListHead({
  kind,
  pageId,
  keyword,
  hero,
}: {
  kind: RegisterView;
  pageId: PageId;
  keyword: string;
  hero: boolean;
}) {
  const text = pageText[pageId];
  return hero ? (
    <section className={styles.hero}>
      <h1 className={styles.heroTitle}>{text.title}</h1>
      <p className={styles.heroText}>{pageDescription[pageId]}</p>
      <RegisterSearchBox kind={kind} initialKeyword={keyword} key={keyword} large />
    </section>
  ) : (
    <div className={styles.head}>
      <h1 className={styles.title}>{text.title}</h1>
      <RegisterSearchBox kind={kind} initialKeyword={keyword} key={keyword} />
    </div>
  );
}

/** The count, the records (or the empty state) and the pager of a list that answered. */
function RegisterResults({
  kind,
  search,
  routePath,
  list,
}: {
  kind: RegisterView;
  search: RegisterSearch;
  routePath: RegisterListPath;
  list: ReturnType<typeof useRegisterList>;
}) {
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  const keyword = search.keyword ?? '';
  const data = list.data === undefined ? undefined : kind.page(list.data);
  const page = search.page ?? 1;
  const searchOf = (n: number) => ({ ...search, page: n > 1 ? n : undefined });
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {data
          ? (data.estimated ? directoryText.registerCountEstimated : directoryText.registerCount)(
              data.total,
            )
          : directoryText.loadingList}
      </p>
      {data && isPastTheEnd(page, data.total) ? (
        <PastTheEnd
          page={page}
          pages={servedPages(data.total)}
          to={routePath}
          searchOf={searchOf}
        />
      ) : data && data.rows.length === 0 ? (
        <div className={styles.empty}>
          <p>{directoryText.registerEmpty(keyword)}</p>
        </div>
      ) : (
        <ol className={styles.list} aria-busy={navigating || list.isFetching}>
          {data?.rows.map((row) => (
            <RegisterItem key={row.detailsId} kind={kind} row={row} keyword={keyword} />
          ))}
        </ol>
      )}
      <Pager page={page} total={data?.total ?? 0} to={routePath} searchOf={searchOf} />
    </>
  );
}

/**
 * A register's query or results page: the search, the records matching the URL's keyword (or
 * one company's records with ?eid=), a count, highlight, pages and empty/error states.
 * `hero`: the register's query page, with its title and description above a large search box.
 */
export function RegisterListPage({
  register,
  page: pageId,
  routePath,
  hero = false,
}: {
  register: RegisterId;
  page: PageId;
  /** This page's own route: its search as the route validated it; pages and "show all" stay on it. */
  routePath: RegisterListPath;
  hero?: boolean;
}) {
  const kind = registerKinds[register];
  const search = useSearch({ from: routePath });
  const list = useRegisterList(kind, search);
  useRecordSearch(kind.id, search.keyword);
  const failed = list.isError || (list.data !== undefined && kind.page(list.data) === undefined);

  return (
    <div className={styles.page}>
      <RegisterListHead kind={kind} pageId={pageId} keyword={search.keyword ?? ''} hero={hero} />
      {search.eid && (
        <p className={styles.note}>
          {directoryText.registerFilteredBy}
          <Link to={routePath} search={{}} className={styles.noteLink}>
            {directoryText.showAllRecords}
          </Link>
        </p>
      )}
      {failed ? (
        <div className={styles.empty} role="alert">
          <p>
            {directoryText.registerError}：
            {list.isError ? errorMessageOf(list.error) : messageOfReply(list.data)}
          </p>
          <button type="button" className={styles.retry} onClick={() => void list.refetch()}>
            {directoryText.retry}
          </button>
        </div>
      ) : (
        <RegisterResults kind={kind} search={search} routePath={routePath} list={list} />
      )}
    </div>
  );
}
