import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freeLoopbackPort } from './free-port';

export const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export function newDataDir(): string {
  return mkdtempSync(join(tmpdir(), 'ysy-srv-'));
}

/** Real services at addresses where nothing answers: the start needs no reply from them. */
export async function unansweredServices(): Promise<NodeJS.ProcessEnv> {
  const port = await freeLoopbackPort();
  return { UPSTREAM_URL: `http://127.0.0.1:${port}`, SUPPORT_URL: `http://127.0.0.1:${port}` };
}

export interface ServerProcess {
  child: ChildProcessWithoutNullStreams;
  /** The exit code, or null when a signal ended it. */
  exited: Promise<number | null>;
  /** Resolves once the server listens; rejects with its stderr if it exits first. */
  listening: Promise<void>;
  output(): { stdout: string; stderr: string };
}

/**
 * The real entry point as its own process. Node loads tsx itself here: the tsx command relays a
 * signal only if the child acknowledges it within 30 ms, and kills it otherwise, which a busy
 * machine does not always manage.
 */
export function spawnServer(env: NodeJS.ProcessEnv): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO,
    env: { PATH: process.env.PATH, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const listening = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => {
      if (stdout.includes('已启动')) resolve();
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}): ${stderr}`)));
  });
  // A caller that only awaits `exited` must not see an unhandled rejection.
  listening.catch(() => undefined);
  return { child, exited, listening, output: () => ({ stdout, stderr }) };
}
