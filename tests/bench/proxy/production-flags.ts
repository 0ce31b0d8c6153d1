import { readFileSync } from 'node:fs';

/**
 * The node flags production starts the BFF with (`npm run serve` in package.json, whose command
 * the Docker image's CMD repeats). The benchmark gives them to every proxy under test, BFF and bare proxy
 * alike, so the BFF is measured as it runs and the comparison stays like for like.
 *
 * `--initial-old-space-size=128`: V8 sizes the old generation's first limit from a small
 * initial heap. Under load the BFF's young generation grows past the room left below that
 * limit, and V8 then starts a full (mark-compact) collection every few hundred milliseconds
 * although the old generation hardly grows: about three per second at 10,000 requests per
 * second, each pausing the process for 5–15 ms (the BFF's p99). 128 MB of initial room ends
 * that; it is a starting size, not a cap, so memory use still follows the live heap.
 */
export const PRODUCTION_NODE_FLAGS: readonly string[] = ['--initial-old-space-size=128'];

/** The `serve` script of the root package.json (for the test that keeps the two in step). */
export function serveScript(packageJsonPath: string): string {
  const pkg: unknown = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
  if (typeof pkg !== 'object' || pkg === null || !('scripts' in pkg)) return '';
  const { scripts } = pkg;
  if (typeof scripts !== 'object' || scripts === null || !('serve' in scripts)) return '';
  return typeof scripts.serve === 'string' ? scripts.serve : '';
}
