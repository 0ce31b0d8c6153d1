import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes a `.br` and a `.gz` beside every compressible file of the build, once, at the highest
 * levels (the time is spent at build, never per request). The BFF's @fastify/static serves them
 * (`preCompressed`) to browsers that accept them. A file is skipped when it is too small to gain
 * from compression, and a compressed copy is dropped when it does not save at least a tenth.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, headers and a round trip cost more than the bytes saved. */
export const MIN_BYTES = 1024;
const MAX_RATIO = 0.9;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

export interface PrecompressResult {
  file: string;
  bytes: number;
  br?: number;
  gz?: number;
}

/** Compresses every eligible file under `dir`; returns what was written. */
export async function precompressDir(dir: string): Promise<PrecompressResult[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  return Promise.all(
    files.map(async (file) => {
      const data = await readFile(file);
      const result: PrecompressResult = { file, bytes: data.length };
      if (data.length < MIN_BYTES) return result;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length <= data.length * MAX_RATIO) {
        await writeFile(`${file}.br`, br);
        result.br = br.length;
      }
      if (gz.length <= data.length * MAX_RATIO) {
        await writeFile(`${file}.gz`, gz);
        result.gz = gz.length;
      }
      return result;
    }),
  );
}

/** Vite plugin: precompresses the output directory after the bundle is written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ysy-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const results = await precompressDir(outDir);
      const written = results.filter((r) => r.br !== undefined || r.gz !== undefined);
      const total = (pick: (r: PrecompressResult) => number | undefined) =>
        written.reduce((sum, r) => sum + (pick(r) ?? r.bytes), 0);
      this.info(
        `precompressed ${written.length} files: ${total((r) => r.bytes)} bytes → ` +
          `${total((r) => r.br)} brotli, ${total((r) => r.gz)} gzip`,
      );
    },
  };
}
