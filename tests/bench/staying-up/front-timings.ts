import { closeSync, openSync, readSync, statSync } from 'node:fs';

/**
 * The crowd's answers as haproxy timed them, read from its log (docker/haproxy.cfg's log-format:
 * `%ci:%cp [%tr] %ft %b/%s %TR/%Tw/%Tc/%Tr/%Ta %ST …`). The visitors' own clocks include their
 * threads' stalls (a thousand of them share a CPU with haproxy and stall for hundreds of ms), so a
 * latency they measure is partly the bench's; haproxy's `Ta` is from the request's first byte to
 * the answer's last, as an instance behind it really served it, waiting in haproxy's queue
 * (`Tw`) included.
 */

export interface FrontTiming {
  backend: string;
  status: number;
  /** Time waiting in haproxy's queue for a place on an instance (ms; -1 when it never got one). */
  queuedMs: number;
  /** From the request's first byte to the answer's last (ms). */
  activeMs: number;
}

const LINE = /^\S+ \[[^\]]+\] \S+ ([^/\s]+)\/\S+ -?\d+\/(-?\d+)\/-?\d+\/-?\d+\/(-?\d+) (\d{3}) /;

/** One log line's timing; undefined for haproxy's other lines (start-up, server state). */
export function parseFrontLine(line: string): FrontTiming | undefined {
  const match = LINE.exec(line);
  if (match === null) return undefined;
  const [, backend = '', queued = '', active = '', status = ''] = match;
  return {
    backend,
    status: Number(status),
    queuedMs: Number(queued),
    activeMs: Number(active),
  };
}

/** Where the log ends now: pass it to `timingsSince` after the run. */
export function logOffset(logFile: string): number {
  return statSync(logFile).size;
}

/** The requests haproxy logged after `offset` (chat's WebSockets and health checks aside). */
export function timingsSince(logFile: string, offset: number): FrontTiming[] {
  const end = statSync(logFile).size;
  const bytes = Buffer.alloc(Math.max(0, end - offset));
  const fd = openSync(logFile, 'r');
  try {
    readSync(fd, bytes, 0, bytes.length, offset);
  } finally {
    closeSync(fd);
  }
  return bytes
    .toString('utf8')
    .split('\n')
    .map(parseFrontLine)
    .filter((timing): timing is FrontTiming => timing !== undefined && timing.backend === 'web');
}
