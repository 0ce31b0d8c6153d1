import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes/route-table';
import { featureRouteModules, routeAssets, routeModules } from './route-assets';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

describe('routeModules', () => {
  it('reads every route of the table with its page module, and each module exists', () => {
    const rows = featureRouteModules(webRoot);
    expect(rows.map((row) => row.path).sort()).toEqual(routeTable.map((r) => r.path).sort());
    for (const { module } of rows) {
      expect(existsSync(`${webRoot}/${module}.tsx`) || existsSync(`${webRoot}/${module}.ts`)).toBe(
        true,
      );
    }
  });

  it('pairs each path with the first import after it, not with a prop that names a path', () => {
    const source = `[
      definePage({ path: '/a', component: lazyPage(() => import('../components/a-page'), 'A', { routePath: '/a' }) }),
      definePage({ path: '/b/$id', component: lazyPage(() => import('./b'), 'B'), pending: lazyPage(() => import('./c'), 'C') }),
    ]`;
    expect(routeModules(source, 'src/features/x/routes')).toEqual([
      { path: '/a', module: 'src/features/x/components/a-page' },
      { path: '/b/$id', module: 'src/features/x/routes/b' },
    ]);
  });
});

describe('routeAssets', () => {
  it('lists a page’s chunks and CSS that the entry does not load, its own chunk first', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_framework.js'] },
      '_framework.js': { file: 'assets/framework.js' },
      '_shared.js': {
        file: 'assets/shared.js',
        imports: ['_framework.js'],
        css: ['assets/shared.css'],
      },
      'src/features/service/components/ys.tsx': {
        file: 'assets/ys.js',
        imports: ['_shared.js', 'index.html'],
        css: ['assets/ys.css'],
      },
    };
    expect(
      routeAssets(
        manifest,
        [
          { path: '/ys', module: 'src/features/service/components/ys' },
          { path: '/x', module: 'src/features/x/components/x' },
        ],
        '/dist/',
      ),
    ).toEqual([
      {
        path: '/ys',
        js: ['/dist/assets/ys.js', '/dist/assets/shared.js'],
        css: ['/dist/assets/ys.css', '/dist/assets/shared.css'],
      },
    ]);
  });
});
