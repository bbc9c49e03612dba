import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Endpoint } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type RunningProcess, serverEnv, startServerProcess } from '../test/processes.ts';
import { createUser, FIRST_ADMIN, TEST_JWT_SECRET, tokenFor } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/**
 * Issue 14 §2 and §5: a change to a role, or to a person's role, applies to their next request in
 * every server process. Two real server processes (src/main.ts) share one PostgreSQL database; a
 * full administrator changes rights through one (A) and the sub-admin's next request on the other
 * (B) is judged by the new rights. The guard reads the caller's rights in its one query per request,
 * so no process holds rights another process could have changed.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

type Server = { url: string; process: RunningProcess };

async function startServer(databaseUrl: string, name: string, workDir: string): Promise<Server> {
  const port = await freePort();
  return startServerProcess(port, {
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: serverDir,
    logFile: path.join(workDir, `${name}.log`),
    env: serverEnv({
      port,
      dataDir: path.join(workDir, name),
      databaseUrl,
      jwtSecret: TEST_JWT_SECRET,
      admin: FIRST_ADMIN,
      logLevel: 'warn',
    }),
  });
}

const onPostgres = process.env.TEST_DATABASE === 'postgres';

describe.skipIf(!onPostgres)('rights changed on one server process, on another process', () => {
  let database: TestDatabase;
  let workDir: string;
  let a: Server;
  let b: Server;
  let fullAdmin: string;

  beforeAll(async () => {
    workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-processes-'));
    database = await createTestDatabase();
    // One after the other: both migrate and seed at start, and the first does the work.
    a = await startServer(database.url!, 'a', workDir);
    b = await startServer(database.url!, 'b', workDir);
    fullAdmin = await tokenFor(await createUser(database.db, { password: null, allowAllEndpoints: true }));
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.process.stop(), b?.process.stop()]);
    await database?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  const ask = async (server: Server, token: string, method: 'GET' | 'POST', call: string, body?: object) => {
    const response = await fetch(`${server.url}/api/${call}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: response.status, body: await response.text() };
  };
  /** A read on Account (view) as the sub-admin, on B. */
  const readRoles = (token: string) => ask(b, token, 'GET', 'Account/GetAdminRoles');
  /** An edit on Wallet as the sub-admin, on B: an empty body, so a 400 shows the guard let it through. */
  const editWallet = (token: string) => ask(b, token, 'POST', 'Wallet/ReRegisteredAccount', {});

  async function newRole(name: string, entries: object[]) {
    const created = await ask(a, fullAdmin, 'POST', 'Account/CreateSubAdminRole', {
      Id: 0,
      Name: name,
      AdminRoleEndpoints: entries,
    });
    expect(created.status, created.body).toBe(200);
    return (JSON.parse(created.body) as { Id: number }).Id;
  }
  const viewAccount = { EndPoint: Endpoint.Account, CanView: true };
  const editAccount = { EndPoint: Endpoint.Account, CanModifyEdit: true };
  const editWalletRight = { EndPoint: Endpoint.Wallet, CanModifyEdit: true };

  it('runs two server processes', () => {
    expect(a.process.pid).toBeDefined();
    expect(b.process.pid).not.toBe(a.process.pid);
  });

  it("applies a role's changed rights to its holder's next request on the other process", async () => {
    const roleId = await newRole('Support desk', [viewAccount]);
    const subAdmin = await tokenFor(await createUser(database.db, { password: null, adminRoleId: roleId }));
    expect((await readRoles(subAdmin)).status).toBe(200);

    const update = (entries: object[]) =>
      ask(a, fullAdmin, 'POST', 'Account/UpdateSubAdminRole', {
        Id: roleId,
        Name: 'Support desk',
        AdminRoleEndpoints: entries,
      });
    const taken = await update([editAccount]);
    expect(taken.status, taken.body).toBe(200);
    expect((await readRoles(subAdmin)).status).toBe(403);

    const given = await update([{ ...viewAccount, ...editAccount }]);
    expect(given.status, given.body).toBe(200);
    expect((await readRoles(subAdmin)).status).toBe(200);
  });

  it("applies a person's move to another role to their next request on the other process", async () => {
    const accountsRole = await newRole('Accounts desk', [viewAccount]);
    const walletRole = await newRole('Wallet desk', [editWalletRight]);
    const person = await createUser(database.db, { password: null, adminRoleId: accountsRole });
    const subAdmin = await tokenFor(person);
    expect((await readRoles(subAdmin)).status).toBe(200);
    expect((await editWallet(subAdmin)).status).toBe(403);

    const moveTo = (roleId: number) =>
      ask(a, fullAdmin, 'POST', 'Account/AddUserToAdminRole', {
        Id: person.id,
        RequireWebsiteRole: true,
        AdminRoleId: roleId,
      });
    const moved = await moveTo(walletRole);
    expect(moved.status, moved.body).toBe(200);
    expect((await readRoles(subAdmin)).status).toBe(403);
    expect((await editWallet(subAdmin)).status).toBe(400);

    const back = await moveTo(accountsRole);
    expect(back.status, back.body).toBe(200);
    expect((await readRoles(subAdmin)).status).toBe(200);
    expect((await editWallet(subAdmin)).status).toBe(403);
  });
});
