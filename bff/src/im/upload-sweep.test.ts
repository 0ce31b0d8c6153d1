import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { startUploadSweep } from './upload-sweep';
import type { UploadStore } from './upload-store';

describe('the expired-upload sweep', () => {
  it('runs again and again until stopped, even after a failed run', async () => {
    let runs = 0;
    const uploads: Pick<UploadStore, 'sweep'> = {
      sweep: () => {
        runs += 1;
        return runs === 1 ? Promise.reject(new Error('database busy')) : Promise.resolve(runs);
      },
    };
    const stop = startUploadSweep(uploads, pino({ level: 'silent' }), 5, 0);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await stop();
    const after = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(after);
  });
});
