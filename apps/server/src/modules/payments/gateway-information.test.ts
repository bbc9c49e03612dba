import { Endpoint, paymentTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { createUser, signedInAdmin, tokenFor } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { paymentReferences } from './payment-references.table.ts';
import { payments } from './payments.table.ts';
import {
  createPaymentsTestApp,
  FLUTTERWAVE_PUBLIC,
  orderFor,
  PAYSTACK_PUBLIC,
  type PaymentsTestApp,
} from './payments.test-support.ts';

/** issue 19 §2: choosing how to pay an order's invoice (Payment/UpdatePaymentGatewayInformation). */

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t?.close());

async function customerWithOrder() {
  const user = await createUser(t.db, { password: null });
  const api = apiAs(t, await tokenFor(user));
  const made = await orderFor(t.db, { email: user.email, userId: user.id }, [
    { name: 'Cleaning fee', unitKobo: 1_500_000 },
    { name: 'Car branding kit', unitKobo: 500_050, quantity: 2 },
  ]);
  return { user, api, ...made };
}

const choose = (
  api: ReturnType<typeof apiAs>,
  made: { order: { id: string }; payment: { id: string } },
  Gateway: unknown,
  extra: object = {},
) =>
  api.post('/api/Payment/UpdatePaymentGatewayInformation', {
    PaymentId: made.payment.id,
    OrderId: made.order.id,
    Gateway,
    ...extra,
  });

