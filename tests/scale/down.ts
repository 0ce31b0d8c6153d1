/**
 * `npm run scale:down`: stops what `npm run scale:up` started (haproxy, then each instance with
 * SIGTERM so it drains, Redis, PostgreSQL) and removes its folder (SCALE_DIR).
 */
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readState, stopTopology } from './topology';

const dir = process.env.SCALE_DIR ?? join(tmpdir(), 'ysy-scale');
const state = readState(dir);
if (state === undefined) {
  process.stdout.write(`nothing to stop in ${dir}\n`);
} else {
  const forced = await stopTopology(state);
  if (forced.length > 0) console.error(`killed after their grace period: ${forced.join(', ')}`);
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write(`stopped; ${dir} removed\n`);
  if (forced.length > 0) process.exitCode = 1;
}
