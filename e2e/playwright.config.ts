import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end journeys in Debian's Chromium against the production build served by the real server.
 * Each test starts its own server on a fresh database (harness/test.ts), so tests run in parallel.
 */
export default defineConfig({
  testDir: './journeys',
  // The tests tagged @screenshots only take pictures for a person to look at: `npm run screenshots`
  // runs them (and has every journey save its pictures); `npm test` leaves them out.
  grepInvert: process.env.WAYFARE_SCREENSHOTS ? undefined : /@screenshots/,
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    headless: true,
    // Never downloaded: the machine's Chromium (apt-get install chromium).
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    // A failed test's trace keeps each action's DOM snapshot; the film of screenshots beside them cost
    // every test about a tenth of its CPU, and the failure's own screenshot is kept anyway.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
});
