import { build, type Metafile, type Plugin } from 'esbuild';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The BFF as production runs it: `bff/src/server.ts` bundled by esbuild into plain JavaScript
 * for Node 20 (`node bff/dist/server.js`), so no TypeScript loader sits between the process
 * manager and the server. Packages stay imports, installed by `npm ci --omit=dev`; the workspace
 * package `@ysy/contracts` is TypeScript source, which node cannot load, so it is bundled in.
 */

const BFF_DIR = fileURLToPath(new URL('..', import.meta.url));
const SRC_DIR = join(BFF_DIR, 'src');

export const BFF_DIST_DIR = join(BFF_DIR, 'dist');

/**
 * Folders of `src` read at run time beside the module that names them
 * (`new URL('./migrations/', import.meta.url)`); the bundle carries them at the same place.
 */
export const RUNTIME_ASSET_DIRS: readonly string[] = ['db/migrations', 'embedded/db/migrations'];

const WORKSPACE_SCOPE = '@ysy/';

/** Bare imports stay imports, except the workspace's own TypeScript packages. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * In a bundle every module's `import.meta.url` would be the bundle's own, so the two
 * `./migrations/` folders would meet in one place. Each module of `src` instead gets the URL it
 * has in the output tree (`dist/db/migrate.js` for `src/db/migrate.ts`), where its assets are
 * copied. Chunks are written at the root of the output, beside `server.js`, which this relies on.
 */
const moduleUrls: Plugin = {
  name: 'module-urls',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      if (!args.path.startsWith(SRC_DIR + sep)) {
        return {
          errors: [{ text: `import.meta.url outside bff/src cannot be placed: ${args.path}` }],
        };
      }
      const place = `./${relative(SRC_DIR, args.path)
        .split(sep)
        .join('/')
        .replace(/\.tsx?$/, '.js')}`;
      const url = `new URL(${JSON.stringify(place)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** `fastify/lib/x` → `fastify`, `@fastify/static` → `@fastify/static`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * The packages the bundle imports that are not production dependencies of the BFF: the runtime
 * image installs only those (`npm ci --omit=dev`), so any of these would fail there at run time.
 */
export function undeclaredImports(
  metafile: Metafile,
  dependencies: Readonly<Record<string, string>>,
): string[] {
  const imported = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const { path, external } of output.imports) {
      if (external && !isBuiltin(path)) imported.add(packageName(path));
    }
  }
  return [...imported].filter((name) => !(name in dependencies)).sort();
}

async function productionDependencies(): Promise<Record<string, string>> {
  const pkg = JSON.parse(await readFile(join(BFF_DIR, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/** Builds the BFF into `outdir` (emptied first); throws if it imports a dev-only package. */
export async function bundleBff(outdir: string = BFF_DIST_DIR): Promise<Metafile> {
  await rm(outdir, { recursive: true, force: true });
  const { metafile } = await build({
    // The health port's thread is a module of its own (new Worker(url)), at the place its
    // starter (health/thread.ts) looks for it beside itself.
    entryPoints: {
      server: join(SRC_DIR, 'server.ts'),
      'health/worker': join(SRC_DIR, 'health', 'worker.ts'),
    },
    outdir,
    bundle: true,
    // The server loads PGlite, Redis and the embedded services only when configured: separate
    // chunks keep those imports lazy as they are in the source.
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages, moduleUrls],
  });
  const undeclared = undeclaredImports(metafile, await productionDependencies());
  if (undeclared.length > 0) {
    throw new Error(
      `the BFF imports packages that are not in bff/package.json "dependencies": ${undeclared.join(', ')}`,
    );
  }
  for (const dir of RUNTIME_ASSET_DIRS) {
    await cp(join(SRC_DIR, dir), join(outdir, dir), { recursive: true });
  }
  // The output is ES modules wherever it is copied, with or without bff/package.json beside it.
  await writeFile(join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' })}\n`);
  return metafile;
}
