import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { Alert } from '@ysy/contracts/account/schemas';
import { CHANGE_KIND_NAMES } from '@ysy/contracts/account/values';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import { errorMessageOf } from '../../../shared/api/error-message';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { alertsText as t } from '../../../shared/strings/user-center';
import { Button } from '../../../shared/ui/button/button';
import { ErrorBlock } from '../../../shared/ui/status/error-block';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { Pager, PastTheEnd } from '../../directory';
import { alertListQueryOptions } from '../api/account-queries';
import { useMarkRead, useMarkShownRead } from '../api/use-mark-read';
import { userSearchOf } from '../model/user-search';
import { ChangeValues } from './change-values';
import { EmptyState } from './empty-state';
import { ReplyNotice } from './reply-notice';
import styles from './panels.module.css';

const route = getRouteApi('/user');
const searchOf = (page: number) => userSearchOf('alerts', page);

function AlertsEmpty() {
  return (
    <EmptyState
      lead={t.emptyLead}
      linkText={t.emptyLink}
      hint={t.emptyHint}
      more={
        <Link to="/user" search={userSearchOf('watches')} className={styles.secondaryLink}>
          {t.watchesLink}
        </Link>
      }
    />
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  return (
    <li className={alert.unread ? `${styles.alert} ${styles.alertUnread}` : styles.alert}>
      <div className={styles.alertHead}>
        {alert.unread && <span className={styles.unreadTag}>{t.unread}</span>}
        <Link to="/company/$id" params={{ id: alert.eid }} className={styles.company}>
          {alert.company_name}
        </Link>
        <span className={styles.kind}>{CHANGE_KIND_NAMES[alert.kind]}</span>
        <span className={styles.alertDate}>{t.changedOn(alert.changed_on)}</span>
      </div>
      <ChangeValues before={alert.before} after={alert.after} />
      <p className={styles.source}>{t.source(alert.source)}</p>
    </li>
  );
}

/**
 * 动态提醒: changes of the watched companies since each watch began, newest first. Showing page
 * 1 marks it read (and with it every older alert); 全部已读 marks everything.
 */
export function AlertsPanel() {
  const { page = 1 } = route.useSearch();
  const query = useQuery(alertListQueryOptions(page));
  const { mark, markingAll, failure } = useMarkRead();
  const data = query.data && isSuccess(query.data, 0) ? query.data.data : undefined;
  useMarkShownRead(page === 1 ? data?.list[0]?.id : undefined, data?.unread ?? 0, mark);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <ErrorBlock message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  if (!isSuccess(query.data, 0)) return <ReplyNotice code={query.data.code} msg={query.data.msg} />;
  const { total, unread, list } = query.data.data;
  if (total === 0) return <AlertsEmpty />;
  if (isPastTheEnd(page, total) && list.length === 0) {
    return <PastTheEnd page={page} pages={servedPages(total)} to="/user" searchOf={searchOf} />;
  }
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.summary}>{t.summary(groupDigits(total))}</p>
        <Button
          variant="ghost"
          size="sm"
          disabled={markingAll || unread === 0}
          onClick={() => mark(undefined)}
        >
          {markingAll ? t.marking : t.markAll}
        </Button>
      </div>
      {failure && <ReplyNotice code={failure.code} msg={failure.msg} />}
      <ul className={styles.alerts} aria-label={t.listLabel}>
        {list.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
      <Pager page={page} total={total} to="/user" searchOf={searchOf} />
    </>
  );
}
