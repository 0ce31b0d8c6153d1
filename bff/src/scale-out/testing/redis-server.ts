import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { freeLoopbackPort } from '../../testing/free-port';

/**
 * A real `redis-server` (Debian's package; `.ci/run` installs it) for the tests that run several
 * BFF instances: on loopback, nothing saved to disk, stopped by `stop()`. Without the binary the
 * tests skip with a message, except under CI (CI=true), where that is a failure.
 */
export const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? '/usr/bin/redis-server';

/**
 * Ports tried first (this project's machines share loopback between several checkouts; each
 * uses its own range), then any free one.
 */
const PREFERRED_PORTS = (process.env.TEST_REDIS_PORTS ?? '8121-8129').split('-').map(Number);

export function redisServerMissing(): string | undefined {
  if (existsSync(REDIS_SERVER)) return undefined;
  const message = `${REDIS_SERVER} not found: install Debian's redis-server package (apt-get install redis-server)`;
  if (process.env.CI === 'true') throw new Error(`${message}; CI must run the Redis tests`);
  return message;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const [first = 0, last = first] = PREFERRED_PORTS;
  for (let port = first; port > 0 && port <= last; port += 1) if (await isFree(port)) return port;
  return freeLoopbackPort();
}

export interface RedisServer {
  url: string;
  port: number;
  /** Kills the server at once (an outage, as the BFF sees it). */
  kill(): Promise<void>;
  /** Starts it again on the same port, empty. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

function launch(port: number): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`redis-server did not start on ${port}:\n${output}`));
    }, 10_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stdout?.resume();
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

export async function startRedisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => ended(child, 'SIGKILL'),
    async restart() {
      child = await launch(port);
    },
    stop: () => ended(child, 'SIGTERM'),
  };
}
