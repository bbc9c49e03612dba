import type { FastifyRequest } from 'fastify';
import type { TokenService } from '../auth/tokens.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { unauthorized } from './errors.ts';

/** What route modules receive from the app: the database, the settings and the shared services. */
export type AppContext = {
  db: Database;
  config: Config;
  tokens: TokenService;
  /** Wakes the outbox worker, so a queued message goes out now rather than at the next poll. */
  wakeOutbox: () => void;
};

/** The address links in messages point at: the configured public URL, else the one the caller used. */
export const siteUrlOf = (request: FastifyRequest, config: Config) =>
  config.PUBLIC_URL?.replace(/\/$/, '') ?? `${request.protocol}://${request.host}`;

/** The signed-in caller's id; the guard has already refused anyone else on a signedIn route. */
export function callerId(request: FastifyRequest) {
  if (!request.principal) throw unauthorized();
  return request.principal.userId;
}
