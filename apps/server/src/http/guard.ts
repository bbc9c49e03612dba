import { accountTexts, type CallAccess, rightsAdmitting, twoFactorTexts } from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isFullAdministrator, isPermitted, loadPrincipal, type Principal } from '../auth/principal.ts';
import type { TokenClaims, TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: CallAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** The signed-in caller's session, for a reply that outlives the request (a live stream). */
    session: CallerSession | null;
  }
}

/**
 * How long the caller's sign-in lasts: the token's expiry, and `stillAllowed`, which asks the
 * database again (one query) whether the account still honours the token and the call's access (a
 * sign-out elsewhere, a password change, a suspension, a deletion or a role change ends it).
 */
export type CallerSession = { expiresAt: Date; stillAllowed: () => Promise<boolean> };

// RFC 6750 §2.1: the scheme, spaces, and one token of token characters; nothing before or after it.
const BEARER = /^Bearer +([\w.~+/-]+=*)$/i;

/** The header's token; '' for a header that is not exactly `Bearer <token>` (refused like a bad token). */
function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

/**
 * The one guard: every route's declared access is enforced here, before its body is even read
 * (full administrators only included: no service checks it again). Only a condition that depends on
 * the data (`fullAdministratorsWhen`) is left to the service, which asks it through the declaration
 * (`../auth/full-administrators-when.ts`).
 * A token is honoured only while its version matches the account's (a password change, a suspension
 * or a deletion bumps it) and the account is active.
 */
/**
 * The refusal of an admin call to this principal, if refused: without the endpoint's action, the usual
 * one; on a call for full administrators only, a sub-admin gets the call's own refusal. The guard's own
 * rule, which services that show or search what other calls serve ask too (`mayMakeCall`).
 */
export function adminRefusal(principal: Principal, routeAccess: CallAccess) {
  if (routeAccess.kind !== 'admin') return undefined;
  // The first administrator's generated password must be replaced before anything else is done.
  if (principal.requireNewPassword) return forbidden(accountTexts.chooseNewPasswordFirst);
  // Issue 29 §3: while every administrator must have a second factor, one without it enrols first.
  if (principal.mustEnrolTwoFactor) return forbidden(twoFactorTexts.enrolFirst);
  const admitted = rightsAdmitting(routeAccess).some((right) =>
    isPermitted(principal, right.endpoint, right.action),
  );
  if (!admitted) return forbidden();
  const fullAdministratorsOnly = routeAccess.fullAdministratorsOnly;
  if (fullAdministratorsOnly && !isFullAdministrator(principal)) {
    return forbidden(fullAdministratorsOnly.refusal);
  }
  return undefined;
}

/** Whether the guard lets the principal make the call (its declared access). */
export const mayMakeCall = (principal: Principal, call: { readonly access: CallAccess }) =>
  adminRefusal(principal, call.access) === undefined;

export function registerGuard(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  app.decorateRequest('principal', null);
  app.decorateRequest('session', null);

  /** The account behind genuine claims, or the refusal of a token it no longer honours. */
  async function principalOf(claims: TokenClaims) {
    const principal = await loadPrincipal(deps.db, claims.userId);
    if (!principal || principal.isDeleted || principal.tokenVersion !== claims.version) {
      return unauthorized(accountTexts.sessionExpired);
    }
    if (!principal.isActive) return unauthorized(accountTexts.accountSuspended);
    return principal;
  }

  app.addHook('onRequest', async (request) => {
    const routeAccess = request.routeOptions.config?.access;
    if (!routeAccess || routeAccess.kind === 'public') return;
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized();
    const claims = token ? await deps.tokens.verify(token) : undefined;
    if (!claims) throw unauthorized(accountTexts.sessionExpired);
    const principal = await principalOf(claims);
    if (principal instanceof Error) throw principal;
    const refusal = adminRefusal(principal, routeAccess);
    if (refusal) throw refusal;
    request.principal = principal;
    request.session = {
      expiresAt: claims.expiresAt,
      async stillAllowed() {
        if (Date.now() >= claims.expiresAt.getTime()) return false;
        const now = await principalOf(claims);
        return !(now instanceof Error) && !adminRefusal(now, routeAccess);
      },
    };
  });
}
