import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB of memory, 2 iterations, 1 degree of parallelism.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

/** A random password that meets the password rule: letters, digits and a symbol. */
export const generatePassword = () => `${randomBytes(12).toString('base64url')}-Aa1`;

export async function verifyPassword(passwordHash: string, password: string) {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Spent on a sign-in for an address that has no account, so both take the same time.
let decoyHash: Promise<string> | undefined;
export function spendPasswordCheckTime(password: string) {
  decoyHash ??= hashPassword('decoy password that matches nothing');
  return decoyHash.then((decoy) => verifyPassword(decoy, password));
}
