import type { CallAccess } from '@wayfare/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

export type RegisteredRoute = { method: string; url: string; access: CallAccess };

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
