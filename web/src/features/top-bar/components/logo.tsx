import { useRouter } from '@tanstack/react-router';
import { productName, topBarText } from '../../../shared/strings/shell';
import { navigateHref } from '../../../shared/helpers/navigate-href';
import { BrandMark } from '../../../shared/ui/brand-mark/brand-mark';
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
      <BrandMark />
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
