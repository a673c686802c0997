import { defineConfig } from 'vitest/config';
import { SlowFirstSequencer } from './scripts/slow-first.sequencer.ts';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/slowest-files.reporter.ts'],
    // Vitest's default leaves one core idle; every API file has its own database, so two run at once.
    maxWorkers: 2,
    minWorkers: 1,
    // A worker keeps the code it imported from one file to the next: loading the server took about
    // 5 s per API file, most of the suite's time. Each API file still builds its own app on its own
    // database, no test mocks a module, and module-level registries are keyed (a later app replaces
    // an earlier one's entry).
    poolOptions: { forks: { isolate: false } },
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.unit.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/setup/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
