import { Link } from '@tanstack/react-router';
import type { CompanyDetail, Fact, Shareholder } from '@ysy/contracts/company/schemas';
import type { ReactNode } from 'react';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { directoryText } from '../../../shared/strings/directory';
import styles from './company-profile.module.css';

const t = directoryText;

/** A profile with the fields the page cannot do without filled in (the route's id, blanks). */
export type Profile = CompanyDetail & { eid: string; name: string; shareholders: Shareholder[] };

/** Where a section's facts come from, and as of when. */
export function FactLine({ facts, topic }: { facts: Fact[] | undefined; topic: Fact['topic'] }) {
  const fact = facts?.find((f) => f.topic === topic);
  return fact ? <p className={styles.fact}>{t.factSource(fact.source, fact.date)}</p> : null;
}

/** One titled section of the profile, with its count badge and an action beside the title. */
export function Section({
  id,
  title,
  count,
  children,
  action,
}: {
  id: string;
  title: string;
  count?: number | undefined;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-h`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-h`} className={styles.sectionTitle}>
          {title}
          {count !== undefined && <span className={styles.badge}>{groupDigits(count)}</span>}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The profile's own not-found state (an unknown company). */
export function NotFound() {
  return (
    <div className={styles.page}>
      <div className={styles.notFound} role="alert">
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundHint}</p>
        <Link to="/list" className={styles.primary}>
          {t.searchAgain}
        </Link>
      </div>
    </div>
  );
}

export function ProfilePending() {
  return (
    <div className={styles.page} role="status" aria-label={t.loadingList}>
      <div className={`${styles.header} ${styles.skeleton}`} />
    </div>
  );
}
