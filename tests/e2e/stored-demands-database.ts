/**
 * Where the browser tests read stored needs from. Only PostgreSQL can be read while the server
 * runs (PGlite's files belong to the running server), so without E2E_DATABASE_URL a local run
 * skips the database check and says so. Under CI the check is part of what must pass: a missing
 * URL there is a broken setup, and the test fails rather than passing without having looked.
 */
export type StoredDemandsDatabase =
  | { mode: 'read'; url: string }
  | { mode: 'skip'; reason: string }
  | { mode: 'fail'; reason: string };

/** Whether CI is set the way CI services set it (`true`, `1`), as Playwright's config reads it. */
export function isCi(env: NodeJS.ProcessEnv): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}

export function storedDemandsDatabase(env: NodeJS.ProcessEnv): StoredDemandsDatabase {
  const url = env.E2E_DATABASE_URL?.trim();
  if (url) return { mode: 'read', url };
  const reason =
    'E2E_DATABASE_URL is not set, so the demands table was not read (PGlite cannot be opened while the server runs)';
  return isCi(env)
    ? { mode: 'fail', reason: `${reason}; under CI it must be set` }
    : { mode: 'skip', reason };
}
