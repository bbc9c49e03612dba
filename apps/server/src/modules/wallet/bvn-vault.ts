import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * BVNs sealed at rest (issue 29 §1): AES-256-GCM with a fresh 12-byte nonce each time, the owner's id
 * as additional data, so a sealed BVN copied onto another person's row does not open. Stored as
 * `v1.<nonce>.<tag>.<ciphertext>` (base64url), the version leaving room for a change of key.
 */
export type BvnVault = {
  seal(userId: string, bvn: string): Promise<string>;
  open(userId: string, sealed: string): Promise<string>;
};

export function createBvnVault(key: () => Promise<Buffer>): BvnVault {
  return {
    async seal(userId, bvn) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', await key(), nonce);
      cipher.setAAD(Buffer.from(userId));
      const sealed = Buffer.concat([cipher.update(bvn, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    async open(userId, stored) {
      const [version, nonce, tag, sealed] = stored.split('.');
      if (version !== 'v1' || !nonce || !tag || !sealed)
        throw new Error('A stored BVN is not in a known form');
      const decipher = createDecipheriv('aes-256-gcm', await key(), Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(userId));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
