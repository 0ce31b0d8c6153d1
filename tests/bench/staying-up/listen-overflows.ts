import { readFileSync } from 'node:fs';

/**
 * Connections the kernel turned away because a listening socket's accept queue was full
 * (`TcpExt: ListenOverflows` in /proc/net/netstat, counted over the whole machine since boot).
 * Read before and after a run, the difference says whether the server's listen backlog
 * overflowed; each such connection waits 1, 3, 7 s for its SYN to be retransmitted.
 */
export function parseListenOverflows(netstat: string): number | undefined {
  const lines = netstat.split('\n').filter((line) => line.startsWith('TcpExt:'));
  const [names, values] = lines.map((line) => line.split(/\s+/));
  const at = names?.indexOf('ListenOverflows') ?? -1;
  const value = at < 0 ? undefined : Number(values?.[at]);
  return value === undefined || Number.isNaN(value) ? undefined : value;
}

export function listenOverflows(): number | undefined {
  try {
    return parseListenOverflows(readFileSync('/proc/net/netstat', 'utf8'));
  } catch {
    return undefined;
  }
}
