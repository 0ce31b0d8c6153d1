import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { preloadShellData } from './build/preload-shell-data';
import { writeRouteAssets } from './build/route-assets';

const bff = 'http://127.0.0.1:8080';
// Everything the BFF answers itself; the rest is the SPA (history fallback in dev and prod).
const proxied = ['/api', '/support', '/uploads', '/wechat-sim', '/docs'];

/** The libraries of the first load (React, the router, TanStack Query, valtio). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack|valtio|proxy-compare|use-sync-external-store)[\\/]/;
/** Their hooks that only forms and some pages use: left to the chunks of those. */
const FORMS_ONLY = /[\\/](useMutation|mutationObserver|useSuspenseQuery)\.js$/;

/** The first load's small modules that pages share too. */
const APP_CORE =
  /(web[\\/]src[\\/](shared[\\/](api[\\/]client|storage[\\/][\w-]+|state[\\/][\w-]+)|shared[\\/]routing[\\/]search-values)|contracts[\\/]src[\\/](endpoints|common[\\/](transport-messages|is-record|is-success|reply-shape|database-id|query-string)|[\w-]+[\\/]values))\.ts$/;

/**
 * The directory's pieces its pages share (the search box, highlight, pager, status tag, copy
 * button, their styles and strings): one file, not nine. With the CPU slowed four times each
 * file a page loads costs the main thread 6–8 ms as it arrives, and the list page's scripts could
 * not start until the last of its 25 files was in (about 0.5 s). Not the route loaders' queries
 * and URL models: the entry imports those, and a module in a group brings the whole group along.
 */
const DIRECTORY_SHARED = new RegExp(
  [
    String.raw`features/directory/components/([\w-]+\.module\.css|(company-search|highlight-text|pager|status-tag)\.tsx)`,
    String.raw`features/directory/model/(highlight|suggest-navigation|use-debounced-value|recent-searches|use-recent-searches)\.ts`,
    String.raw`features/directory/api/suggest-query\.ts`,
    String.raw`shared/helpers/group-digits\.ts`,
    String.raw`shared/ui/copy-button/[\w.-]+`,
  ]
    .map((path) => String.raw`web/src/` + path + '$')
    .join('|')
    .replaceAll('/', String.raw`[\\/]`),
);

/**
 * The server render's build (`vite build --ssr src/entry-server.tsx`): modules for the BFF to
 * import, libraries included — React's production build, whatever NODE_ENV the BFF runs with, and
 * one copy of React for the router, the query client and the pages alike. The browser build's
 * plugins (its HTML, route list, compressed copies) and chunk groups do not apply to it.
 */
const serverBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/dist/',
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
  },
});

const browserBuild = defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Static assets live under /dist/; the BFF serves web/dist there.
  base: '/dist/',
  // Brotli and gzip copies of every asset, served by the BFF to browsers that accept them.
  plugins: [react(), preloadShellData(), writeRouteAssets(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk each route loads: read by tests/bench/web/vitals.ts for the route chunk sizes.
    manifest: true,
    modulePreload: {
      // A lazy chunk's own imports are fetched by the browser as it reads the chunk (a local
      // round trip); only its CSS must be listed for the loader to apply it before rendering. The
      // full list of every lazy chunk's files, hashes and all, would be ~2 KB of the first load.
      // The BFF lists a page's files in its HTML (build/route-assets.ts) — except home's, which
      // stay out of the first load's HTML: home's import fetches its files all at once instead of
      // one round of imports after another.
      resolveDependencies: (file, deps, { hostType }) =>
        hostType === 'html' || /(^|\/)home-[\w-]+\.js$/.test(file)
          ? deps
          : deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page runs before its first paint, as one file: one request
              // and one gzip stream compress better than the dozen pieces automatic splitting cuts.
              name: 'framework',
              test: (id) => FRAMEWORK.test(id) && !FORMS_ONLY.test(id),
            },
            {
              // The small modules the first load shares with the pages (API client, storage,
              // contract values and messages): one file beside the entry, not one request each.
              name: 'app-core',
              test: APP_CORE,
            },
            { name: 'directory', test: DIRECTORY_SHARED, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: bff, changeOrigin: false }])),
      '/im': { target: bff, ws: true },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
