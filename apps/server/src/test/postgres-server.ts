import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './processes.ts';

/**
 * A throw-away PostgreSQL server in a temporary folder, from the installed binaries.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user.
 */
export type ThrowAwayPostgres = { adminUrl: string; stop: () => void };

function findBinDir() {
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  const candidates = onPath ? [path.dirname(onPath)] : [];
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  const found = candidates.find(
    (dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl')),
  );
  if (!found) {
    throw new Error(
      'PostgreSQL binaries not found. Install them (apt-get install -y postgresql) or set TEST_DATABASE_URL.',
    );
  }
  return found;
}

export async function startThrowAwayPostgres(): Promise<ThrowAwayPostgres> {
  const binDir = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfare-pg-'));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const [file, fullArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]]
      : [path.join(binDir, command), args];
    execFileSync(file, fullArgs, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, 'data');
  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync', '--locale=C']);
  const port = await freePort();
  // Durability is pointless for a throw-away server; turning it off makes the tests much faster.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
