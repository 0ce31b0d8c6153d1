import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * No Docker engine runs on the build machine, so the deployment files are checked as text: the
 * image is production, the real-services compose file can only start with the real services
 * configured, the demo is opt-in, and local data and secrets stay out of the image.
 */
const read = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');

describe('docker/', () => {
  it('the image runs in production mode, where demo parts are refused without DEMO=1', () => {
    const dockerfile = read('docker/Dockerfile');
    expect(dockerfile).toMatch(/ENV NODE_ENV=production/);
    expect(dockerfile).not.toMatch(/^ENV .*DEMO/m);
  });

  it('compose.yaml requires every real service and never sets DEMO', () => {
    const compose = read('docker/compose.yaml');
    for (const variable of [
      'UPSTREAM_URL',
      'SUPPORT_URL',
      'SUPPORT_API_KEY',
      'WECHAT_APP_ID',
      'SESSION_SECRET',
    ]) {
      expect(compose).toMatch(new RegExp(`${variable}: \\$\\{${variable}:\\?`));
    }
    expect(compose).not.toMatch(/DEMO/);
  });

  it('the demo is its own compose file that says DEMO=1', () => {
    expect(read('docker/compose.demo.yaml')).toMatch(/DEMO: '1'/);
  });

  it('.dockerignore keeps data, node_modules and secrets out of the image', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const entry of [
      '**/node_modules',
      'data',
      '**/session-secret',
      '**/support-api-key',
      '.env',
      '.git',
    ]) {
      expect(ignored).toContain(entry);
    }
  });
});
