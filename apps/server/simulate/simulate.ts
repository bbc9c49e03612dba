import { parseArgs } from 'node:util';
import { inBatches, simulatedPeople } from './accounts.ts';
import { SimulatorApiError, simulatorApi } from './api-client.ts';
import type { City } from './city.ts';
import { runDriver } from './driver.ts';
import { startMailCodes } from './mail-codes.ts';
import { runRider } from './rider.ts';
import { createStats } from './stats.ts';

/**
 * issue 31: `npm run simulate`, a living city. Simulated drivers and riders use a running server's
 * real HTTP API around Lagos (README "Simulating a city"). Its accounts are made once through the
 * administrator's calls (sign-ups are limited per address), their passwords from the e-mails the server
 * sends to the simulator's own mail server, and found again on the next run.
 */
const { values: options } = parseArgs({
  options: {
    url: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
    drivers: { type: 'string', default: '200' },
    riders: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '0' },
    speedup: { type: 'string', default: '5' },
    'tick-seconds': { type: 'string', default: '3' },
    'accept-share': { type: 'string', default: '0.85' },
    'rider-pause-seconds': { type: 'string', default: '30' },
    'smtp-port': { type: 'string', default: '2525' },
    'admin-email': { type: 'string', default: process.env.ADMIN_EMAIL },
    'admin-password': { type: 'string', default: process.env.ADMIN_PASSWORD },
  },
});

const number = (name: keyof typeof options, min: number) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`--${name} must be a number of at least ${min}`);
  return value;
};

async function main() {
  const log = (line: string) => console.log(`[simulate] ${line}`);
  const adminEmail = options['admin-email'];
  const adminPassword = options['admin-password'];
  if (!adminEmail || !adminPassword)
    throw new Error(
      'Give an administrator: --admin-email and --admin-password (or ADMIN_EMAIL and ADMIN_PASSWORD)',
    );
  const api = simulatorApi(options.url);
  const mail = await startMailCodes(number('smtp-port', 0));
  log(`${api.baseUrl}; new accounts' e-mails are read at ${mail.url} (the server's SMTP_URL)`);
  try {
    const signedIn = await api.post<{ Token: string; RequireNewPassword: boolean }>(
      'Account/Authenticate',
      undefined,
      {
        EmailAddress: adminEmail,
        Password: adminPassword,
      },
    );
    if (signedIn.RequireNewPassword)
      throw new Error('The administrator must choose a new password first (sign in once)');
    const people = { api, adminToken: signedIn.Token, mail };
    const drivers = await simulatedPeople({ ...people, kind: 'driver', count: number('drivers', 0) }, log);
    const riders = await simulatedPeople({ ...people, kind: 'rider', count: number('riders', 0) }, log);

    const stats = createStats();
    const seconds = number('seconds', 0);
    const endsAt = seconds > 0 ? Date.now() + seconds * 1000 : Number.POSITIVE_INFINITY;
    let interrupted = false;
    process.once('SIGINT', () => {
      interrupted = true;
      log('stopping: drivers go offline');
    });
    const city: City = {
      api,
      stats,
      speedup: number('speedup', 0.1),
      tickMs: number('tick-seconds', 1) * 1000,
      acceptShare: Math.min(1, number('accept-share', 0)),
      stopped: () => interrupted || Date.now() >= endsAt,
      log,
    };
    log(
      `${drivers.length} drivers and ${riders.length} riders${seconds > 0 ? ` for ${seconds} s` : ' (Ctrl-C stops)'}`,
    );
    const report = setInterval(() => log(stats.line()), 10_000);
    const riderPauseMs = number('rider-pause-seconds', 0) * 1000;
    // Drivers online first, a few at a time (GoOnline each), then the riders.
    const driving = inBatches(drivers, 20, async (driver) => {
      void runDriver(city, driver).catch((error) => log(`${driver.email}: ${error}`));
    });
    await driving;
    await Promise.all([
      ...riders.map((rider) => runRider(city, rider, riderPauseMs)),
      waitUntil(city.stopped),
    ]);
    // The drivers' loops notice the stop at their next move and go offline.
    await new Promise((resolve) => setTimeout(resolve, city.tickMs * 1.5));
    clearInterval(report);
    log(stats.line());
  } finally {
    await mail.close();
  }
}

async function waitUntil(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 250));
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[simulate] ${error instanceof SimulatorApiError ? error.message : error}`);
    process.exit(1);
  },
);
