import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ConfigError, SECRET_MIN_LENGTH } from './config-error';
import { persistedSecret } from './persisted-secret';
import { staffCredentials, type StaffCredentials } from './staff-accounts';
import { httpUrl, intBetween, optional, text, withDefault } from './env-fields';
import { OPERATOR_ENV, operatorConfig, type OperatorConfig } from './operator';
import { trustProxySchema } from './trust-proxy';
import { LOAD_LIMITS_ENV, loadLimits, type LoadLimits } from './load-limits';

/**
 * The only reader of `process.env`. Every variable is validated here at start-up, so a bad value
 * stops the BFF with a message naming it instead of failing on the first request.
 */

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export type NodeEnv = 'development' | 'production' | 'test';

export interface Config extends StaffCredentials, OperatorConfig {
  port: number;
  /**
   * The health port (HEALTH_PORT): /healthz and /readyz answered on a thread of their own, for a
   * load balancer's checks; 0 → none. On HOST, like PORT.
   */
  healthPort: number;
  host: string;
  /** Base URL of the business API; undefined → the embedded upstream. */
  upstreamUrl: string | undefined;
  /** Base URL of the support-chat host; undefined → the embedded support host. */
  supportUrl: string | undefined;
  /** Sent as `Authorization` to the support host; never to a browser. */
  supportApiKey: string;
  /** How long an anonymous visitor's chat upload is kept (UPLOAD_RETENTION_DAYS). */
  uploadRetentionDays: number;
  /** The most an anonymous visitor may have stored in chat uploads, in MB. */
  visitorUploadQuotaMb: number;
  databaseUrl: string | undefined;
  /**
   * Redis shared by several instances: IM fan-out between them and the shared rate-limit
   * counters. Undefined → everything stays in this process (one instance).
   */
  redisUrl: string | undefined;
  /** Absolute path; generated secrets and the PGlite files live here. */
  dataDir: string;
  /** Key of the sealed session cookie (≥ 32 characters). */
  sessionSecret: string;
  nimAppKey: string | undefined;
  wechatAppId: string | undefined;
  hotline: string;
  /** When the support agents answer, greeting each visitor in the support chat. */
  supportHours: string;
  /** Licence numbers shown in the footer; unset → the line is not shown. */
  icpRecord: string | undefined;
  psbRecord: string | undefined;
  /**
   * Whether a demo part runs (embedded upstream or support host, simulated login): the page then
   * shows a 演示环境 ribbon. In production only with an explicit DEMO=1.
   */
  demo: boolean;
  /** The demo parts that run, named by the variable that would replace each (for the start-up warning). */
  demoParts: DemoPart[];
  miniProgramName: string;
  officialAccountName: string;
  seedCompanies: number;
  /**
   * PGlite's page cache in MB (PostgreSQL's shared_buffers; 128 is its default). The server reads
   * the search tables into it at start while they fit in three quarters of it.
   */
  pgliteCacheMb: number;
  upstreamTimeoutMs: number;
  /** When requests are shed with a 503 (SHED_*). */
  loadLimits: LoadLimits;
  logLevel: LogLevel;
  nodeEnv: NodeEnv;
  /** Fastify `trustProxy`: whether X-Forwarded-* (and so `request.protocol`/`ip`) are believed. */
  trustProxy: boolean | number | string[];
  /** Bearer token that opens /metrics; undefined → /metrics answers 404 (not exposed). */
  metricsToken: string | undefined;
  /** Built SPA (Vite output). */
  webDistDir: string;
  /**
   * `relaxed` multiplies the per-address limits by 100 (the per-phone SMS rule stays): the
   * browser tests send many SMS codes and calls from one address. Refused in production.
   */
  rateLimits: 'standard' | 'relaxed';
  /**
   * Whether the gateway keeps validated replies by their exact upstream bytes (a reply seen
   * before skips parsing and validation). `false` only for measuring the unseen-reply path.
   */
  replyMemo: boolean;
  /**
   * Whether pages are rendered on the server (with the build's `web/dist-server`) and hydrated in
   * the browser; `false` sends the SPA's empty shell, which the browser renders itself.
   */
  serverRender: boolean;
}

export interface DemoPart {
  /** The variable that, when set, replaces the demo part with the real service. */
  variable: 'UPSTREAM_URL' | 'SUPPORT_URL' | 'WECHAT_APP_ID';
  /** What runs instead, in the words of the start-up message. */
  what: string;
}

export { ConfigError };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const NODE_ENVS = ['development', 'production', 'test'] as const;

