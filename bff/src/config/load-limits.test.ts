import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function config(env: NodeJS.ProcessEnv) {
  return loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'ysy-limits-')), ...env });
}

describe('load limits', () => {
  it('uses the documented defaults', () => {
    expect(config({}).loadLimits).toEqual({
      eventLoopDelayMs: 500,
      eventLoopUtilization: 0,
      maxInFlight: 16,
      databaseWaitMs: 300,
      retryAfterS: 5,
      retryAfterSpreadS: 5,
      upstreamConnections: 128,
      upstreamRouteMaxInFlight: 8,
      upstreamRouteStuckMs: 200,
      listenBacklog: 4096,
    });
  });

  it('reads each limit, utilisation as a percentage, and 0 as off', () => {
    const limits = config({
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_EVENT_LOOP_UTILIZATION: '90',
      SHED_MAX_IN_FLIGHT: '200',
      SHED_DATABASE_WAIT_MS: '1000',
      SHED_RETRY_AFTER_S: '2',
      SHED_RETRY_AFTER_SPREAD_S: '0',
      UPSTREAM_CONNECTIONS: '256',
      UPSTREAM_ROUTE_MAX_IN_FLIGHT: '0',
      UPSTREAM_ROUTE_STUCK_MS: '0',
      LISTEN_BACKLOG: '1024',
    }).loadLimits;
    expect(limits).toEqual({
      eventLoopDelayMs: 0,
      eventLoopUtilization: 0.9,
      maxInFlight: 200,
      databaseWaitMs: 1000,
      retryAfterS: 2,
      retryAfterSpreadS: 0,
      upstreamConnections: 256,
      upstreamRouteMaxInFlight: 0,
      upstreamRouteStuckMs: 0,
      listenBacklog: 1024,
    });
  });

  it('refuses a value out of range, naming the variable', () => {
    expect(() => config({ SHED_EVENT_LOOP_UTILIZATION: '150' })).toThrow(ConfigError);
    expect(() => config({ SHED_EVENT_LOOP_UTILIZATION: '150' })).toThrow(
      /SHED_EVENT_LOOP_UTILIZATION 必须是 0–100 之间的整数/,
    );
    expect(() => config({ UPSTREAM_CONNECTIONS: '0' })).toThrow(/UPSTREAM_CONNECTIONS 必须是/);
    expect(() => config({ SHED_RETRY_AFTER_S: 'soon' })).toThrow(/SHED_RETRY_AFTER_S 必须是/);
    expect(() => config({ LISTEN_BACKLOG: '0' })).toThrow(/LISTEN_BACKLOG 必须是/);
  });
});