describe('Payment/UpdatePaymentGatewayInformation', () => {
  it('moves a Pending payment to AwaitingVerification by Paystack and answers what the inline script needs', async () => {
    const made = await customerWithOrder();
    const response = await choose(made.api, made, 1, { SelectedOrderQuestions: ['Deliver to the office'] });
    expect(response.statusCode, response.body).toBe(200);
    const info = response.json();
    expect(info).toEqual({
      Id: made.payment.id,
      Email: made.user.email,
      Phone: '+2348031234567',
      Amount: made.totalKobo / 100,
      TransactionId: expect.stringMatching(/^WFP-/),
      PaymentItems: ['Cleaning fee', 'Car branding kit'],
      PaymentGatewayPublicKey: PAYSTACK_PUBLIC,
    });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, made.payment.id));
    expect(row).toMatchObject({
      status: 6,
      gateway: 1,
      reference: info.TransactionId,
      selectedOrderQuestions: ['Deliver to the office'],
    });
  });

  it('gives a new reference each time the customer chooses again while awaiting verification, keeping the old ones', async () => {
    const made = await customerWithOrder();
    const first = (await choose(made.api, made, 1)).json();
    const second = (await choose(made.api, made, 4)).json();
    expect(second.TransactionId).not.toBe(first.TransactionId);
    expect(second.PaymentGatewayPublicKey).toBe(FLUTTERWAVE_PUBLIC);
    const cash = (await choose(made.api, made, 2)).json();
    expect(cash).toMatchObject({ TransactionId: null, PaymentGatewayPublicKey: null });
    const known = await t.db
      .select()
      .from(paymentReferences)
      .where(eq(paymentReferences.paymentId, made.payment.id));
    expect(known.map((row) => [row.gateway, row.reference])).toEqual([
      [1, first.TransactionId],
      [4, second.TransactionId],
    ]);
  });

  it('refuses a Paid or Cancelled payment with 409 naming its state, changing nothing', async () => {
    for (const [status, name] of [
      [2, 'Paid'],
      [5, 'Cancelled'],
    ] as const) {
      const made = await customerWithOrder();
      await t.db.update(payments).set({ status, gateway: 2 }).where(eq(payments.id, made.payment.id));
      const refused = problemOf(await choose(made.api, made, 1), 409);
      expect(refused.title).toBe(paymentTexts.paymentIs(name));
      const [row] = await t.db.select().from(payments).where(eq(payments.id, made.payment.id));
      expect(row).toMatchObject({ status, gateway: 2, reference: null });
    }
  });

  it('refuses a gateway not offered (ORDER_GATEWAYS) with 400 under Gateway', async () => {
    const only = await createPaymentsTestApp({ ORDER_GATEWAYS: [2, 3] });
    try {
      const user = await createUser(only.db, { password: null });
      const made = await orderFor(only.db, { email: user.email, userId: user.id });
      const api = apiAs(only, await tokenFor(user));
      const refused = problemOf(await choose(api, made, 1), 400);
      expect(refused.errors?.Gateway).toEqual([paymentTexts.gatewayNotOffered('Paystack')]);
      expect((await choose(api, made, 2)).statusCode).toBe(200);
    } finally {
      await only.close();
    }
  });

  it('refuses what is not a gateway with the sentence', async () => {
    const made = await customerWithOrder();
    for (const Gateway of [0, 5, 1.5, 'Paystack', null]) {
      const refused = problemOf(await choose(made.api, made, Gateway), 400);
      expect(refused.errors?.Gateway?.[0], String(Gateway)).toMatch(/^Gateway (must be|is required)/);
    }
    const bad = problemOf(await choose(made.api, made, 1, { SelectedOrderQuestions: 'yes' }), 400);
    expect(bad.errors?.SelectedOrderQuestions).toEqual([paymentTexts.selectedOrderQuestionsShape]);
  });

  it("answers 404 to someone else's order, an unknown payment, or an OrderId that is not the payment's", async () => {
    const made = await customerWithOrder();
    const other = await customerWithOrder();
    const stranger = apiAs(t, await tokenFor(await createUser(t.db, { password: null })));
    problemOf(await choose(stranger, made, 1), 404);
    problemOf(await choose(made.api, { order: other.order, payment: made.payment }, 1), 404);
    problemOf(await choose(made.api, { order: made.order, payment: { id: crypto.randomUUID() } }, 1), 404);
    // An administrator without Payment edit is a stranger too.
    const viewer = await signedInAdmin(t, { [Endpoint.Payment]: { view: true } });
    problemOf(await choose(apiAs(t, viewer.token), made, 1), 404);
  });

  it('lets an administrator with Payment edit choose for the customer, and logs it', async () => {
    const made = await customerWithOrder();
    const admin = await signedInAdmin(t, { [Endpoint.Payment]: { edit: true } });
    const response = await choose(apiAs(t, admin.token), made, 2);
    expect(response.statusCode, response.body).toBe(200);
    const logged = await t.db
      .select()
      .from(adminActivities)
      .where(eq(adminActivities.recordId, made.payment.id));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      userId: admin.id,
      area: 'Payment',
      action: 'UpdatePaymentGatewayInformation',
    });
  });

  it('finds an order made for the e-mail address before the account existed', async () => {
    const user = await createUser(t.db, { password: null });
    const made = await orderFor(t.db, { email: user.email.toUpperCase(), userId: null });
    const response = await choose(apiAs(t, await tokenFor(user)), made, 2);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses hostile input with 400 and writes nothing', async () => {
    const made = await customerWithOrder();
    const hostile: [object, string][] = [
      [{ Injected: true }, 'Injected'],
      [{ PaymentId: "' OR 1=1 --" }, 'PaymentId'],
      [{ OrderId: 12 }, 'OrderId'],
      [{ SelectedOrderQuestions: Array.from({ length: 51 }, () => 'Why?') }, 'SelectedOrderQuestions'],
      [{ SelectedOrderQuestions: ['x'.repeat(501)] }, 'SelectedOrderQuestions.0'],
      [{ SelectedOrderQuestions: [{ $ne: null }] }, 'SelectedOrderQuestions.0'],
    ];
    for (const [spoiled, property] of hostile) {
      const body = { PaymentId: made.payment.id, OrderId: made.order.id, Gateway: 1, ...spoiled };
      const refused = problemOf(
        await made.api.post('/api/Payment/UpdatePaymentGatewayInformation', body),
        400,
      );
      expect(Object.keys(refused.errors ?? {}), JSON.stringify(spoiled)).toContain(property);
    }
    const asArray = await made.api.call('POST', '/api/Payment/UpdatePaymentGatewayInformation', [
      1, 2,
    ] as never);
    problemOf(asArray, 400);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, made.payment.id));
    expect(row).toMatchObject({ status: 1, gateway: null, reference: null });
    // A keyword is searched for literally.
    const found = await made.api.get('/api/Payment/GetMyPayments', { keyword: "%' OR 1=1 --" });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([]);
  });
});
