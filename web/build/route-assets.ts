import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Which files each route's page needs beyond the entry: its chunk, the chunks it imports that
 * the entry does not already load, and their CSS. Written beside the build's manifest as
 * `route-assets.json` for the BFF, which lists them as `modulepreload` / stylesheet links in the
 * `index.html` it serves for that route — so the page's files download while the framework is
 * still being parsed, instead of one round of imports after another once it has run.
 */
export interface RouteAssets {
  /** Router path as its route declares it; `$id` marks a parameter. */
  path: string;
  /** `/dist/…` URLs of the scripts, the page's own chunk first. */
  js: string[];
  /** `/dist/…` URLs of the stylesheets. */
  css: string[];
}

export const ROUTE_ASSETS_FILE = 'route-assets.json';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * A route module's entries as (path, page module) pairs, read from its source: each entry names
 * its `path` and then its component's `import('…')` (features/<name>/routes/, lazyPage). `dir`
 * is the route module's folder from the web root (`src/features/directory/routes`); each module
 * comes back from the web root too, without its extension (`src/features/…/company-list-page`).
 */
export function routeModules(source: string, dir: string): { path: string; module: string }[] {
  const rows: { path: string; module: string }[] = [];
  // Up to the nearest import that comes before the next entry's path (`routePath:` is a prop).
  const entry = /\bpath:\s*'([^']+)'(?:(?!\bpath:)[\s\S])*?import\('(\.[^']+)'\)/g;
  for (const match of source.matchAll(entry)) {
    const [, path, module] = match;
    if (path !== undefined && module !== undefined) {
      rows.push({ path, module: posix.join(dir, module) });
    }
  }
  return rows;
}

/** Every feature's route modules (`src/features/<name>/routes/*.ts`), read as above. */
export function featureRouteModules(webRoot: string): { path: string; module: string }[] {
  const features = join(webRoot, 'src', 'features');
  return readdirSync(features, { withFileTypes: true })
    .filter((feature) => feature.isDirectory())
    .flatMap((feature) => {
      const dir = posix.join('src', 'features', feature.name, 'routes');
      let files: string[];
      try {
        files = readdirSync(join(webRoot, dir)).filter((file) =>
          /^[\w-]+(?<!\.test)\.ts$/.test(file),
        );
      } catch {
        return [];
      }
      return files.flatMap((file) =>
        routeModules(readFileSync(join(webRoot, dir, file), 'utf8'), dir),
      );
    });
}

/** Each route's files from the manifest, leaving out what the entry loads anyway. */
export function routeAssets(
  manifest: Manifest,
  routes: { path: string; module: string }[],
  base: string,
): RouteAssets[] {
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key)) return seen;
    seen.add(key);
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entryFiles = entryKey ? closure(entryKey, new Set()) : new Set<string>();
  return routes.flatMap(({ path, module }) => {
    const key = [`${module}.tsx`, `${module}.ts`].find((file) => manifest[file]);
    if (key === undefined) return [];
    const keys = [...closure(key, new Set())].filter((dep) => !entryFiles.has(dep));
    const js = keys.flatMap((dep) => {
      const file = manifest[dep]?.file;
      return file?.endsWith('.js') ? [base + file] : [];
    });
    const css = [...new Set(keys.flatMap((dep) => manifest[dep]?.css ?? []))].map(
      (file) => base + file,
    );
    return [{ path, js, css }];
  });
}

export function writeRouteAssets(): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  return {
    name: 'ysy-route-assets',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      base = config.base;
    },
    writeBundle: {
      // After the manifest is written.
      order: 'post',
      handler() {
        const viteDir = join(outDir, '.vite');
        const manifest = JSON.parse(
          readFileSync(join(viteDir, 'manifest.json'), 'utf8'),
        ) as Manifest;
        const routes = featureRouteModules(root);
        const assets = routeAssets(manifest, routes, base);
        writeFileSync(join(viteDir, ROUTE_ASSETS_FILE), `${JSON.stringify(assets, null, 1)}\n`);
      },
    },
  };
}
