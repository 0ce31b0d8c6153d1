import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_NODE_FLAGS, serveScript } from './production-flags';

describe('the node flags the benchmark gives the BFF', () => {
  it('are the ones production starts it with (npm run serve)', () => {
    const serve = serveScript(fileURLToPath(new URL('../../../package.json', import.meta.url)));
    expect(serve).toMatch(/bff\/dist\/server\.js/);
    for (const flag of PRODUCTION_NODE_FLAGS) expect(serve.split(' ')).toContain(flag);
  });
});
