import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTokenService } from '../../auth/tokens.ts';
import type { Database } from '../../db/database.ts';
import { users } from '../../modules/accounts/accounts.table.ts';
import type { Forgery } from './fuzz-cases.ts';

const NOBODY = '00000000-0000-4000-8000-000000000000';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Bearer tokens for the fuzzed callers, issued by the app's own token service at the account's
 * current version (a fuzzed password change makes earlier ones stale), and forgeries of them.
 */
export function tokenDesk(db: Database, secret: string, lifetimeHours = 12) {
  const tokens = createTokenService(secret, lifetimeHours);
  const versionOf = async (userId: string) => {
    const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId));
    if (!row) throw new Error(`no account ${userId}`);
    return row.version;
  };
  const issued = new Map<string, { version: number; token: string }>();

  /** A genuine token of the account, issued again when its version has moved on since. */
  async function current(userId: string) {
    const known = issued.get(userId);
    if (known) return known;
    const version = await versionOf(userId);
    const fresh = { version, token: await tokens.issue({ userId, version }) };
    issued.set(userId, fresh);
    return fresh;
  }
  const tokenOf = async (userId: string) => (await current(userId)).token;

  /** After a request that may have changed an account (a password change): check the versions again. */
  async function recheck() {
    for (const [userId, known] of issued) {
      if ((await versionOf(userId)) !== known.version) issued.delete(userId);
    }
  }

  /** The Authorization header of a forgery of the account's identity. */
  async function forged(forgery: Forgery, userId: string): Promise<string> {
    const { token, version } = await current(userId);
    const now = Math.floor(Date.now() / 1000);
    switch (forgery) {
      case 'a token followed by junk':
        return `Bearer ${token} junk`;
      case 'the scheme without a token':
        return 'Bearer';
      case 'another scheme':
        return `Basic ${Buffer.from('rider@example.ng:Str0ng!Passw0rd').toString('base64')}`;
      case 'a token without its scheme':
        return token;
      case 'a token with a changed signature': {
        const [header, payload, signature = ''] = token.split('.');
        const changed = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
        return `Bearer ${header}.${payload}.${changed}`;
      }
      case 'a token signed with another secret':
        return `Bearer ${await createTokenService(`another-${secret}`, lifetimeHours).issue({ userId, version })}`;
      case 'an unsigned token (alg none)':
        return `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: userId, ver: version, iat: now, exp: now + 3600 })}.`;
      case 'an expired token':
        return `Bearer ${await new SignJWT({ ver: version })
          .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
          .setSubject(userId)
          .setIssuedAt(now - 7200)
          .setExpirationTime(now - 3600)
          .sign(new TextEncoder().encode(secret))}`;
      case 'a token of another version':
        return `Bearer ${await tokens.issue({ userId, version: version - 1 })}`;
      case 'a token of an account that does not exist':
        return `Bearer ${await tokens.issue({ userId: NOBODY, version: 0 })}`;
    }
  }

  return { tokenOf, forged, recheck };
}
