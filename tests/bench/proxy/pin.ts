import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * CPU pinning for the load runs: the server under test gets the last CPU to itself; autocannon
 * and every other process of the benchmark share the others. On a two-core machine this keeps
 * the three busy processes (load generator, proxy, upstream) from taking turns on the proxy's
 * core, so a proxy's throughput reflects its own cost per request. Needs Linux `taskset`;
 * without it (or with one CPU) nothing is pinned.
 */

// Read once, before anything is pinned: afterwards this process would see only its own CPUs.
const CPU_COUNT = availableParallelism();
let usable: boolean | undefined;

export function canPin(): boolean {
  if (usable === undefined) {
    try {
      execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
      usable = CPU_COUNT >= 2;
    } catch {
      usable = false;
    }
  }
  return usable;
}

/** Sets the CPU list of every thread of `pid` (e.g. `1` or `0-2`). */
function setAffinity(pid: number, cpus: string): void {
  execFileSync('taskset', ['-a', '-p', '-c', cpus, String(pid)], { stdio: 'ignore' });
}

export interface Pinning {
  serverCpu: string;
  otherCpus: string;
}

export function pinning(): Pinning {
  const last = CPU_COUNT - 1;
  return { serverCpu: String(last), otherCpus: last === 1 ? '0' : `0-${last - 1}` };
}

/** The server under test on its own CPU, this process and the other children on the rest. */
export function pinFor(server: number | undefined, others: readonly (number | undefined)[]): void {
  if (!canPin()) return;
  const { serverCpu, otherCpus } = pinning();
  for (const pid of [process.pid, ...others]) {
    if (pid !== undefined && pid !== server) setAffinity(pid, otherCpus);
  }
  if (server !== undefined) setAffinity(server, serverCpu);
}

/** Every given process (and this one) back on all CPUs, e.g. before a long single-process seed. */
export function unpin(pids: readonly (number | undefined)[]): void {
  if (!canPin()) return;
  for (const pid of [process.pid, ...pids]) {
    if (pid !== undefined) setAffinity(pid, `0-${CPU_COUNT - 1}`);
  }
}
