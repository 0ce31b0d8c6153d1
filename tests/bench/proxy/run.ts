import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { livePids, startChild, stopAll, type Child } from './children';
import { checkServes, checkVaries } from './checks';
import {
  BARE,
  BARE_VARYING,
  FLOOR,
  MEMO_HIT,
  MEMO_HIT_BR,
  MEMO_OFF,
  PATHS,
  targets,
} from './configs';
import type { LoadResult } from './load';
import {
  measureConfigs,
  pin,
  rowsOf,
  runStarted,
  say,
  searchOn,
  serverFlags,
  type Config,
} from './measure';
import { opt, settings } from './options';
import { measurePageBytes, type PageBytes } from './page-bytes';
import { pinning, unpin } from './pin';
import { recordReply, type RecordedReply } from './recorded';
import { renderResults, type SearchRow } from './results';

/**
 * `npm run bench`: the BFF against a bare proxy (same upstream, same run) and the search latency figures, in one
 * run. Servers under test run in child processes; autocannon runs here. Prints a markdown
 * report and writes it to RESULTS.md beside this file. `--quick` skips the 200,000-company
 * database (the slowest part: its seed).
 */

/** The proxies in front of the fixed and the varying upstreams, in the order they are measured. */
async function proxyConfigs(fixed: Child, varying: Child): Promise<Config[]> {
  const [bareVarying, bffOff] = await Promise.all([
    startChild(BARE_VARYING, 'bare-proxy.ts', [varying.url], {
      nodeFlags: serverFlags('bare-varying'),
    }),
    startChild(MEMO_OFF, 'bff.ts', [varying.url, 'info', 'off'], {
      nodeFlags: serverFlags('bff-memo-off'),
    }),
  ]);
  const configs: Config[] = [];
  if (!opt['unseen-only']) {
    const [bare, bff] = await Promise.all([
      startChild(BARE, 'bare-proxy.ts', [fixed.url], { nodeFlags: serverFlags('bare-fixed') }),
      startChild(MEMO_HIT, 'bff.ts', [fixed.url, 'info', 'on'], {
        nodeFlags: serverFlags('bff-fixed'),
      }),
    ]);
    configs.push(
      { label: 'direct', server: fixed },
      { label: BARE, server: bare },
      { label: MEMO_HIT, server: bff },
      { label: MEMO_HIT_BR, server: bff, headers: { 'accept-encoding': 'br' } },
    );
  }
  configs.push(
    { label: BARE_VARYING, server: bareVarying, varying: true },
    { label: MEMO_OFF, server: bffOff, varying: true },
  );
  if (opt.diagnose) configs.push(...(await diagnoseConfigs(varying)));
  return configs;
}

/**
 * `--diagnose`: steps from the bare proxy to the memo-off BFF on replies it has never seen, to
 * see where the BFF's extra time per request goes.
 */
async function diagnoseConfigs(varying: Child): Promise<Config[]> {
  const step = (name: string, arg: string) =>
    startChild(`${name} step`, 'gateway-steps.ts', [varying.url, arg], {
      nodeFlags: serverFlags(`diag-${name}`),
    });
  const [floor, pool, validate, ajv, bytes, silent] = await Promise.all([
    startChild('floor', 'bare-proxy.ts', [varying.url, 'info', 'parse'], {
      nodeFlags: serverFlags('diag-floor'),
    }),
    step('pool', 'pool'),
    step('validate', 'validate'),
    step('ajv', 'ajv'),
    step('bytes', 'bytes'),
    startChild('BFF (silent)', 'bff.ts', [varying.url, 'silent', 'off'], {
      nodeFlags: serverFlags('bff-silent'),
    }),
  ]);
  return [
    { label: FLOOR, server: floor, varying: true },
    { label: 'diag: BFF client, no validation', server: pool, varying: true },
    { label: 'diag: + reply validation, parsed', server: validate, varying: true },
    { label: 'diag: + reply validation, parsed, ajv shortcut', server: ajv, varying: true },
    { label: 'diag: + reply validation on the bytes', server: bytes, varying: true },
    { label: 'diag: BFF memo off, LOG_LEVEL=silent', server: silent, varying: true },
  ];
}

/** 1. Proxy overhead against the fixed (and the varying) upstream replaying `recorded`. */
async function measureProxies(recorded: RecordedReply[]) {
  const [fixed, varying] = await Promise.all([
    startChild('fixed upstream', 'fixed-upstream.ts', [], {
      firstMessage: { type: 'replies', replies: recorded },
    }),
    startChild('varying upstream', 'fixed-upstream.ts', ['varying'], {
      firstMessage: { type: 'replies', replies: recorded },
    }),
  ]);
  const configs = await proxyConfigs(fixed, varying);
  for (const [i, { path }] of PATHS.entries()) {
    const expected = recorded[i];
    if (!expected) continue;
    for (const config of configs) {
      if (config.varying) await checkVaries(config.server, path, expected);
      else await checkServes(config.server, path, expected);
    }
  }
  say('proxy overhead against the fixed upstream …');
  const measured = await measureConfigs(configs, settings.runs);
  for (const config of configs) if (config.server !== fixed) await config.server.stop();
  await fixed.stop();
  await varying.stop();
  return { configs, measured };
}

