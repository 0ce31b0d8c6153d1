import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Benefit } from '@ysy/contracts/account/my-data';
import { LIMIT_LABELS, limitValue } from '@ysy/contracts/account/messages';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { errorMessageOf } from '../../../shared/api/error-message';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { benefitsText as t } from '../../../shared/strings/my-account';
import { buttonClass } from '../../../shared/ui/button/button-class';
import { ErrorBlock } from '../../../shared/ui/status/error-block';
import { LoadingBlock } from '../../../shared/ui/status/loading-block';
import { myBenefitsQueryOptions } from '../api/my-account-queries';
import { AccountData } from './account-data';
import styles from './my-account.module.css';

/** How much of a limit is used: now (watches, history), today (daily export) or per file. */
function usedText(benefit: Benefit): string {
  if (benefit.kind === 'export_rows_per_file') return t.perFile;
  if (benefit.used === undefined) return t.notCounted;
  const n = groupDigits(benefit.used);
  return benefit.kind === 'export_rows_per_day' ? t.usedToday(n) : t.usedNow(n);
}

function BenefitRows({ limits }: { limits: readonly Benefit[] }) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.benefit}</th>
          <th scope="col" className={styles.number}>
            {t.allowed}
          </th>
          <th scope="col" className={styles.number}>
            {t.used}
          </th>
        </tr>
      </thead>
      <tbody>
        {limits.map((benefit) => (
          <tr key={benefit.kind}>
            <th scope="row">{LIMIT_LABELS[benefit.kind].name}</th>
            <td className={styles.number}>{limitValue(benefit.kind, benefit.allowed)}</td>
            <td className={styles.number}>{usedText(benefit)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Limits() {
  const query = useQuery(myBenefitsQueryOptions);
  if (query.isPending) return <LoadingBlock lines={4} />;
  if (query.isError) {
    return (
      <ErrorBlock message={errorMessageOf(query.error)} onRetry={() => void query.refetch()} />
    );
  }
  const reply = query.data;
  if (!isSuccess(reply, 0))
    return <ErrorBlock message={reply.msg} onRetry={() => void query.refetch()} />;
  const { level_name, limits } = reply.data;
  return (
    <>
      <div className={styles.level}>
        <div>
          <p className={styles.levelName}>{t.level(level_name)}</p>
          <p className={styles.hint}>{t.upgradeHint}</p>
        </div>
        <Link to="/vip" className={buttonClass()}>
          {t.upgrade}
        </Link>
      </div>
      <BenefitRows limits={limits} />
    </>
  );
}

/**
 * 会员权益: the level, each limit of it (the rows of the /vip comparison, from the same table)
 * with how much is used, and the account's data: 下载我的数据 and 注销账号.
 */
export function BenefitsPanel() {
  return (
    <>
      <Limits />
      <AccountData />
    </>
  );
}
