import { parentPort, workerData } from 'node:worker_threads';
import { probeLoop, type ProbeRequest } from './probes';

/** The health checks' own thread (see `startProbes`): checks until told to stop, then replies. */

const port = parentPort;
if (port === null) throw new Error('probe-worker.ts runs as a worker thread');
const { baseUrl, paths, everyMs, timeoutMs } = workerData as ProbeRequest;
const prober = probeLoop(baseUrl, paths, everyMs, timeoutMs);
port.postMessage('running');
port.once('message', () => {
  void prober.stop().then((results) => port.postMessage(results));
});
