import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { SearchHistoryItem } from '@ysy/contracts/account/search-history';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import { errorMessageOf } from '../../../shared/api/error-message';
import { searchHistoryText as t } from '../../../shared/strings/search-history';
import { Button } from '../../../shared/ui/button/button';
import { ErrorBlock } from '../../../shared/ui/status/error-block';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { Pager, PastTheEnd } from '../../directory';
import { searchHistoryQueryOptions, useClearSearchHistory, useRemoveSearch } from '../../search';
import { formatSearchedAt } from '../model/searched-at';
import { KeepSwitch } from './keep-switch';
import styles from './search-history-panel.module.css';

const route = getRouteApi('/user');
/** The pager's link of page n: this tab, page 1 left out of the URL. */
const searchOf = (page: number) => (page > 1 ? { tab: 'history', page } : { tab: 'history' });

function HistoryRow({ row, onRemove }: { row: SearchHistoryItem; onRemove: () => void }) {
  return (
    <tr>
      <th scope="row" className={styles.keyword}>
        {row.keyword}
      </th>
      <td>{t.kindNames[row.kind]}</td>
      <td className={styles.when}>{formatSearchedAt(row.searched_at)}</td>
      <td className={styles.action}>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t.removeLabel(row.keyword)}
          onClick={onRemove}
        >
          {t.remove}
        </Button>
      </td>
    </tr>
  );
}

function HistoryList({ page }: { page: number }) {
  const query = useQuery(searchHistoryQueryOptions(page));
  const remove = useRemoveSearch();
  const clear = useClearSearchHistory();
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <ErrorBlock message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  const reply = query.data;
  if (!isSuccess(reply, 0)) return <p role="alert">{reply.msg}</p>;
  const { total, list } = reply.data;
  if (total === 0) {
    return (
      <p className={styles.empty}>
        {t.empty}
        <Link to="/list" className={styles.emptyLink}>
          {t.emptyLink}
        </Link>
      </p>
    );
  }
  if (isPastTheEnd(page, total) && list.length === 0) {
    return <PastTheEnd page={page} pages={servedPages(total)} to="/user" searchOf={searchOf} />;
  }
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary}>{t.total(total)}</p>
        <Button variant="ghost" size="sm" disabled={clear.isPending} onClick={() => clear.mutate()}>
          {t.clear}
        </Button>
      </div>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.title}</caption>
        <thead>
          <tr>
            <th scope="col">{t.keyword}</th>
            <th scope="col">{t.where}</th>
            <th scope="col">{t.when}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <HistoryRow key={row.id} row={row} onRemove={() => remove.mutate(row.id)} />
          ))}
        </tbody>
      </table>
      <Pager page={page} total={total} to="/user" searchOf={searchOf} />
    </>
  );
}

/** 搜索历史: the switch 记录搜索历史, then the kept searches, newest first, a page at a time. */
export function SearchHistoryPanel() {
  const { page = 1 } = route.useSearch();
  return (
    <>
      <KeepSwitch />
      <HistoryList page={page} />
    </>
  );
}
