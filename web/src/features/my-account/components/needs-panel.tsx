import { useQuery } from '@tanstack/react-query';
import type { MyNeed } from '@ysy/contracts/account/my-data';
import { appState } from '../../../shared/state/app-state';
import { needsText as t } from '../../../shared/strings/my-account';
import { myNeedsQueryOptions } from '../api/my-account-queries';
import { dateTimeText, maskedPhone } from '../model/format';
import { PagedTable, usePage } from './paged-list';
import styles from './my-account.module.css';

function NeedRow({ need }: { need: MyNeed }) {
  return (
    <tr>
      <th scope="row" className={styles.needText}>
        {need.need}
      </th>
      <td className={styles.nowrap}>{maskedPhone(need.phone)}</td>
      <td className={styles.nowrap}>{dateTimeText(need.created_at)}</td>
    </tr>
  );
}

/** 我的需求: the needs published while signed in, newest first. */
export function NeedsPanel() {
  const page = usePage();
  const query = useQuery(myNeedsQueryOptions(page));
  return (
    <PagedTable
      tab="needs"
      page={page}
      query={query}
      text={t}
      emptyAction={
        <button
          type="button"
          className={styles.emptyLink}
          onClick={() => (appState.publishNeedOpen = true)}
        >
          {t.emptyAction}
        </button>
      }
      columns={
        <>
          <th scope="col">{t.need}</th>
          <th scope="col">{t.phone}</th>
          <th scope="col">{t.createdAt}</th>
        </>
      }
      row={(need) => <NeedRow key={need.id} need={need} />}
    />
  );
}
