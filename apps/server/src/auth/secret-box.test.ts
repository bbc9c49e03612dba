import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { resolveTwoFactorKey } from './secret.ts';
import { createSecretBox } from './secret-box.ts';

// Issue 29 §3: authenticator secrets are sealed at rest (AES-256-GCM).
describe('the secret box', () => {
  const box = createSecretBox(Buffer.alloc(32, 1));

  it('opens what it sealed, for the same owner only, and never shows the secret in the sealed text', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => box.open(sealed, 'user-2')).toThrow();
  });

  it('refuses a changed sealed text, and one sealed with another key', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    const parts = sealed.split('.');
    const changed = [...parts.slice(0, 3), `${parts[3]!.slice(0, -2)}AA`].join('.');
    expect(() => box.open(changed, 'user-1')).toThrow();
    expect(() => createSecretBox(Buffer.alloc(32, 2)).open(sealed, 'user-1')).toThrow();
  });

  it('generates its key once in the data folder, readable by the owner only, and takes a configured one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'wayfare-key-'));
    try {
      const first = await resolveTwoFactorKey(undefined, dataDir);
      expect(first).toHaveLength(32);
      expect(await resolveTwoFactorKey(undefined, dataDir)).toEqual(first);
      expect((await stat(path.join(dataDir, 'two-factor-key'))).mode & 0o777).toBe(0o600);
      const configured = Buffer.alloc(32, 9).toString('base64');
      expect(await resolveTwoFactorKey(configured, dataDir)).toEqual(Buffer.alloc(32, 9));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a TWO_FACTOR_KEY that is not 32 bytes in base64 at start-up', () => {
    expect(() => readConfig({ TWO_FACTOR_KEY: 'too-short' })).toThrow(
      /TWO_FACTOR_KEY must be 32 random bytes/,
    );
    expect(
      readConfig({ TWO_FACTOR_KEY: Buffer.alloc(32, 3).toString('base64') }).TWO_FACTOR_KEY,
    ).toBeDefined();
  });
});
