import { useQuery } from '@tanstack/react-query';
import { Link, useRouterState, useSearch } from '@tanstack/react-router';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { pageText, type PageId } from '../../../shared/strings/shell';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import { registerListQueryOptions } from '../api/register-queries';
import { pageCount } from '../model/list-search';
import type { RegisterRow, RegisterView } from '../model/register-kinds';
import { parseRegisterSearch, type RegisterSearch } from '../model/register-search';
import { HighlightText } from './highlight-text';
import { Pager } from './pager';
import { RegisterSearchBox } from './register-search-box';
import { StatusTag } from './status-tag';
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

/** Records per page of the lookup calls. */
const PAGE_SIZE = 10;

/** The register list query of the URL's search (the route's loader has fetched it). */
export function useRegisterList(kind: RegisterView, search: RegisterSearch) {
  return useQuery(registerListQueryOptions(kind, search));
}

function RegisterItem({
  kind,
  row,
  keyword,
}: {
  kind: RegisterView;
  row: RegisterRow;
  keyword: string;
}) {
  const title = <HighlightText text={row.title} keyword={keyword} />;
  const owner = row.owner;
  return (
    <li className={row.image ? `${styles.item} ${styles.withImage}` : styles.item}>
      {row.image && (
        <img
          className={styles.thumb}
          src={row.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      )}
      <div className={styles.itemMain}>
        <h3 className={styles.itemTitle}>
          {kind.detailsPath ? (
            <Link to={kind.detailsPath} params={{ id: row.detailsId }} preload="intent">
              {title}
            </Link>
          ) : (
            title
          )}
          {row.tag && <span className={styles.tag}>{row.tag}</span>}
          {row.status && <StatusTag status={row.status} />}
        </h3>
        <dl className={styles.fields}>
          {row.fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {owner && value === owner.name ? (
                  <Link to="/company/$id" params={{ id: owner.eid }} className={styles.owner}>
                    <HighlightText text={value} keyword={keyword} />
                  </Link>
                ) : (
                  <HighlightText text={value} keyword={keyword} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}

/**
 * A register's query or results page: the search, the records matching the URL's keyword (or
 * one company's records with ?eid=), a count, highlight, pages and empty/error states.
 * `hero`: the register's query page, with its title and description above a large search box.
 */
export function RegisterListPage({
  kind,
  page: pageId,
  path,
  hero = false,
}: {
  kind: RegisterView;
  page: PageId;
  /** This page's own path: pages and "show all" stay on it. */
  path: string;
  hero?: boolean;
}) {
  const search = parseRegisterSearch(useSearch({ strict: false }));
  const list = useRegisterList(kind, search);
  const navigating = useRouterState({ select: (s) => s.status === 'pending' });
  const keyword = search.keyword ?? '';
  const text = pageText[pageId];
  const data = list.data === undefined ? undefined : kind.page(list.data);
  const failed = list.isError || (list.data !== undefined && data === undefined);
  const page = search.page ?? 1;

  return (
    <div className={styles.page}>
      {hero ? (
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
      )}
      {search.eid && (
        <p className={styles.note}>
          {directoryText.registerFilteredBy}
          <Link to={path} search={{}} className={styles.noteLink}>
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
        <>
          <p className={styles.count} aria-live="polite">
            {data
              ? (data.estimated
                  ? directoryText.registerCountEstimated
                  : directoryText.registerCount)(data.total)
              : directoryText.loadingList}
          </p>
          {data && data.rows.length === 0 ? (
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
          <Pager
            page={page}
            pages={pageCount(data?.total ?? 0, PAGE_SIZE)}
            to={path}
            searchOf={(n) => ({ ...search, page: n > 1 ? n : undefined })}
          />
        </>
      )}
    </div>
  );
}
