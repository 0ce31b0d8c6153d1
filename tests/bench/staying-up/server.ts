import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { alive, answers200, startDetached, stopPid, tail, waitUntil } from '../../scale/processes';
import { BUILT_SERVER } from '../../scale/topology';
import { PRODUCTION_NODE_FLAGS } from '../proxy/production-flags';

/**
 * One instance as `npm run serve` runs it (the compiled server, production's node flags) on
 * PGlite in a fresh DATA_DIR: the embedded upstream seeds its companies on first start. Needs
 * `npm run build` first (the server and the SPA whose pages it draws).
 */

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const LOOP_MONITOR = fileURLToPath(new URL('./loop-monitor.mjs', import.meta.url));

export interface Instance {
  pid: number;
  url: string;
  /** Its health port (HEALTH_PORT), where a load balancer checks it. */
  healthUrl: string;
  log: string;
  /** Where the server's event-loop figures go each second (`loop-monitor.mjs`). */
  loopFile: string;
  /** SIGTERM (it drains), then the data folder goes. */
  stop(): Promise<void>;
}

/** The newest modification time of the TypeScript sources (tests aside) under `dir`. */
function newestSource(dir: string): number {
  let newest = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
      newest = Math.max(newest, statSync(join(dir, name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * Why the bench cannot run, or undefined. A server built before the last change to its sources
 * would measure other code than the tree's (and lack what the bench relies on, its health port).
 */
export function missingBuild(): string | undefined {
  if (!existsSync(BUILT_SERVER)) return `no ${BUILT_SERVER}: run \`npm run build\` first`;
  if (!existsSync(join(REPO_ROOT, 'web', 'dist', 'index.html')))
    return 'no web/dist: run `npm run build` first';
  const sources = ['bff/src', 'contracts/src'].map((dir) => newestSource(join(REPO_ROOT, dir)));
  if (Math.max(...sources) > statSync(BUILT_SERVER).mtimeMs)
    return `${BUILT_SERVER} is older than the sources in bff/src or contracts/src: run \`npm run build\` first`;
  return undefined;
}

const secret = () => randomBytes(32).toString('base64url');

export interface InstanceOptions {
  port: number;
  healthPort: number;
  seedCompanies: number;
  /** Variables beside the instance's own (SHED_* limits to compare). */
  env?: Readonly<Record<string, string>>;
  /** Node flags after production's (e.g. `--cpu-prof`). */
  nodeFlags?: readonly string[];
}

export async function startInstance(opts: InstanceOptions): Promise<Instance> {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-staying-up-'));
  const log = join(dir, 'server.log');
  const loopFile = join(dir, 'loop.jsonl');
  const { pid } = startDetached(
    process.execPath,
    [...PRODUCTION_NODE_FLAGS, '--import', LOOP_MONITOR, ...(opts.nodeFlags ?? []), BUILT_SERVER],
    {
      log,
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        // The demo (embedded upstream and support host) run as production runs.
        NODE_ENV: 'production',
        DEMO: '1',
        HOST: '127.0.0.1',
        PORT: String(opts.port),
        HEALTH_PORT: String(opts.healthPort),
        DATA_DIR: join(dir, 'data'),
        SEED_COMPANIES: String(opts.seedCompanies),
        LOG_LEVEL: 'warn',
        LOOP_MONITOR_FILE: loopFile,
        SESSION_SECRET: secret(),
        SUPPORT_API_KEY: secret(),
        AGENT_PASSWORD: secret(),
        ...opts.env,
      },
    },
  );
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = async () => {
    await stopPid(pid, 'SIGTERM', 20_000);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitUntil(
      `ready on ${opts.port}`,
      () => {
        if (!alive(pid)) throw new Error('the server exited before it was ready');
        return answers200(`${url}/readyz`);
      },
      300_000,
      500,
    );
  } catch (error) {
    const lines = tail(log);
    await stop();
    throw new Error(`${String(error)}\n${lines}`);
  }
  return { pid, url, healthUrl: `http://127.0.0.1:${opts.healthPort}`, log, loopFile, stop };
}

function statusField(pid: number, field: string): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
    return match?.[1] === undefined ? undefined : Number(match[1]) / 1024;
  } catch {
    return undefined;
  }
}

/** Resident memory of a process now (MB), from /proc; undefined without it. */
export const rssMb = (pid: number) => statusField(pid, 'VmRSS');

/** Peak resident memory of a process so far (VmHWM, MB), from /proc; undefined without it. */
export const peakRssMb = (pid: number) => statusField(pid, 'VmHWM');