const EnvSchema = z.object({
  PORT: withDefault(intBetween('PORT', 1, 65535), '8080'),
  HEALTH_PORT: optional(intBetween('HEALTH_PORT', 0, 65535)),
  HOST: withDefault(text('HOST'), '127.0.0.1'),
  UPSTREAM_URL: optional(httpUrl('UPSTREAM_URL')),
  SUPPORT_URL: optional(httpUrl('SUPPORT_URL')),
  SUPPORT_API_KEY: optional(
    z
      .string()
      .trim()
      .min(16, 'SUPPORT_API_KEY 至少需要 16 个字符')
      .max(512, 'SUPPORT_API_KEY 过长'),
  ),
  DATABASE_URL: optional(
    z
      .string()
      .trim()
      .regex(
        /^postgres(ql)?:\/\//,
        'DATABASE_URL 必须是 postgres:// 或 postgresql:// 开头的连接串',
      ),
  ),
  DATA_DIR: withDefault(text('DATA_DIR', 1000), './data'),
  SESSION_SECRET: optional(
    z.string().min(SECRET_MIN_LENGTH, `SESSION_SECRET 至少需要 ${SECRET_MIN_LENGTH} 个字符`),
  ),
  NIM_APP_KEY: optional(text('NIM_APP_KEY')),
  WECHAT_APP_ID: optional(text('WECHAT_APP_ID')),
  AGENT_PASSWORD: optional(z.string().min(8, 'AGENT_PASSWORD 至少 8 个字符')),
  AGENT_ACCOUNTS: optional(z.string()),
  UPLOAD_RETENTION_DAYS: withDefault(intBetween('UPLOAD_RETENTION_DAYS', 1, 3650), '30'),
  VISITOR_UPLOAD_QUOTA_MB: withDefault(intBetween('VISITOR_UPLOAD_QUOTA_MB', 1, 10_000), '50'),
  REDIS_URL: optional(
    z
      .string()
      .trim()
      .refine((value) => {
        try {
          const url = new URL(value);
          return (url.protocol === 'redis:' || url.protocol === 'rediss:') && url.hostname !== '';
        } catch {
          return false;
        }
      }, 'REDIS_URL 必须是 redis:// 或 rediss:// 开头的地址（例如 redis://127.0.0.1:6379/0）'),
  ),
  DEMO: withDefault(z.enum(['0', '1'], { error: 'DEMO 必须是 0 或 1' }), '0'),
  ...OPERATOR_ENV,
  ICP_RECORD: optional(text('ICP_RECORD', 60)),
  PSB_RECORD: optional(text('PSB_RECORD', 60)),
  HOTLINE: withDefault(text('HOTLINE', 40), '400-800-6688'),
  SUPPORT_HOURS: withDefault(text('SUPPORT_HOURS', 60), '周一至周日 9:00-21:00'),
  MINI_PROGRAM_NAME: withDefault(text('MINI_PROGRAM_NAME', 40), '易商云小程序'),
  OFFICIAL_ACCOUNT_NAME: withDefault(text('OFFICIAL_ACCOUNT_NAME', 40), '易商云服务号'),
  SEED_COMPANIES: withDefault(intBetween('SEED_COMPANIES', 0, 10_000_000), '20000'),
  PGLITE_CACHE_MB: withDefault(intBetween('PGLITE_CACHE_MB', 16, 2048), '128'),
  UPSTREAM_TIMEOUT_MS: withDefault(intBetween('UPSTREAM_TIMEOUT_MS', 1, 600_000), '10000'),
  ...LOAD_LIMITS_ENV,
  LOG_LEVEL: withDefault(
    z.enum(LOG_LEVELS, { error: `LOG_LEVEL 必须是 ${LOG_LEVELS.join('、')} 之一` }),
    'info',
  ),
  NODE_ENV: withDefault(
    z.enum(NODE_ENVS, { error: `NODE_ENV 必须是 ${NODE_ENVS.join('、')} 之一` }),
    'development',
  ),
  TRUST_PROXY: withDefault(trustProxySchema, 'false'),
  METRICS_TOKEN: optional(
    z
      .string()
      .trim()
      .min(16, 'METRICS_TOKEN 至少需要 16 个字符')
      .max(512, 'METRICS_TOKEN 过长')
      .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN 只能包含可见的 ASCII 字符'),
  ),
  WEB_DIST_DIR: withDefault(text('WEB_DIST_DIR', 1000), join(REPO_ROOT, 'web', 'dist')),
  RATE_LIMITS: withDefault(
    z.enum(['standard', 'relaxed'], { error: 'RATE_LIMITS 必须是 standard 或 relaxed' }),
    'standard',
  ),
  REPLY_MEMO: withDefault(z.enum(['on', 'off'], { error: 'REPLY_MEMO 必须是 on 或 off' }), 'on'),
  SERVER_RENDER: withDefault(
    z.enum(['on', 'off'], { error: 'SERVER_RENDER 必须是 on 或 off' }),
    'on',
  ),
});

