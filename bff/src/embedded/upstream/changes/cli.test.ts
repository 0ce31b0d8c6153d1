import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { lockDataDir } from '../../../db/data-dir-lock';

const CLI = fileURLToPath(new URL('./cli.ts', import.meta.url));

function run(env: NodeJS.ProcessEnv): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', CLI, '--count', '1'],
      { env: { ...process.env, ...env }, timeout: 60_000 },
      (error, _stdout, stderr) => {
        const code = error && typeof error.code === 'number' ? error.code : error ? 1 : 0;
        resolve({ code, stderr });
      },
    );
  });
}

describe('npm run demo:changes', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ysy-demo-changes-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a DATA_DIR whose PGlite folder a live process holds, naming the folder', async () => {
    const lock = await lockDataDir(dataDir, { onCompromised: () => undefined });
    try {
      const { code, stderr } = await run({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(code).toBe(1);
      expect(stderr).toContain(`DATA_DIR（${dataDir}）正被`);
    } finally {
      await lock.release();
    }
  }, 60_000);
});
