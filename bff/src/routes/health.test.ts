import { describe, expect, it } from 'vitest';
import { DatabaseWait } from '../plugins/database-wait';
import { databaseAnswers } from './health';

describe('database readiness', () => {
  it('fails once a probe has failed, and passes again once one answers', async () => {
    let down = true;
    const check = databaseAnswers(
      new DatabaseWait({
        query: () => (down ? Promise.reject(new Error('connection refused')) : Promise.resolve([])),
      }),
    );
    // Each ask sends a probe (unless one is out) and answers with the last verdict.
    expect(check.check()).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(check.check()).toBe('connection refused');
    down = false;
    const tick = () => new Promise((resolve) => setImmediate(resolve));
    await tick();
    // The probe sent while it was down is read now; the one this ask sends answers.
    expect(check.check()).toBe('connection refused');
    await tick();
    expect(check.check()).toBeUndefined();
  });
});
