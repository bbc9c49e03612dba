import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs } from '../../test/api-client.ts';
import { signedInAdmin } from '../../test/test-app.ts';
import { balanceDifferences, unbalancedTransactions } from '../wallet/ledger.service.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';
import { paymentReferences } from './payment-references.table.ts';
import { payments } from './payments.table.ts';
import {
  createPaymentsTestApp,
  customerWithOrder,
  openCheckout,
  type PaymentsTestApp,
  receiptsTo,
} from './payments.test-support.ts';

/**
 * issue 19 §2, §4: a payment is counted once however its confirmations race. On PostgreSQL the requests
 * really overlap (a pool of connections, the app on a real port); on PGlite they queue, and the same
 * answers must come out.
 */

let t: PaymentsTestApp;
let funder: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  funder = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t?.close());

async function byPaystack(balance = 0) {
  const { user, api, ...made } = await customerWithOrder(t, funder, balance);
  const info = (
    await api.post('/api/Payment/UpdatePaymentGatewayInformation', {
      PaymentId: made.payment.id,
      OrderId: made.order.id,
      Gateway: 1,
    })
  ).json() as { TransactionId: string; Amount: number; Email: string };
  await openCheckout(t, 'paystack', {
    reference: info.TransactionId,
    amount: info.Amount,
    email: info.Email,
  });
  return { user, api, ...made, reference: info.TransactionId };
}

const balanceOf = async (api: ReturnType<typeof apiAs>) =>
  ((await api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;

describe('confirmations racing', () => {
  it('50 confirmations and webhooks of one payment at once: one Paid, one receipt', async () => {
    const who = await byPaystack();
    const admin = apiAs(t, (await signedInAdmin(t)).token);
    // Paid at the provider; its 25 events and 25 confirmations (the customer's and an admin's) at once.
    t.paystack.hooks.webhookRepeats = 25;
    const confirmations = Array.from({ length: 25 }, (_, i) =>
      (i % 2 ? admin : who.api).post('/api/Payment/ConfirmPaystackPayment', { Id: who.payment.id }),
    );
    t.paystack.settle(who.reference, 'pay');
    const answers = await Promise.all(confirmations);
    await t.paystack.webhooksSettled();
    t.paystack.hooks.webhookRepeats = 1;
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(25).fill(200));
    const events = t.paystack.webhookDeliveries.filter((delivery) => delivery.reference === who.reference);
    expect(events.filter((event) => event.status === 200)).toHaveLength(25);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, who.payment.id));
    expect(row).toMatchObject({ status: 2, reference: who.reference });
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(1);
    const charges = await t.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.paymentId, who.payment.id));
    expect(charges.map((charge) => charge.outcome)).toEqual(['paid']);
    expect(t.paystack.refunds.filter((refund) => refund.reference === who.reference)).toEqual([]);
  });

  it('paid by wallet first, the card charge that comes after is refunded through the provider', async () => {
    const who = await byPaystack(30_000);
    const byWallet = await who.api.post('/api/Payment/CompleteWithWalletPayment', {
      PaymentId: who.payment.id,
      OrderId: who.order.id,
      Gateway: 3,
    });
    expect(byWallet.statusCode, byWallet.body).toBe(200);
    t.paystack.settle(who.reference, 'pay');
    await t.paystack.webhooksSettled();
    const [row] = await t.db.select().from(payments).where(eq(payments.id, who.payment.id));
    expect(row).toMatchObject({ status: 2, gateway: 3 });
    expect(t.paystack.refunds).toContainEqual({ reference: who.reference, amount: who.totalKobo });
    const [charge] = await t.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, who.reference));
    expect(charge).toMatchObject({ outcome: 'refunded', refundError: null });
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(1);
    expect(await balanceOf(who.api)).toBe(8500);
  });

  it('the same order paid by wallet and card at once: one payment, the losing side undone', async () => {
    for (let round = 0; round < 5; round++) {
      const who = await byPaystack(30_000);
      t.paystack.hooks.webhookRepeats = 0;
      t.paystack.settle(who.reference, 'pay');
      t.paystack.hooks.webhookRepeats = 1;
      const [wallet, card] = await Promise.all([
        who.api.post('/api/Payment/CompleteWithWalletPayment', {
          PaymentId: who.payment.id,
          OrderId: who.order.id,
          Gateway: 3,
        }),
        who.api.post('/api/Payment/ConfirmPaystackPayment', { Id: who.payment.id }),
      ]);
      expect(card.statusCode, card.body).toBe(200);
      const [row] = await t.db.select().from(payments).where(eq(payments.id, who.payment.id));
      expect(row!.status).toBe(2);
      const debits = await t.db
        .select()
        .from(walletTransactions)
        .where(eq(walletTransactions.userId, who.user.id));
      const refunded = t.paystack.refunds.some((refund) => refund.reference === who.reference);
      if (wallet.statusCode === 200) {
        // The wallet won: the card's charge was handed back.
        expect(row!.gateway).toBe(3);
        expect(refunded).toBe(true);
        expect(await balanceOf(who.api)).toBe(8500);
      } else {
        expect(wallet.statusCode).toBe(409);
        expect(wallet.json().title).toBe('This payment is Paid');
        expect(row!.gateway).toBe(1);
        expect(refunded).toBe(false);
        expect(await balanceOf(who.api)).toBe(30_000);
      }
      // The funding credit, and at most one debit.
      expect(debits.filter((debit) => debit.type === 2).length).toBe(wallet.statusCode === 200 ? 1 : 0);
      expect(await receiptsTo(t.db, who.user.email)).toHaveLength(1);
    }
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });
});
