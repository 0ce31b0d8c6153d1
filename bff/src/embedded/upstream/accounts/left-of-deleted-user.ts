/**
 * What is still stored of a user, read straight from the tables (for tests): 注销账号 must
 * leave nothing that names the user but their orders, which accounting keeps with the user
 * unset. The handler tests read it through their database and the browser test through
 * PostgreSQL, so both check the same tables the same way; a new table that names a user is
 * one more entry below.
 */

/** Each table that names a user, by the column holding the user's id. */
const TABLES_NAMING_A_USER = {
  users: ['users', 'id'],
  tokens: ['user_tokens', 'user_id'],
  watches: ['company_watches', 'user_id'],
  needs: ['demands', 'user_id'],
  messages: ['contact_messages', 'user_id'],
  reports: ['error_reports', 'user_id'],
  history: ['search_history', 'user_id'],
  exports: ['company_exports', 'user_id'],
  orders: ['service_orders', 'user_id'],
} as const;

/** How many of the user's rows each table holds. */
export type UserRows = { [K in keyof typeof TABLES_NAMING_A_USER]: number };

/** A deleted user's rows: none anywhere (their orders are kept, but no longer name them). */
export const NO_USER_ROWS: UserRows = {
  users: 0,
  tokens: 0,
  watches: 0,
  needs: 0,
  messages: 0,
  reports: 0,
  history: 0,
  exports: 0,
  orders: 0,
};

/** An order as kept: whom it names (null once detached) and its contact. */
export interface KeptOrder {
  order_no: string;
  user_id: number | null;
  contact_name: string;
}

/**
 * The chat tables (the BFF's own, beside the upstream's in the embedded default) name a user by
 * their chat account: its row, messages either way, conversations on either side and uploads.
 */
const CHAT_TABLES_NAMING_AN_ACCOUNT = {
  chat_account: 'SELECT count(*)::int FROM im_accounts WHERE accid = $1',
  chat_messages: 'SELECT count(*)::int FROM im_messages WHERE from_accid = $1 OR to_accid = $1',
  chat_conversations: 'SELECT count(*)::int FROM im_conversations WHERE owner = $1 OR peer = $1',
  chat_uploads: 'SELECT count(*)::int FROM im_uploads WHERE owner = $1',
} as const;

export type ChatRows = { [K in keyof typeof CHAT_TABLES_NAMING_AN_ACCOUNT]: number };

/** A deleted user's chat: nothing (注销账号 through the BFF removes it with the account). */
export const NO_CHAT_ROWS: ChatRows = {
  chat_account: 0,
  chat_messages: 0,
  chat_conversations: 0,
  chat_uploads: 0,
};

export interface LeftOfUser {
  rows: UserRows;
  orders: KeptOrder[];
  /** Read when the user's chat account is named. */
  chat?: ChatRows;
}

/** Reads the database; undefined where it cannot be read (the browser tests without PostgreSQL). */
export interface Reads {
  query<T extends object>(sql: string, params: unknown[]): Promise<T[] | undefined>;
}

const USER_ROWS = `SELECT ${Object.entries(TABLES_NAMING_A_USER)
  .map(
    ([name, [table, column]]) =>
      `(SELECT count(*)::int FROM ${table} WHERE ${column} = $1) AS ${name}`,
  )
  .join(',\n')}`;

const CHAT_ROWS = `SELECT ${Object.entries(CHAT_TABLES_NAMING_AN_ACCOUNT)
  .map(([name, sql]) => `(${sql}) AS ${name}`)
  .join(',\n')}`;

/**
 * The user's rows in every table that names a user, the order numbered `orderNo` as kept, and,
 * given the user's chat account, its rows in the chat tables.
 */
export async function leftOfUser(
  db: Reads,
  userId: number,
  orderNo: string,
  chatAccount?: string,
): Promise<LeftOfUser | undefined> {
  const [rows] = (await db.query<UserRows>(USER_ROWS, [userId])) ?? [];
  const orders = await db.query<KeptOrder>(
    'SELECT order_no, user_id, contact_name FROM service_orders WHERE order_no = $1',
    [orderNo],
  );
  if (!rows || !orders) return undefined;
  if (chatAccount === undefined) return { rows, orders };
  const [chat] = (await db.query<ChatRows>(CHAT_ROWS, [chatAccount])) ?? [];
  return chat ? { rows, orders, chat } : undefined;
}
