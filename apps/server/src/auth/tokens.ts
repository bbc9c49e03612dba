import { errors, jwtVerify, SignJWT } from 'jose';

export type TokenClaims = { userId: string; version: number };
/** A genuine token's claims, with when it expires (a live stream ends then). */
export type VerifiedToken = TokenClaims & { expiresAt: Date };

export type TokenService = {
  issue: (claims: TokenClaims & { rememberMe?: boolean }) => Promise<string>;
  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify: (token: string) => Promise<VerifiedToken | undefined>;
  /**
   * Issue 29 §3: the token between the password and the second factor, good only for
   * Account/VerifyTwoFactor and for a few minutes. Signed with a key of its own, so it is never
   * honoured as a bearer token, nor a bearer token as a challenge.
   */
  issueChallenge: (claims: ChallengeClaims) => Promise<string>;
  verifyChallenge: (token: string) => Promise<ChallengeClaims | undefined>;
};

export type ChallengeClaims = TokenClaims & { rememberMe: boolean };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REMEMBER_ME_HOURS = 24 * 30;
const CHALLENGE_MINUTES = 5;
const CHALLENGE_TYPE = 'wayfare-2fa-challenge+jwt';

/** An HMAC-SHA-256 key, imported once (see below). */
function hmacKey(secret: string) {
  const imported = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  let key: Awaited<typeof imported> | undefined;
  return async () => {
    key ??= await imported;
    return key;
  };
}

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
  const challengeKey = hmacKey(`${secret}\u0000two-factor-challenge`);
  return {
    issueChallenge: async ({ userId, version, rememberMe }) =>
      new SignJWT({ ver: version, rem: rememberMe })
        .setProtectedHeader({ alg: 'HS256', typ: CHALLENGE_TYPE })
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_MINUTES}m`)
        .sign(await challengeKey()),
    async verifyChallenge(token) {
      try {
        const { payload } = await jwtVerify(token, await challengeKey(), {
          algorithms: ['HS256'],
          typ: CHALLENGE_TYPE,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || !UUID.test(payload.sub)) return undefined;
        if (typeof payload.ver !== 'number' || !Number.isInteger(payload.ver)) return undefined;
        return { userId: payload.sub, version: payload.ver, rememberMe: payload.rem === true };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
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
