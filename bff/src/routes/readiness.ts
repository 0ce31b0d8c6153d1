/** Where a load balancer asks whether the process is alive, and whether it should take traffic. */
export const ALIVE_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** /healthz's JSON, on the main port and the health port alike. */
export const ALIVE_BODY = '{"status":"ok"}';

/**
 * What /readyz asks: a list of named checks, each answering undefined (fine) or the reason the
 * instance should not take traffic now. The reason goes to the log, never to the caller.
 */
export interface ReadinessCheck {
  name: string;
  check(): string | undefined | Promise<string | undefined>;
}

/**
 * The first reason a check gives, asked in order and stopping there, so the cheap checks listed
 * first (shedding, draining) answer at once without waiting on the slower ones.
 */
export async function firstReason(checks: readonly ReadinessCheck[]): Promise<string | undefined> {
  for (const { name, check } of checks) {
    let reason: string | undefined;
    try {
      reason = await check();
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    if (reason !== undefined) return `${name}: ${reason}`;
  }
  return undefined;
}

export interface ProbeTiming {
  /** A verdict younger than this is answered without asking again. */
  freshMs: number;
  /** How long /readyz waits for a probe under way before answering with the last verdict. */
  waitMs: number;
  /** A probe out longer than this makes the check fail, whatever the last verdict was. */
  giveUpMs: number;
}

const NO_ANSWER = Symbol('no answer yet');

/**
 * A check that asks something slow (the upstream, over the network) at most once per `freshMs`
 * and never keeps /readyz waiting long: a probe that does not come back within `waitMs` leaves
 * the last verdict standing, until it has been out `giveUpMs`. The very first probe is waited
 * for (up to `giveUpMs`), since there is no verdict yet.
 */
export function probed(
  name: string,
  probe: () => Promise<string | undefined>,
  timing: ProbeTiming,
  now: () => number = () => performance.now(),
): ReadinessCheck {
  let last: { at: number; reason: string | undefined } | undefined;
  let out: { since: number; answer: Promise<string | undefined> } | undefined;

  function send(): { since: number; answer: Promise<string | undefined> } {
    const answer = probe()
      .catch((error: unknown) => (error instanceof Error ? error.message : String(error)))
      .then((reason) => {
        last = { at: now(), reason };
        out = undefined;
        return reason;
      });
    return { since: now(), answer };
  }

  return {
    name,
    async check() {
      if (last !== undefined && now() - last.at < timing.freshMs) return last.reason;
      out ??= send();
      const outFor = now() - out.since;
      if (outFor >= timing.giveUpMs) return `no answer for ${Math.round(outFor)} ms`;
      const waitMs = last === undefined ? timing.giveUpMs - outFor : timing.waitMs;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<typeof NO_ANSWER>((resolve) => {
        timer = setTimeout(() => resolve(NO_ANSWER), waitMs);
      });
      const answer = await Promise.race([out.answer, late]);
      clearTimeout(timer);
      if (answer !== NO_ANSWER) return answer;
      return last === undefined ? `no answer within ${timing.giveUpMs} ms` : last.reason;
    },
  };
}

/**
 * A part /readyz names in its body without letting it decide the verdict: the shared Redis.
 * Without Redis an instance still serves every read (the directory, the service pages) and
 * refuses at once only what needs Redis (503), so answering 503 on every instance while Redis is
 * away would take the whole site out of the load balancer for nothing; the body's `false` is what
 * an operator's alert reads.
 */
export interface ReadinessReport {
  name: string;
  up(): boolean;
}

/** /readyz's JSON: the verdict, then each reported part's state (`"redis":false`). */
export function readinessBody(ready: boolean, reports: readonly ReadinessReport[]): string {
  const body: Record<string, string | boolean> = { status: ready ? 'ready' : 'not ready' };
  for (const report of reports) body[report.name] = report.up();
  return JSON.stringify(body);
}
