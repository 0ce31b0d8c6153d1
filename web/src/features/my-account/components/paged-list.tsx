import type { UseQueryResult } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import type { ReactNode } from 'react';
import { errorMessageOf } from '../../../shared/api/error-message';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { ErrorBlock } from '../../../shared/ui/status/error-block';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { Pager, PastTheEnd } from '../../directory';
import styles from './my-account.module.css';

const route = getRouteApi('/user');

/** A reply of a paged list of the user's: `{ total, page, list }`, or a failure's message. */
type PageReply<T> =
  | { code: 0; msg?: string; data: { total: number; page: number; list: T[] } }
  | { code: number; msg: string };

/** The page of the section's list the URL names (`/user?tab=orders&page=2`). */
export function usePage(): number {
  return route.useSearch().page ?? 1;
}

/**
 * A section's list a page at a time: loading, an error with retry, the failure's message, the
 * empty state, a page past the end, or the total, the rows and the pager.
 */
function PagedList<T>({
  tab,
  page,
  query,
  empty,
  summary,
  children,
}: {
  tab: 'orders' | 'needs';
  page: number;
  query: UseQueryResult<PageReply<T>>;
  empty: ReactNode;
  summary: (total: string) => string;
  children: (list: T[]) => ReactNode;
}) {
  const searchOf = (n: number) => (n > 1 ? { tab, page: n } : { tab });
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <ErrorBlock message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  const reply = query.data;
  if (!isSuccess(reply, 0))
    return <ErrorBlock message={reply.msg} onRetry={() => void query.refetch()} />;
  const { total, list } = reply.data;
  if (total === 0) return <>{empty}</>;
  if (isPastTheEnd(page, total) && list.length === 0) {
    return <PastTheEnd page={page} pages={servedPages(total)} to="/user" searchOf={searchOf} />;
  }
  return (
    <>
      <p className={styles.summary}>{summary(groupDigits(total))}</p>
      {children(list)}
      <Pager page={page} total={total} to="/user" searchOf={searchOf} />
    </>
  );
}

/** A section with nothing in it yet: what to do, as a sentence ending in its link or button. */
function EmptyNote({ lead, action, hint }: { lead: string; action: ReactNode; hint: string }) {
  return (
    <div className={styles.empty}>
      <p className={styles.emptyText}>
        {lead}
        {action}
      </p>
      <p className={styles.hint}>{hint}</p>
    </div>
  );
}

/** The words of a paged table section: its summary line, its table's caption, its empty state. */
export interface PagedTableText {
  summary: (total: string) => string;
  caption: string;
  emptyLead: string;
  emptyHint: string;
}

/**
 * A section whose list is a table a page at a time (我的订单, 我的需求): the empty state's
 * sentence ends in `emptyAction`; the table has a caption for screen readers, the `columns`
 * header cells and one `row` for each item.
 */
export function PagedTable<T>({
  tab,
  page,
  query,
  text,
  emptyAction,
  columns,
  row,
}: {
  tab: 'orders' | 'needs';
  page: number;
  query: UseQueryResult<PageReply<T>>;
  text: PagedTableText;
  emptyAction: ReactNode;
  columns: ReactNode;
  row: (item: T) => ReactNode;
}) {
  return (
    <PagedList
      tab={tab}
      page={page}
      query={query}
      summary={text.summary}
      empty={<EmptyNote lead={text.emptyLead} hint={text.emptyHint} action={emptyAction} />}
    >
      {(list) => (
        <table className={styles.table}>
          <caption className="visually-hidden">{text.caption}</caption>
          <thead>
            <tr>{columns}</tr>
          </thead>
          <tbody>{list.map(row)}</tbody>
        </table>
      )}
    </PagedList>
  );
}
