import { defineConfig } from 'vitest/config';

const serverTests = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      'packages/contracts',
      'packages/eform',
      'apps/web',
      // The web app's build plugins, built with Vite in Node (the app's own tests run in jsdom).
      { test: { name: 'web-build', root: 'apps/web', include: ['build/**/*.test.ts'] } },
      // The server's house rules (biome.json's module boundaries), proven on scratch files.
      { test: { name: 'server-build', root: 'apps/server', include: ['build/**/*.test.ts'] } },
      // The API tests run twice: on the embedded PGlite and on a real PostgreSQL server.
      { test: { ...serverTests, name: 'server', env: { TEST_DATABASE: 'pglite' } } },
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
