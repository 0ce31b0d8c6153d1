/** What the main thread gives the health thread at its start. */
export interface HealthWorkerData {
  buffer: SharedArrayBuffer;
  host: string;
  /** 0: any free port (tests); the bound one is reported back. */
  port: number;
  /** The parts /readyz's body reports (`redis`), in the order of the shared state's bits. */
  reportNames: string[];
}

/** What the health thread reports once: the port it listens on, or why it cannot. */
export type HealthWorkerMessage = { port: number } | { error: string };

export function isHealthWorkerData(data: unknown): data is HealthWorkerData {
  if (typeof data !== 'object' || data === null) return false;
  const { buffer, host, port, reportNames } = data as Partial<
    Record<keyof HealthWorkerData, unknown>
  >;
  return (
    buffer instanceof SharedArrayBuffer &&
    typeof host === 'string' &&
    typeof port === 'number' &&
    Array.isArray(reportNames) &&
    reportNames.every((name) => typeof name === 'string')
  );
}
