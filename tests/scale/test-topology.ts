import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from '@ysy/bff/testing/free-port';
import { bundleBff } from '../../bff/build/bundle';
import { haproxyServer, missingServices } from './services';
import { startTopology, statsUrl, stopTopology, type TopologyState } from './topology';

/**
 * The topology as the scale tests run it: on a fresh bundle of the server (the test line runs
 * before `npm run build`), free loopback ports, a throwaway PostgreSQL cluster and a small seed.
 */

/** Why the scale tests cannot run here (they then skip), or undefined. Under CI a failure. */
export function scaleTestsMissing(): string | undefined {
  const missing = missingServices();
  if (missing && process.env.CI === 'true')
    throw new Error(`${missing}; CI must run the scale tests`);
  if (missing) console.warn(`scale topology tests skipped: ${missing}`);
  return missing;
}

/** Where the bundles go: inside bff/, so their imports find the BFF's installed packages. */
const BUILDS_DIR = fileURLToPath(
  new URL('../../bff/node_modules/.cache/ysy-bff-dist/', import.meta.url),
);

export interface TestTopology {
  state: TopologyState;
  /** Stops every process and removes the files. */
  close(): Promise<void>;
}

export interface TestTopologyOptions {
  /** The upstream as its own process with a switch that slows a path (the fault test's). */
  faultUpstream?: boolean;
  /** Variables every instance gets besides the test's own. */
  env?: Readonly<Record<string, string>>;
}

export async function startTestTopology(options: TestTopologyOptions = {}): Promise<TestTopology> {
  mkdirSync(BUILDS_DIR, { recursive: true });
  const bundle = mkdtempSync(BUILDS_DIR);
  const dir = mkdtempSync(join(tmpdir(), 'ysy-scale-test-'));
  const cleanUp = () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
  };
  try {
    await bundleBff(bundle);
    const [listen = 0, stats = 0, redis = 0, postgres = 0, upstream = 0, control = 0] =
      await Promise.all(Array.from({ length: 6 }, () => freeLoopbackPort()));
    const instances = await Promise.all(Array.from({ length: 3 }, () => freeLoopbackPort()));
    const health = await Promise.all(instances.map(() => freeLoopbackPort()));
    const state = await startTopology({
      dir,
      ports: { listen, stats, redis, postgres, instances, health },
      serverJs: join(bundle, 'server.js'),
      seedCompanies: 50,
      // A throwaway cluster: durability against a machine crash buys nothing here.
      postgresSettings: ['fsync=off'],
      env: {
        LOG_LEVEL: 'warn',
        // The sampled overload limits would shed the tests' calls on a busy CI machine.
        SHED_EVENT_LOOP_DELAY_MS: '0',
        SHED_DATABASE_WAIT_MS: '0',
        ...options.env,
      },
      ...(options.faultUpstream ? { faultUpstream: { port: upstream, controlPort: control } } : {}),
    });
    return {
      state,
      async close() {
        await stopTopology(state);
        // SCALE_KEEP=1 keeps the logs (haproxy's, each instance's) to read after a failure.
        if (process.env.SCALE_KEEP === '1') console.warn(`scale test files kept in ${dir}`);
        else cleanUp();
      },
    };
  } catch (error) {
    cleanUp();
    throw error;
  }
}

/** haproxy's view of one server of the topology (see `haproxyServer`). */
export const serverStats = (state: TopologyState, server: string) =>
  haproxyServer(statsUrl(state), server);
