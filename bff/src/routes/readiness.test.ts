import { describe, expect, it } from 'vitest';
import { firstReason, probed } from './readiness';

const TIMING = { freshMs: 1_000, waitMs: 30, giveUpMs: 300 };

describe('readiness checks', () => {
  it('stops at the first failing check and names it', async () => {
    let asked = false;
    const reason = await firstReason([
      { name: 'load', check: () => undefined },
      { name: 'draining', check: () => 'closing' },
      {
        name: 'upstream',
        check: () => {
          asked = true;
          return undefined;
        },
      },
    ]);
    expect(reason).toBe('draining: closing');
    expect(asked).toBe(false);
  });

  it('waits for the first probe, then never longer than waitMs for a slow one', async () => {
    let answerNext: (reason: string | undefined) => void = () => {};
    const check = probed(
      'upstream',
      () =>
        new Promise((resolve) => {
          answerNext = resolve;
        }),
      { ...TIMING, freshMs: 0 },
    );
    const first = check.check();
    answerNext(undefined);
    expect(await first).toBeUndefined();

    // The upstream hangs: the last verdict stands, answered within waitMs…
    const started = performance.now();
    expect(await check.check()).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(100);
    // …until the probe has been out giveUpMs.
    await new Promise((resolve) => setTimeout(resolve, TIMING.giveUpMs));
    expect(await check.check()).toMatch(/^no answer for \d+ ms$/);
  });

  it('asks again only once a verdict is older than freshMs', async () => {
    let probes = 0;
    const check = probed(
      'upstream',
      () => {
        probes += 1;
        return Promise.resolve('answered 500');
      },
      TIMING,
    );
    expect(await check.check()).toBe('answered 500');
    expect(await check.check()).toBe('answered 500');
    expect(probes).toBe(1);
  });
});
