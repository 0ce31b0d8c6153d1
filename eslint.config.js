import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

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
      'web/src/routeTree.gen.ts',
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
