import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { missingServices, untilOut } from '../../scale/services';
import {
  balancerUrl,
  portsFrom,
  startTopology,
  statsUrl,
  stopInstance,
  stopTopology,
  type TopologyState,
} from '../../scale/topology';
import { pinFor } from '../proxy/pin';
import { summarize } from '../proxy/stats';
import { readVisitorMix } from './mix';
import type { Options } from './options';
import { childPids, cpuByPid, cpuSpent, postmasterPid } from './process-cpu';
import { instancesReport, type BalancedRow } from './report-instances';
import { runVisitors } from './visitors';

/**
 * Part 2: the scale-out topology (haproxy, PostgreSQL, Redis, three instances of the compiled
 * server), the visitor mix through haproxy against three instances, then against one (the other
 * two stopped and out of haproxy). On two cores the instances share one CPU whatever their
 * number, so what carries is each part's CPU per request, from /proc.
 */

function groupPids(state: TopologyState) {
  const postmaster = postmasterPid(state.postgres.data);
  return {
    instances: state.instancePids.filter((pid): pid is number => pid !== undefined),
    postgres: postmaster === undefined ? [] : [postmaster, ...childPids(postmaster)],
    haproxy: state.haproxyPid === undefined ? [] : [state.haproxyPid],
  };
}

/** Instances on the server CPU; haproxy, PostgreSQL, Redis and the visitors on the others. */
function pinTopology(state: TopologyState): void {
  const pids = groupPids(state);
  const others = [state.redisPid, ...pids.postgres, ...pids.haproxy];
  for (const pid of pids.instances) pinFor(pid, others);
}

async function measure(
  state: TopologyState,
  paths: readonly string[],
  label: string,
  opts: Options,
): Promise<BalancedRow> {
  const pids = groupPids(state);
  const before = cpuByPid([...pids.instances, ...pids.postgres, ...pids.haproxy]);
  const result = await runVisitors({
    baseUrl: balancerUrl(state),
    visitors: opts.balancedVisitors,
    seconds: opts.balancedSeconds,
    paths,
    honourRetryAfter: true,
  });
  // PostgreSQL's backends read again: one started during the run counts from 0.
  const spent = (group: readonly number[]) => cpuSpent(before, cpuByPid(group));
  const answered = Math.max(1, result.accepted.length);
  const failed = [...result.otherStatus.values(), ...result.connectionErrors.values()];
  return {
    label,
    instances: pids.instances.length,
    answered: result.accepted.length,
    rps: result.accepted.length / result.seconds,
    latency: summarize(result.accepted),
    failures: result.shed.length + result.timeouts + failed.reduce((a, b) => a + b, 0),
    cpuMsPerRequest: {
      instances: spent(pids.instances) / answered,
      postgres: spent(groupPids(state).postgres) / answered,
      haproxy: spent(pids.haproxy) / answered,
    },
  };
}

async function leaveOne(state: TopologyState): Promise<void> {
  await Promise.all([stopInstance(state, 1), stopInstance(state, 2)]);
  await untilOut(statsUrl(state), ['web2', 'web3']);
}

export async function instancesPart(opts: Options, log: (line: string) => void): Promise<string> {
  const missing = missingServices();
  if (missing !== undefined) return `Part 2 skipped: ${missing}.`;
  const dir = mkdtempSync(join(tmpdir(), 'ysy-staying-up-scale-'));
  log('part 2: starting PostgreSQL, Redis, three instances and haproxy…');
  const state = await startTopology({
    dir,
    ports: portsFrom(opts.port + 1),
    seedCompanies: opts.seedCompanies,
    postgresSettings: ['fsync=off'],
    env: { LOG_LEVEL: 'warn' },
  });
  try {
    const paths = await readVisitorMix(balancerUrl(state));
    if (opts.pin) pinTopology(state);
    await runVisitors({
      baseUrl: balancerUrl(state),
      visitors: opts.balancedVisitors,
      seconds: 5,
      paths,
      honourRetryAfter: true,
    });
    log(
      `part 2: three instances, ${opts.balancedVisitors} connections for ${opts.balancedSeconds} s…`,
    );
    const three = await measure(state, paths, 'three instances', opts);
    await leaveOne(state);
    await sleep(2_000);
    log(
      `part 2: one instance, ${opts.balancedVisitors} connections for ${opts.balancedSeconds} s…`,
    );
    const one = await measure(state, paths, 'one instance', opts);
    return instancesReport(one, three, opts);
  } finally {
    await stopTopology(state);
    rmSync(dir, { recursive: true, force: true });
  }
}
