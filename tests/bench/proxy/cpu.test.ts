import { describe, expect, it } from 'vitest';
import { cpuTicksOf, processCpuMs } from './cpu';

describe('cpuTicksOf', () => {
  it('adds utime and stime, even when the command name has spaces', () => {
    const stat = '4242 (node my server) S 1 4242 4242 0 -1 4194560 100 0 0 0 250 37 0 0 20 0 11 0';
    expect(cpuTicksOf(stat)).toBe(287);
  });
});

describe('processCpuMs', () => {
  it('reads this process on Linux', () => {
    const ms = processCpuMs(process.pid);
    if (process.platform === 'linux') expect(ms).toBeGreaterThan(0);
    else expect(ms).toBeUndefined();
  });
});
