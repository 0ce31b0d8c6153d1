import type { Metafile } from 'esbuild';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleBff, RUNTIME_ASSET_DIRS, undeclaredImports } from './bundle';

const SRC_DIR = fileURLToPath(new URL('../src/', import.meta.url));
const BUILDS_DIR = fileURLToPath(new URL('../node_modules/.cache/ysy-bff-dist/', import.meta.url));

/** A metafile whose one output imports `paths`, each external. */
function importing(...paths: string[]): Metafile {
  return {
    inputs: {},
    outputs: {
      'server.js': {
        bytes: 1,
        inputs: {},
        exports: [],
        imports: paths.map((path) => ({ path, kind: 'import-statement', external: true })),
      },
    },
  };
}

describe('undeclaredImports', () => {
  const dependencies = { fastify: '^5', '@fastify/static': '^10' };

  it('names a package the bundle imports that is not a production dependency', () => {
    expect(undeclaredImports(importing('fastify', 'esbuild', '@types/pg'), dependencies)).toEqual([
      '@types/pg',
      'esbuild',
    ]);
  });

  it('reads a subpath as its package, and node builtins as no package', () => {
    const metafile = importing('fastify/lib/errors.js', '@fastify/static/x', 'node:fs', 'path');
    expect(undeclaredImports(metafile, dependencies)).toEqual([]);
  });
});

describe('bundleBff', () => {
  let outdir: string;
  let metafile: Metafile;

  beforeAll(async () => {
    mkdirSync(BUILDS_DIR, { recursive: true });
    outdir = mkdtempSync(BUILDS_DIR);
    metafile = await bundleBff(outdir);
  });

  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('bundles the workspace packages in: node cannot load their TypeScript source', () => {
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports);
    expect(imports.filter(({ path }) => path.startsWith('@ysy/'))).toEqual([]);
    expect(Object.keys(metafile.inputs).some((input) => input.startsWith('contracts/'))).toBe(true);
  });

  it('carries every migration file beside the module that reads it', () => {
    for (const dir of RUNTIME_ASSET_DIRS) {
      expect(readdirSync(join(outdir, dir))).toEqual(readdirSync(join(SRC_DIR, dir)));
    }
    const server = readFileSync(join(outdir, 'server.js'), 'utf8');
    expect(server).toContain(
      'new URL("./migrations/", new URL("./db/migrate.js", import.meta.url)',
    );
  });

  it('is ES modules wherever it is copied', () => {
    expect(JSON.parse(readFileSync(join(outdir, 'package.json'), 'utf8'))).toEqual({
      type: 'module',
    });
  });
});
