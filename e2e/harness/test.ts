import { test as base, expect } from '@playwright/test';
import { type Account, readyFirstAdmin, registerRider } from './accounts.ts';
import type { StartServerOptions, WayfareServer } from './server.ts';
import { createServerPool, type ServerPool } from './server-pool.ts';

type WorkerFixtures = {
  /** The worker's servers: the next test's started ahead, finished ones stopped in the background. */
  serverPool: ServerPool;
};

type Fixtures = {
  /** Options of this test's server; set them with `test.use({ serverOptions: { env: {...} } })`. */
  serverOptions: StartServerOptions;
  /** A fresh production server for this test alone: its own port, its own empty database. */
  server: WayfareServer;
  /** The first administrator, one-time password already replaced (see readyFirstAdmin). */
  admin: Account;
  /** A rider registered through the API. */
  rider: Account;
  /** Fails the test when the page throws an uncaught exception. */
  pageErrors: string[];
};

export const test = base.extend<Fixtures, WorkerFixtures>({
  serverOptions: [{}, { option: true }],

  serverPool: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const pool = createServerPool();
      try {
        await use(pool);
      } finally {
        await pool.close();
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],

  server: [
    async ({ serverOptions, serverPool }, use, testInfo) => {
      const server = await serverPool.take(serverOptions);
      try {
        await use(server);
      } finally {
        if (testInfo.status !== testInfo.expectedStatus) {
          await testInfo.attach('server.log', { body: server.log.text(), contentType: 'text/plain' });
        }
        serverPool.release(server);
      }
    },
    // Starting takes a few seconds (migrations on a new database); not counted in the test's time.
    { timeout: 90_000 },
  ],

  // Every page and API request of the test goes to the test's own server.
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },

  admin: async ({ server }, use) => {
    await use(await readyFirstAdmin(server));
  },

  rider: async ({ server }, use) => {
    await use(await registerRider(server));
  },

  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.stack ?? error.message));
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