/**
 * 8081 in production, where a load balancer checks it; none by default elsewhere, so a developer's
 * or a test's several servers on their own PORTs do not contend for one fixed second port.
 */
function healthPortOf(e: z.infer<typeof EnvSchema>): number {
  const port = e.HEALTH_PORT ?? (e.NODE_ENV === 'production' ? 8081 : 0);
  if (port === e.PORT) throw new ConfigError(`HEALTH_PORT 不能与 PORT 相同（${port}）`);
  return port;
}

/** Production: secrets every instance shares and real limits (staff passwords: staff-accounts.ts). */
function refuseUnsafeProduction(e: z.infer<typeof EnvSchema>): void {
  const problem =
    e.SESSION_SECRET === undefined
      ? `必须设置 SESSION_SECRET（至少 ${SECRET_MIN_LENGTH} 个字符）`
      : e.RATE_LIMITS === 'relaxed'
        ? '不能使用 RATE_LIMITS=relaxed'
        : undefined;
  if (e.NODE_ENV === 'production' && problem !== undefined)
    throw new ConfigError(`生产环境（NODE_ENV=production）${problem}`);
}

/**
 * The parts that run embedded for want of a real service, each named for the start-up warning and
 * the page's 演示环境 strip. In production a demo part is refused unless DEMO=1 says it is meant.
 */
function demoPartsOf(e: z.infer<typeof EnvSchema>): DemoPart[] {
  const demoParts: DemoPart[] = [];
  if (e.UPSTREAM_URL === undefined)
    demoParts.push({
      variable: 'UPSTREAM_URL',
      what: '内置演示上游服务（演示数据，短信验证码直接显示在回复中）',
    });
  if (e.SUPPORT_URL === undefined)
    demoParts.push({ variable: 'SUPPORT_URL', what: '内置演示客服主机' });
  if (e.WECHAT_APP_ID === undefined)
    demoParts.push({
      variable: 'WECHAT_APP_ID',
      what: '模拟微信扫码登录（任何人都能登录任意测试账号）',
    });
  const [firstDemo] = demoParts;
  if (e.NODE_ENV === 'production' && firstDemo !== undefined && e.DEMO !== '1') {
    throw new ConfigError(
      `生产环境（NODE_ENV=production）未设置 ${firstDemo.variable}，将运行${firstDemo.what}。` +
        `请设置 ${demoParts.map((part) => part.variable).join('、')} 指向真实服务；确需演示时请显式设置 DEMO=1`,
    );
  }
  return demoParts;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const variable = issue?.path[0];
    const message = issue?.message ?? '未知错误';
    // Our messages start with the variable's name; zod's own (rare) ones get it prefixed.
    throw new ConfigError(
      typeof variable === 'string' && !message.startsWith(variable)
        ? `${variable} ${message}`
        : message,
    );
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);

  refuseUnsafeProduction(e);
  const demoParts = demoPartsOf(e);

  return {
    rateLimits: e.RATE_LIMITS,
    replyMemo: e.REPLY_MEMO === 'on',
    serverRender: e.SERVER_RENDER === 'on',
    port: e.PORT,
    healthPort: healthPortOf(e),
    host: e.HOST,
    upstreamUrl: e.UPSTREAM_URL,
    supportUrl: e.SUPPORT_URL,
    supportApiKey:
      e.SUPPORT_API_KEY ?? persistedSecret(dataDir, 'support-api-key', 'SUPPORT_API_KEY'),
    ...staffCredentials(
      e,
      { production: e.NODE_ENV === 'production', demo: demoParts.length > 0 },
      dataDir,
    ),
    uploadRetentionDays: e.UPLOAD_RETENTION_DAYS,
    visitorUploadQuotaMb: e.VISITOR_UPLOAD_QUOTA_MB,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    dataDir,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir, 'session-secret', 'SESSION_SECRET'),
    nimAppKey: e.NIM_APP_KEY,
    wechatAppId: e.WECHAT_APP_ID,
    hotline: e.HOTLINE,
    ...operatorConfig(e),
    supportHours: e.SUPPORT_HOURS,
    icpRecord: e.ICP_RECORD,
    psbRecord: e.PSB_RECORD,
    demo: demoParts.length > 0,
    demoParts,
    miniProgramName: e.MINI_PROGRAM_NAME,
    officialAccountName: e.OFFICIAL_ACCOUNT_NAME,
    seedCompanies: e.SEED_COMPANIES,
    pgliteCacheMb: e.PGLITE_CACHE_MB,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    loadLimits: loadLimits(e),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    webDistDir: resolve(e.WEB_DIST_DIR),
  };
}
