/**
 * `npm run gen`: writes every file generated from the code (today the browser's zod-free route
 * table, `contracts/src/endpoints.ts`, from the zod route table). Each file's test fails while the
 * committed copy differs from what this writes, and says to run this.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { endpointsFile } from '@ysy/contracts/endpoints-file';

const generated = [endpointsFile];

for (const file of generated) {
  const text = await file.text();
  const current = await readFile(file.path, 'utf8').catch(() => undefined);
  const name = relative(process.cwd(), file.path);
  if (current === text) {
    console.log(`${name}: current`);
  } else {
    await writeFile(file.path, text);
    console.log(`${name}: written`);
  }
}
