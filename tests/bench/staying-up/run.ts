import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { HELP, parseOptions } from './options';
import { crowdPart } from './part-crowd';
import { instancesPart } from './part-instances';
import { missingBuild } from './server';

/**
 * `npm run bench:staying-up`: the measures of staying up — a crowd on one instance, and
 * three instances against one behind haproxy. Prints a markdown report and writes it to
 * RESULTS.md beside this file (or --out).
 */

const log = (line: string) => console.error(`[staying-up] ${line}`);

function loadAverage(): string {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return '(no uptime)';
  }
}

async function main(): Promise<void> {
  const opts = parseOptions(process.argv.slice(2));
  if (opts === 'help') {
    console.log(HELP);
    return;
  }
  const missing = missingBuild();
  if (missing !== undefined) throw new Error(missing);
  const before = loadAverage();
  const sections: string[] = [];
  if (opts.crowd) {
    sections.push('## One instance under a crowd', '', (await crowdPart(opts, log)).markdown, '');
  }
  if (opts.instances) {
    sections.push(
      '## Three instances against one, behind haproxy',
      '',
      await instancesPart(opts, log),
      '',
    );
  }
  const after = loadAverage();
  const report = [
    `# Staying up: measured ${new Date().toISOString()}`,
    '',
    `Load before: \`${before}\`; after: \`${after}\`.`,
    '',
    ...sections,
    '',
  ].join('\n');
  console.log(report);
  const out = opts.out ?? fileURLToPath(new URL('./RESULTS.md', import.meta.url));
  writeFileSync(out, report);
  log(`written to ${out}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
