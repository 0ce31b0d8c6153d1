import { Outlet, useMatches } from '@tanstack/react-router';
import { DemoRibbon } from '../features/demo-ribbon/components/demo-ribbon';
import { DialogsHost } from '../features/dialogs-host';
import { Footer } from '../features/footer/components/footer';
import { FooterDemandForm } from '../features/publish-need/components/footer-demand-form';
import { SearchBox } from '../features/search/components/search-box';
import { useSyncKeywordToStorage } from '../features/search/model/use-route-keyword';
import { AccountArea } from '../features/session/components/account-area';
import { ChatFrames } from '../features/tool-bar/components/chat-frames';
import { ToolBar } from '../features/tool-bar/components/tool-bar';
import { TopBar } from '../features/top-bar/components/top-bar';
import { defaultFlags, type RouteFlags } from './route-table';
import styles from './root-layout.module.css';

/** The shell flags (top bar, footer, tool bar) of the deepest matched route. */
function useRouteFlags(): RouteFlags {
  return useMatches({ select: (matches) => matches.at(-1)?.staticData.flags ?? defaultFlags });
}

/** The shell around every page; the only place that composes the features. */
export function RootLayout() {
  const flags = useRouteFlags();
  useSyncKeywordToStorage();
  return (
    <div className={styles.shell}>
      {flags.topBar && <TopBar search={<SearchBox />} account={<AccountArea />} />}
      <main className={styles.main}>
        <Outlet />
      </main>
      {flags.footer && <Footer demandForm={<FooterDemandForm />} />}
      {flags.toolBar && <ToolBar />}
      <ChatFrames />
      <DialogsHost />
      <DemoRibbon />
    </div>
  );
}
