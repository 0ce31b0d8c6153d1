import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { topBarText } from '../../../shared/strings/shell';
import { useNavItems } from '../api/get-nav';
import { splitNav } from '../model/split-nav';
import { useScrolledPast } from '../model/use-scrolled-past';
import { Logo } from './logo';
import { ShowBadge } from './show-badge';
import { MobileItem } from './mobile-item';
import { NavMenu } from './nav-menu';
import styles from './top-bar.module.css';

export interface TopBarProps {
  /** Shown instead of the menu once the page is scrolled 60px. */
  search: ReactNode;
  /** Login button or user menu. */
  account: ReactNode;
}

/** The top bar: 66px high, content 1280px, sticky at the top of the window. */
export function TopBar({ search, account }: TopBarProps) {
  const scrolled = useScrolledPast();
  const { menu, mobile, vip } = splitNav(useNavItems());
  return (
    <header className={`${styles.bar} ${scrolled ? styles.barScrolled : ''}`}>
      <div className={styles.inner}>
        <Logo />
        <div className={styles.center}>{scrolled ? search : <NavMenu items={menu} />}</div>
        <div className={styles.right}>
          <MobileItem item={mobile} />
          <Link to="/vip" className={styles.vip}>
            <svg className={styles.vipIcon} viewBox="0 0 16 16" aria-hidden="true">
              <path d="M2 5.5 5 8l3-4.5L11 8l3-2.5-1.3 7H3.3z" fill="currentColor" />
            </svg>
            <span>{vip?.category_name || topBarText.vip}</span>
            {vip && <ShowBadge show={vip.show} />}
          </Link>
          {account}
        </div>
      </div>
    </header>
  );
}
