import { readFileSync } from 'node:fs';

/**
 * `tsx tests/bench/proxy/profile-summary.ts <file.cpuprofile> [top]`: where a process spent its
 * CPU, from a V8 profile written by `npm run bench -- --profile <dir>`. Prints self time by
 * function and by package (node_modules/<pkg>, the repo's own folders, node internals).
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
}

function isProfile(value: unknown): value is Profile {
  return (
    typeof value === 'object' && value !== null && 'nodes' in value && Array.isArray(value.nodes)
  );
}

function packageOf(url: string): string {
  if (url === '') return '(native / idle / gc)';
  if (url.startsWith('node:')) return 'node internals';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? url);
  }
  // The repo's own folders, wherever the checkout is (main or a worktree).
  const repo = url.match(/\/((?:bff|contracts|web)\/src\/[^/]+|tests\/[^/]+\/[^/]+)/);
  return repo?.[1] ?? url;
}

function main(): void {
  const [file, topText] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
  const top = Number(topText ?? 30);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isProfile(parsed)) throw new Error('not a V8 CPU profile');

  const total = parsed.nodes.reduce((sum, node) => sum + (node.hitCount ?? 0), 0);
  const byFunction = new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const node of parsed.nodes) {
    const hits = node.hitCount ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
    const pkg = packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
  }
  // Inclusive time: a function's own samples plus everything it called (counted once per
  // stack, so recursion is not double-counted).
  const byId = new Map(parsed.nodes.map((node) => [node.id, node]));
  const inclusive = new Map<string, number>();
  const walk = (id: number, onStack: Set<string>): number => {
    const node = byId.get(id);
    if (!node) return 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const key = `${functionName || '(anonymous)'}  ${url.replace(/^.*node_modules\//, '')}:${lineNumber + 1}`;
    const fresh = !onStack.has(key);
    if (fresh) onStack.add(key);
    let hits = node.hitCount ?? 0;
    for (const child of node.children ?? []) hits += walk(child, onStack);
    if (fresh) {
      onStack.delete(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + hits);
    }
    return hits;
  };
  const root = parsed.nodes[0];
  if (root) walk(root.id, new Set());
  const pct = (hits: number) => `${((hits / total) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `${file}: ${total} samples over ${((parsed.endTime - parsed.startTime) / 1e6).toFixed(1)} s\n`,
  );
  console.log('self time by package:');
  for (const [name, hits] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(hits)}  ${name}`);
  }
  console.log('\ntotal (inclusive) time by function, busy functions only:');
  const busy =
    total -
    [...byFunction]
      .filter(([name]) => name.startsWith('(idle)'))
      .reduce((sum, [, hits]) => sum + hits, 0);
  for (const [name, hits] of [...inclusive]
    .filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)) {
    console.log(
      `  ${pct(hits)}  (${((hits / busy) * 100).toFixed(1).padStart(5)}% of busy)  ${name}`,
    );
  }
  console.log('\nself time by function:');
  for (const [name, hits] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${pct(hits)}  ${name}`);
  }
}

main();
