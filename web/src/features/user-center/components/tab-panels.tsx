import type { ComponentType } from 'react';
import { BenefitsPanel, NeedsPanel, OrdersPanel } from '../../my-account';
import type { UserTabId } from '../model/tabs';
import { SearchHistoryPanel } from '../../search-history';
import { ExportsPanel } from '../../exports';
import { AlertsPanel } from './alerts-panel';
import { WatchesPanel } from './watches-panel';

/**
 * The panel of each section of 个人中心, by tab id: a component taking no props (it reads the
 * page number from the URL's `page`). A section appears on the page only once it has an entry
 * here; add one line per panel.
 */
export const tabPanels: Partial<Record<UserTabId, ComponentType>> = {
  watches: WatchesPanel,
  alerts: AlertsPanel,
  history: SearchHistoryPanel,
  exports: ExportsPanel,
  orders: OrdersPanel,
  needs: NeedsPanel,
  benefits: BenefitsPanel,
};
