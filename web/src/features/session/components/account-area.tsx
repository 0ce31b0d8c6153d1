import { useRouter } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { HrefLink } from '../../../shared/helpers/href-link';
import { useLoggedInShown } from '../../../shared/state/use-logged-in-shown';
import { appState } from '../../../shared/state/app-state';
import { topBarText } from '../../../shared/strings/shell';
import { displayName } from '../model/display-name';
import { routerNavigator } from '../model/install-session';
import { logout } from '../model/session-actions';
import { sessionStore } from '../model/session-store';
import { userPageHref } from '../model/user-page';
import styles from './account-area.module.css';

function Avatar({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span className={styles.avatarFallback} aria-hidden="true">
        <svg viewBox="0 0 24 24">
          <circle cx="12" cy="9" r="4" fill="currentColor" />
          <path d="M4 21c1.2-4 4.4-6 8-6s6.8 2 8 6" fill="currentColor" />
        </svg>
      </span>
    );
  }
  return (
    <img
      className={styles.avatar}
      src={src}
      alt={topBarText.avatarAlt}
      onError={() => setFailed(true)}
    />
  );
}

/** The top bar's right end: 登录 when anonymous, the user menu when logged in. */
export function AccountArea() {
  const loggedIn = useLoggedInShown();
  const { user } = useSnapshot(sessionStore);
  if (!loggedIn || !user) {
    return (
      <button
        type="button"
        className={styles.login}
        onClick={() => (appState.loginWindowShown = true)}
      >
        {topBarText.login}
      </button>
    );
  }
  return <UserMenu nickname={user.nickname} name={user.name} avatar={user.avatar} />;
}

function UserMenu({ nickname, name, avatar }: { nickname: string; name: string; avatar: string }) {
  const router = useRouter();
  const userPage = userPageHref(router.routesByPath);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={styles.user}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        className={styles.userButton}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={`${topBarText.userMenuLabel}：${nickname || name}`}
        onClick={(event) => {
          // A mouse click lands right after the hover opened the menu: keep it open. Keyboard
          // activation (detail 0) toggles.
          if (event.detail === 0) setOpen((value) => !value);
          else setOpen(true);
        }}
      >
        <Avatar src={avatar} />
        <span className={styles.userName}>{displayName({ nickname, name })}</span>
      </button>
      {open && (
        <div className={styles.menu} role="menu" aria-label={topBarText.userMenuLabel}>
          {userPage !== undefined && (
            <HrefLink
              href={userPage}
              role="menuitem"
              className={styles.menuItem}
              onClick={() => setOpen(false)}
            >
              {topBarText.userCenter}
            </HrefLink>
          )}
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            onClick={() => {
              setOpen(false);
              void logout(routerNavigator(router));
            }}
          >
            {topBarText.logout}
          </button>
        </div>
      )}
    </div>
  );
}
