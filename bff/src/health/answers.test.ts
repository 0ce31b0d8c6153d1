import { describe, expect, it } from 'vitest';
import { ALIVE_STALE_MS, healthAnswer, READY_STALE_MS } from './answers';
import { HealthState } from './shared-state';

const NOW = 1_000_000;

/** A shared state as the main thread leaves it: heartbeat `ageMs` ago, the verdict given. */
function stateOf(ageMs: number, ready: boolean, reportsUp: boolean[] = []): HealthState {
  const state = new HealthState();
  state.beat(NOW - ageMs);
  state.publish(ready, reportsUp);
  return state;
}

const get = (path: string, state: HealthState, reportNames: string[] = []) =>
  healthAnswer('GET', path, state, reportNames, NOW);

describe('the health thread’s answers, from the shared state', () => {
  it('fresh heartbeat and ready: both 200, with the main port’s bodies', () => {
    const state = stateOf(60, true);
    expect(get('/healthz', state)).toEqual({ status: 200, body: '{"status":"ok"}' });
    expect(get('/readyz', state)).toEqual({ status: 200, body: '{"status":"ready"}' });
  });

  it('not ready: /readyz 503 with the main port’s body, /healthz still 200', () => {
    const state = stateOf(60, false);
    expect(get('/readyz', state)).toEqual({ status: 503, body: '{"status":"not ready"}' });
    expect(get('/healthz', state)?.status).toBe(200);
  });

  it('names each reported part (Redis) up or down, as the main port’s /readyz does', () => {
    expect(get('/readyz', stateOf(60, true, [false]), ['redis'])).toEqual({
      status: 200,
      body: '{"status":"ready","redis":false}',
    });
    expect(get('/readyz', stateOf(60, false, [true]), ['redis'])).toEqual({
      status: 503,
      body: '{"status":"not ready","redis":true}',
    });
  });

  it('a stale heartbeat: /readyz 503 past 2 s, /healthz 503 only past 10 s', () => {
    expect(get('/readyz', stateOf(READY_STALE_MS, true))?.status).toBe(200);
    expect(get('/readyz', stateOf(READY_STALE_MS + 1, true))).toEqual({
      status: 503,
      body: '{"status":"not ready"}',
    });
    expect(get('/healthz', stateOf(ALIVE_STALE_MS, true))?.status).toBe(200);
    expect(get('/healthz', stateOf(ALIVE_STALE_MS + 1, true))).toEqual({
      status: 503,
      body: '{"status":"stalled"}',
    });
  });

  it('keeps the age right across the 32-bit wrap of the clock', () => {
    const state = new HealthState();
    const now = 2 ** 31 + 5;
    state.beat(now - 10);
    expect(state.heartbeatAgeMs(now)).toBe(10);
    state.beat(2 ** 32 - 3);
    expect(state.heartbeatAgeMs(2 ** 32 + 3)).toBe(6);
  });

  it('answers HEAD and a query string alike; nothing else', () => {
    const state = stateOf(60, true);
    expect(healthAnswer('HEAD', '/healthz', state, [], NOW)?.status).toBe(200);
    expect(get('/readyz?from=haproxy', state)?.status).toBe(200);
    expect(healthAnswer('POST', '/readyz', state, [], NOW)).toBeUndefined();
    expect(get('/metrics', state)).toBeUndefined();
  });
});
