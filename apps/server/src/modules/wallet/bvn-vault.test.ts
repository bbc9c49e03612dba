import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.ts';
import { bvnKeyOf } from './bvn-key.ts';
import { createBvnVault } from './bvn-vault.ts';

/** Issue 29 §1: BVNs sealed with AES-256-GCM, the key from BVN_ENCRYPTION_KEY or kept in DATA_DIR. */

const folders: string[] = [];
afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));
const freshDataDir = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'wayfare-bvn-'));
  folders.push(folder);
  return folder;
};
const HEX_KEY = 'a'.repeat(64);

describe('the BVN vault', () => {
  it('seals each time differently, opens only for its owner, and notices a changed byte', async () => {
    const vault = createBvnVault(
      bvnKeyOf({ BVN_ENCRYPTION_KEY: HEX_KEY, DATA_DIR: '/nonexistent', NODE_ENV: 'production' }),
    );
    const first = await vault.seal('user-1', '22212345678');
    const second = await vault.seal('user-1', '22212345678');
    expect(first).not.toBe(second);
    expect(first).not.toContain('22212345678');
    expect(await vault.open('user-1', first)).toBe('22212345678');
    await expect(vault.open('user-2', first)).rejects.toThrow();
    const [version, nonce, tag, sealed] = first.split('.');
    const flipped = Buffer.from(sealed!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    await expect(
      vault.open('user-1', [version, nonce, tag, flipped.toString('base64url')].join('.')),
    ).rejects.toThrow();
  });

  it('without BVN_ENCRYPTION_KEY generates a key once in DATA_DIR, readable by the owner only, and keeps it', async () => {
    const dataDir = await freshDataDir();
    const settings = { BVN_ENCRYPTION_KEY: undefined, DATA_DIR: dataDir, NODE_ENV: 'production' } as const;
    const sealed = await createBvnVault(bvnKeyOf(settings)).seal('user-1', '22212345678');
    expect((await readFile(path.join(dataDir, 'bvn-key'), 'utf8')).trim()).toMatch(/^[0-9a-f]{64}$/);
    expect((await stat(path.join(dataDir, 'bvn-key'))).mode & 0o777).toBe(0o600);
    // A restart (a new vault) reads the same key.
    expect(await createBvnVault(bvnKeyOf(settings)).open('user-1', sealed)).toBe('22212345678');
    // Another key cannot open it.
    const other = createBvnVault(bvnKeyOf({ ...settings, BVN_ENCRYPTION_KEY: HEX_KEY }));
    await expect(other.open('user-1', sealed)).rejects.toThrow();
  });

  it('takes BVN_ENCRYPTION_KEY as 64 hexadecimal characters or base64 of 32 bytes, and refuses anything else', () => {
    expect(readConfig({ BVN_ENCRYPTION_KEY: HEX_KEY }).BVN_ENCRYPTION_KEY).toBe(HEX_KEY);
    const base64 = Buffer.alloc(32, 7).toString('base64');
    expect(readConfig({ BVN_ENCRYPTION_KEY: base64 }).BVN_ENCRYPTION_KEY).toBe(base64);
    expect(() => readConfig({ BVN_ENCRYPTION_KEY: 'too-short' })).toThrow(
      /BVN_ENCRYPTION_KEY must be 32 bytes: 64 hexadecimal characters or base64/,
    );
  });
});
