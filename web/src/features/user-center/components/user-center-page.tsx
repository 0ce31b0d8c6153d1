import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../../../shared/helpers/hydration';
import { appState } from '../../../shared/state/app-state';
import { useLoggedInShown } from '../../../shared/state/use-logged-in-shown';
import { pageDescription } from '../../../shared/strings/page-descriptions';
import { pageText } from '../../../shared/strings/shell';
import { userCenterText as t } from '../../../shared/strings/user-center';
import { Button } from '../../../shared/ui/button/button';
import { PageHero } from '../../../shared/ui/layout/page-hero';
import { PageSection } from '../../../shared/ui/layout/page-section';
import { EmptyBlock } from '../../../shared/ui/status/empty-block';
import { activeTab, shownTabs, type UserTab } from '../model/tabs';
import { userSearchOf } from '../model/user-search';
import { tabPanels } from './tab-panels';
import styles from './user-center.module.css';

const route = getRouteApi('/user');

/** The section links: each its own URL, the current one marked for assistive technology. */
function TabList({ tabs, current }: { tabs: readonly UserTab[]; current: UserTab }) {
  return (
    <nav className={styles.tabs} aria-label={t.tabsLabel}>
      <ul className={styles.tabList}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link
              to="/user"
              search={userSearchOf(tab.id)}
              className={tab.id === current.id ? `${styles.tab} ${styles.tabCurrent}` : styles.tab}
              aria-current={tab.id === current.id ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Anonymous visitors: the login dialog opens once the page knows nobody is signed in (not while
 * it hydrates, when nobody looks signed in yet). The QR login returns to this path, so after it
 * the visitor lands on 个人中心.
 */
function LoginInvite() {
  const hydrated = useHydrated();
  const { loggedIn } = useSnapshot(appState);
  useEffect(() => {
    if (hydrated && !loggedIn) appState.loginWindowShown = true;
  }, [hydrated, loggedIn]);
  return (
    <EmptyBlock text={t.loginTitle}>
      <p>{t.loginHint}</p>
      <Button onClick={() => (appState.loginWindowShown = true)}>{t.login}</Button>
    </EmptyBlock>
  );
}

function Sections() {
  const search = route.useSearch();
  const headingId = useId();
  const tabs = shownTabs((id) => tabPanels[id] !== undefined);
  const current = activeTab(search.tab, tabs);
  const Panel = current && tabPanels[current.id];
  if (!current || !Panel) return <EmptyBlock text={t.noSections} />;
  return (
    <div className={styles.layout}>
      <TabList tabs={tabs} current={current} />
      <section className={styles.panel} aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.panelTitle}>
          {current.label}
        </h2>
        {/* A new section starts over: no state of one panel carries into another. */}
        <Panel key={current.id} />
      </section>
    </div>
  );
}

/** /user: the signed-in user's own page, one section at a time (`?tab=`). */
export function UserCenterPage() {
  const loggedIn = useLoggedInShown();
  return (
    <>
      <PageHero>
        <h1 className={styles.heroTitle}>{pageText.user.title}</h1>
        <p className={styles.heroText}>{pageDescription.user}</p>
      </PageHero>
      <PageSection>{loggedIn ? <Sections /> : <LoginInvite />}</PageSection>
    </>
  );
}
