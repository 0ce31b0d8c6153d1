// A worker thread's entry for one share of the crowd: registers tsx's loader, which a worker does
// not inherit on Node 20, then runs the TypeScript.
import { register } from 'tsx/esm/api';

register();
await import('./visitor-worker.ts');
