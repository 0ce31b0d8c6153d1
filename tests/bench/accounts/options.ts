import { parseArgs } from 'node:util';
import { positive } from '../whole-option';

/** The bench's command line (`npm run bench:accounts -- --help` lists it). */

export interface Options {
  companies: number;
  /** A throwaway PostgreSQL instead of PGlite. */
  postgres: boolean;
  /** Where the database lives and is kept (reused, seed and all, by the next run). */
  keep: string | undefined;
  /** Requests of each read (after the warm-up). */
  runs: number;
  watched: number;
  alerts: number;
  watchers: number;
  /** Watchers signed in through the BFF whose unread count is polled after each change. */
  sample: number;
  /** Changes recorded to the company with `watchers` watchers. */
  records: number;
  /** PostgreSQL's port. */
  port: number;
  out: string | undefined;
}

export const HELP = `npm run bench:accounts -- [options]
  --companies N   companies in the register (default 2000; the issue's scales: 200000 on PGlite,
                  1000000 with --postgres)
  --postgres      a throwaway PostgreSQL (Debian's, as tests/scale starts it) instead of PGlite
  --keep DIR      keep the database in DIR and reuse it next time (seeding is the long part)
  --runs N        requests of each read, one at a time (default 200)
  --watched N     companies the reader watches (default 1000)
  --alerts N      the reader's alerts (default 10000)
  --watchers N    watchers of the company whose changes are recorded (default 10000)
  --sample N      of them signed in, whose unread count is polled (default 20)
  --records N     changes recorded (default 20)
  --port N        PostgreSQL's port (default 9471)
  --out FILE      the report (default RESULTS-pglite.md or RESULTS-postgres.md beside this file)`;

export function parseOptions(argv: readonly string[]): Options | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      companies: { type: 'string' },
      postgres: { type: 'boolean' },
      keep: { type: 'string' },
      runs: { type: 'string' },
      watched: { type: 'string' },
      alerts: { type: 'string' },
      watchers: { type: 'string' },
      sample: { type: 'string' },
      records: { type: 'string' },
      port: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help === true) return 'help';
  const options: Options = {
    companies: positive('companies', values.companies, 2_000),
    postgres: values.postgres === true,
    keep: values.keep,
    runs: positive('runs', values.runs, 200),
    watched: positive('watched', values.watched, 1_000),
    alerts: positive('alerts', values.alerts, 10_000),
    watchers: positive('watchers', values.watchers, 10_000),
    sample: positive('sample', values.sample, 20),
    records: positive('records', values.records, 20),
    port: positive('port', values.port, 9_471),
    out: values.out,
  };
  if (options.sample > options.watchers) throw new Error('--sample is more than --watchers');
  return options;
}
