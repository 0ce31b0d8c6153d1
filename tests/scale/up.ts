/**
 * `npm run scale:up`: the scale-out topology as processes on loopback (see topology.ts), started
 * in the background from the last `npm run build`; `npm run scale:down` stops it. SCALE_PORT
 * (default 8180) is haproxy's port, the next ones are its status page, the three instances,
 * Redis, PostgreSQL and the instances' health ports; SCALE_DIR (default /tmp/ysy-scale) holds their files and logs.
 */
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alive } from './processes';
import { missingServices } from './services';
import {
  balancerUrl,
  BUILT_SERVER,
  instanceUrl,
  portsFrom,
  readState,
  startTopology,
  statsUrl,
} from './topology';

/** Settings of the operator's shell passed on to every instance. */
const PASSED_ON =
  /^(SHED_|UPSTREAM_TIMEOUT_MS$|UPSTREAM_ROUTE_|UPSTREAM_CONNECTIONS$|LOG_LEVEL$|METRICS_TOKEN$)/;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const dir = process.env.SCALE_DIR ?? join(tmpdir(), 'ysy-scale');
const base = Number(process.env.SCALE_PORT ?? 8180);
if (!Number.isInteger(base) || base < 1024 || base > 65_000)
  fail('SCALE_PORT 必须是 1024–65000 的端口');
const running = readState(dir);
if (running && [running.redisPid, ...running.instancePids].some((pid) => pid && alive(pid)))
  fail(`已在运行（${dir}）：先执行 npm run scale:down`);
if (!existsSync(BUILT_SERVER)) fail(`找不到 ${BUILT_SERVER}：先执行 npm run build`);
const missing = missingServices();
if (missing) fail(missing);

const env = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => PASSED_ON.test(entry[0]) && entry[1] !== undefined,
  ),
);
const seed = process.env.SEED_COMPANIES;
process.stdout.write(`starting PostgreSQL, Redis, 3 instances and haproxy in ${dir} …\n`);
const state = await startTopology({
  dir,
  ports: portsFrom(base),
  env,
  ...(seed === undefined ? {} : { seedCompanies: Number(seed) }),
});
process.stdout.write(`
易商云 ×${state.ports.instances.length} behind haproxy: ${balancerUrl(state)}
  haproxy status: ${statsUrl(state)}
  instances:      ${state.ports.instances.map((_, i) => instanceUrl(state, i)).join('  ')}
  health ports:   ${state.ports.health.map((port) => `http://127.0.0.1:${port}`).join('  ')}
  PostgreSQL:     ${state.postgres.url}
  Redis:          ${state.env.REDIS_URL}
  logs:           ${dir}/*.log
Stop everything: npm run scale:down\n`);
