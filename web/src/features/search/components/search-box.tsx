import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type FormEvent } from 'react';
import { useHydrated } from '../../../shared/helpers/hydration';
import { navigateHref } from '../../../shared/helpers/navigate-href';
import { readKeyword, saveKeyword } from '../../../shared/storage/keyword-storage';
import { searchText } from '../../../shared/strings/shell';
import { searchHref } from '../model/search-href';
import { useRouteKeyword } from '../model/use-route-keyword';
import styles from './search-box.module.css';

/**
 * The scrolled top bar's search (docs/behaviour.md#search): Enter or 搜索 searches the list that
 * fits the current page, always with `?keyword=`; a blank keyword does nothing. The text survives
 * in session storage.
 */
export function SearchBox() {
  const router = useRouter();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const routeKeyword = useRouteKeyword();
  const hydrated = useHydrated();
  const [value, setValue] = useState(() => routeKeyword ?? (hydrated ? readKeyword() : ''));

  // After hydrating the server's (empty) box, the text this tab last searched fills it.
  useEffect(() => {
    setValue((current) => current || readKeyword());
  }, []);

  // Arriving on ?keyword=x fills the box.
  useEffect(() => {
    if (routeKeyword !== undefined) setValue(routeKeyword);
  }, [routeKeyword]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const href = searchHref(pathname, value);
    if (href === null) return;
    saveKeyword(value.trim());
    void navigateHref(router, href);
  };

  return (
    <form role="search" className={styles.form} onSubmit={submit}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true">
        <circle cx="7" cy="7" r="4.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="m10.6 10.6 3.2 3.2"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      </svg>
      <input
        type="search"
        className={styles.input}
        aria-label={searchText.label}
        placeholder={searchText.placeholder}
        value={value}
        maxLength={50}
        onChange={(event) => {
          setValue(event.target.value);
          saveKeyword(event.target.value);
        }}
      />
      <button type="submit" className={styles.button}>
        {searchText.button}
      </button>
    </form>
  );
}
