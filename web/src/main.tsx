import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { QueryClientProvider, hydrate } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './shared/styles/global.css';
import { createQueryClient } from './shared/api/query-client';
import { readServerState, ROOT_ID } from './shared/server-render/page-markup';
import { showToast } from './shared/ui/toast/toast';
import { installSession } from './features/session/model/install-session';
import { createAppRouter } from './router';

const queryClient = createQueryClient((msg) => showToast(msg));
// A page the server rendered brings the replies it was drawn from: the loaders find them cached.
const serverState = readServerState(document);
if (serverState !== undefined) hydrate(queryClient, serverState);
const router = createAppRouter({ queryClient });
installSession(router, (msg) => showToast(msg, 'error'));

const container = document.getElementById(ROOT_ID);
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

if (serverState !== undefined) {
  // The page is on screen already; hydrating waits for the route's chunk (preloaded by the HTML)
  // so the first render draws what the server drew.
  // The router then leaves out the root Suspense boundary it leaves out on the server (as its
  // own hydration does by setting `ssr`), so its markup matches the server's.
  router.ssr = { manifest: undefined };
  void router.load().then(() => hydrateRoot(container, app));
} else {
  // Match the route and start its chunk and data now, before React's first render (which would
  // otherwise start them from an effect, a few hundred milliseconds later on a slow CPU).
  void router.load();
  createRoot(container).render(app);
}
