import type { Payment } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { ordersDemo } from '../orders/orders.demo.ts';
import { balanceDifferences, unbalancedTransactions } from '../wallet/ledger.service.ts';
import { paymentsDemo } from './payments.demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
});
afterAll(() => t.close());

const seed = () =>
  t.db.transaction(async (tx) => {
    const orders = await ordersDemo.seed(tx, undefined as never);
    const paid = await paymentsDemo.seed(tx, undefined as never);
    return orders.created + paid.created;
  });

describe('payments demo data', () => {
  it('adds orders paid by each gateway and one with the wrong amount, once, the wallet one through the ledger', async () => {
    const tunde = await createUser(t.db, { password: null, email: 'tunde.bakare@demo.wayfare.ng' });
    await createUser(t.db, { password: null, email: 'first.demo.admin@example.ng', allowAllEndpoints: true });
    expect(await seed()).toBe(11);
    expect(await seed()).toBe(0);
    const admin = apiAs(
      t,
      await tokenFor(await createUser(t.db, { allowAllEndpoints: true, password: null })),
    );
    const all = listOf<Payment>(await admin.get('/api/Payment/GetPayments'));
    const paid = all.rows.filter((payment) => payment.PaymentStatusName === 'Paid');
    expect(paid.map((payment) => payment.PaymentGatewayName).sort()).toEqual([
      'Cash',
      'Flutterwave',
      'Paystack',
      'Wallet',
    ]);
    expect(paid.find((payment) => payment.PaymentGatewayName === 'Cash')).toMatchObject({
      ConfirmBySurname: 'Okafor',
    });
    expect(all.rows.filter((payment) => payment.CanManuallyConfirm)).toHaveLength(1);
    expect(all.rows.map((payment) => payment.PaymentStatusName)).toContain('InconsistencyAmount');
    const mine = listOf<Payment>(await apiAs(t, await tokenFor(tunde)).get('/api/Payment/GetMyPayments'));
    expect(mine.rows.map((payment) => payment.PaymentGatewayName).sort()).toEqual(['Cash', 'Wallet']);
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});
