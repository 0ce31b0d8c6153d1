import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/** The command line of `npm run bench` (README.md lists the options). */

export const { values: opt } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '5' },
    warmup: { type: 'string', default: '1.5' },
    connections: { type: 'string', default: '10' },
    runs: { type: 'string', default: '2' },
    passes: { type: 'string', default: '5' },
    small: { type: 'string', default: '20000' },
    large: { type: 'string', default: '200000' },
    /** Keep (or reuse) the large database in this directory instead of a temp one. */
    'large-dir': { type: 'string' },
    /**
     * Also measure the steps between the bare proxy and the BFF: the BFF's undici client alone,
     * plus reply validation (parsed, and on the bytes as the gateway does it), and the BFF with
     * LOG_LEVEL=silent.
     */
    diagnose: { type: 'boolean', default: false },
    /** Leave CPU placement to the OS (default: the server under test gets a CPU to itself). */
    'no-pin': { type: 'boolean', default: false },
    /** Only part 1 against the fixed upstream (for profiling and quick comparisons). */
    'proxy-only': { type: 'boolean', default: false },
    /**
     * Only the unseen-reply case (bare proxy and memo-off BFF in front of the varying upstream),
     * for quick before/after comparisons and profiles of that path; implies --proxy-only.
     */
    'unseen-only': { type: 'boolean', default: false },
    /** Skip the page-weight part (Chromium loading `/` cold and warm). */
    'no-page': { type: 'boolean', default: false },
    /** Write a V8 CPU profile of each BFF and bare-proxy process into this directory. */
    profile: { type: 'string' },
    /**
     * Node flags for every proxy under test, BFF and bare proxy alike (e.g.
     * `--max-semi-space-size=16`), to compare a runtime setting like for like.
     */
    'server-flags': { type: 'string', default: '' },
    out: { type: 'string', default: fileURLToPath(new URL('./RESULTS.md', import.meta.url)) },
  },
});

function positive(name: string, text: string | undefined): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}

export const settings = {
  seconds: positive('seconds', opt.seconds),
  warmup: positive('warmup', opt.warmup),
  connections: positive('connections', opt.connections),
  runs: positive('runs', opt.runs),
  passes: positive('passes', opt.passes),
  small: positive('small', opt.small),
  large: positive('large', opt.large),
};
