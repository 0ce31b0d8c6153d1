import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * CPU time a process has used (user + system, ms), from /proc/<pid>/stat. Divided by the
 * requests a server answered in a run it gives its CPU cost per request, a figure that other
 * load on the machine disturbs far less than throughput. Undefined where /proc is missing.
 */

let ticksPerSecond: number | undefined;

function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond =
        Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Fields after the command name, which is in parentheses and may itself contain spaces. */
export function cpuTicksOf(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : undefined;
}

export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const ticks = cpuTicksOf(readFileSync(`/proc/${pid}/stat`, 'utf8'));
    return ticks === undefined ? undefined : (ticks * 1000) / clockTicks();
  } catch {
    return undefined;
  }
}
