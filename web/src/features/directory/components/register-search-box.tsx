import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { saveKeyword } from '../../../shared/storage/keyword-storage';
import { directoryText } from '../../../shared/strings/directory';
import type { RegisterView } from '../model/register-kinds';
import styles from './register.module.css';

/**
 * A register's search: Enter or 查询 goes to the register's results with ?keyword=. Also a plain
 * GET form to the same address, so the box drawn by the server searches before hydration.
 */
export function RegisterSearchBox({
  kind,
  initialKeyword = '',
  large = false,
}: {
  kind: RegisterView;
  initialKeyword?: string;
  large?: boolean;
}) {
  const navigate = useNavigate();
  const [value, setValue] = useState(initialKeyword);
  return (
    <form
      role="search"
      action={kind.listPath}
      method="get"
      className={large ? `${styles.search} ${styles.searchLarge}` : styles.search}
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = value.trim();
        if (keyword === '') return;
        saveKeyword(keyword);
        void navigate({ to: kind.listPath, search: { keyword } });
      }}
    >
      <input
        name="keyword"
        className={styles.searchInput}
        type="text"
        aria-label={directoryText.registerSearchLabel(directoryText.registerWhat[kind.id])}
        placeholder={directoryText.registerPlaceholder[kind.id]}
        value={value}
        maxLength={50}
        onChange={(event) => setValue(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        {directoryText.registerSearchButton}
      </button>
    </form>
  );
}
