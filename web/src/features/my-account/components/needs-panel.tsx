import { useQuery } from '@tanstack/react-query';
import { appState } from '../../../shared/state/app-state';
import { needsText as t } from '../../../shared/strings/my-account';
import { myNeedsQueryOptions } from '../api/my-account-queries';
import { dateTimeText, maskedPhone } from '../model/format';
import { EmptyNote, PagedList, usePage } from './paged-list';
import styles from './my-account.module.css';

/** 我的需求: the needs published while signed in, newest first. */
export function NeedsPanel() {
  const page = usePage();
  const query = useQuery(myNeedsQueryOptions(page));
  return (
    <PagedList
      tab="needs"
      page={page}
      query={query}
      summary={t.summary}
      empty={
        <EmptyNote
          lead={t.emptyLead}
          hint={t.emptyHint}
          action={
            <button
              type="button"
              className={styles.emptyLink}
              onClick={() => (appState.publishNeedOpen = true)}
            >
              {t.emptyAction}
            </button>
          }
        />
      }
    >
      {(list) => (
        <table className={styles.table}>
          <caption className="visually-hidden">{t.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.need}</th>
              <th scope="col">{t.phone}</th>
              <th scope="col">{t.createdAt}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((need) => (
              <tr key={need.id}>
                <th scope="row" className={styles.needText}>
                  {need.need}
                </th>
                <td className={styles.nowrap}>{maskedPhone(need.phone)}</td>
                <td className={styles.nowrap}>{dateTimeText(need.created_at)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PagedList>
  );
}
