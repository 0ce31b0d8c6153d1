import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One runner for every package: node for contracts, BFF and contract tests; jsdom for the SPA.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'contracts/src/**/*.test.ts',
            'bff/src/**/*.test.ts',
            'bff/build/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'tests/e2e/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            'tests/scale/**/*.test.ts',
            'web/build/**/*.test.ts',
          ],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
