import { createServer } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { JSON_CONTENT_TYPE } from '../http/replies';
import { healthAnswer } from './answers';
import { HealthState } from './shared-state';
import { isHealthWorkerData, type HealthWorkerMessage } from './worker-data';

/**
 * The health thread: a bare `node:http` server on HEALTH_PORT that answers /healthz and /readyz
 * from the state the main thread publishes (shared-state.ts), never asking the database or the
 * upstream itself, so its answer does not wait on the main loop.
 */

if (!parentPort || !isHealthWorkerData(workerData)) {
  throw new Error('health/worker.ts runs only as the health thread (see thread.ts)');
}
const parent = parentPort;
const { buffer, host, port, reportNames } = workerData;
const state = new HealthState(buffer);

const server = createServer((request, response) => {
  const answer = healthAnswer(request.method, request.url, state, reportNames);
  if (answer === undefined) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(answer.status, {
    'content-type': JSON_CONTENT_TYPE,
    'cache-control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : answer.body);
});

const send = (message: HealthWorkerMessage) => parent.postMessage(message);

server.once('error', (error) => send({ error: error.message }));
server.listen(port, host, () => {
  const address = server.address();
  send({ port: typeof address === 'object' && address ? address.port : port });
});

parent.once('message', () => {
  // Closing: the listener first, then the checks still connected, then the thread ends.
  server.close(() => parent.close());
  server.closeAllConnections();
});
