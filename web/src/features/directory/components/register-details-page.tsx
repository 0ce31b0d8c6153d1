import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { errorMessageOf } from '../../../shared/api/error-message';
import { directoryText } from '../../../shared/strings/directory';
import { pageText, type PageId } from '../../../shared/strings/shell';
import { registerItemQueryOptions } from '../api/register-queries';
import { registerDetailsRoutes } from '../model/register-details';
import { registerKinds } from '../model/register-kinds';
import type { RegisterDetailsPath } from '../model/register-search';
import { messageOfReply } from './register-list-page';
import { StatusTag } from './status-tag';
import styles from './register.module.css';

/** A register item's page: its title, every field, its owner company, and a way back. */
export function RegisterDetailsPage({
  register,
  page: pageId,
  routePath,
}: {
  /** The register; its item call answers the same item as the list. */
  register: keyof typeof registerDetailsRoutes;
  page: PageId;
  routePath: RegisterDetailsPath;
}) {
  const kind = registerKinds[register];
  const { id } = useParams({ from: routePath });
  const item = useQuery(registerItemQueryOptions(registerDetailsRoutes[register], id));
  const row = item.data === undefined ? undefined : kind.item(item.data);
  if (item.isPending) {
    return (
      <div className={styles.page} role="status" aria-label={directoryText.loadingList}>
        <div className={`${styles.card} ${styles.skeleton}`} />
      </div>
    );
  }
  if (item.isError || row === undefined) {
    return (
      <div className={styles.page}>
        <div className={styles.empty} role="alert">
          <h1 className={styles.title}>{pageText[pageId].title}</h1>
          <p>{item.isError ? errorMessageOf(item.error) : messageOfReply(item.data)}</p>
          <Link to={kind.listPath} className={styles.retry}>
            {directoryText.backToList}
          </Link>
        </div>
      </div>
    );
  }
  const owner = row.owner;
  const fields = [...row.fields, ...row.moreFields];
  return (
    <div className={styles.page}>
      <article className={styles.card}>
        <p className={styles.eyebrow}>{pageText[pageId].title}</p>
        {row.image && (
          <img
            className={styles.detailsImage}
            src={row.image}
            alt={directoryText.imageOf(row.title)}
            width={120}
            height={120}
          />
        )}
        <h1 className={styles.detailsTitle}>
          {row.title}
          {row.tag && <span className={styles.tag}>{row.tag}</span>}
          {row.status && <StatusTag status={row.status} />}
        </h1>
        <dl className={styles.detailsGrid}>
          {fields.map(([label, value]) => (
            <div key={label} className={value.length > 40 ? styles.wide : undefined}>
              <dt>{label}</dt>
              <dd>{value || directoryText.none}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.detailsActions}>
          {owner && (
            <Link to="/company/$id" params={{ id: owner.eid }} className={styles.primary}>
              {directoryText.owner}：{owner.name}
            </Link>
          )}
          <Link to={kind.listPath} className={styles.secondary}>
            {directoryText.backToList}
          </Link>
        </div>
      </article>
    </div>
  );
}
