import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PROBLEM_CONTENT_TYPE } from '@wayfare/contracts';
import { afterAll, expect, it } from 'vitest';
import {
  freePort,
  type RunningProcess,
  serverEnv,
  startProcess,
  waitUntilHealthy,
} from '../test/processes.ts';
import { FIRST_ADMIN, TEST_JWT_SECRET } from '../test/test-app.ts';
import { operatorTexts } from './operator-routes.ts';

/**
 * Issue 29 §4: a real server process (src/main.ts) on a new embedded database answers on its port
 * while it migrates: alive (/api/health 200) and not ready (/api/ready 503, problem details), then
 * ready once its app listens. Once is enough: the PostgreSQL run starts the same way.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');
const onPglite = process.env.TEST_DATABASE !== 'postgres';
// A first start (new database) on a busy machine is slow.
const STARTS_WITHIN_MS = 120_000;
const workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-starting-'));
let server: RunningProcess | undefined;
afterAll(async () => {
  await server?.stop();
  rmSync(workDir, { recursive: true, force: true });
});

it.runIf(onPglite)(
  'answers alive and not ready while it migrates, then ready',
  async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = startProcess({
      command: process.execPath,
      args: ['--import', 'tsx', 'src/main.ts'],
      cwd: serverDir,
      logFile: path.join(workDir, 'server.log'),
      env: serverEnv({
        port,
        dataDir: path.join(workDir, 'data'),
        jwtSecret: TEST_JWT_SECRET,
        admin: FIRST_ADMIN,
        logLevel: 'warn',
      }),
    });
    await waitUntilHealthy(`${url}/api/health`, server, STARTS_WITHIN_MS);
    // The first answer comes before the migrations of a new database are done.
    const starting = await fetch(`${url}/api/ready`);
    expect(starting.status).toBe(503);
    expect(starting.headers.get('content-type')).toContain(PROBLEM_CONTENT_TYPE);
    expect(starting.headers.get('retry-after')).toBe('5');
    expect(await starting.json()).toMatchObject({ status: 503, title: operatorTexts.starting });
    // Nothing else is served meanwhile: a call is told to come back, not answered half-ready.
    expect((await fetch(`${url}/api/Account/Authenticate`, { method: 'POST' })).status).toBe(503);

    await waitUntilHealthy(`${url}/api/ready`, server, STARTS_WITHIN_MS);
    expect(await (await fetch(`${url}/api/ready`)).json()).toEqual({ status: 'ready' });
  },
  3 * STARTS_WITHIN_MS,
);
