import { accountTexts, type CallAccess } from '@wayfare/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isPermitted, loadPrincipal, type Principal } from '../auth/principal.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: CallAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

// RFC 6750 §2.1: the scheme, spaces, and one token of token characters; nothing before or after it.
const BEARER = /^Bearer +([\w.~+/-]+=*)$/i;

/** The header's token; '' for a header that is not exactly `Bearer <token>` (refused like a bad token). */
function bearerToken(request: FastifyRequest) {
  const header = request.headers.authorization;
  if (!header) return undefined;
  return BEARER.exec(header)?.[1] ?? '';
}

/**
 * The one guard: every route's declared access is enforced here, before its body is even read.
 * A token is honoured only while its version matches the account's (a password change, a suspension
 * or a deletion bumps it) and the account is active.
 */
export function registerGuard(app: FastifyInstance, deps: { db: Db; tokens: TokenService }) {
  app.decorateRequest('principal', null);

  async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (token === undefined) throw unauthorized();
    const claims = token ? await deps.tokens.verify(token) : undefined;
    if (!claims) throw unauthorized(accountTexts.sessionExpired);
    const principal = await loadPrincipal(deps.db, claims.userId);
    if (!principal || principal.isDeleted || principal.tokenVersion !== claims.version) {
      throw unauthorized(accountTexts.sessionExpired);
    }
    if (!principal.isActive) throw unauthorized(accountTexts.accountSuspended);
    return principal;
  }

  app.addHook('onRequest', async (request) => {
    const routeAccess = request.routeOptions.config?.access;
    if (!routeAccess || routeAccess.kind === 'public') return;
    const principal = await authenticate(request);
    if (routeAccess.kind === 'admin') {
      // The first administrator's generated password must be replaced before anything else is done.
      if (principal.requireNewPassword) throw forbidden(accountTexts.chooseNewPasswordFirst);
      if (!isPermitted(principal, routeAccess.endpoint, routeAccess.action)) throw forbidden();
    }
    request.principal = principal;
  });
}
