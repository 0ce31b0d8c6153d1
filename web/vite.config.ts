import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

const bff = 'http://127.0.0.1:8080';
// Everything the BFF answers itself; the rest is the SPA (history fallback in dev and prod).
const proxied = ['/api', '/support', '/uploads', '/wechat-sim', '/docs'];

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Static assets live under /dist/; the BFF serves web/dist there.
  base: '/dist/',
  // Brotli and gzip copies of every asset, served by the BFF to browsers that accept them.
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Which chunk each route loads: read by tests/bench/web/vitals.ts for the route chunk sizes.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: bff, changeOrigin: false }])),
      '/im': { target: bff, ws: true },
    },
  },
});
