import { definePage, lazyPage } from '../../../shared/routing/page-route';

/** The agent console: staff answer visitors and users here, outside the shop's shell. */
export const agentRoutes = [
  definePage({
    path: '/agent',
    page: 'agent',
    flags: { topBar: false, footer: false, toolBar: false },
    component: lazyPage(() => import('../components/agent-console'), 'AgentConsole'),
  }),
] as const;
