import { allCalls, type BulkCall, type CallDeclaration, isBulkCall } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { inProcessFetch } from '../../http/in-process-fetch.ts';
import { type CallHandler, type ModuleParts, sharedHandlers } from '../../http/register-calls.ts';
import { runBulk } from './run-bulk.ts';

type BulkInput = { body: { Ids: (number | string)[] } };

/** The one handler of every bulk call, bound to its declaration (which names its row call). */
const bulkHandler =
  (call: BulkCall): CallHandler<CallDeclaration> =>
  (input) => {
    const { request, body } = input as typeof input & BulkInput;
    // The server the request came in on: its routes are the row calls.
    const app: FastifyInstance = request.server;
    return runBulk(inProcessFetch(app), { call, request, ids: body.Ids }) as never;
  };

/** Issue 32: the bulk twins of the admin lists' row actions (`Bulk{Action}`, packages/contracts bulk.ts). */
export const bulkModule = (): ModuleParts => ({
  handlers: sharedHandlers(allCalls.filter(isBulkCall), bulkHandler),
});
