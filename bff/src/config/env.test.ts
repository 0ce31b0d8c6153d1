import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './env';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), 'ysy-env-'));
}

function errorOf(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error instanceof Error ? error.message : '';
  }
  throw new Error('expected a ConfigError');
}

/** Production with every real service configured: no demo part would run. */
const realServices = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  SUPPORT_API_KEY: 'k'.repeat(32),
  UPSTREAM_URL: 'https://api.example.cn',
  SUPPORT_URL: 'https://kf.example.cn',
  WECHAT_APP_ID: 'wx0123456789abcdef',
} as const;

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      upstreamUrl: undefined,
      supportUrl: undefined,
      hotline: '400-800-6688',
      supportHours: '周一至周日 9:00-21:00',
      seedCompanies: 20000,
      pgliteCacheMb: 128,
      upstreamTimeoutMs: 10000,
      logLevel: 'info',
      nodeEnv: 'development',
      trustProxy: false,
    });
  });

  it('names the variable in a bad PORT', () => {
    expect(errorOf({ PORT: 'abc' })).toBe('配置错误：PORT 必须是 1–65535 之间的整数');
    expect(errorOf({ PORT: '70000' })).toBe('配置错误：PORT 必须是 1–65535 之间的整数');
    expect(errorOf({ PORT: '0' })).toBe('配置错误：PORT 必须是 1–65535 之间的整数');
  });

  it('opens the health port on 8081 in production only, unless HEALTH_PORT says otherwise', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).healthPort).toBe(0);
    expect(loadConfig({ ...realServices, DATA_DIR: dataDir }).healthPort).toBe(8081);
    expect(loadConfig({ ...realServices, DATA_DIR: dataDir, HEALTH_PORT: '0' }).healthPort).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, HEALTH_PORT: '9201' }).healthPort).toBe(9201);
    expect(errorOf({ HEALTH_PORT: '70000' })).toBe(
      '配置错误：HEALTH_PORT 必须是 0–65535 之间的整数',
    );
    expect(errorOf({ PORT: '9201', HEALTH_PORT: '9201' })).toBe(
      '配置错误：HEALTH_PORT 不能与 PORT 相同（9201）',
    );
  });

  it('names the variable in other bad values', () => {
    expect(errorOf({ UPSTREAM_URL: 'ftp://x' })).toMatch(/^配置错误：UPSTREAM_URL /);
    expect(errorOf({ UPSTREAM_TIMEOUT_MS: '-5' })).toMatch(/^配置错误：UPSTREAM_TIMEOUT_MS /);
    expect(errorOf({ LOG_LEVEL: 'loud' })).toMatch(/^配置错误：LOG_LEVEL /);
    expect(errorOf({ SESSION_SECRET: 'short' })).toMatch(
      /^配置错误：SESSION_SECRET 至少需要 32 个字符/,
    );
    expect(errorOf({ DATABASE_URL: 'mysql://x' })).toMatch(/^配置错误：DATABASE_URL /);
    expect(errorOf({ TRUST_PROXY: 'maybe' })).toMatch(/^配置错误：TRUST_PROXY /);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), PORT: '', UPSTREAM_URL: '  ' });
    expect(config.port).toBe(8080);
    expect(config.upstreamUrl).toBeUndefined();
  });

  it('normalises URLs and parses TRUST_PROXY', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      UPSTREAM_URL: 'https://api.example.com/v1/',
      TRUST_PROXY: '10.0.0.0/8, 127.0.0.1',
    });
    expect(config.upstreamUrl).toBe('https://api.example.com/v1');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('requires SESSION_SECRET in production', () => {
    expect(errorOf({ NODE_ENV: 'production', DATA_DIR: tempDir() })).toMatch(
      /^配置错误：生产环境（NODE_ENV=production）必须设置 SESSION_SECRET/,
    );
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ ...realServices, SESSION_SECRET: secret, DATA_DIR: tempDir() }).sessionSecret,
    ).toBe(secret);
  });

  it('refuses to run any demo part in production unless DEMO=1 says so', () => {
    const base = { ...realServices, DATA_DIR: tempDir() };
    expect(loadConfig(base).demo).toBe(false);
    const missing = ['UPSTREAM_URL', 'SUPPORT_URL', 'WECHAT_APP_ID'] as const;
    for (const variable of missing) {
      const env: NodeJS.ProcessEnv = { ...base };
      delete env[variable];
      const message = errorOf(env);
      expect(message).toMatch(/^配置错误：生产环境（NODE_ENV=production）未设置 /);
      expect(message).toContain(variable);
      expect(message).toContain('DEMO=1');
      const demo = loadConfig({ ...env, DEMO: '1' });
      expect(demo.demo).toBe(true);
      expect(demo.demoParts.map((part) => part.variable)).toEqual([variable]);
    }
    // The production Docker image's own environment: nothing real configured.
    expect(
      errorOf({
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        SESSION_SECRET: 'x'.repeat(32),
        DATA_DIR: tempDir(),
      }),
    ).toMatch(/未设置 UPSTREAM_URL/);
    expect(errorOf({ ...base, DEMO: 'yes' })).toBe('配置错误：DEMO 必须是 0 或 1');
  });

  it('marks a development start with embedded services as a demo', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.demo).toBe(true);
    expect(config.demoParts.map((part) => part.variable)).toEqual([
      'UPSTREAM_URL',
      'SUPPORT_URL',
      'WECHAT_APP_ID',
    ]);
  });

  it('takes REDIS_URL as a redis:// or rediss:// address, and only that', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).redisUrl).toBeUndefined();
    expect(
      loadConfig({ DATA_DIR: tempDir(), REDIS_URL: ' redis://:pw@127.0.0.1:6379/2 ' }).redisUrl,
    ).toBe('redis://:pw@127.0.0.1:6379/2');
    expect(
      loadConfig({ DATA_DIR: tempDir(), REDIS_URL: 'rediss://cache.example.cn' }).redisUrl,
    ).toBe('rediss://cache.example.cn');
    for (const bad of ['http://127.0.0.1:6379', '127.0.0.1:6379', 'redis://']) {
      expect(errorOf({ DATA_DIR: tempDir(), REDIS_URL: bad })).toBe(
        '配置错误：REDIS_URL 必须是 redis:// 或 rediss:// 开头的地址（例如 redis://127.0.0.1:6379/0）',
      );
    }
  });

  it('shows licence numbers only when configured', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).icpRecord).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), ICP_RECORD: '粤ICP备12345678号-1' }).icpRecord).toBe(
      '粤ICP备12345678号-1',
    );
  });

  it('accepts relaxed rate limits outside production only', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits).toBe('standard');
    expect(loadConfig({ DATA_DIR: tempDir(), RATE_LIMITS: 'relaxed' }).rateLimits).toBe('relaxed');
    expect(errorOf({ DATA_DIR: tempDir(), RATE_LIMITS: 'off' })).toBe(
      '配置错误：RATE_LIMITS 必须是 standard 或 relaxed',
    );
    expect(errorOf({ ...realServices, RATE_LIMITS: 'relaxed', DATA_DIR: tempDir() })).toBe(
      '配置错误：生产环境（NODE_ENV=production）不能使用 RATE_LIMITS=relaxed',
    );
  });

  it('gives each staff account its own password of at least 16 characters in production', () => {
    const accounts = (passwords: Record<string, string>) => JSON.stringify(passwords);
    expect(
      errorOf({
        ...realServices,
        AGENT_ACCOUNTS: accounts({ ysy_kf_001: 'a'.repeat(16), ysy_gw_001: 'p'.repeat(15) }),
        DATA_DIR: tempDir(),
      }),
    ).toBe(
      '配置错误：生产环境（NODE_ENV=production）的 AGENT_ACCOUNTS 中 ysy_gw_001 的密码至少需要 16 个字符',
    );
    const strong = { ysy_kf_001: 'a'.repeat(16), ysy_gw_001: 'b'.repeat(20) };
    const config = loadConfig({
      ...realServices,
      AGENT_ACCOUNTS: accounts(strong),
      DATA_DIR: tempDir(),
    });
    expect(config.agentAccounts).toEqual(strong);
    expect(config.agentPassword).toBeUndefined();
    // One password for every staff account is refused in production, however long.
    expect(errorOf({ ...realServices, AGENT_PASSWORD: 'p'.repeat(40), DATA_DIR: tempDir() })).toBe(
      '配置错误：生产环境（NODE_ENV=production）不能使用 AGENT_PASSWORD（所有客服账号共用一个密码），请用 AGENT_ACCOUNTS 为每个客服账号设置各自的密码',
    );
    // Unset, nobody signs in to the console: no shared password is generated either.
    const dataDir = tempDir();
    const none = loadConfig({ ...realServices, DATA_DIR: dataDir });
    expect(none.agentAccounts).toBeUndefined();
    expect(none.agentPassword).toBeUndefined();
    expect(() => statSync(join(dataDir, 'agent-password'))).toThrow();
    // A demo in production (DEMO=1, the embedded parts) keeps the shared password, long enough.
    const demo = { NODE_ENV: 'production', DEMO: '1', SESSION_SECRET: 'x'.repeat(32) };
    expect(errorOf({ ...demo, AGENT_PASSWORD: 'p'.repeat(15), DATA_DIR: tempDir() })).toBe(
      '配置错误：生产环境（NODE_ENV=production）的 AGENT_PASSWORD 至少需要 16 个字符',
    );
    expect(
      loadConfig({ ...demo, DATA_DIR: tempDir() }).agentPassword?.length,
    ).toBeGreaterThanOrEqual(16);
    // Outside production 8 characters still do, for local trials, per account or shared.
    expect(loadConfig({ DATA_DIR: tempDir(), AGENT_PASSWORD: 'p'.repeat(8) }).agentPassword).toBe(
      'p'.repeat(8),
    );
    expect(
      loadConfig({ DATA_DIR: tempDir(), AGENT_ACCOUNTS: accounts({ ysy_kf_001: 'p'.repeat(8) }) })
        .agentAccounts,
    ).toEqual({ ysy_kf_001: 'p'.repeat(8) });
    expect(
      errorOf({ DATA_DIR: tempDir(), AGENT_ACCOUNTS: accounts({ ysy_kf_001: 'p'.repeat(7) }) }),
    ).toBe('配置错误：AGENT_ACCOUNTS 中 ysy_kf_001 的密码至少需要 8 个字符');
    expect(errorOf({ DATA_DIR: tempDir(), AGENT_ACCOUNTS: 'ysy_kf_001=secret' })).toBe(
      '配置错误：AGENT_ACCOUNTS 必须是 JSON 对象，例如 {"ysy_kf_001":"该账号的密码"}',
    );
    expect(
      errorOf({
        DATA_DIR: tempDir(),
        AGENT_ACCOUNTS: accounts({ ysy_kf_001: 'p'.repeat(8) }),
        AGENT_PASSWORD: 'p'.repeat(8),
      }),
    ).toBe('配置错误：AGENT_ACCOUNTS 与 AGENT_PASSWORD 只能设置一个');
  });

  it('keeps anonymous chat uploads 30 days and 50 MB per visitor unless configured', () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect([defaults.uploadRetentionDays, defaults.visitorUploadQuotaMb]).toEqual([30, 50]);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      UPLOAD_RETENTION_DAYS: '7',
      VISITOR_UPLOAD_QUOTA_MB: '20',
    });
    expect([set.uploadRetentionDays, set.visitorUploadQuotaMb]).toEqual([7, 20]);
    expect(errorOf({ DATA_DIR: tempDir(), UPLOAD_RETENTION_DAYS: '0' })).toBe(
      '配置错误：UPLOAD_RETENTION_DAYS 必须是 1–3650 之间的整数',
    );
  });

  it('keeps the reply memo on unless REPLY_MEMO=off', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).replyMemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), REPLY_MEMO: 'on' }).replyMemo).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), REPLY_MEMO: 'off' }).replyMemo).toBe(false);
    expect(errorOf({ DATA_DIR: tempDir(), REPLY_MEMO: 'false' })).toBe(
      '配置错误：REPLY_MEMO 必须是 on 或 off',
    );
  });

  it('generates the dev session secret and support key once and keeps them in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.supportApiKey.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(first.sessionSecret);
    expect(readFileSync(join(dataDir, 'support-api-key'), 'utf8')).toBe(first.supportApiKey);
    // The agent console's staff password, for the embedded IM hub.
    expect(readFileSync(join(dataDir, 'agent-password'), 'utf8')).toBe(first.agentPassword);
    expect(statSync(join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);

    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.supportApiKey).toBe(first.supportApiKey);
    expect(loadConfig({ DATA_DIR: tempDir() }).sessionSecret).not.toBe(first.sessionSecret);
  });

  it('uses given secrets without touching DATA_DIR', () => {
    const dataDir = join(tempDir(), 'never-created');
    const config = loadConfig({
      DATA_DIR: dataDir,
      SESSION_SECRET: 's'.repeat(40),
      SUPPORT_API_KEY: 'k'.repeat(20),
      AGENT_PASSWORD: 'agent-pass',
    });
    expect(config.supportApiKey).toBe('k'.repeat(20));
    expect(config.agentPassword).toBe('agent-pass');
    expect(() => statSync(dataDir)).toThrow();
  });
});
