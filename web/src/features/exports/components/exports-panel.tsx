import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import type { ExportRecord } from '@ysy/contracts/account/exports';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { isPastTheEnd, servedPages } from '@ysy/contracts/common/pagination';
import { errorMessageOf } from '../../../shared/api/error-message';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { exportsText as t } from '../../../shared/strings/exports';
import { Button } from '../../../shared/ui/button/button';
import { ErrorBlock } from '../../../shared/ui/status/error-block';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { Pager, PastTheEnd } from '../../directory';
import { filtersQueryOptions } from '../../directory';
import { myExportsQueryOptions } from '../api/exports-queries';
import { describeQuery } from '../model/describe-query';
import { exportedFileUrl } from '../model/export-url';
import { useFileDownload } from '../model/use-file-download';
import { DownloadStatus, FailureLine } from './download-status';
import styles from './exports.module.css';

const route = getRouteApi('/user');
/** The panel's page `page` of 个人中心 (page 1 is left out of the URL). */
const searchOf = (page: number) => (page > 1 ? { tab: 'exports', page } : { tab: 'exports' });

/** `2026-11-26 09:30`, in the visitor's time zone. */
function timeOf(iso: string): string {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

function useBandName() {
  const bands = useQuery(filtersQueryOptions);
  const data = bands.data && isSuccess(bands.data, 0) ? bands.data.data : undefined;
  return (id: number) => data?.seniorDimensionYuan.yuan.find((band) => band.id === id)?.name;
}

function ExportRow({
  row,
  bandName,
}: {
  row: ExportRecord;
  bandName: (id: number) => string | undefined;
}) {
  const { state, start } = useFileDownload();
  return (
    <tr>
      <th scope="row">{describeQuery(row.query, bandName)}</th>
      <td>{groupDigits(row.rows)}</td>
      <td className={styles.dateCell}>{timeOf(row.created_at)}</td>
      <td>
        {row.downloadable ? (
          <Button
            variant="ghost"
            size="sm"
            disabled={state.kind === 'running'}
            aria-label={t.downloadLabel(row.file_name)}
            onClick={() => void start(exportedFileUrl(row.id))}
          >
            {state.kind === 'running' ? t.downloading : t.download}
          </Button>
        ) : (
          <span className={styles.expired}>{t.expired}</span>
        )}
        <DownloadStatus state={state} />
      </td>
    </tr>
  );
}

/** 导出记录: the user's exports, newest first; each file can be downloaded again for 7 days. */
export function ExportsPanel() {
  const { page = 1 } = route.useSearch();
  const query = useQuery(myExportsQueryOptions(page));
  const bandName = useBandName();
  if (query.isPending) return <LoadingBlock />;
  if (query.isError)
    return (
      <ErrorBlock message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    );
  const reply = query.data;
  if (!isSuccess(reply, 0)) return <FailureLine code={reply.code} msg={reply.msg} />;
  const { total, list } = reply.data;
  if (total === 0)
    return (
      <div className={styles.empty}>
        <p>
          {t.emptyLead}
          <Link to="/list" className={styles.emptyLink}>
            {t.emptyLink}
          </Link>
        </p>
        <p className={styles.hint}>{t.emptyHint}</p>
      </div>
    );
  if (isPastTheEnd(page, total) && list.length === 0)
    return <PastTheEnd page={page} pages={servedPages(total)} to="/user" searchOf={searchOf} />;
  return (
    <>
      <p className={styles.summary}>{t.total(groupDigits(total))}</p>
      <table className={styles.table}>
        <caption className="visually-hidden">{t.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.query}</th>
            <th scope="col">{t.rows}</th>
            <th scope="col">{t.time}</th>
            <th scope="col">{t.file}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((row) => (
            <ExportRow key={row.id} row={row} bandName={bandName} />
          ))}
        </tbody>
      </table>
      <Pager page={page} total={total} to="/user" searchOf={searchOf} />
    </>
  );
}
