import {
  ALIVE_BODY,
  ALIVE_PATH,
  READY_PATH,
  readinessBody,
  type ReadinessReport,
} from '../routes/readiness';
import { monotonicMs, type HealthState } from './shared-state';

/**
 * A heartbeat older than this makes /readyz 503: the main loop has not run a timer for 2 s, so a
 * request sent to this instance now would wait at least that long. A load balancer should steer
 * around it, as it does around an instance that sheds load; the main loop's longest measured
 * stalls (a long statement, a GC of a large heap) stay far below it.
 */
export const READY_STALE_MS = 2_000;
/**
 * A heartbeat older than this makes /healthz 503 too: a loop stalled for 10 s is not alive in
 * any useful sense (a supervisor may restart it). Much longer than READY_STALE_MS, so a merely
 * busy instance is taken out of the balancer long before anything would kill it.
 */
export const ALIVE_STALE_MS = 10_000;

const STALLED_BODY = '{"status":"stalled"}';

export interface HealthAnswer {
  status: number;
  body: string;
}

/** The reported parts (Redis), named as the main thread's /readyz names them, from the shared bits. */
function reports(state: HealthState, names: readonly string[]): ReadinessReport[] {
  return names.map((name, i) => ({ name, up: () => state.reportUp(i) }));
}

/**
 * The health thread's answer to one request, from the shared state only: the same status codes
 * and bodies as the main port's /healthz and /readyz, plus the staleness rules above. Undefined
 * for any other request (404).
 */
export function healthAnswer(
  method: string | undefined,
  url: string | undefined,
  state: HealthState,
  reportNames: readonly string[],
  now: number = monotonicMs(),
): HealthAnswer | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const path = url?.split('?', 1)[0];
  const age = state.heartbeatAgeMs(now);
  if (path === ALIVE_PATH) {
    return age > ALIVE_STALE_MS
      ? { status: 503, body: STALLED_BODY }
      : { status: 200, body: ALIVE_BODY };
  }
  if (path === READY_PATH) {
    const ready = state.ready() && age <= READY_STALE_MS;
    return { status: ready ? 200 : 503, body: readinessBody(ready, reports(state, reportNames)) };
  }
  return undefined;
}
