import { Outlet, useMatches } from '@tanstack/react-router';
import { Suspense, lazy, useState } from 'react';
import { useSnapshot } from 'valtio';
import { DemoRibbon } from '../features/demo-ribbon/components/demo-ribbon';
import { SearchBox } from '../features/search/components/search-box';
import { useSyncKeywordToStorage } from '../features/search/model/use-route-keyword';
import { AccountArea } from '../features/session/components/account-area';
import { TopBar } from '../features/top-bar/components/top-bar';
import { useHydrated } from '../shared/helpers/hydration';
import { MAIN_ID } from '../shared/server-render/page-markup';
import { appState } from '../shared/state/app-state';
import { SkipLink } from '../shared/ui/skip-link/skip-link';
import { useToastWanted } from '../shared/ui/toast/toast';
import type { RouteFlags } from '../shared/routing/page-route';
import { defaultFlags } from './route-table';
import styles from './root-layout.module.css';

// Shell parts outside the first view load as their own chunks, beside the page's: the first load
// carries only what the first paint shows. The footer starts below the fold; the tool bar and the
// chat windows are fixed at the window's edge, so their appearing moves nothing.
const FooterArea = lazy(() => import('./footer-area'));
const ToolBar = lazy(() =>
  import('../features/tool-bar/components/tool-bar').then((m) => ({ default: m.ToolBar })),
);
const ChatFrames = lazy(() =>
  import('../features/tool-bar/components/chat-frames').then((m) => ({ default: m.ChatFrames })),
);

const DialogsHost = lazy(() =>
  import('../features/dialogs-host').then((m) => ({ default: m.DialogsHost })),
);

/**
 * The dialogs host (with the notifications) loads the first time something opens a dialog or
 * shows a notification, and stays.
 */
function DialogsWhenWanted() {
  const snap = useSnapshot(appState);
  const toast = useToastWanted();
  const wanted = snap.publishNeedOpen || snap.loginWindowShown || snap.consultation.open || toast;
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  return mounted || wanted ? (
    <Suspense fallback={null}>
      <DialogsHost />
    </Suspense>
  ) : null;
}

/** The shell flags (top bar, footer, tool bar) of the deepest matched route. */
function useRouteFlags(): RouteFlags {
  return useMatches({ select: (matches) => matches.at(-1)?.staticData.flags ?? defaultFlags });
}

/** The shell around every page; the only place that composes the features. */
export function RootLayout() {
  const flags = useRouteFlags();
  const hydrated = useHydrated();
  useSyncKeywordToStorage();
  return (
    // data-hydrated: the page answers input from here on (the server's markup does not until
    // hydrated); the browser tests wait for it after loading a page.
    <div className={styles.shell} data-hydrated={hydrated ? '' : undefined}>
      <DemoRibbon />
      <SkipLink targetId={MAIN_ID} />
      {flags.topBar && <TopBar search={<SearchBox />} account={<AccountArea />} />}
      {/* tabIndex -1: the skip link can move focus here, yet it is no tab stop of its own. */}
      <main id={MAIN_ID} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      {/* Not in the server's markup: below the fold or at the window's edge, they load after. */}
      {hydrated && (
        <Suspense fallback={null}>
          {flags.footer && <FooterArea />}
          {flags.toolBar && <ToolBar />}
          <ChatFrames />
        </Suspense>
      )}
      <DialogsWhenWanted />
    </div>
  );
}
