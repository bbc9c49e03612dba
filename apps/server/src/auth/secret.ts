import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SECRET_BOX_KEY_BYTES } from './secret-box.ts';

/** The configured secret, or one generated on first start and kept in the data folder. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  return configured ?? secretKeptIn(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}

/**
 * Issue 29 §3: the key sealing authenticator secrets (TWO_FACTOR_KEY, 32 bytes in base64), or one
 * generated on first start and kept in the data folder, like the JWT secret.
 */
export async function resolveTwoFactorKey(configured: string | undefined, dataDir: string) {
  const text =
    configured ??
    (await secretKeptIn(dataDir, 'two-factor-key', () =>
      randomBytes(SECRET_BOX_KEY_BYTES).toString('base64'),
    ));
  return Buffer.from(text, 'base64');
}

async function secretKeptIn(dataDir: string, fileName: string, generate: () => string) {
  const file = path.join(dataDir, fileName);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  // 'wx' fails if another process wrote it first; then that one is the secret to use.
  await writeFile(file, generate(), { mode: 0o600, flag: 'wx' }).catch(async (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  });
  return (await readFile(file, 'utf8')).trim();
}
