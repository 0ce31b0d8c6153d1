import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { WatchedCompany } from '@ysy/contracts/account/schemas';
import { CHANGE_KIND_NAMES } from '@ysy/contracts/account/values';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import { errorMessageOf } from '../../../shared/api/error-message';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { watchesText as t } from '../../../shared/strings/user-center';
import { Button } from '../../../shared/ui/button/button';
import { ErrorBlock } from '../../../shared/ui/status/error-block';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { Pager, PastTheEnd } from '../../directory';
import { myWatchesQueryOptions } from '../api/account-queries';
import { useUnwatch, type UnwatchOutcome } from '../api/use-unwatch';
import { userSearchOf } from '../model/user-search';
import { ChangeValues } from './change-values';
import { EmptyState } from './empty-state';
import { ReplyNotice } from './reply-notice';
import styles from './panels.module.css';

const route = getRouteApi('/user');
const searchOf = (page: number) => userSearchOf('watches', page);

function WatchesEmpty() {
  return <EmptyState lead={t.emptyLead} linkText={t.emptyLink} hint={t.emptyHint} />;
}

function LatestChange({ row }: { row: WatchedCompany }) {
  const change = row.latest_change;
  if (!change) return <span className={styles.muted}>{t.noChange}</span>;
  return (
    <>
      <span className={styles.kind}>{CHANGE_KIND_NAMES[change.kind]}</span>
      <ChangeValues before={change.before} after={change.after} />
    </>
  );
}

function WatchRow({
  row,
  pending,
  onUnwatch,
}: {
  row: WatchedCompany;
  pending: boolean;
  onUnwatch: () => void;
}) {
  return (
    <tr>
      <th scope="row" className={styles.companyCell}>
        <Link to="/company/$id" params={{ id: row.eid }} className={styles.company}>
          {row.name}
        </Link>
      </th>
      <td>{row.status}</td>
      <td className={styles.changeCell}>
        <LatestChange row={row} />
      </td>
      <td className={styles.dateCell}>{row.latest_change?.changed_on ?? '—'}</td>
      <td className={styles.actionCell}>
        <Button
          variant="ghost"
          size="sm"
          disabled={pending}
          aria-label={t.unwatchLabel(row.name)}
          onClick={onUnwatch}
        >
          {pending ? t.unwatching : t.unwatch}
        </Button>
      </td>
    </tr>
  );
}

function OutcomeLine({ outcome }: { outcome: UnwatchOutcome | undefined }) {
  if (outcome?.kind === 'failed') return <ReplyNotice code={outcome.code} msg={outcome.msg} />;
  return (
    <p className="visually-hidden" role="status">
      {outcome?.kind === 'done' ? t.unwatched(outcome.name) : ''}
    </p>
  );
}

/** 我的关注: the watched companies, most recently watched first, a page at a time. */
export function WatchesPanel() {
  const { page = 1 } = route.useSearch();
  const query = useQuery(myWatchesQueryOptions(page));
  const { unwatch, pendingEid, outcome } = useUnwatch(page);
  if (query.isPending) return <LoadingBlock />;
  if (query.isError) {
    return (
      <ErrorBlock message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  const reply = query.data;
  if (!isSuccess(reply, 0)) return <ReplyNotice code={reply.code} msg={reply.msg} />;
  const { total, list } = reply.data;
  if (total === 0) {
    return (
      <>
        <OutcomeLine outcome={outcome} />
        <WatchesEmpty />
      </>
    );
  }
  if (isPastTheEnd(page, total) && list.length === 0) {
    return <PastTheEnd page={page} pages={servedPages(total)} to="/user" searchOf={searchOf} />;
  }
  return (
    <>
      <p className={styles.summary}>{t.total(groupDigits(total))}</p>
      <OutcomeLine outcome={outcome} />
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.company}</th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.latestChange}</th>
            <th scope="col">{t.changedOn}</th>
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <WatchRow
              key={row.eid}
              row={row}
              pending={pendingEid === row.eid}
              onUnwatch={() => unwatch(row)}
            />
          ))}
        </tbody>
      </table>
      <Pager page={page} total={total} to="/user" searchOf={searchOf} />
    </>
  );
}
