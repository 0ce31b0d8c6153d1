import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { directoryText } from '../../../shared/strings/directory';
import { pagerItems } from '../model/list-search';
import styles from './pager.module.css';

interface Props {
  page: number;
  pages: number;
  /** The link target of page n (search params of the same route). */
  to: string;
  searchOf: (page: number) => Record<string, unknown>;
  /** Pages beyond `pages` may exist but are not offered yet (an estimated count): shown as …. */
  more?: boolean;
}

/** Page links (every page reachable: first, last, neighbours, and a jump box). */
export function Pager({ page, pages, to, searchOf, more = false }: Props) {
  const navigate = useNavigate();
  const [jump, setJump] = useState('');
  if (pages <= 1) return null;
  const go = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (!Number.isInteger(n) || n < 1 || n > pages) return;
    void navigate({ to, search: searchOf(n) });
  };
  return (
    <nav className={styles.pager} aria-label={directoryText.paginationLabel}>
      {page > 1 ? (
        <Link to={to} search={searchOf(page - 1)} className={styles.step}>
          {directoryText.prevPage}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          {directoryText.prevPage}
        </span>
      )}
      {pagerItems(page, pages).map((n, i) =>
        n === null ? (
          <span key={`gap-${i}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Link
            key={n}
            to={to}
            search={searchOf(n)}
            className={n === page ? `${styles.num} ${styles.current}` : styles.num}
            aria-label={directoryText.goToPage(n)}
            aria-current={n === page ? 'page' : undefined}
          >
            {n}
          </Link>
        ),
      )}
      {more && (
        <span className={styles.gap} aria-hidden="true">
          …
        </span>
      )}
      {page < pages ? (
        <Link to={to} search={searchOf(page + 1)} className={styles.step}>
          {directoryText.nextPage}
        </Link>
      ) : (
        <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
          {directoryText.nextPage}
        </span>
      )}
      <form className={styles.jump} onSubmit={go}>
        <label>
          {directoryText.jumpLabel}
          <input
            className={styles.jumpInput}
            inputMode="numeric"
            value={jump}
            onChange={(event) => setJump(event.target.value)}
          />
          {directoryText.jumpUnit}
        </label>
        <button type="submit" className={styles.jumpButton}>
          {directoryText.jumpButton}
        </button>
      </form>
    </nav>
  );
}
