import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, serverEnv, startServerProcess } from '../../src/test/processes.ts';
import { createPostgresDatabase } from './postgres.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');
const mainJs = path.join(serverDir, 'dist', 'main.js');
// Everything the server bundle is built from.
const sourceDirs = [path.join(serverDir, 'src'), path.join(repoRoot, 'packages', 'contracts', 'src')];

export type DatabaseKind = 'pglite' | 'postgres';

export type ProductServer = {
  url: string;
  database: DatabaseKind;
  /** The PostgreSQL database the server uses (postgres only). */
  databaseUrl: string | undefined;
  dataDir: string;
  /** The server's JWT secret, for a baseline that verifies the same tokens. */
  jwtSecret: string;
  /** The first administrator, created with every right from ADMIN_EMAIL/ADMIN_PASSWORD. */
  admin: { email: string; password: string };
  /** Signs in through the API and returns the bearer token. */
  signIn: (email: string, password: string) => Promise<string>;
  pid: number | undefined;
  output: () => string;
  stop: () => Promise<void>;
};

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

let checked = false;

/**
 * Builds dist/main.js when it is missing or older than the sources, so the numbers are of this code.
 * Checked once per run: every module then measures the same build.
 */
export function ensureBuilt(log: (text: string) => void) {
  if (checked) return;
  checked = true;
  const builtAt = existsSync(mainJs) ? statSync(mainJs).mtimeMs : 0;
  if (builtAt > Math.max(...sourceDirs.map(newestMtime))) return;
  log('building the server (npm run build -w @wayfare/server)…');
  execFileSync('npm', ['run', 'build', '-w', '@wayfare/server'], { cwd: repoRoot, stdio: 'inherit' });
}

/** Starts the built product server as a child process on a fresh data folder or database. */
export async function startProduct(options: {
  database: DatabaseKind;
  workDir: string;
  env?: Record<string, string>;
  /** Extra node options, e.g. ['--cpu-prof', '--cpu-prof-dir=/tmp/x'] to profile the server. */
  nodeArgs?: string[];
}): Promise<ProductServer> {
  const port = await freePort();
  const dataDir = path.join(options.workDir, `data-${port}`);
  const databaseUrl = options.database === 'postgres' ? await createPostgresDatabase() : undefined;
  const jwtSecret = randomBytes(36).toString('base64url');
  const admin = { email: 'bench-admin@example.ng', password: 'B3nch!Admin-password' };
  const { url, process: child } = await startServerProcess(port, {
    command: process.execPath,
    args: [...(options.nodeArgs ?? []), mainJs],
    cwd: serverDir,
    logFile: path.join(options.workDir, `server-${port}.log`),
    env: {
      ...serverEnv({ port, dataDir, databaseUrl, jwtSecret, admin, logLevel: 'info' }),
      ...options.env,
    },
  });
  return {
    url,
    database: options.database,
    databaseUrl,
    dataDir,
    jwtSecret,
    admin,
    async signIn(email, password) {
      const response = await fetch(`${url}/api/Account/Authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ EmailAddress: email, Password: password }),
      });
      if (!response.ok)
        throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { Token: string }).Token;
    },
    pid: child.pid,
    output: child.output,
    stop: child.stop,
  };
}
