import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest (issue 29 §3: authenticator secrets), sealed with AES-256-GCM: a fresh 96-bit
 * nonce per seal, and the tag checked on opening, so a changed or swapped value is refused rather than
 * read. `aad` ties a sealed value to its owner (e.g. the user id): copied to another row, it won't open.
 * Stored as `v1.<nonce>.<tag>.<ciphertext>` (base64url), the version leaving room for a new key.
 */
export type SecretBox = {
  seal: (plaintext: string, aad: string) => string;
  open: (sealed: string, aad: string) => string;
};

export const SECRET_BOX_KEY_BYTES = 32;

export function createSecretBox(key: Uint8Array): SecretBox {
  if (key.length !== SECRET_BOX_KEY_BYTES) throw new Error('The secret box key must be 32 bytes');
  return {
    seal(plaintext, aad) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(aad));
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return ['v1', nonce, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed, aad) {
      const [version, nonce, tag, ciphertext] = sealed.split('.');
      if (version !== 'v1' || !nonce || !tag || ciphertext === undefined) {
        throw new Error('Not a sealed secret');
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
      decipher.setAAD(Buffer.from(aad));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(ciphertext, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}
