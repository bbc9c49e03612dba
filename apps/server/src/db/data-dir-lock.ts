import { mkdir, open, readFile, rename, stat, unlink, utimes } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file's name in DATA_DIR: it says which process holds the embedded database. */
export const LOCK_FILE = 'wayfare.lock';

// The holder touches its lock this often; a lock from another host untouched for STALE_AFTER_MS is
// left by a process that is gone (its pid cannot be asked about from here).
const TOUCH_EVERY_MS = 10_000;
const STALE_AFTER_MS = 3 * TOUCH_EVERY_MS;
// Another process may be taking over the same stale lock: it is given this long to finish.
const TAKEOVER_ATTEMPTS = 40;
const TAKEOVER_WAIT_MS = 50;

type Holder = { pid: number; host: string; since: string };

/** A second process on a DATA_DIR another one holds: the sentence names the folder and the holder. */
export class DataDirLockedError extends Error {}

export type DataDirLock = {
  /** Gives the folder up (on a clean shutdown); a lock another process has taken over is left to it. */
  release: () => Promise<void>;
};

/** Whether a process with this pid runs on this host (EPERM: it runs, as another user). */
function isRunning(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<{ holder?: Holder; touchedAt: number } | undefined> {
  try {
    const touchedAt = (await stat(file)).mtimeMs;
    try {
      const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Holder>;
      if (typeof parsed.pid === 'number' && typeof parsed.host === 'string') {
        return { holder: parsed as Holder, touchedAt };
      }
    } catch {
      // Being written by the process that just created it, or left half written by one that died then.
    }
    return { touchedAt };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Left by a process that is gone: on this host, its pid no longer runs (our own pid is never the
 * holder: we hold nothing yet, so it is a former process that had the same pid, as in a container
 * started again); from another host, it was not touched for a while.
 */
function isStale(found: { holder?: Holder; touchedAt: number }, now: number) {
  const { holder } = found;
  if (!holder) return now - found.touchedAt > STALE_AFTER_MS;
  if (holder.host === hostname()) return holder.pid === process.pid || !isRunning(holder.pid);
  return now - found.touchedAt > STALE_AFTER_MS;
}

const lockedMessage = (dataDir: string, holder: Holder | undefined) =>
  `The data folder ${dataDir} is in use by another Wayfare process` +
  (holder ? ` (pid ${holder.pid} on host ${holder.host}, since ${holder.since})` : '') +
  ': stop that process first, or start this one with another DATA_DIR. Two processes on one embedded ' +
  'database would each lose the other’s writes.';

/**
 * Takes the embedded database's folder for this process, or throws DataDirLockedError if a live
 * process holds it. The lock file is created atomically (`wx`); one left by a dead process is taken
 * over, by one process only when several start together (each first creates `<lock>.takeover-<pid>`
 * for the dead holder's pid, which only one can), and replaced by a rename so it never goes missing.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const folder = path.resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });

  for (let attempt = 0; ; attempt++) {
    try {
      const handle = await open(file, 'wx');
      try {
        await handle.writeFile(mine);
      } finally {
        await handle.close();
      }
      return holdLock(file, mine);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const found = await readHolder(file);
    if (!found) continue;
    const stale = isStale(found, Date.now());
    // A lock without its holder yet is being written: read again after a moment.
    if (!stale && found.holder) throw new DataDirLockedError(lockedMessage(folder, found.holder));
    if (stale && (await takeOver(file, found.holder?.pid ?? 0, mine))) return holdLock(file, mine);
    if (attempt >= TAKEOVER_ATTEMPTS) throw new DataDirLockedError(lockedMessage(folder, found.holder));
    await new Promise((resolve) => setTimeout(resolve, TAKEOVER_WAIT_MS));
  }
}

/** Replaces the stale lock of `stalePid` with ours; false when another process is taking it over. */
async function takeOver(file: string, stalePid: number, mine: string) {
  const guard = `${file}.takeover-${stalePid}`;
  try {
    await (await open(guard, 'wx')).close();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // A guard whose maker died mid-takeover would stop every later start: it is old by now.
    const guardStats = await stat(guard).catch(() => undefined);
    if (guardStats && Date.now() - guardStats.mtimeMs > STALE_AFTER_MS) await unlink(guard).catch(() => {});
    return false;
  }
  try {
    // The lock may have changed since it was read: only the dead holder's lock is replaced.
    const current = await readHolder(file);
    if (!current || (current.holder?.pid ?? 0) !== stalePid) return false;
    const temporary = `${file}.${process.pid}`;
    const handle = await open(temporary, 'w');
    try {
      await handle.writeFile(mine);
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
    return true;
  } finally {
    await unlink(guard).catch(() => {});
  }
}

function holdLock(file: string, mine: string): DataDirLock {
  // Touched so a process on another host sharing the folder sees it alive.
  const timer = setInterval(() => {
    const now = new Date();
    utimes(file, now, now).catch(() => {});
  }, TOUCH_EVERY_MS);
  timer.unref();
  return {
    async release() {
      clearInterval(timer);
      const text = await readFile(file, 'utf8').catch(() => undefined);
      if (text === mine) await unlink(file).catch(() => {});
    },
  };
}
