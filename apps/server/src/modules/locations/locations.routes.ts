import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { registerCityRoutes } from './cities.routes.ts';
import { registerCountryRoutes } from './countries.routes.ts';
import { registerStateRoutes } from './states.routes.ts';

/** spec 001 §7: the Country, State and City calls. */
export function registerLocationRoutes(app: FastifyInstance, ctx: AppContext) {
  registerCountryRoutes(app, ctx.db);
  registerStateRoutes(app, ctx.db);
  registerCityRoutes(app, ctx.db);
}
