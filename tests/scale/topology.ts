import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answers200, startDetached, stopPid, tail, waitUntil } from './processes';
import { startHaproxy, startPostgres, startRedis, stopPostgres, type Postgres } from './services';

/**
 * The scale-out topology on one machine: PostgreSQL, Redis, three instances of the compiled
 * server and haproxy in front, every one on loopback. What compose.scale.yaml runs in
 * containers, as plain processes (these machines have no Docker engine). The state (ports, pids,
 * secrets) is written to `<dir>/state.json`, so another process can stop it all.
 */

/** `node bff/dist/server.js`, as `npm run serve` runs it (after `npm run build`). */
export const BUILT_SERVER = fileURLToPath(new URL('../../bff/dist/server.js', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface Ports {
  /** haproxy: where visitors connect. */
  listen: number;
  stats: number;
  instances: readonly number[];
  /** Each instance's health port (HEALTH_PORT), where haproxy checks it; same order. */
  health: readonly number[];
  redis: number;
  postgres: number;
}

/**
 * A base port and the next ones: haproxy, its status page, the instances, Redis, PostgreSQL,
 * then the instances' health ports.
 */
export function portsFrom(base: number, instances = 3): Ports {
  const web = Array.from({ length: instances }, (_, i) => base + 2 + i);
  return {
    listen: base,
    stats: base + 1,
    instances: web,
    redis: base + 2 + instances,
    postgres: base + 3 + instances,
    health: web.map((_, i) => base + 4 + instances + i),
  };
}

export interface TopologyOptions {
  dir: string;
  ports: Ports;
  /** The compiled server to run (default bff/dist/server.js). */
  serverJs?: string;
  /** Companies the embedded upstream seeds on first start. */
  seedCompanies?: number;
  /** Extra PostgreSQL settings (`fsync=off` for a throwaway test cluster). */
  postgresSettings?: readonly string[];
  /** Variables every instance gets besides the topology's own (SHED_*, LOG_LEVEL…). */
  env?: Readonly<Record<string, string>>;
  /**
   * The upstream as a process of its own with a switch that slows a path (fault-upstream.ts),
   * which every instance uses (UPSTREAM_URL) instead of its embedded one: the fault test's.
   */
  faultUpstream?: { port: number; controlPort: number };
}

export interface TopologyState {
  dir: string;
  ports: Ports;
  serverJs: string;
  /** What every instance is started with: the shared database, Redis and secrets. */
  env: Record<string, string>;
  postgres: Pick<Postgres, 'bin' | 'data' | 'url'>;
  postgresSettings: readonly string[];
  redisPid: number;
  haproxyPid: number | undefined;
  /** The pid of each instance, in the order of `ports.instances`; undefined when stopped. */
  instancePids: (number | undefined)[];
  /** The fault upstream's pid and its switch, when the topology has one. */
  faultUpstream?: { pid: number | undefined; controlUrl: string };
}

export const stateFile = (dir: string) => join(dir, 'state.json');

export function saveState(state: TopologyState): void {
  writeFileSync(stateFile(state.dir), `${JSON.stringify(state, null, 2)}\n`);
}

export function readState(dir: string): TopologyState | undefined {
  const file = stateFile(dir);
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as TopologyState;
}

export const instanceUrl = (state: TopologyState, i: number) =>
  `http://127.0.0.1:${state.ports.instances[i]}`;
export const balancerUrl = (state: TopologyState) => `http://127.0.0.1:${state.ports.listen}`;
export const statsUrl = (state: TopologyState) => `http://127.0.0.1:${state.ports.stats}/stats`;

const secret = () => randomBytes(32).toString('base64url');

/** Starts instance `i` (its pid goes into the state) and waits until its /readyz says 200. */
export async function startInstance(state: TopologyState, i: number): Promise<void> {
  const port = state.ports.instances[i];
  const healthPort = state.ports.health[i];
  if (port === undefined || healthPort === undefined) throw new Error(`no instance ${i}`);
  const dataDir = join(state.dir, `web${i + 1}`);
  mkdirSync(dataDir, { recursive: true });
  const log = join(state.dir, `web${i + 1}.log`);
  const started = startDetached(
    process.execPath,
    ['--initial-old-space-size=128', state.serverJs],
    {
      log,
      cwd: REPO_ROOT,
      // Only what the topology says (and PATH): a variable of the caller's shell, an
      // UPSTREAM_URL say, does not change what runs.
      env: {
        PATH: process.env.PATH,
        ...state.env,
        PORT: String(port),
        HEALTH_PORT: String(healthPort),
        DATA_DIR: dataDir,
      },
    },
  );
  state.instancePids[i] = started.pid;
  saveState(state);
  await waitUntil(
    `instance ${i + 1} ready on ${port}:\n${tail(log)}`,
    () => answers200(`${instanceUrl(state, i)}/readyz`),
    180_000,
    500,
  );
}

/** SIGTERM (the instance drains, exit 0) or SIGKILL; resolves once it has exited. */
export async function stopInstance(
  state: TopologyState,
  i: number,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<boolean> {
  const pid = state.instancePids[i];
  if (pid === undefined) return true;
  const drained = await stopPid(pid, signal, 20_000);
  state.instancePids[i] = undefined;
  saveState(state);
  return drained;
}

function initialState(
  options: TopologyOptions,
  postgres: Postgres,
  redisPid: number,
): TopologyState {
  const { ports } = options;
  return {
    dir: options.dir,
    ports,
    serverJs: options.serverJs ?? BUILT_SERVER,
    env: {
      ...options.env,
      // The demo (embedded upstream and support host, simulated login) run as production runs.
      NODE_ENV: 'production',
      DEMO: '1',
      HOST: '127.0.0.1',
      DATABASE_URL: postgres.url,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}/0`,
      // Shared by every instance: a cookie sealed by one is opened by the others.
      SESSION_SECRET: secret(),
      SUPPORT_API_KEY: secret(),
      AGENT_PASSWORD: secret(),
      // haproxy's X-Forwarded-For, and only haproxy's, names the visitor.
      TRUST_PROXY: '127.0.0.1',
      SEED_COMPANIES: String(options.seedCompanies ?? 2_000),
    },
    postgres: { bin: postgres.bin, data: postgres.data, url: postgres.url },
    postgresSettings: options.postgresSettings ?? [],
    redisPid,
    haproxyPid: undefined,
    instancePids: ports.instances.map(() => undefined),
  };
}

const FAULT_UPSTREAM = fileURLToPath(new URL('./fault-upstream.ts', import.meta.url));

/**
 * The fault upstream, before the instances (their /readyz asks the upstream): it serves once
 * the first instance has migrated and seeded the database.
 */
async function startFaultUpstream(
  state: TopologyState,
  ports: NonNullable<TopologyOptions['faultUpstream']>,
): Promise<void> {
  const log = join(state.dir, 'fault-upstream.log');
  const started = startDetached(process.execPath, ['--import', 'tsx', FAULT_UPSTREAM], {
    log,
    cwd: REPO_ROOT,
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: state.env.DATABASE_URL,
      PORT: String(ports.port),
      CONTROL_PORT: String(ports.controlPort),
    },
  });
  state.faultUpstream = { pid: started.pid, controlUrl: `http://127.0.0.1:${ports.controlPort}` };
  state.env.UPSTREAM_URL = `http://127.0.0.1:${ports.port}`;
  await waitUntil(
    `fault upstream on ${ports.port}:\n${tail(log)}`,
    () => answers200(`${state.env.UPSTREAM_URL}/healthz`),
    60_000,
    250,
  );
}

/**
 * Starts it all; on a failure stops what had started and rethrows. The instances start together:
 * the first migrates and seeds the shared database, the others wait on its lock.
 */
export async function startTopology(options: TopologyOptions): Promise<TopologyState> {
  mkdirSync(options.dir, { recursive: true });
  const postgres = await startPostgres({
    dir: options.dir,
    port: options.ports.postgres,
    ...(options.postgresSettings ? { settings: options.postgresSettings } : {}),
  });
  let state: TopologyState | undefined;
  try {
    const redis = await startRedis(options.dir, options.ports.redis);
    state = initialState(options, postgres, redis.pid);
    if (options.faultUpstream) await startFaultUpstream(state, options.faultUpstream);
    saveState(state);
    const running = state;
    await Promise.all(options.ports.instances.map((_, i) => startInstance(running, i)));
    const haproxy = await startHaproxy(options.dir, {
      listen: `127.0.0.1:${options.ports.listen}`,
      stats: `127.0.0.1:${options.ports.stats}`,
      web: options.ports.instances.map((port) => `127.0.0.1:${port}`),
      healthPorts: options.ports.health,
    });
    state.haproxyPid = haproxy.pid;
    saveState(state);
    return state;
  } catch (error) {
    if (state) await stopTopology(state);
    else await stopPostgres(postgres);
    throw error;
  }
}

/**
 * haproxy first (no new traffic), then the instances (SIGTERM: each drains), Redis, PostgreSQL.
 * Resolves with what did not stop by itself within its grace.
 */
export async function stopTopology(state: TopologyState): Promise<string[]> {
  const forced: string[] = [];
  if (state.haproxyPid !== undefined && !(await stopPid(state.haproxyPid, 'SIGTERM', 5_000)))
    forced.push('haproxy');
  state.haproxyPid = undefined;
  const drained = await Promise.all(state.instancePids.map((_, i) => stopInstance(state, i)));
  drained.forEach((ok, i) => ok || forced.push(`web${i + 1}`));
  const upstreamPid = state.faultUpstream?.pid;
  if (upstreamPid !== undefined && !(await stopPid(upstreamPid, 'SIGTERM', 5_000)))
    forced.push('fault upstream');
  if (!(await stopPid(state.redisPid, 'SIGTERM', 5_000))) forced.push('redis-server');
  await stopPostgres(state.postgres);
  saveState(state);
  return forced;
}

/** PostgreSQL stopped (fast: sessions ended, commits kept) and started again on its port. */
export async function restartPostgres(state: TopologyState): Promise<void> {
  await stopPostgres(state.postgres);
  await startPostgres({
    dir: state.dir,
    port: state.ports.postgres,
    settings: state.postgresSettings,
  });
}

/** Redis killed at once, as an outage looks to the instances. */
export async function killRedis(state: TopologyState): Promise<void> {
  await stopPid(state.redisPid, 'SIGKILL', 5_000);
}

/** Redis started again on its port, empty. */
export async function restartRedis(state: TopologyState): Promise<void> {
  state.redisPid = (await startRedis(state.dir, state.ports.redis)).pid;
  saveState(state);
}
