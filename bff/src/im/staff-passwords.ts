import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';
import type { StaffCredentials } from '../config/staff-accounts';

/**
 * The staff accounts' passwords, kept as scrypt hashes from start-up on (the configured text is
 * not compared directly). Each staff account has its own (AGENT_ACCOUNTS); without them, outside
 * production, the one development password stands for every account.
 */

const KEY_BYTES = 32;

function derive(password: BinaryLike, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

interface Hash {
  salt: Buffer;
  key: Buffer;
}

async function hashOf(password: string): Promise<Hash> {
  const salt = randomBytes(16);
  return { salt, key: await derive(password, salt) };
}

export class StaffPasswords {
  private constructor(
    private readonly perAccount: ReadonlyMap<string, Hash>,
    private readonly shared: Hash | undefined,
    /** Compared against when the account has no password, so the answer takes as long. */
    private readonly decoy: Hash,
  ) {}

  static async from(credentials: StaffCredentials): Promise<StaffPasswords> {
    const perAccount = new Map<string, Hash>();
    for (const [accid, password] of Object.entries(credentials.agentAccounts ?? {}))
      perAccount.set(accid, await hashOf(password));
    const shared =
      credentials.agentPassword === undefined ? undefined : await hashOf(credentials.agentPassword);
    return new StaffPasswords(perAccount, shared, await hashOf(randomBytes(32).toString('hex')));
  }

  /** Whether `password` is `accid`'s own (or, in development, the shared one). */
  async verify(accid: string, password: string): Promise<boolean> {
    const expected = this.perAccount.get(accid) ?? this.shared;
    const against = expected ?? this.decoy;
    const given = await derive(password, against.salt);
    return timingSafeEqual(given, against.key) && expected !== undefined;
  }
}
