import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { orderNumber } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  type FakeGateway,
  startFakeGateway,
} from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { apiAs } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { orderItems, orders } from '../orders/orders.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { ensureWallet } from '../wallet/ledger.service.ts';
import { payments } from './payments.table.ts';

/**
 * An order with its Pending payment, written straight into the tables (the orders module's own tests
 * cover how CreateOrderForOtherItems makes one): for the customer's e-mail address, items at the
 * prices given in kobo, VAT 7.5 % rounded half up, no shipping.
 */
export async function orderFor(
  db: Db,
  customer: { email: string; userId?: string | null },
  items: { name: string; unitKobo: number; quantity?: number }[] = [
    { name: 'Car branding kit', unitKobo: 2_000_000 },
  ],
) {
  const lines = items.map((item, position) => ({
    position,
    name: item.name,
    unitKobo: item.unitKobo,
    quantity: item.quantity ?? 1,
    amountKobo: item.unitKobo * (item.quantity ?? 1),
  }));
  const itemsKobo = lines.reduce((sum, line) => sum + line.amountKobo, 0);
  const vatKobo = Math.floor((itemsKobo * 75 + 500) / 1000);
  const totalKobo = itemsKobo + vatKobo;
  const firstname = 'Ngozi';
  const surname = `Eze${randomBytes(3).toString('hex')}`;
  const [order] = await db
    .insert(orders)
    .values({
      surname,
      firstname,
      phoneNumber: '+2348031234567',
      email: customer.email,
      emailLower: customer.email.toLowerCase(),
      address: '12 Allen Avenue, Ikeja',
      userId: customer.userId ?? null,
      includeShipping: false,
      shippingFeeKobo: 0,
      itemsKobo,
      vatBasisPoints: 750,
      vatKobo,
      totalKobo,
      dueDate: '2099-01-01',
      searchText: '',
    })
    .returning();
  await db
    .update(orders)
    .set({
      searchText: [
        orderNumber(order!.number),
        firstname,
        surname,
        customer.email,
        '+2348031234567',
        ...lines.map((l) => l.name),
      ]
        .join(' ')
        .toLowerCase(),
    })
    .where(eq(orders.id, order!.id));
  await db.insert(orderItems).values(lines.map((line) => ({ ...line, orderId: order!.id })));
  const [payment] = await db
    .insert(payments)
    .values({ orderId: order!.id, amountKobo: totalKobo })
    .returning();
  return { order: order!, payment: payment!, totalKobo, number: orderNumber(order!.number) };
}

export const PAYSTACK_SECRET = 'sk_test_order_payments_0123456789';
export const PAYSTACK_PUBLIC = 'pk_test_order_payments_0123456789';
export const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-order-payments-0123456789-X';
export const FLUTTERWAVE_PUBLIC = 'FLWPUBK_TEST-order-payments-0123456789-X';
export const FLUTTERWAVE_HASH = 'order-payments-webhook-hash-0123456789';

export type PaymentsTestApp = TestApp & {
  /** Paystack's fake (its events go to the Paystack webhook). */
  paystack: FakeGateway['paystack'];
  /** Flutterwave's fake (its events go to the Flutterwave webhook). */
  flutterwave: FakeGateway['flutterwave'];
  paystackBaseUrl: string;
  flutterwaveBaseUrl: string;
};

/**
 * The app with both card providers configured against fakes over real HTTP, each posting its signed
 * events to its own webhook route (two fake servers, since one posts all its events to one address).
 */
export async function createPaymentsTestApp(overrides: Partial<Config> = {}): Promise<PaymentsTestApp> {
  const secrets = {
    paystackSecretKey: PAYSTACK_SECRET,
    paystackPublicKey: PAYSTACK_PUBLIC,
    flutterwaveSecretKey: FLUTTERWAVE_SECRET,
    flutterwavePublicKey: FLUTTERWAVE_PUBLIC,
    flutterwaveWebhookHash: FLUTTERWAVE_HASH,
  };
  const forPaystack = await startFakeGateway({ secrets });
  const forFlutterwave = await startFakeGateway({ secrets });
  forPaystack.paystack.hooks.webhookRetryDelayMs = 20;
  forFlutterwave.flutterwave.hooks.webhookRetryDelayMs = 20;
  const t = await createTestApp({
    OUTBOX_POLL_MS: 60_000,
    PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
    PAYSTACK_PUBLIC_KEY: PAYSTACK_PUBLIC,
    PAYSTACK_BASE_URL: forPaystack.paystackBaseUrl,
    FLUTTERWAVE_SECRET_KEY: FLUTTERWAVE_SECRET,
    FLUTTERWAVE_PUBLIC_KEY: FLUTTERWAVE_PUBLIC,
    FLUTTERWAVE_WEBHOOK_HASH: FLUTTERWAVE_HASH,
    FLUTTERWAVE_BASE_URL: forFlutterwave.flutterwaveBaseUrl,
    PUBLIC_URL: 'http://wayfare.test',
    ...overrides,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  forPaystack.webhookUrl = `${origin}/api/Payment/PaystackWebhook`;
  forFlutterwave.webhookUrl = `${origin}/api/Payment/FlutterwaveWebhook`;
  return {
    ...t,
    paystack: forPaystack.paystack,
    flutterwave: forFlutterwave.flutterwave,
    paystackBaseUrl: forPaystack.paystackBaseUrl,
    flutterwaveBaseUrl: forFlutterwave.flutterwaveBaseUrl,
    async close() {
      await forPaystack.close();
      await forFlutterwave.close();
      await t.close();
    },
  };
}

/**
 * What the invoice page's inline script does with the gateway information (issue 19 §2): opens the
 * provider's checkout under our reference (TransactionId) for the amount it is given, in naira.
 */
export async function openCheckout(
  t: PaymentsTestApp,
  gateway: 'paystack' | 'flutterwave',
  input: { reference: string; amount: number; email: string },
) {
  const paystack = gateway === 'paystack';
  const response = await fetch(
    paystack ? `${t.paystackBaseUrl}/transaction/initialize` : `${t.flutterwaveBaseUrl}/payments`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${paystack ? PAYSTACK_SECRET : FLUTTERWAVE_SECRET}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(
        paystack
          ? {
              reference: input.reference,
              amount: Math.round(input.amount * 100),
              email: input.email,
              currency: 'NGN',
            }
          : {
              tx_ref: input.reference,
              amount: input.amount,
              currency: 'NGN',
              country: 'NG',
              redirect_url: 'http://wayfare.test/order/x',
              customer: { email: input.email },
            },
      ),
    },
  );
  if (!response.ok) throw new Error(`the fake refused the checkout: ${await response.text()}`);
}

/** The receipts queued to an address. */
export const receiptsTo = (db: Db, email: string) =>
  db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.typeName, 'Payment Receipt')));

/**
 * A signed-in customer, their wallet funded with `balance` naira by an administrator (`funder`), and an
 * order for them (₦20,000 + 7.5 % VAT = ₦21,500).
 */
export async function customerWithOrder(t: TestApp, funder: ReturnType<typeof apiAs>, balance = 0) {
  const user = await createUser(t.db, { password: null });
  const api = apiAs(t, await tokenFor(user));
  if (balance > 0) {
    const wallet = await ensureWallet(t.db, user.id);
    const funded = await funder.post('/api/Wallet/FundClientWallet', {
      WallettIdNumber: wallet.wallettIdNumber,
      Amount: balance,
      Message: 'For the order',
    });
    expect(funded.statusCode, funded.body).toBe(200);
  }
  return { user, api, ...(await orderFor(t.db, { email: user.email, userId: user.id })) };
}
