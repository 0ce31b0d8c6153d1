import { Link } from '@tanstack/react-router';
import type { RegisterRow, RegisterView } from '../model/register-kinds';
import { HighlightText } from './highlight-text';
import { StatusTag } from './status-tag';
import styles from './register.module.css';

/** One record of a register list: image, linked title, tag, status and its fields. */
export function RegisterItem({
  kind,
  row,
  keyword,
}: {
  kind: RegisterView;
  row: RegisterRow;
  keyword: string;
}) {
  const title = <HighlightText text={row.title} keyword={keyword} />;
  const owner = row.owner;
  return (
    <li className={row.image ? `${styles.item} ${styles.withImage}` : styles.item}>
      {row.image && (
        <img
          className={styles.thumb}
          src={row.image}
          alt=""
          width={56}
          height={56}
          loading="lazy"
        />
      )}
      <div className={styles.itemMain}>
        <h3 className={styles.itemTitle}>
          {kind.detailsPath ? (
            <Link to={kind.detailsPath} params={{ id: row.detailsId }} preload="intent">
              {title}
            </Link>
          ) : (
            title
          )}
          {row.tag && <span className={styles.tag}>{row.tag}</span>}
          {row.status && <StatusTag status={row.status} />}
        </h3>
        <dl className={styles.fields}>
          {row.fields.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>
                {owner && value === owner.name ? (
                  <Link to="/company/$id" params={{ id: owner.eid }} className={styles.owner}>
                    <HighlightText text={value} keyword={keyword} />
                  </Link>
                ) : (
                  <HighlightText text={value} keyword={keyword} />
                )}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </li>
  );
}
