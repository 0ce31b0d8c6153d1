/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { endpointsFile } from './endpoints-file';
import { routeList } from './routes';

describe('endpoints (the browser’s zod-free route table)', () => {
  it('is the committed copy of what `npm run gen` writes from the zod route table', async () => {
    const committed = await readFile(endpointsFile.path, 'utf8');
    expect(
      committed,
      'contracts/src/endpoints.ts is out of date with routes.ts: run `npm run gen` and commit it',
    ).toBe(await endpointsFile.text());
  });

  it('holds every exposed route with its id, method and BFF path, and nothing else', () => {
    const table: Record<string, { id: string; method: string; bffPath: string }> = endpoints;
    const exposed = routeList.filter((route) => route.exposed);
    expect(Object.keys(table).sort()).toEqual(exposed.map((route) => route.id).sort());
    for (const route of exposed) {
      expect(table[route.id]).toEqual({
        id: route.id,
        method: route.method,
        bffPath: route.bffPath,
      });
    }
  });
});
