import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

/**
 * Issue 29 §3: the data folder's lock file itself, with locks written as other processes leave them.
 * The servers refusing and taking over are in data-dir-lock.processes.test.ts.
 */

// No database here: once is enough.
const onPglite = process.env.TEST_DATABASE !== 'postgres';
const workDir = mkdtempSync(path.join(tmpdir(), 'wayfare-lock-file-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

let folders = 0;
/** A data folder holding the lock given (as its holder wrote it), touched `ageMs` ago. */
function folderLockedBy(holder: { pid: number; host: string }, ageMs = 0) {
  folders += 1;
  const folder = path.join(workDir, `data-${folders}`);
  const file = path.join(folder, LOCK_FILE);
  mkdirSync(folder);
  writeFileSync(file, JSON.stringify({ ...holder, since: '2026-11-29T08:00:00.000Z' }));
  const touched = new Date(Date.now() - ageMs);
  utimesSync(file, touched, touched);
  return { folder, file };
}

/** A pid that ran and has ended (a child that exited). */
async function deadPid() {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe.runIf(onPglite)('the data folder lock', () => {
  it('refuses while its holder runs on this host, naming the folder, the pid and the host', async () => {
    // The test's parent (vitest's main process) runs as long as the test does.
    const { folder, file } = folderLockedBy({ pid: process.ppid, host: hostname() });
    const refusal = await lockDataDir(folder).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toBe(
      `The data folder ${path.resolve(folder)} is in use by another Wayfare process (pid ${process.ppid} on host ${hostname()}, since 2026-11-29T08:00:00.000Z): stop that process first, or start this one with another DATA_DIR. Two processes on one embedded database would each lose the other’s writes.`,
    );
    expect(JSON.parse(readFileSync(file, 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over a lock whose pid no longer runs here, and gives it up on release', async () => {
    const { folder, file } = folderLockedBy({ pid: await deadPid(), host: hostname() });
    const lock = await lockDataDir(folder);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    await lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('from another host: refuses a lock touched lately, takes over one untouched for a while', async () => {
    const fresh = folderLockedBy({ pid: 1, host: 'other-host' }, 1000);
    await expect(lockDataDir(fresh.folder)).rejects.toThrow('(pid 1 on host other-host');
    const stale = folderLockedBy({ pid: 1, host: 'other-host' }, 60_000);
    const lock = await lockDataDir(stale.folder);
    expect(JSON.parse(readFileSync(stale.file, 'utf8')).host).toBe(hostname());
    await lock.release();
  });

  it('lets one process only take over a stale lock when several start at once', async () => {
    const { folder } = folderLockedBy({ pid: await deadPid(), host: hostname() });
    // Each process tries and says whether it got the folder; the one that did holds it (never
    // releasing it) until told to stop, once every other has answered.
    const script = `
      import { lockDataDir } from ${JSON.stringify(path.join(import.meta.dirname, 'data-dir-lock.ts'))};
      try { await lockDataDir(${JSON.stringify(folder)}); console.log('got'); process.stdin.resume(); }
      catch (error) { console.log(error.constructor.name); }
    `;
    const children = Array.from({ length: 4 }, () =>
      spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: import.meta.dirname,
      }),
    );
    const outcomes = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve) => {
            let output = '';
            child.stdout.on('data', (chunk) => {
              output += chunk;
              if (output.includes('\n')) resolve(output.trim());
            });
            child.once('exit', () => resolve(output.trim()));
          }),
      ),
    );
    await Promise.all(
      children.map((child) => {
        child.stdin.end();
        return new Promise((resolve) =>
          child.exitCode === null ? child.once('exit', resolve) : resolve(null),
        );
      }),
    );
    expect(outcomes.sort()).toEqual([
      'DataDirLockedError',
      'DataDirLockedError',
      'DataDirLockedError',
      'got',
    ]);
  }, 120_000);
});
