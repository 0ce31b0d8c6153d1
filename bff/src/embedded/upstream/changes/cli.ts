import { randomInt } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHANGE_KIND_NAMES } from '@ysy/contracts/account/values';
import { loadConfig } from '../../../config/env';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '../../../db/data-dir-lock';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { Prng } from '../seed/prng';
import { applyDemoChanges, DemoCompanyNotFound } from './demo';

/**
 * `npm run demo:changes -- --count N`: applies N realistic changes to random companies of the
 * database `npm run serve` uses (DATABASE_URL, else PGlite under DATA_DIR), each recorded in the
 * change history, so watchers' alerts can be shown and tested. Options: --count N (default 1),
 * --seed N (the same changes again on the same register), --company EID (every change to that
 * one company instead of random ones).
 */

/** A command's output for the person who ran it (lint keeps console.log out of the server). */
function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

const HELP = '用法: npm run demo:changes -- [--count N] [--seed N] [--company 企业编号]';

function wholeNumber(text: string | undefined, fallback: number): number | undefined {
  if (text === undefined) return fallback;
  const n = Number(text);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/**
 * The PGlite folder is one process's: a server holding it refuses this command (the same lock
 * and message as the server's), since two processes writing its files would corrupt them.
 */
function lockFolder(dataDir: string): Promise<DataDirLock> {
  return lockDataDir(dataDir, {
    onWait: (_holder, waitMs) =>
      say(`the process that held ${dataDir} is gone; waiting up to ${waitMs} ms`),
    onCompromised: (error) => {
      console.error(`lock on ${dataDir} lost: ${error.message}`);
      process.exit(1);
    },
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      count: { type: 'string' },
      seed: { type: 'string' },
      company: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    say(HELP);
    return;
  }
  const count = wholeNumber(values.count, 1);
  const seed = wholeNumber(values.seed, randomInt(2 ** 31));
  if (count === undefined || seed === undefined) {
    console.error(`--count 和 --seed 必须是非负整数\n${HELP}`);
    process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const lock = config.databaseUrl === undefined ? await lockFolder(config.dataDir) : undefined;
  try {
    const db = await openDatabase(
      config.databaseUrl === undefined
        ? { dataDir: join(config.dataDir, 'pglite') }
        : { databaseUrl: config.databaseUrl },
    );
    try {
      await migrate(db);
      const applied = await applyDemoChanges(db, count, new Prng(seed), new Date(), {
        eid: values.company,
      });
      for (const c of applied) {
        say(`${c.company}｜${CHANGE_KIND_NAMES[c.kind]}｜${c.before ?? '—'} → ${c.after}`);
      }
      say(`recorded ${applied.length} changes (seed ${seed})`);
    } finally {
      await db.close();
    }
  } finally {
    await lock?.release();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DataDirLockedError || error instanceof DemoCompanyNotFound
      ? error.message
      : error,
  );
  process.exitCode = 1;
});
