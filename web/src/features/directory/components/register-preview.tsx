import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { directoryText } from '../../../shared/strings/directory';
import { registerListQueryOptions } from '../api/register-queries';
import type { RegisterView } from '../model/register-kinds';
import styles from './company-profile.module.css';

/** How many records of each register a profile shows before 查看全部. */
const PREVIEW_COUNT = 3;

/** The first records of one company in one register (the register's own list call, by eid). */
export function RegisterPreview({ kind, eid }: { kind: RegisterView; eid: string }) {
  const list = useQuery(registerListQueryOptions(kind, { eid }));
  const page = list.data === undefined ? undefined : kind.page(list.data);
  if (list.isPending) return <p className={styles.registerNote}>{directoryText.loadingList}</p>;
  if (!page) return <p className={styles.registerNote}>{directoryText.registerError}</p>;
  if (page.rows.length === 0) return <p className={styles.registerNote}>{directoryText.none}</p>;
  return (
    <ul className={styles.preview}>
      {page.rows.slice(0, PREVIEW_COUNT).map((row) => (
        <li key={row.detailsId}>
          {kind.detailsPath ? (
            <Link
              to={kind.detailsPath}
              params={{ id: row.detailsId }}
              className={styles.previewTitle}
            >
              {row.title}
            </Link>
          ) : (
            <span className={styles.previewTitle}>{row.title}</span>
          )}
          {row.tag && <span className={styles.previewTag}>{row.tag}</span>}
          <span className={styles.previewFields}>
            {row.fields
              .slice(0, 2)
              .map(([label, value]) => `${label}：${value}`)
              .join(' · ')}
          </span>
        </li>
      ))}
    </ul>
  );
}
