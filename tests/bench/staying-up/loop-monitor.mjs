// Loaded into the server under test with `--import` (plain JavaScript: the server is the
// compiled build, not run through tsx). Every second it appends one JSON line to
// LOOP_MONITOR_FILE: the longest the server's event loop made a timer wait, and how busy the
// loop was, so the bench can tell a slow server from a slow bench.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import process from 'node:process';
import { setInterval } from 'node:timers';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOOP_MONITOR_FILE;
// A worker thread (the health port's) inherits `--import` and would write its own idle loop's
// lines into the same file, halving the busy share read from it: only the main loop is measured.
if (file && isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 2 });
  delay.enable();
  let last = performance.eventLoopUtilization();
  setInterval(() => {
    const now = performance.eventLoopUtilization();
    const utilization = performance.eventLoopUtilization(now, last).utilization;
    last = now;
    const line = { at: Date.now(), maxMs: delay.max / 1e6, utilization };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    delay.reset();
  }, 1000).unref();
}
