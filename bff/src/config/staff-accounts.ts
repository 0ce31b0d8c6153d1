import { ConfigError } from './config-error';
import { persistedSecret } from './persisted-secret';

/**
 * The agent console's credentials: one password per staff account (AGENT_ACCOUNTS, a JSON object
 * `{"<accid>":"<password>"}`), or, in development and demos only, one password every staff
 * account signs in with (AGENT_PASSWORD, or generated into DATA_DIR/agent-password) so the
 * embedded demo works out of the box. A shared password is refused in production in front of
 * real services: anyone who learns it could act as every member of staff.
 */
export interface StaffCredentials {
  /** Each listed staff account's own password; unlisted accounts cannot sign in. */
  agentAccounts: Readonly<Record<string, string>> | undefined;
  /** The development password shared by every staff account (never set in production). */
  agentPassword: string | undefined;
}

/** Outside production a short password still does for local trials (as for AGENT_PASSWORD). */
const DEV_MIN = 8;
/** Throttled guessing is futile against this many characters. */
export const PRODUCTION_MIN = 16;
const ACCID = /^[A-Za-z0-9_-]{1,64}$/;

function parseAccounts(raw: string, min: number, production: boolean): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new ConfigError('AGENT_ACCOUNTS 必须是 JSON 对象，例如 {"ysy_kf_001":"该账号的密码"}');
  const accounts: Record<string, string> = {};
  for (const [accid, password] of Object.entries(parsed)) {
    if (!ACCID.test(accid)) throw new ConfigError(`AGENT_ACCOUNTS 中的账号 ${accid} 格式不正确`);
    if (typeof password !== 'string' || password.length < min) {
      const where = production ? '生产环境（NODE_ENV=production）的 ' : '';
      throw new ConfigError(`${where}AGENT_ACCOUNTS 中 ${accid} 的密码至少需要 ${min} 个字符`);
    }
    accounts[accid] = password;
  }
  if (Object.keys(accounts).length === 0)
    throw new ConfigError('AGENT_ACCOUNTS 至少需要一个客服账号');
  return accounts;
}

/**
 * `demo`: demo parts run (in production only with DEMO=1), where anyone may sign in as any test
 * user anyway; the shared password then still serves the agent console, at ≥ 16 characters.
 */
export function staffCredentials(
  env: { AGENT_ACCOUNTS?: string | undefined; AGENT_PASSWORD?: string | undefined },
  where: { production: boolean; demo: boolean },
  dataDir: string,
): StaffCredentials {
  const { production, demo } = where;
  const min = production ? PRODUCTION_MIN : DEV_MIN;
  if (env.AGENT_ACCOUNTS !== undefined) {
    if (env.AGENT_PASSWORD !== undefined)
      throw new ConfigError('AGENT_ACCOUNTS 与 AGENT_PASSWORD 只能设置一个');
    return {
      agentAccounts: parseAccounts(env.AGENT_ACCOUNTS, min, production),
      agentPassword: undefined,
    };
  }
  if (production && !demo) {
    if (env.AGENT_PASSWORD !== undefined)
      throw new ConfigError(
        '生产环境（NODE_ENV=production）不能使用 AGENT_PASSWORD（所有客服账号共用一个密码），' +
          '请用 AGENT_ACCOUNTS 为每个客服账号设置各自的密码',
      );
    // No staff credentials: the agent console refuses every sign-in.
    return { agentAccounts: undefined, agentPassword: undefined };
  }
  // Outside production the schema's 8 characters do, for local trials.
  if (production && (env.AGENT_PASSWORD?.length ?? min) < min)
    throw new ConfigError(
      `生产环境（NODE_ENV=production）的 AGENT_PASSWORD 至少需要 ${min} 个字符`,
    );
  return {
    agentAccounts: undefined,
    agentPassword:
      env.AGENT_PASSWORD ?? persistedSecret(dataDir, 'agent-password', 'AGENT_PASSWORD'),
  };
}
