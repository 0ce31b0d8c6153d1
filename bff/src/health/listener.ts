import type { Readiness } from '../routes/health';
import { HealthState } from './shared-state';
import { startHealthThread } from './thread';

/**
 * The main thread's half of the health port: it writes the heartbeat and the readiness verdict
 * into the shared state, which the health thread (worker.ts) answers from.
 */

/** Often enough that a heartbeat is never near the 2 s readiness bound while the loop turns. */
export const HEARTBEAT_MS = 50;
/**
 * The verdict is recomputed this long after the last one came back: well within haproxy's
 * fastest check interval (500 ms). The upstream is still asked at most once a second (probed).
 */
export const VERDICT_MS = 250;

export interface HealthListener {
  port: number;
  /** Not ready from now on (SIGTERM): the health port's /readyz says 503 during the drain. */
  drain(): void;
  /** Stops the timers, closes the health port and ends its thread. */
  close(): Promise<void>;
}

export interface HealthLog {
  warn(details: { reason: string }, message: string): void;
}

export async function startHealthListener(
  readiness: Pick<Readiness, 'reason' | 'reports'>,
  where: { host: string; port: number },
  log: HealthLog,
): Promise<HealthListener> {
  const state = new HealthState();
  const reportsUp = () => readiness.reports.map((report) => report.up());
  let draining = false;
  let lastReason: string | undefined;
  let verdictTimer: NodeJS.Timeout | undefined;

  state.beat();
  const heartbeat = setInterval(() => state.beat(), HEARTBEAT_MS);

  async function publishVerdict(): Promise<void> {
    let reason: string | undefined;
    try {
      reason = await readiness.reason();
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error);
    }
    if (draining) return;
    state.publish(reason === undefined, reportsUp());
    // The reason (addresses, errors) goes to the log only, once per change, not every 250 ms.
    if (reason !== undefined && reason !== lastReason) log.warn({ reason }, 'not ready');
    lastReason = reason;
    verdictTimer = setTimeout(() => void publishVerdict(), VERDICT_MS);
  }

  function drain(): void {
    draining = true;
    clearTimeout(verdictTimer);
    state.publish(false, reportsUp());
  }

  try {
    const thread = await startHealthThread({
      buffer: state.buffer,
      host: where.host,
      port: where.port,
      reportNames: readiness.reports.map((report) => report.name),
    });
    void publishVerdict();
    return {
      port: thread.port,
      drain,
      async close() {
        drain();
        clearInterval(heartbeat);
        await thread.close();
      },
    };
  } catch (error) {
    clearInterval(heartbeat);
    throw error;
  }
}
