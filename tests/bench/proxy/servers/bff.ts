import { rmSync } from 'node:fs';
import { buildApp } from '@ysy/bff/app';
import { testConfig } from '@ysy/bff/testing/test-config';
import { failOn, onStop, ready } from './child-kit';

/**
 * The BFF as it runs in production (NODE_ENV=production, access log at `info`, written to this
 * process's stdout, which the parent sends to /dev/null) in front of the given upstream:
 * `bff.ts <upstream url> [log level] [on|off] [support url] [web dist dir]` (`on|off`:
 * `REPLY_MEMO`, default on; without a dist dir no pages are served). The upstream is named as a
 * real one would be, so production's refusal of demo parts does not apply; the simulated WeChat
 * login stays (no app id), declared with DEMO=1.
 */

async function main(): Promise<void> {
  const [upstreamUrl, logLevel, memo, supportUrl, webDist] = process.argv.slice(2);
  if (!upstreamUrl) throw new Error('usage: <upstream url> [log level] [on|off] [support] [dist]');
  const config = testConfig({
    NODE_ENV: 'production',
    DEMO: '1',
    UPSTREAM_URL: upstreamUrl,
    SUPPORT_URL: supportUrl || upstreamUrl,
    LOG_LEVEL: logLevel || 'info',
    REPLY_MEMO: memo || 'on',
    ...(webDist ? { WEB_DIST_DIR: webDist } : {}),
  });
  const app = await buildApp({
    config,
    upstreamUrl,
    supportUrl: supportUrl || upstreamUrl,
  });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  onStop(async () => {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  ready(url);
}

failOn(main());
