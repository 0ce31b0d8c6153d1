import { parseArgs } from 'node:util';
import { positive } from '../whole-option';

/** The bench's command line (`npm run bench:staying-up -- --help` lists it). */

export interface Options {
  seconds: number;
  visitors: number;
  baselineVisitors: number;
  seedCompanies: number;
  /** Extra variables for the single instance (e.g. `SHED_MAX_IN_FLIGHT=32`), to compare limits. */
  env: Record<string, string>;
  crowd: boolean;
  instances: boolean;
  /** Connections of the read mix through haproxy. */
  balancedVisitors: number;
  balancedSeconds: number;
  /** First port: the single instance; the topology takes the next ten (the health ports last). */
  port: number;
  pin: boolean;
  /** Folder for a V8 CPU profile of the single instance. */
  profile: string | undefined;
  out: string | undefined;
}

export const HELP = `npm run bench:staying-up -- [options]
  --seconds N            length of each crowd run (default 30)
  --visitors N           connections of the crowd (default 1000)
  --baseline N           connections of the baseline run (default 10)
  --seed N               companies seeded (default 2000)
  --env NAME=VALUE       a variable for the single instance (repeatable), e.g. SHED_MAX_IN_FLIGHT=32
  --only-crowd           part 1 only
  --only-instances       part 2 (3 instances vs 1 behind haproxy) only
  --balanced N           connections through haproxy (default 32)
  --balanced-seconds N   length of each haproxy run (default 20)
  --port N               first port (default 9171; the topology uses the next ten)
  --no-pin               leave CPU placement to the OS
  --profile DIR          V8 CPU profile of the single instance into DIR (summarise it with
                         npx tsx tests/bench/proxy/profile-summary.ts <file>)
  --out FILE             where the report goes (default RESULTS.md beside this file)`;

function envPairs(values: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of values) {
    const at = pair.indexOf('=');
    if (at <= 0) throw new Error(`--env wants NAME=VALUE, got ${pair}`);
    env[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return env;
}

export function parseOptions(argv: readonly string[]): Options | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      seconds: { type: 'string' },
      visitors: { type: 'string' },
      baseline: { type: 'string' },
      seed: { type: 'string' },
      env: { type: 'string', multiple: true },
      'only-crowd': { type: 'boolean' },
      'only-instances': { type: 'boolean' },
      balanced: { type: 'string' },
      'balanced-seconds': { type: 'string' },
      port: { type: 'string' },
      'no-pin': { type: 'boolean' },
      profile: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help === true) return 'help';
  return {
    seconds: positive('seconds', values.seconds, 30),
    visitors: positive('visitors', values.visitors, 1_000),
    baselineVisitors: positive('baseline', values.baseline, 10),
    seedCompanies: positive('seed', values.seed, 2_000),
    env: envPairs(values.env ?? []),
    crowd: values['only-instances'] !== true,
    instances: values['only-crowd'] !== true,
    balancedVisitors: positive('balanced', values.balanced, 32),
    balancedSeconds: positive('balanced-seconds', values['balanced-seconds'], 20),
    port: positive('port', values.port, 9_171),
    pin: values['no-pin'] !== true,
    profile: values.profile,
    out: values.out,
  };
}
