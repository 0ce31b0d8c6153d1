import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import type { CompanyChange } from '@ysy/contracts/account/schemas';
import { CHANGE_KIND_NAMES } from '@ysy/contracts/account/values';
import { isSuccess } from '@ysy/contracts/common/is-success';
import { errorMessageOf } from '../../../shared/api/error-message';
import { changesText as t } from '../../../shared/strings/watch-alerts';
import { companyChangesQueryOptions } from '../api/watch-queries';
import { profileSearchOf } from '../model/profile-search';
import { Section } from './company-profile-parts';
import { Pager } from './pager';
import styles from './company-profile.module.css';
import own from './company-changes.module.css';

const route = getRouteApi('/company/$id');

/** The profile's anchor of 变更记录 (its tab links here, its pager comes back here). */
export const CHANGES_SECTION_ID = 'changes';

function ChangeRows({ list }: { list: CompanyChange[] }) {
  return (
    <table className={`${styles.table} ${own.changes}`}>
      <thead>
        <tr>
          <th scope="col" className={own.date}>
            {t.date}
          </th>
          <th scope="col" className={own.kind}>
            {t.kind}
          </th>
          <th scope="col">{t.before}</th>
          <th scope="col">{t.after}</th>
          <th scope="col" className={own.source}>
            {t.source}
          </th>
        </tr>
      </thead>
      <tbody>
        {list.map((change) => (
          <tr key={change.id}>
            <td>{change.changed_on}</td>
            <td>{CHANGE_KIND_NAMES[change.kind]}</td>
            <td>{change.before ?? t.noBefore}</td>
            <td>{change.after}</td>
            <td>{change.source}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * 变更记录: the company's changes, newest first, a page at a time (the page is the URL's
 * `changes`, so a reload or a shared link keeps it); a company without any says so.
 */
export function CompanyChanges({ eid }: { eid: string }) {
  const page = route.useSearch({ select: (search) => search.changes ?? 1 });
  const changes = useQuery({
    ...companyChangesQueryOptions(eid, page),
    placeholderData: keepPreviousData,
  });
  const reply = changes.data !== undefined && isSuccess(changes.data, 0) ? changes.data : undefined;
  return (
    <Section id={CHANGES_SECTION_ID} title={t.title} count={reply?.data.total}>
      {changes.isPending ? (
        <p className={styles.registerNote}>{t.loading}</p>
      ) : reply === undefined ? (
        <p className={styles.registerNote} role="alert">
          {(changes.isError ? errorMessageOf(changes.error) : changes.data?.msg) || t.failed}{' '}
          <button type="button" className={styles.link} onClick={() => void changes.refetch()}>
            {t.retry}
          </button>
        </p>
      ) : reply.data.total === 0 ? (
        <p className={styles.registerNote}>{t.empty}</p>
      ) : (
        <div aria-busy={changes.isPlaceholderData}>
          <ChangeRows list={reply.data.list} />
          <Pager
            page={page}
            total={reply.data.total}
            to={`/company/${eid}`}
            searchOf={profileSearchOf}
            hash={CHANGES_SECTION_ID}
          />
        </div>
      )}
    </Section>
  );
}
