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
    summary: 'One order with its items and payment: to its customer, or to an administrator with Order view.',
    problems: [404],
  },
  GetOrders: {
    method: 'GET',
    access: access.admin(Endpoint.Order, 'view'),
    query: getOrdersQuery,
    reply: reply.list(orderEntity),
    summary: 'Every order, newest first; filters status, from, to and a keyword.',
  },
  GetMyOrders: {
    method: 'GET',
    access: access.signedIn,
    query: getOrdersQuery,
    reply: reply.list(orderEntity),
    summary: "The caller's orders, newest first; filters status, from, to and a keyword.",
  },
  GetOrderStatuses: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(idAndName),
    summary: 'The order statuses (Id, Name).',
  },
  CancelOrder: {
    method: 'POST',
    access: access.admin(Endpoint.Order, 'edit'),
    body: orderIdRequest,
    reply: reply.json(messageReply),
    summary: 'Cancels an unpaid order and the payments waiting for it.',
    problems: [404, 409],
  },
  Invoice: {
    method: 'GET',
    access: access.signedIn,
    query: orderIdQuery,
    reply: reply.file,
    summary: 'The invoice as a PDF (attachment invoice-WF-000123.pdf)',
    problems: [404],
  },
  Receipt: {
    method: 'GET',
    access: access.signedIn,
    query: orderIdQuery,
    reply: reply.file,
    summary: 'The receipt as a PDF, once the order is paid',
    problems: [404, 409],
  },
});
