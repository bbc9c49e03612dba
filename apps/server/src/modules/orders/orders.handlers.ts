import { calls } from '@wayfare/contracts';
import { callerId, callerOf, siteUrlOf } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { cancelOrder } from './cancel-order.service.ts';
import { createOrder } from './create-order.service.ts';
import { invoicePdf, receiptPdf } from './order-documents.service.ts';
import { getOrder, listMyOrders, listOrders } from './order-lists.service.ts';
import { orderStatusList } from './order-statuses.ts';

/** The database and the settings: VAT_PERCENT, TIME_ZONE, ORDER_GATEWAYS and PUBLIC_URL. */
export type OrdersDeps = { db: Db; config: Config };

/** Issue 19 §1: the Order calls. */
export const orderHandlers = handlersFor(calls.Order, (deps: OrdersDeps) => ({
  CreateOrderForOtherItems: ({ body, request }) =>
    createOrder(
      deps.db,
      { vatPercent: deps.config.VAT_PERCENT, timeZone: deps.config.TIME_ZONE },
      { ...body, by: callerId(request), siteUrl: siteUrlOf(request, deps.config) },
    ),
  GetOrder: ({ query, request }) =>
    getOrder(deps.db, deps.config.ORDER_GATEWAYS, { id: query.orderId, caller: callerOf(request) }),
  GetOrders: ({ query }) => listOrders(deps.db, deps.config.ORDER_GATEWAYS, query),
  GetMyOrders: ({ query, request }) =>
    listMyOrders(deps.db, deps.config.ORDER_GATEWAYS, { ...query, userId: callerId(request) }),
  GetOrderStatuses: () => orderStatusList(),
  CancelOrder: ({ body, request }) => cancelOrder(deps.db, { Id: body.Id, by: callerId(request) }),
  Invoice: async ({ query, request, reply }) => {
    const file = await invoicePdf(deps.db, { id: query.orderId, caller: callerOf(request) });
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`);
    return file.content;
  },
  Receipt: async ({ query, request, reply }) => {
    const file = await receiptPdf(deps.db, { id: query.orderId, caller: callerOf(request) });
    reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`);
    return file.content;
  },
}));