/** Page weight: what Chromium transfers for `/`, first visit and second visit. */
async function measurePage(small: Child): Promise<PageBytes | string | undefined> {
  if (opt['no-page'] || opt['unseen-only']) return undefined;
  const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
  if (!existsSync(`${webDist}/index.html`)) {
    const why = 'not measured: no built SPA (run `npm run build` first)';
    say(why);
    return why;
  }
  if (pin) unpin(livePids());
  const pages = await startChild('BFF (pages)', 'bff.ts', [
    small.url,
    'info',
    'on',
    String(small.info.supportUrl ?? small.url),
    webDist,
  ]);
  say('page weight of / in Chromium, cold and warm …');
  const pageBytes = await measurePageBytes(pages.url);
  say(
    `  cold ${pageBytes.cold.bytes} bytes in ${pageBytes.cold.requests} requests, ` +
      `warm ${pageBytes.warm.bytes} bytes (${pageBytes.warm.fromCache} from cache, ` +
      `${pageBytes.warm.notModified} × 304)`,
  );
  await pages.stop();
  return pageBytes;
}

/** The BFF in front of the real embedded upstream, for context, and its search latency. */
async function measureReal(small: Child) {
  const searchRows: SearchRow[] = [];
  if (opt['proxy-only'] || opt['unseen-only']) {
    return { realConfigs: [], realMeasured: [], searchRows };
  }
  const bffReal = await startChild('BFF', 'bff.ts', [small.url], {
    nodeFlags: serverFlags('bff-real'),
  });
  const realConfigs: Config[] = [
    { label: 'direct', server: small },
    { label: 'BFF', server: bffReal },
  ];
  say(`the real embedded upstream (${settings.small} companies), one run each …`);
  const realMeasured: Map<string, LoadResult[]>[] = await measureConfigs(realConfigs, 1);
  await bffReal.stop();
  // 2. Search latency.
  say(`search latency at ${settings.small} companies …`);
  searchRows.push({
    companies: settings.small,
    prepareMs: Number(small.info.prepareMs),
    latency: await searchOn(small),
  });
  return { realConfigs, realMeasured, searchRows };
}

/** Search latency on the large database (seeded, or reused from --large-dir). */
async function measureLarge(): Promise<SearchRow | undefined> {
  if (opt.quick || opt['proxy-only'] || opt['unseen-only']) return undefined;
  if (pin) unpin(livePids());
  say(`seeding ${settings.large} companies (a few minutes) …`);
  const large = await startChild(
    'embedded upstream (large)',
    'embedded-upstream.ts',
    [String(settings.large), ...(opt['large-dir'] ? [opt['large-dir']] : [])],
    { timeoutMs: 900_000, onLog: (text) => say(`  ${text}`) },
  );
  say(`search latency at ${settings.large} companies …`);
  const row = {
    companies: settings.large,
    prepareMs: large.info.seeded === 1 ? Number(large.info.prepareMs) : Number.NaN,
    latency: await searchOn(large),
  };
  await large.stop();
  return row;
}

/** The real embedded upstream on the small database: recorded from, and the first search figure. */
async function startSmall(): Promise<{ small: Child; recorded: RecordedReply[] }> {
  say(`seeding ${settings.small} companies …`);
  const small = await startChild(
    'embedded upstream',
    'embedded-upstream.ts',
    [String(settings.small)],
    {
      timeoutMs: 300_000,
      onLog: (text) => say(`  ${text}`),
    },
  );
  const recorded = await Promise.all(PATHS.map(({ path }) => recordReply(small.url, path)));
  for (const [i, reply] of recorded.entries()) {
    say(`recorded ${PATHS[i]?.label}: ${Buffer.byteLength(reply.body)} bytes`);
  }
  return { small, recorded };
}

async function main(): Promise<void> {
  const loadAverage = loadavg();
  if ((loadAverage[0] ?? 0) > cpus().length / 2) {
    say(
      `note: load average ${loadAverage[0]?.toFixed(2)} on ${cpus().length} CPUs — the machine is busy; ` +
        'figures will be lower and noisier than on an idle machine',
    );
  }
  say(
    `benchmark: ${settings.connections} connections, ${settings.seconds} s per run, best of ${settings.runs}; ` +
      `search at ${settings.small}${opt.quick ? '' : ` and ${settings.large}`} companies`,
  );
  const { small, recorded } = await startSmall();
  const proxies = await measureProxies(recorded);
  const pageBytes = await measurePage(small);
  const real = await measureReal(small);
  await small.stop();
  const large = await measureLarge();
  const markdown = renderResults({
    date: new Date(),
    loadAverage: [loadAverage, loadavg()],
    durationMs: performance.now() - runStarted,
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    settings,
    pinning: pin ? pinning() : undefined,
    nodeFlags: serverFlags('report').filter((flag) => !flag.startsWith('--cpu-prof')),
    proxyRows: rowsOf('fixed', proxies.measured, proxies.configs),
    targets: targets(opt['unseen-only']),
    comparisons: opt.diagnose
      ? PATHS.map(({ label }) => ({ path: label, through: MEMO_OFF, baseline: FLOOR }))
      : [],
    realRows: rowsOf('embedded', real.realMeasured, real.realConfigs),
    replyBytes: recorded.map((reply) => Buffer.byteLength(reply.body)),
    paths: PATHS.map((p) => p.label),
    searchRows: large ? [...real.searchRows, large] : real.searchRows,
    pageBytes,
  });
  console.log(`\n${markdown}`);
  writeFileSync(opt.out, markdown);
  say(`written to ${opt.out}`);
}

process.on('SIGINT', () => {
  void stopAll().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
