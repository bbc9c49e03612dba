import type { WayfareServer } from './server.ts';

// Issue 19: orders made through the API for the journeys whose subject is paying them.

export type OrderDetails = {
  Surname: string;
  Firstname: string;
  Email: string;
  items?: { ItemObjectName: string; Amount: number; QuatityOrder: number }[];
  shippingFee?: number;
};

/**
 * POST Order/CreateOrderForOtherItems as an administrator; answers the order's Id, read from the
 * invoice's address the call replies (a text reply: {site}/order?orderid={Id}).
 */
export async function createOrderThroughApi(server: WayfareServer, adminToken: string, order: OrderDetails) {
  const response = await fetch(`${server.baseURL}/api/Order/CreateOrderForOtherItems`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({
      Surname: order.Surname,
      Firstname: order.Firstname,
      Email: order.Email,
      PhoneNumber: '0803 123 4567',
      Address: '12 Awolowo Road, Ikoyi, Lagos',
      IncludeShipping: order.shippingFee !== undefined,
      ShippingFee: order.shippingFee ?? 0,
      OrderItems: order.items ?? [{ ItemObjectName: 'Seat cover cleaning', Amount: 10_000, QuatityOrder: 1 }],
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`CreateOrderForOtherItems answered ${response.status}: ${text}`);
  const id = new URL(text).searchParams.get('orderid');
  if (!id) throw new Error(`CreateOrderForOtherItems answered no order id: ${text}`);
  return id;
}
