import { idAndName } from '../admin-roles.ts';
import { access, defineArea, reply } from '../call.ts';
import { createOrderRequest, getOrdersQuery, orderEntity, orderIdQuery, orderIdRequest } from '../orders.ts';
import { messageReply } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/**
 * Issue 19 §1: an administrator bills a customer for things outside a ride; the customer opens the
 * invoice and downloads it. GetOrder and the downloads are signed in: the service lets through the
 * order's customer (by e-mail) and administrators holding Order view, and answers 404 to anyone else.
 */
export const orderCalls = defineArea('Order', {
  CreateOrderForOtherItems: {
    method: 'POST',
    access: access.admin(Endpoint.Order, 'create'),
    body: createOrderRequest,
    reply: reply.text,
    summary: "Creates an order with its Pending payment; answers the invoice's address",
  },
  GetOrder: {
    method: 'GET',
    access: access.signedIn,
    query: orderIdQuery,
    reply: reply.json(orderEntity),
  },
  GetOrders: {
    method: 'GET',
    access: access.admin(Endpoint.Order, 'view'),
    query: getOrdersQuery,
    reply: reply.list(orderEntity),
  },
  GetMyOrders: {
    method: 'GET',
    access: access.signedIn,
    query: getOrdersQuery,
    reply: reply.list(orderEntity),
  },
  GetOrderStatuses: { method: 'GET', access: access.signedIn, reply: reply.list(idAndName) },
  CancelOrder: {
    method: 'POST',
    access: access.admin(Endpoint.Order, 'edit'),
    body: orderIdRequest,
    reply: reply.json(messageReply),
  },
  Invoice: {
    method: 'GET',
    access: access.signedIn,
    query: orderIdQuery,
    reply: reply.file,
    summary: 'The invoice as a PDF (attachment invoice-WF-000123.pdf)',
  },
  Receipt: {
    method: 'GET',
    access: access.signedIn,
    query: orderIdQuery,
    reply: reply.file,
    summary: 'The receipt as a PDF, once the order is paid',
  },
});
