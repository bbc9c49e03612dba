import { Endpoint, paymentTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createUser, signedInAdmin, tokenFor } from '../../test/test-app.ts';
import { orders } from '../orders/orders.table.ts';
import { paymentReferences } from './payment-references.table.ts';
import { payments } from './payments.table.ts';
import {
  createPaymentsTestApp,
  openCheckout,
  orderFor,
  type PaymentsTestApp,
  receiptsTo,
} from './payments.test-support.ts';

/**
 * issue 19 §2: card payments through Paystack and Flutterwave, against their fakes over real HTTP:
 * the customer's confirmation, the providers' events at the wallet's webhook routes, and the
 * administrator's Verify and Re-Verify.
 */

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t?.close());

type Provider = 'paystack' | 'flutterwave';
const gatewayOf = (provider: Provider) => (provider === 'paystack' ? 1 : 4);
const confirmPath = (provider: Provider) =>
  provider === 'paystack' ? '/api/Payment/ConfirmPaystackPayment' : '/api/Payment/ConfirmFlutterwavePayment';

/** A customer whose order awaits verification by a card, the checkout opened under its reference. */
async function checkoutOpened(provider: Provider, amount?: number) {
  const user = await createUser(t.db, { password: null });
  const api = apiAs(t, await tokenFor(user));
  const made = await orderFor(t.db, { email: user.email, userId: user.id });
  const chosen = await api.post('/api/Payment/UpdatePaymentGatewayInformation', {
    PaymentId: made.payment.id,
    OrderId: made.order.id,
    Gateway: gatewayOf(provider),
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  const info = chosen.json() as { TransactionId: string; Amount: number; Email: string };
  await openCheckout(t, provider, {
    reference: info.TransactionId,
    amount: amount ?? info.Amount,
    email: info.Email,
  });
  return { user, api, ...made, reference: info.TransactionId };
}
const fakeOf = (provider: Provider) => (provider === 'paystack' ? t.paystack : t.flutterwave);
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const orderStatus = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.status;

describe.each(['paystack', 'flutterwave'] as const)('a card payment through %s', (provider) => {
  it('is Paid once the customer confirms after paying; the order is Completed and one receipt queued', async () => {
    const who = await checkoutOpened(provider);
    fakeOf(provider).hooks.webhookRepeats = 0;
    fakeOf(provider).settle(who.reference, 'pay');
    fakeOf(provider).hooks.webhookRepeats = 1;
    const confirmed = await who.api.post(confirmPath(provider), { Id: who.payment.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      PaymentStatusName: 'Paid',
      PaymentGateway: gatewayOf(provider),
      TransactionId: who.reference,
    });
    expect(await orderStatus(who.order.id)).toBe(2);
    // Confirming again changes nothing and sends nothing more.
    expect((await who.api.post(confirmPath(provider), { Id: who.payment.id })).json().PaymentStatusName).toBe(
      'Paid',
    );
    const receipts = await receiptsTo(t.db, who.user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.body).toContain(provider === 'paystack' ? 'by Paystack' : 'by Flutterwave');
  });

  it("is Paid by the provider's event alone (the wallet's webhook route hands our reference over)", async () => {
    const who = await checkoutOpened(provider);
    fakeOf(provider).hooks.webhookRepeats = 3;
    fakeOf(provider).settle(who.reference, 'pay');
    await fakeOf(provider).webhooksSettled();
    fakeOf(provider).hooks.webhookRepeats = 1;
    expect((await paymentRow(who.payment.id)).status).toBe(2);
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(1);
    const [charge] = await t.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.reference, who.reference));
    expect(charge).toMatchObject({ outcome: 'paid', providerReference: expect.any(String) });
  });

  it("keeps the card that paid on the customer's cards, once, when the provider will charge it again (issue 30)", async () => {
    const who = await checkoutOpened(provider);
    fakeOf(provider).settle(who.reference, 'pay');
    await fakeOf(provider).webhooksSettled();
    expect((await who.api.post(confirmPath(provider), { Id: who.payment.id })).statusCode).toBe(200);
    const paidWith = [...fakeOf(provider).cards.cards.values()].find(
      (card) => card.email === who.user.email,
    )!;
    const cards = (await who.api.get('/api/Wallet/GetMyCards')).json();
    expect(cards).toEqual([
      expect.objectContaining({
        Last4: paidWith.last4,
        ExpMonth: paidWith.expMonth,
        ExpYear: '2030',
        GatewayName: provider === 'paystack' ? 'Paystack' : 'Flutterwave',
      }),
    ]);
  });

  it('a different amount paid: InconsistencyAmount, the order HasIssue, no receipt', async () => {
    const who = await checkoutOpened(provider, 100);
    fakeOf(provider).settle(who.reference, 'pay');
    await fakeOf(provider).webhooksSettled();
    const seen = (await who.api.post(confirmPath(provider), { Id: who.payment.id })).json();
    expect(seen).toMatchObject({ PaymentStatus: 4, PaymentStatusName: 'InconsistencyAmount' });
    expect(await orderStatus(who.order.id)).toBe(4);
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(0);
    expect((await paymentRow(who.payment.id)).providerMessage).toContain('₦100');
  });

  it('declined or abandoned: Failed; the customer may choose a gateway again', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      const who = await checkoutOpened(provider);
      fakeOf(provider).settle(who.reference, action);
      const seen = (await who.api.post(confirmPath(provider), { Id: who.payment.id })).json();
      expect(seen).toMatchObject({ PaymentStatus: 3, PaymentStatusName: 'Failed' });
      const again = await who.api.post('/api/Payment/UpdatePaymentGatewayInformation', {
        PaymentId: who.payment.id,
        OrderId: who.order.id,
        Gateway: 2,
      });
      expect(again.statusCode, again.body).toBe(200);
    }
  });

  it('leaves the order as it was while the checkout is open, and marks it once the checkout returns (issue 32)', async () => {
    const who = await checkoutOpened(provider);
    const invoice = async () =>
      (await who.api.get(`/api/Order/GetOrder?orderId=${who.order.id}`)).json() as Record<string, unknown>;
    expect(await invoice()).toMatchObject({
      OrderStatusValue: 'Pending',
      PaymentStatusName: 'Pending',
      IsPending: true,
      IsAwaitingVerification: false,
    });
    // Back from the checkout, not yet paid at the provider: the order now awaits verification.
    expect((await who.api.post(confirmPath(provider), { Id: who.payment.id })).statusCode).toBe(200);
    expect(await invoice()).toMatchObject({
      OrderStatusValue: 'AwaitingVerification',
      IsPending: false,
      IsAwaitingVerification: true,
    });
    fakeOf(provider).settle(who.reference, 'pay');
    await fakeOf(provider).webhooksSettled();
    expect(await invoice()).toMatchObject({ OrderStatusValue: 'Approved', HasPaid: true });
  });

  it('not yet paid at the provider: stays AwaitingVerification', async () => {
    const who = await checkoutOpened(provider);
    const seen = (await who.api.post(confirmPath(provider), { Id: who.payment.id })).json();
    expect(seen).toMatchObject({ PaymentStatus: 6, PaymentStatusName: 'AwaitingVerification' });
  });

  it('a charge taken under an older reference still pays the order', async () => {
    const who = await checkoutOpened(provider);
    const newer = await who.api.post('/api/Payment/UpdatePaymentGatewayInformation', {
      PaymentId: who.payment.id,
      OrderId: who.order.id,
      Gateway: gatewayOf(provider),
    });
    expect(newer.json().TransactionId).not.toBe(who.reference);
    fakeOf(provider).settle(who.reference, 'pay');
    await fakeOf(provider).webhooksSettled();
    const row = await paymentRow(who.payment.id);
    expect(row).toMatchObject({ status: 2, reference: who.reference });
  });

  it('answers 404 to someone else, 409 when the payment has no checkout by this provider', async () => {
    const who = await checkoutOpened(provider);
    const stranger = apiAs(t, await tokenFor(await createUser(t.db, { password: null })));
    problemOf(await stranger.post(confirmPath(provider), { Id: who.payment.id }), 404);
    const other: Provider = provider === 'paystack' ? 'flutterwave' : 'paystack';
    const name = other === 'paystack' ? 'Paystack' : 'Flutterwave';
    expect(problemOf(await who.api.post(confirmPath(other), { Id: who.payment.id }), 409).title).toBe(
      paymentTexts.notByProvider(name),
    );
    problemOf(await who.api.post(confirmPath(provider), { Id: 'not-a-uuid' }), 400);
  });

  it('answers 502 in words when the provider cannot be reached, changing nothing', async () => {
    const who = await checkoutOpened(provider);
    const path = provider === 'paystack' ? '/transaction/verify' : '/transactions/verify_by_reference';
    fakeOf(provider).hooks.failures.set(path, { status: 500, times: 3 });
    const refused = problemOf(await who.api.post(confirmPath(provider), { Id: who.payment.id }), 502);
    expect(refused.title).toBe(
      paymentTexts.providerUnavailable(provider === 'paystack' ? 'Paystack' : 'Flutterwave'),
    );
    fakeOf(provider).hooks.failures.clear();
    expect((await paymentRow(who.payment.id)).status).toBe(6);
  });
});

