import { parentPort, workerData } from 'node:worker_threads';
import { watchOwnLoop } from './loop-delay';
import { runVisitors, type VisitorOptions } from './visitors';

/** One share of the crowd on its own thread (see `crowd-threads.ts`); replies with its result. */

const port = parentPort;
if (port === null) throw new Error('visitor-worker.ts runs as a worker thread');
const ownLoop = watchOwnLoop();
void runVisitors(workerData as VisitorOptions).then((result) =>
  port.postMessage({ ...result, ownLoopMaxMs: ownLoop().maxMs }),
);
