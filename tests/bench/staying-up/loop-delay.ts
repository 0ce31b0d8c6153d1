import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

/**
 * How long event loops stalled during a run, the visitors' and the server's. A latency the
 * bench measures includes the stalls of the visitors' own loop; the server's stalls come from
 * `loop-monitor.mjs`, which the server loads.
 */

export interface LoopFigures {
  /** Longest wait of a timer on the loop (ms). */
  maxMs: number;
  /** Mean share of the time the loop was busy (0–1); NaN when not known. */
  utilization: number;
}

/** Watches this process's loop until the returned function is called. */
export function watchOwnLoop(): () => LoopFigures {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  delay.enable();
  return () => {
    delay.disable();
    return { maxMs: delay.max / 1e6, utilization: Number.NaN };
  };
}

interface MonitorLine {
  at: number;
  maxMs: number;
  utilization: number;
}

/** The server's figures between two times (Date.now()), from the monitor's file. */
export function serverLoop(file: string, from: number, to: number): LoopFigures | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const lines = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as MonitorLine)
    // A line covers the second before its time.
    .filter((line) => line.at > from + 1000 && line.at <= to);
  if (lines.length === 0) return undefined;
  return {
    maxMs: Math.max(...lines.map((line) => line.maxMs)),
    utilization: lines.reduce((sum, line) => sum + line.utilization, 0) / lines.length,
  };
}
