import type { FastifyBaseLogger, FastifyInstance, HTTPMethods } from 'fastify';
import type { FakeFlutterwave } from './fake-flutterwave.ts';
import { type FakeHandler, serveSafely } from './fake-http.ts';
import type { FakePaystack } from './fake-paystack.ts';
import { handleIncomingTransferControl } from './fake-virtual-accounts.ts';

/**
 * Where the fake gateway's parts are served, below its root (the test server's own root, or
 * /fake-gateway on the app in test mode): Paystack under /paystack, Flutterwave under /flutterwave/v3,
 * and the control that lands a bank transfer on a virtual account.
 */
export type FakeRoute = {
  path: string;
  /** The path and everything below it (a provider's API, handed the rest), or the path alone. */
  below: boolean;
  /** The methods the app routes to it (the test server hands it any: it answers the others itself). */
  methods: HTTPMethods[];
  handle: FakeHandler;
};

export const FAKE_PAYSTACK_ROUTE = '/paystack';
export const FAKE_FLUTTERWAVE_ROUTE = '/flutterwave/v3';
export const FAKE_INCOMING_TRANSFER_ROUTE = '/control/incoming-transfer';

export function fakeGatewayRoutes(fakes: {
  paystack: FakePaystack;
  flutterwave: FakeFlutterwave;
}): FakeRoute[] {
  return [
    // Each request to the fake's handler as it is then (a test may wrap it to watch the calls).
    {
      path: FAKE_PAYSTACK_ROUTE,
      below: true,
      methods: ['GET', 'POST'],
      handle: (request, response, path) => fakes.paystack.handle(request, response, path),
    },
    {
      path: FAKE_FLUTTERWAVE_ROUTE,
      below: true,
      methods: ['GET', 'POST'],
      handle: (request, response, path) => fakes.flutterwave.handle(request, response, path),
    },
    {
      path: FAKE_INCOMING_TRANSFER_ROUTE,
      below: false,
      methods: ['POST'],
      handle: (request, response) =>
        handleIncomingTransferControl(request, response, [
          { name: 'Paystack', virtualAccounts: fakes.paystack.virtualAccounts },
          { name: 'Flutterwave', virtualAccounts: fakes.flutterwave.virtualAccounts },
        ]),
    },
  ];
}

/** The route serving `url` (a request's path and query, below the root), and the part it is handed. */
export function findFakeRoute(routes: readonly FakeRoute[], url: string) {
  for (const route of routes) {
    if (route.below ? url.startsWith(`${route.path}/`) : url === route.path)
      return { route, rest: url.slice(route.path.length) || '/' };
  }
  return undefined;
}

/**
 * Mounts fake routes on the app under `root` (test mode): public, out of the API's documentation, and
 * taken over before any body parser, as a fake reads its request itself.
 */
export function mountFakeRoutes(
  app: FastifyInstance,
  root: string,
  routes: readonly FakeRoute[],
  log: FastifyBaseLogger,
  what = 'fake gateway',
) {
  for (const route of routes) {
    const prefix = `${root}${route.path}`;
    app.route({
      method: route.methods,
      url: route.below ? `${prefix}/*` : prefix,
      config: { access: { kind: 'public' } },
      schema: { hide: true },
      onRequest: (request, reply, done) => {
        reply.hijack();
        const rest = request.raw.url!.slice(prefix.length) || '/';
        serveSafely(route.handle, request.raw, reply.raw, rest, (error) => log.error(error, what));
        done();
      },
      handler: async () => undefined,
    });
  }
}