describe("an administrator's Verify and Re-Verify of a Flutterwave payment", () => {
  it('verifies one awaiting verification, and re-verifies a Failed one the provider later took', async () => {
    const admin = await signedInAdmin(t, { [Endpoint.Payment]: { edit: true, view: true } });
    const api = apiAs(t, admin.token);
    const who = await checkoutOpened('flutterwave');
    const listed = (await api.get('/api/Payment/GetPayments', { keyword: who.number })).json();
    expect(listed[0]).toMatchObject({ CanVerify: true, CanManuallyConfirm: false });
    t.flutterwave.settle(who.reference, 'decline');
    expect(
      (await api.post('/api/Payment/ConfirmFlutterwavePayment', { Id: who.payment.id })).json(),
    ).toMatchObject({
      PaymentStatusName: 'Failed',
      CanVerify: true,
    });
    // The customer tried again within Flutterwave's checkout, under the same reference, and paid.
    t.flutterwave.transactions.get(who.reference)!.status = 'pending';
    t.flutterwave.hooks.webhookRepeats = 0;
    t.flutterwave.settle(who.reference, 'pay');
    t.flutterwave.hooks.webhookRepeats = 1;
    const reVerified = await api.post('/api/Payment/ConfirmFlutterwavePayment', { Id: who.payment.id });
    expect(reVerified.json()).toMatchObject({ PaymentStatusName: 'Paid', CanVerify: false });
  });
});
