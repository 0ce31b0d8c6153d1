import type { Plugin } from 'vite';
import { endpoints } from '../../contracts/src/endpoints';

/**
 * The calls the shell makes on every first load, whatever the page: the public configuration
 * (the demo ribbon, the hotline) and the menu (the top bar; home's loader waits for it). Listed
 * in index.html as `<link rel="preload" as="fetch">`, the browser starts them while the scripts
 * download and parse, and the page's own `fetch` takes the preloaded reply instead of asking again
 * (same URL, same-origin CORS mode and credentials). Paths come from the contracts. The four
 * pages without a top bar leave the menu unused (Chromium notes it in the console): a small
 * reply, against a shorter wait on every other page.
 */
export const shellCalls = [endpoints.bffConfig, endpoints.getNav] as const;

export function preloadShellData(): Plugin {
  return {
    name: 'ysy-preload-shell-data',
    transformIndexHtml: () =>
      shellCalls.map((call) => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'fetch', crossorigin: '', href: call.bffPath },
        injectTo: 'head' as const,
      })),
  };
}
