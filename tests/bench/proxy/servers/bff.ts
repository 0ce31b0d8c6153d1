import { rmSync } from 'node:fs';
import { buildApp } from '@ysy/bff/app';
import { testConfig } from '@ysy/bff/testing/test-config';
import { failOn, onStop, ready } from './child-kit';

/**
 * The BFF as it runs in production (NODE_ENV=production, access log at `info`, written to this
 * process's stdout, which the parent sends to /dev/null) in front of the given upstream:
 * `bff.ts <upstream url> [log level] [on|off]` (the last: `REPLY_MEMO`, default on).
 */

async function main(): Promise<void> {
  const upstreamUrl = process.argv[2];
  if (!upstreamUrl) throw new Error('usage: <upstream url> [log level]');
  const config = testConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: process.argv[3] ?? 'info',
    REPLY_MEMO: process.argv[4] ?? 'on',
  });
  const app = await buildApp({ config, upstreamUrl, supportUrl: upstreamUrl });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  onStop(async () => {
    await app.close();
    rmSync(config.dataDir, { recursive: true, force: true });
  });
  ready(url);
}

failOn(main());
