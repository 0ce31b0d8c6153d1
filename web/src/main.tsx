import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import './shared/styles/global.css';
import { createQueryClient } from './shared/api/query-client';
import { showToast } from './shared/ui/toast/toast';
import { installSession } from './features/session/model/install-session';
import { createAppRouter } from './router';

const queryClient = createQueryClient((msg) => showToast(msg));
const router = createAppRouter({ queryClient });
installSession(router, (msg) => showToast(msg, 'error'));

// Match the route and start its chunk and data now, before React's first render (which would
// otherwise start them from an effect, a few hundred milliseconds later on a slow CPU).
void router.load();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
