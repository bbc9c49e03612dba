import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  // Each file builds its own app on its own database; what files share is the module cache (and PGlite's
  // compiled WASM), which saves about 3 s a file. Module state is keyed by database (WeakMaps), and the
  // module mocks (password-reset, register-privacy, sign-in-throttle tests) only wrap functions they count.
  isolate: false,
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // One worker per core (Vitest's default leaves one core to its own process, which waits): on the
    // 2-core machine that halves the run.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/contracts',
      'packages/eform',
      'apps/web',
      // The web app's build plugins, built with Vite in Node (the app's own tests run in jsdom).
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'] } },
      // The server's house rules (biome.json's module boundaries), proven on scratch files.
      { test: { name: 'server-build', root: 'apps/server', include: ['build/**/*.test.ts'] } },
      // The API tests run twice: on the embedded PGlite and on a real PostgreSQL server.
      {
        test: {
          ...serverTests,
          name: 'server',
          env: { TEST_DATABASE: 'pglite' },
          globalSetup: ['src/test/pglite.global-setup.ts'],
        },
      },
      {
        test: {
          ...serverTests,
          name: 'server-postgres',
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['src/test/postgres.global-setup.ts'],
        },
      },
    ],
  },
});
