import { execFile, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { answers200, startDetached, stopPid, tail, waitUntil, type Started } from './processes';

/**
 * Debian's PostgreSQL, redis-server and haproxy on loopback, as `.ci/run` installs them. Each
 * keeps its files under the topology's folder and answers on the port it is given.
 */

export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';
export const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy';
/** The load balancer's configuration, shared with docker/compose.scale.yaml. */
export const HAPROXY_CFG = fileURLToPath(new URL('../../docker/haproxy.cfg', import.meta.url));

/** The newest installed PostgreSQL's bin folder (`/usr/lib/postgresql/<major>/bin`). */
export function postgresBin(): string | undefined {
  if (process.env.PG_BIN !== undefined) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const majors = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = majors.at(-1);
  return newest === undefined ? undefined : join(root, newest, 'bin');
}

/** What is missing to run the topology here, or undefined when all three are installed. */
export function missingServices(): string | undefined {
  const missing = [
    postgresBin() === undefined ? 'postgresql' : undefined,
    existsSync(REDIS_SERVER) ? undefined : 'redis-server',
    existsSync(HAPROXY) ? undefined : 'haproxy',
  ].filter((name) => name !== undefined);
  return missing.length === 0
    ? undefined
    : `not installed: ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})`;
}

/**
 * PostgreSQL refuses to run as root: as root (CI) its commands run as the `postgres` user that
 * Debian's package creates, which must own the data folder and reach it.
 */
function asPostgres(command: string, args: readonly string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', command, ...args]]
    : [command, [...args]];
}

const execFileAsync = promisify(execFile);

/** Runs a PostgreSQL command (as `postgres` under root) without blocking this process's loop. */
async function run(command: string, args: readonly string[]): Promise<void> {
  const [file, argv] = asPostgres(command, args);
  await execFileAsync(file, argv);
}

export interface PostgresOptions {
  dir: string;
  port: number;
  /** `name=value` settings for the server (the test turns fsync off). */
  settings?: readonly string[];
}

export interface Postgres {
  bin: string;
  data: string;
  /** The `ysy` database on this server. */
  url: string;
}

/** Creates a cluster in `<dir>/pg` (once), starts it on 127.0.0.1:`port`, creates `ysy`. */
export async function startPostgres(options: PostgresOptions): Promise<Postgres> {
  const bin = postgresBin();
  if (bin === undefined)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)');
  const data = join(options.dir, 'pg');
  const fresh = !existsSync(join(data, 'PG_VERSION'));
  if (fresh) {
    mkdirSync(data, { recursive: true });
    // The postgres user must reach the folder (a mkdtemp folder is 0700) and own the cluster.
    chmodSync(options.dir, 0o755);
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', data]);
    await run(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
    ]);
  }
  const serverOptions = [
    `-p ${options.port}`,
    `-k ${data}`,
    '-c listen_addresses=127.0.0.1',
    ...(options.settings ?? []).map((setting) => `-c ${setting}`),
  ].join(' ');
  await run(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-l',
    join(data, 'server.log'),
    '-w',
    '-t',
    '60',
    '-o',
    serverOptions,
    'start',
  ]);
  if (fresh) {
    execFileSync(join(bin, 'createdb'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(options.port),
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '-T',
      'template0',
      'ysy',
    ]);
  }
  return { bin, data, url: `postgres://postgres@127.0.0.1:${options.port}/ysy` };
}

/** Stops the server at once: open sessions are ended, what was committed is on disk. */
export async function stopPostgres(postgres: Pick<Postgres, 'bin' | 'data'>): Promise<void> {
  if (!existsSync(join(postgres.data, 'postmaster.pid'))) return;
  await run(join(postgres.bin, 'pg_ctl'), ['-D', postgres.data, '-m', 'fast', '-w', 'stop']);
}

/** redis-server on 127.0.0.1:`port`, nothing saved: the counters and pub/sub need no disk. */
export async function startRedis(dir: string, port: number): Promise<Started> {
  const log = join(dir, 'redis.log');
  const started = startDetached(
    REDIS_SERVER,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
    ],
    { log },
  );
  await waitUntil(
    `redis-server on ${port}:\n${tail(log)}`,
    () => readFileSync(log, 'utf8').includes('Ready to accept connections'),
    15_000,
  );
  return started;
}

export interface HaproxyAddresses {
  listen: string;
  stats: string;
  /** The instances' `host:port`, as many as docker/haproxy.cfg has `server` lines. */
  web: readonly string[];
  /** Each instance's health port (HEALTH_PORT), where haproxy checks it; same order. */
  healthPorts: readonly number[];
}

/** haproxy in the foreground (-db) on docker/haproxy.cfg, the addresses in its environment. */
export async function startHaproxy(dir: string, addresses: HaproxyAddresses): Promise<Started> {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    YSY_LISTEN: addresses.listen,
    YSY_STATS_LISTEN: addresses.stats,
  };
  addresses.web.forEach((address, i) => (env[`YSY_WEB${i + 1}`] = address));
  addresses.healthPorts.forEach((port, i) => (env[`YSY_WEB${i + 1}_HEALTH_PORT`] = String(port)));
  const log = join(dir, 'haproxy.log');
  const started = startDetached(HAPROXY, ['-db', '-f', HAPROXY_CFG], { log, env });
  try {
    await waitUntil(
      `haproxy's status page:\n${tail(log)}`,
      () => answers200(`http://${addresses.stats}/stats`),
      15_000,
    );
  } catch (error) {
    await stopPid(started.pid);
    throw error;
  }
  return started;
}

/** haproxy's view of one server of backend `web` (its status page at `statsPage`): its state (UP, DOWN…) and the requests it was sent in total. */
export async function haproxyServer(statsPage: string, server: string) {
  const csv = await (await fetch(`${statsPage};csv`)).text();
  const [header = '', ...rows] = csv.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const row = rows
    .map((line) => line.split(','))
    .find((cells) => cells[0] === 'web' && cells[1] === server);
  if (row === undefined) throw new Error(`haproxy has no server ${server}:\n${csv}`);
  const cell = (name: string) => row[columns.indexOf(name)] ?? '';
  return {
    status: cell('status'),
    total: Number(cell('stot')),
    /** `L7OK 200` when haproxy's check is an HTTP request that got 200. */
    check: `${cell('check_status')} ${cell('check_code')}`,
  };
}

/** Resolves once haproxy's checks have taken every one of `servers` (backend `web`) out. */
export async function untilOut(statsPage: string, servers: readonly string[]): Promise<void> {
  await waitUntil(
    `haproxy to take ${servers.join(' and ')} out`,
    async () => {
      const states = await Promise.all(servers.map((server) => haproxyServer(statsPage, server)));
      return states.every((state) => state.status.startsWith('DOWN'));
    },
    30_000,
    250,
  );
}
