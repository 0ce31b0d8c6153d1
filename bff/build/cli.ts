import { relative } from 'node:path';
import { BFF_DIST_DIR, bundleBff } from './bundle';

/** `npm run build:bff`: the BFF into `bff/dist`, started by `node bff/dist/server.js`. */
const started = performance.now();
const metafile = await bundleBff();
const bytes = Object.entries(metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
process.stdout.write(
  `bff built into ${relative(process.cwd(), BFF_DIST_DIR)}: ${Math.round(bytes / 1024)} kB of JavaScript ` +
    `in ${Math.round(performance.now() - started)} ms\n`,
);
