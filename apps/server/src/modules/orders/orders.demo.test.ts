import type { Order } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { ordersDemo } from './orders.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seedDemo = () => t.db.transaction((tx) => ordersDemo.seed(tx, undefined as never));

describe('orders demo data', () => {
  it('adds orders in each state this module makes, once, and joins them to their customers by e-mail', async () => {
    const ada = await createUser(t.db, { password: null, email: 'ada.okafor@demo.wayfare.ng' });
    expect((await seedDemo()).created).toBe(6);
    expect((await seedDemo()).created).toBe(0);
    const admin = apiAs(
      t,
      await tokenFor(await createUser(t.db, { allowAllEndpoints: true, password: null })),
    );
    const all = listOf<Order>(await admin.get('/api/Order/GetOrders'));
    expect(all.total).toBe(6);
    expect(new Set(all.rows.map((order) => order.OrderStatusValue))).toEqual(
      new Set(['Pending', 'AwaitingVerification', 'Failed', 'Cancelled']),
    );
    for (const order of all.rows) {
      const items = order.OrderItems.reduce((sum, item) => sum + item.Amount, 0);
      expect(order.TotalAmount).toBeCloseTo(items + order.ShippingFee + order.Vat, 2);
    }
    const mine = listOf<Order>(await apiAs(t, await tokenFor(ada)).get('/api/Order/GetMyOrders'));
    expect(mine.rows.map((order) => order.Email)).toEqual(['ada.okafor@demo.wayfare.ng']);
  });
});
