import { TOTAL_COUNT_HEADER } from '@wayfare/contracts';
import type { FastifyInstance, FastifyReply, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Access } from './access.ts';

/** The Fastify instance as route modules see it: request and reply typed by the contracts' zod schemas. */
export type Api = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export type RegisteredRoute = { method: string; url: string; access: Access };

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
  }
}

/** Records every /api route with its declared access, and refuses to start if one declares none. */
export function registerRouteTable(app: FastifyInstance) {
  const routes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${route.method} ${route.url} must declare its access`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, access });
    }
  });
}

/** spec: lists are JSON arrays with the total in X-Total-Count. */
export function sendList<T>(reply: FastifyReply, page: { rows: T[]; total: number }) {
  reply.header(TOTAL_COUNT_HEADER, String(page.total));
  return page.rows;
}
