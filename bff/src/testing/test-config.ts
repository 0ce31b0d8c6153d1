import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type Config } from '../config/env';

export const TEST_SESSION_SECRET = 'test-session-secret-0123456789-abcdefghij';
export const TEST_SUPPORT_API_KEY = 'test-support-key-0123456789abcdef';

/**
 * A config for tests: fixed secrets (nothing written to disk), a fresh DATA_DIR, no built SPA
 * unless `WEB_DIST_DIR` is given, no log output unless asked for.
 */
export function testConfig(env: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), 'ysy-bff-test-')),
    SESSION_SECRET: TEST_SESSION_SECRET,
    SUPPORT_API_KEY: TEST_SUPPORT_API_KEY,
    WEB_DIST_DIR: join(tmpdir(), 'ysy-no-such-dist'),
    LOG_LEVEL: 'silent',
    // A test machine runs many workers at once: its busy event loop would shed unrelated tests'
    // requests. Tests of shedding set their own limits.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_EVENT_LOOP_UTILIZATION: '0',
    SHED_DATABASE_WAIT_MS: '0',
    SHED_MAX_IN_FLIGHT: '0',
    ...env,
  });
}

/** A log destination that keeps every line, parsed, for assertions. */
export function captureLogs(): {
  stream: { write(line: string): void };
  lines: Array<Record<string, unknown>>;
  text(): string;
} {
  const raw: string[] = [];
  const lines: Array<Record<string, unknown>> = [];
  return {
    stream: {
      write(line: string) {
        raw.push(line);
        const parsed: unknown = JSON.parse(line);
        if (typeof parsed === 'object' && parsed !== null) lines.push({ ...parsed });
      },
    },
    lines,
    text: () => raw.join(''),
  };
}
