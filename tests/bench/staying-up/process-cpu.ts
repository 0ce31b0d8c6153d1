import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { processCpuMs } from '../proxy/cpu';

/**
 * CPU time of a group of processes: the instances, haproxy, and PostgreSQL, which serves each
 * connection from a process of its own (the postmaster's children), so its cost is the sum.
 */

/** Direct children of a process (Linux `/proc/<pid>/task/<pid>/children`). */
export function childPids(pid: number): number[] {
  try {
    const text = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
    return text === '' ? [] : text.split(/\s+/).map(Number);
  } catch {
    return [];
  }
}

/** The postmaster's pid: the first line of `postmaster.pid` in the data folder. */
export function postmasterPid(dataDir: string): number | undefined {
  try {
    const first = readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    const pid = Number(first);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** CPU ms used so far by each pid (missing ones count 0), keyed by pid. */
export function cpuByPid(pids: readonly number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, processCpuMs(pid) ?? 0]));
}

/**
 * CPU ms used between two readings. A process that appeared in between (a new PostgreSQL
 * backend) counts from 0; one that ended is lost, which the read mix, on long-lived pooled
 * connections, does not do.
 */
export function cpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}
