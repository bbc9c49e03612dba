import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.ts';

/** The test suite's apps share one key held in memory: nothing written to the disk. */
const inMemoryTestKey = randomBytes(32);

const decode = (key: string) =>
  /^[0-9a-f]{64}$/i.test(key) ? Buffer.from(key, 'hex') : Buffer.from(key, 'base64');

/** Reads the key file, or writes a fresh one ('wx': if another process wrote it first, theirs is used). */
async function keyInDataDir(dataDir: string) {
  const file = path.join(dataDir, 'bvn-key');
  try {
    return decode((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' }).catch((error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return decode((await readFile(file, 'utf8')).trim());
}

/**
 * The 32-byte key sealing BVNs: BVN_ENCRYPTION_KEY, else generated once and kept in `DATA_DIR/bvn-key`
 * (as the JWT secret is). Read on first use. Several processes on one PostgreSQL database must share it
 * (set BVN_ENCRYPTION_KEY), or the BVNs one sealed cannot be opened by another.
 */
export function bvnKeyOf(config: Pick<Config, 'BVN_ENCRYPTION_KEY' | 'DATA_DIR' | 'NODE_ENV'>) {
  let key: Promise<Buffer> | undefined;
  return () => {
    if (config.BVN_ENCRYPTION_KEY) return Promise.resolve(decode(config.BVN_ENCRYPTION_KEY));
    if (config.NODE_ENV === 'test') return Promise.resolve(inMemoryTestKey);
    key ??= keyInDataDir(config.DATA_DIR);
    return key;
  };
}
