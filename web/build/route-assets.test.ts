import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeTable } from '../src/routes/route-table';
import { routeAssets, routeModules } from './route-assets';

const routeTableFile = fileURLToPath(new URL('../src/routes/route-table.ts', import.meta.url));

describe('routeModules', () => {
  it('reads every row of the route table with its page module', () => {
    const rows = routeModules(readFileSync(routeTableFile, 'utf8'));
    const expected = routeTable.map((entry) => ({
      path: entry.path,
      module: /pages\/([\w-]+)/.exec(entry.load.toString())?.[1],
    }));
    expect(rows).toEqual(expected);
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
      'src/routes/pages/ys.tsx': {
        file: 'assets/ys.js',
        imports: ['_shared.js', 'index.html'],
        css: ['assets/ys.css'],
      },
    };
    expect(
      routeAssets(
        manifest,
        [
          { path: '/ys', module: 'ys' },
          { path: '/x', module: 'x' },
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
