// A worker thread's entry: the bench runs its TypeScript through tsx, whose loader a worker does
// not inherit on Node 20 (`--import tsx` in execArgv does not reach the entry module).
import { register } from 'tsx/esm/api';

register();
await import('./probe-worker.ts');
