import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type RunningProcess,
  serverEnv,
  startProcess,
  startServerProcess,
} from '../test/processes.ts';
import { FIRST_ADMIN, TEST_JWT_SECRET } from '../test/test-app.ts';
import { LOCK_FILE } from './data-dir-lock.ts';

/**
 * Issue 29 §3: one process per embedded database. Real server processes (src/main.ts) on one DATA_DIR
 * with no DATABASE_URL: a second one, and `npm run seed:demo`, refuse to start, naming the folder and
 * the holder's pid; once the holder is killed with SIGKILL (its lock left behind), the next one takes
 * the folder over; a clean stop gives it up.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
// The lock is the embedded database's: once is enough (the PostgreSQL run has its own server).
const onPglite = process.env.TEST_DATABASE !== 'postgres';
// A first start (new database) on a busy machine is slow.
const STARTS_WITHIN_MS = 120_000;

describe.skipIf(!onPglite)('two server processes on one embedded database', () => {
  let workDir: string;
  let dataDir: string;
  let starts = 0;
  const started: RunningProcess[] = [];

  const envFor = (port: number) =>
    serverEnv({ port, dataDir, jwtSecret: TEST_JWT_SECRET, admin: FIRST_ADMIN, logLevel: 'warn' });

  /** Starts a command of the server's (a script under src/) on the shared DATA_DIR. */
  async function spawnOnDataDir(script: string) {
    starts += 1;
    const port = await freePort();
    const options = {
      command: process.execPath,
      args: ['--import', 'tsx', script],
      cwd: serverDir,
      logFile: path.join(workDir, `process-${starts}.log`),
      env: envFor(port),
    };
    return { port, options };
  }

  async function startServer() {
    const { port, options } = await spawnOnDataDir('src/main.ts');
    const server = await startServerProcess(port, options, STARTS_WITHIN_MS);
    started.push(server.process);
    return server;
  }

  /** Runs a process that must refuse to start: its exit code and what it said. */
  async function refusedStart(script: string) {
    const { options } = await spawnOnDataDir(script);
    const child = startProcess(options);
    started.push(child);
    // A process that was let in keeps running: it is stopped and reported as still running.
    const code = await Promise.race([
      child.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve('still running'), STARTS_WITHIN_MS).unref()),
    ]);
    if (code === 'still running') await child.stop();
    return { code, output: child.output() };
  }

  beforeAll(() => {
    workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-lock-'));
    dataDir = path.join(workDir, 'data');
  });
  afterAll(async () => {
    await Promise.all(started.map((child) => child.stop()));
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it(
    'refuses a second server and the demo seeding while one runs, lets the next take over from a killed one, and frees the folder on a clean stop',
    async () => {
      const first = await startServer();
      const holder = `pid ${first.process.pid}`;

      // Both refused by the same live holder, so they may start together (a process start is this
      // test's cost).
      const [second, seeding] = await Promise.all([
        refusedStart('src/main.ts'),
        refusedStart('src/demo/seed-demo.ts'),
      ]);
      expect(second.code).not.toBe(0);
      expect(second.output).toContain(
        `The data folder ${path.resolve(dataDir)} is in use by another Wayfare process`,
      );
      expect(second.output).toContain(holder);
      expect(second.output).not.toMatch(/\bat .+:\d+/);
      // The first server is untouched by the refused ones.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      expect(seeding.code).not.toBe(0);
      expect(seeding.output).toContain(holder);

      // Killed without a chance to clean up: its lock stays, naming a pid that no longer runs.
      first.process.kill('SIGKILL');
      await first.process.exited;
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(`"pid":${first.process.pid}`);

      const next = await startServer();
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toContain(`"pid":${next.process.pid}`);
      expect((await refusedStart('src/main.ts')).output).toContain(`pid ${next.process.pid}`);

      await next.process.stop();
      expect(await next.process.exited).toBe(0);
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    5 * STARTS_WITHIN_MS,
  );
});
