import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

// Each run starts the product as the README does (`npm run serve`: node on the BFF `npm run build`
// compiled, the built SPA and the embedded upstream) on its own port and a fresh data folder, so
// tests see a clean database. The folder is chosen once in the main process and inherited by the
// workers through the environment.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'ysy-e2e-'));
  process.env.E2E_DATA_DIR_OWNED = '1';
}
const port = Number(process.env.E2E_PORT ?? 8091);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './e2e',
  // Only the browser specs: `*.test.ts` files beside them are vitest unit tests of their helpers.
  testMatch: '**/*.spec.ts',
  globalTeardown: './e2e/global-teardown.ts',
  outputDir: '../test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
      ],
    },
  },
  webServer: {
    command: 'npm run serve',
    cwd: repoRoot,
    url: `${baseURL}/readyz`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_COMPANIES: process.env.E2E_SEED_COMPANIES ?? '2000',
      LOG_LEVEL: 'warn',
      // The browser tests request many SMS codes and consultations from one address; the limits
      // themselves are covered by the BFF's contract tests.
      RATE_LIMITS: 'relaxed',
      // The sampled overload limits would shed a page on a CI machine busy with other work;
      // shedding is covered by the BFF's tests. The bound on requests under way stays.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      SHED_DATABASE_WAIT_MS: '0',
      // The operator's details, as a deployment sets them: the QR codes and /profile's company
      // lines are shown only when configured (the address and business scope stay unset here).
      MOBILE_SITE_URL: 'https://m.example.cn/',
      MINI_PROGRAM_URL: 'https://mp.example.cn/mini-program',
      OFFICIAL_ACCOUNT_URL: 'https://mp.example.cn/official-account',
      COMPANY_NAME: '易商云（测试）企业服务有限公司',
      COMPANY_CREDIT_CODE: '91440300MA5F8Y2K3R',
      // With E2E_DATABASE_URL (CI) the embedded upstream runs on that PostgreSQL database, which
      // the specs can read while the server runs (PGlite's files cannot be opened twice).
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
