import { useRouter } from '@tanstack/react-router';
import { productName, topBarText } from '../../../shared/strings/shell';
import { navigateHref } from '../../../shared/helpers/navigate-href';
import styles from './top-bar.module.css';

/** The brand mark; goes home, or reloads when already home. */
export function Logo() {
  const router = useRouter();
  return (
    <a
      href="/"
      className={styles.logo}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        if (router.state.location.pathname === '/') window.location.reload();
        else void navigateHref(router, '/');
      }}
    >
      <svg className={styles.logoMark} viewBox="0 0 40 40" aria-hidden="true">
        <defs>
          <linearGradient id="ysy-logo" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3f8bff" />
            <stop offset="1" stopColor="#1457d9" />
          </linearGradient>
        </defs>
        <rect width="40" height="40" rx="10" fill="url(#ysy-logo)" />
        <path d="M11 12h18v4H16v3h11v4H16v3h13v4H11z" fill="#fff" />
      </svg>
      <span className={styles.logoText}>
        <span className={styles.logoName}>{productName}</span>
        <span className={styles.logoTagline}>{topBarText.tagline}</span>
      </span>
      {/* The link's name starts with its visible text (so voice users can say what they see) and
          says where it goes. */}
      <span className="visually-hidden">{topBarText.logoLabel}</span>
    </a>
  );
}
