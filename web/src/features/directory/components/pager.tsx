import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { groupDigits } from '../../../shared/helpers/group-digits';
import { directoryText } from '../../../shared/strings/directory';
import { jumpTarget, offeredPages, pagerItems } from '../model/pager';
import styles from './pager.module.css';

interface Props {
  page: number;
  /** Rows of the list: the pager offers the pages the API serves of them. */
  total: number;
  /** The link target of page n (search params of the same route). */
  to: string;
  searchOf: (page: number) => Record<string, unknown>;
  /** `total` is an estimate: pages past those known to hold rows are not offered (shown as …). */
  estimated?: boolean;
  /** The list's anchor on its page, when the list is one section of a longer page. */
  hash?: string | undefined;
}

/** 跳至 [n] 页: a number past the last page goes to the last page. */
function JumpBox({
  pages,
  to,
  searchOf,
  hash,
}: Omit<Props, 'page' | 'total' | 'estimated'> & { pages: number }) {
  const navigate = useNavigate();
  const [jump, setJump] = useState('');
  const go = (event: FormEvent) => {
    event.preventDefault();
    const n = jumpTarget(jump, pages);
    if (n === undefined) return;
    setJump(String(n));
    void navigate({ to, search: searchOf(n), hash });
  };
  return (
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
  );
}

/**
 * Page links to every page the API serves (first, last, neighbours, and a jump box that takes a
 * number past the end as the last page), or of an estimate only those known to hold rows; under
 * them, when rows lie deeper than any served page, a line that says so.
 */
export function Pager({ page, total, estimated = false, to, searchOf, hash }: Props) {
  const { pages, more, capped } = offeredPages(total, estimated, page);
  if (pages <= 1) return null;
  return (
    <>
      <nav className={styles.pager} aria-label={directoryText.paginationLabel}>
        {page > 1 ? (
          <Link
            to={to}
            search={searchOf(Math.min(page - 1, pages))}
            hash={hash}
            className={styles.step}
          >
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
              hash={hash}
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
          <Link to={to} search={searchOf(page + 1)} hash={hash} className={styles.step}>
            {directoryText.nextPage}
          </Link>
        ) : (
          <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
            {directoryText.nextPage}
          </span>
        )}
        <JumpBox pages={pages} to={to} searchOf={searchOf} hash={hash} />
      </nav>
      {capped && <p className={styles.capped}>{directoryText.pagerCapped(groupDigits(pages))}</p>}
    </>
  );
}
