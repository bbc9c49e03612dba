import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; version: number };
/** A genuine token's claims, with when it expires (a live stream ends then). */
export type VerifiedToken = TokenClaims & { expiresAt: Date };

export type TokenService = {
  issue: (claims: TokenClaims & { rememberMe?: boolean }) => Promise<string>;
  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify: (token: string) => Promise<VerifiedToken | undefined>;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REMEMBER_ME_HOURS = 24 * 30;

export function createTokenService(secret: string, lifetimeHours: number): TokenService {
  // Imported once: handed raw bytes, jose would import the key again on every request (a fifth of
  // the cost of an authenticated call). Pinned to HMAC-SHA-256, so it can serve no other algorithm.
  const imported = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  let key: Awaited<typeof imported> | undefined;
  const keyOf = async () => {
    key ??= await imported;
    return key;
  };
  return {
    issue: async ({ userId, version, rememberMe }) =>
      new SignJWT({ ver: version })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${rememberMe ? REMEMBER_ME_HOURS : lifetimeHours}h`)
        .sign(key ?? (await keyOf())),
    async verify(token) {
      try {
        // The algorithm is pinned: a token claiming "none" or an asymmetric algorithm is refused.
        const { payload } = await jwtVerify(token, key ?? (await keyOf()), {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return undefined;
        if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return undefined;
        // requiredClaims has made sure of exp; jose has checked it is a number in the future.
        return { userId: payload.sub, version: payload.ver, expiresAt: new Date(payload.exp! * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
