import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopPid } from '../../scale/processes';
import { startHaproxy, untilOut } from '../../scale/services';

/**
 * haproxy as the deployment runs it (docker/haproxy.cfg, unchanged) in front of the bench's one
 * instance. The file names three servers: the other two point at ports nobody listens on, and
 * the run starts only once haproxy's checks have taken them out, so every request is the one
 * instance's or waits in haproxy's queue for it.
 */

export interface Front {
  pid: number;
  url: string;
  /** haproxy's log: a line per request with its timings (front-timings.ts reads them). */
  logFile: string;
  stop(): Promise<void>;
}

/**
 * haproxy on `port` (its status page on the next), the dead servers on the two after; the
 * instance is checked on its health port (`healthUrl`), as deployed.
 */
export async function startFront(
  instance: { url: string; healthUrl: string },
  port: number,
): Promise<Front> {
  const dir = mkdtempSync(join(tmpdir(), 'ysy-staying-up-front-'));
  const listen = `127.0.0.1:${port}`;
  const stats = `127.0.0.1:${port + 1}`;
  const nobody = [port + 2, port + 3];
  const started = await startHaproxy(dir, {
    listen,
    stats,
    web: [new URL(instance.url).host, ...nobody.map((p) => `127.0.0.1:${p}`)],
    healthPorts: [Number(new URL(instance.healthUrl).port), ...nobody],
  });
  const stop = async () => {
    await stopPid(started.pid, 'SIGTERM', 5_000);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await untilOut(`http://${stats}/stats`, ['web2', 'web3']);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: started.pid, url: `http://${listen}`, logFile: join(dir, 'haproxy.log'), stop };
}
