import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = `${import.meta.dirname}${path.sep}`;
const featuresDir = 'web/src/features';
const features = readdirSync(path.join(root, featuresDir), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The web app's layers: routes → features → shared. A feature is reached from another only
 * through its `index.ts`, so its folders stay its own to reshape. The exception globs are matched
 * against absolute paths, hence `root`.
 */
const webBoundaries = [
  {
    target: 'web/src/shared',
    from: ['web/src/features', 'web/src/routes', 'web/src/router.tsx'],
    message: 'shared/ is below the features and the routes: it imports neither.',
  },
  {
    target: featuresDir,
    from: ['web/src/routes', 'web/src/router.tsx'],
    message: 'A feature does not import web/src/routes: its routes are declared in the feature.',
  },
  ...features.map((name) => ({
    target: `${featuresDir}/${name}`,
    from: [`${featuresDir}/!(${name})/**/*`],
    except: [`${root}${featuresDir}/*/index.ts`],
    message: 'Import another feature through its index.ts.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Tests render the whole app through the router and may reach into what they test.
    files: ['web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.test-util.*'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: webBoundaries }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.*', '**/*.test-util.*', '**/testing/**', '**/seed/data/**', 'tests/**'],
    rules: {
      'max-lines': ['error', 350],
      'max-lines-per-function': ['error', 80],
    },
  },
  {
    // The page's first load carries no zod: the BFF validates every request and reply, and the
    // browser uses the contracts' zod-free modules (endpoints, values, messages, reply shapes).
    // A module that needs a schema (the chat's frames, the 纠错 check) is loaded lazily and says so.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/*.test-util.{ts,tsx}',
      'web/src/test-setup.ts',
      // The chat (its own chunk, loaded when a chat opens) checks the socket's frames with zod.
      'web/src/features/chat/adapters/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'No zod in the browser: see contracts/src/endpoints.ts.',
              allowTypeImports: true,
            },
            {
              name: '@ysy/contracts/routes',
              message: 'Call routes through @ysy/contracts/endpoints (zod-free).',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: [
                '@ysy/contracts/*/schemas',
                '@ysy/contracts/*/protocol',
                '@ysy/contracts/*/verify-phone',
                '@ysy/contracts/common/envelope',
                '@ysy/contracts/common/fields',
                '@ysy/contracts/common/phone',
                '@ysy/contracts/common/route',
                '@ysy/contracts/common/zod-errors',
              ],
              message:
                'These contract modules build zod schemas: import their types only, or the zod-free values module.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['tests/bench/**/*.ts', 'scripts/**/*.ts', 'bff/src/embedded/upstream/seed/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
