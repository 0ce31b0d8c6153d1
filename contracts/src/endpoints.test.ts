/// <reference types="node" />
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { renderEndpoints } from './endpoints-render';
import { routeList, routes } from './routes';

const FILE = fileURLToPath(new URL('./endpoints.ts', import.meta.url));

async function expected(): Promise<string> {
  const options = await resolveConfig(FILE);
  return format(renderEndpoints(routes), { ...options, filepath: FILE });
}

describe('endpoints (the browser’s zod-free route table)', () => {
  it('is generated from the zod route table', async () => {
    const text = await expected();
    if (process.env.UPDATE_ENDPOINTS === '1') await writeFile(FILE, text);
    expect(await readFile(FILE, 'utf8')).toBe(text);
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
