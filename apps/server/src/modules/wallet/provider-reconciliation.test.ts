import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGateway } from '../../adapters/payments/fake-gateway/start-fake-gateway.ts';
import { createFlutterwaveGateway } from '../../adapters/payments/flutterwave.ts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { createPaystackGateway } from '../../adapters/payments/paystack.ts';
import type { Principal } from '../../auth/principal.ts';
import { apiAs } from '../../test/api-client.ts';
import { type AppOnFakeGateway, startAppOnFakeGateway } from '../../test/app-on-fake-gateway.ts';
import { createUser, signedInAdmin, type TestApp } from '../../test/test-app.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { testCardVault } from './cards-on-file.test-support.ts';
import { ledgerAccounts } from './ledger.table.ts';
import { reconcileWallets, reconciliationTexts } from './reconcile-wallets.job.ts';
import { walletReconciliations } from './reconciliation.table.ts';
import { confirmTopUp } from './top-up-confirmation.service.ts';
import { fundMyWallet } from './top-ups.service.ts';

/**
 * Issue 18 §3: the daily reconciliation's provider side, against the fake gateway over HTTP: the day
 * before's payments as Paystack and Flutterwave list them (every page) against the ledger's credits;
 * a provider that cannot be asked is recorded as not checked, and the ledger's part still runs.
 */

const PAYSTACK_SECRET = 'sk_test_reconciliation_0123456789';
const FLUTTERWAVE_SECRET = 'FLWSECK_TEST-reconciliation-0123456789-X';
const HASH = 'reconciliation-webhook-hash-0123456789';
const DAY_MS = 86_400_000;

let t: TestApp;
let fake: FakeGateway;
let env: AppOnFakeGateway;
let paystack: PaymentGateway;
let flutterwave: PaymentGateway;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let rider: { id: string };

// Payments are made now; the reconciliation of the next Lagos day (from 02:00 there) asks about today.
const lagosToday = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
const dayAfter = (days: number) =>
  new Date(Date.parse(lagosToday) + days * DAY_MS).toISOString().slice(0, 10);
const runOn = (day: string) => new Date(`${day}T01:30:00Z`);

beforeAll(async () => {
  env = await startAppOnFakeGateway({
    paystackSecretKey: PAYSTACK_SECRET,
    flutterwave: { secretKey: FLUTTERWAVE_SECRET, webhookHash: HASH },
    config: { PUBLIC_URL: 'http://wayfare.test' },
  });
  ({ t, fake } = env);
  // No events: each top-up is credited (or not) by asking the provider, as the checkout's return does.
  fake.paystack.hooks.webhookAttempts = 0;
  fake.flutterwave.hooks.webhookAttempts = 0;
  const quick = { retries: 1, retryDelayMs: 10 };
  paystack = createPaystackGateway({ baseUrl: fake.paystackBaseUrl, secretKey: PAYSTACK_SECRET, ...quick });
  flutterwave = createFlutterwaveGateway({
    baseUrl: fake.flutterwaveBaseUrl,
    secretKey: FLUTTERWAVE_SECRET,
    webhookHash: HASH,
    ...quick,
  });
  admin = await signedInAdmin(t);
  rider = await createUser(t.db, { password: null });
});
afterAll(() => env?.close());

/** A top-up through the gateway, paid at its checkout, and (unless told) credited by asking the provider. */
async function topUp(gateway: PaymentGateway, Amount: number, credit = true) {
  const started = await fundMyWallet(t.db, gateway, {
    caller: { userId: rider.id } as Principal,
    Amount,
    Message: '',
    callbackUrl: 'http://wayfare.test/teacher/wallets',
  });
  if (gateway === paystack) fake.paystack.settle(started.Reference, 'pay');
  else fake.flutterwave.settle(started.Reference, 'pay');
  if (credit)
    expect((await confirmTopUp(t.db, gateway, started.Reference, testCardVault)).outcome).toBe('credited');
  return started;
}

const mails = () =>
  t.db.select().from(outboxMessages).where(sql`${outboxMessages.subject} like 'Wallet reconciliation%'`);

const recordOf = async (day: string) =>
  (await t.db.select().from(walletReconciliations).where(eq(walletReconciliations.day, day)))[0]!;

describe("the daily reconciliation against the providers' payments", () => {
  it('finds nothing when every payment of the day was credited once for its amount, over every page', async () => {
    await topUp(paystack, 120);
    await topUp(flutterwave, 80);
    // A refunded top-up: Refunded in the ledger, reversed at Paystack; money came in all the same.
    const refunded = await topUp(paystack, 50);
    const refund = await apiAs(t, admin.token).post('/api/Wallet/RefundTransaction', { Id: refunded.Id });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(fake.paystack.transactions.get(refunded.Reference)!.status).toBe('reversed');
    // Payments that never went through fill more than one page at each provider.
    const createdAt = new Date().toISOString();
    for (let i = 0; i < 130; i++) {
      fake.paystack.transactions.set(`ABANDONED-${i}`, {
        ...fake.paystack.transactions.get(refunded.Reference)!,
        id: 900_000 + i,
        reference: `ABANDONED-${i}`,
        accessCode: `abandoned-${i}`,
        status: 'abandoned',
        createdAt,
      });
    }
    for (let i = 0; i < 25; i++) {
      fake.flutterwave.transactions.set(`CANCELLED-${i}`, {
        id: 800_000 + i,
        txRef: `CANCELLED-${i}`,
        checkoutId: `cancelled-${i}`,
        amount: 10,
        currency: 'NGN',
        email: 'rider@example.ng',
        redirectUrl: 'http://wayfare.test/teacher/wallets',
        status: 'cancelled',
        processorResponse: 'Cancelled',
        createdAt,
      });
    }

    const day = dayAfter(1);
    const result = await reconcileWallets(t.db, { now: runOn(day), providers: [paystack, flutterwave] });
    expect(result).toEqual({ ran: true, day, differences: 0 });
    const row = await recordOf(day);
    expect(row.providerDifferences).toEqual([]);
    expect(row.providerChecks).toEqual([
      expect.objectContaining({ gateway: 'Paystack', paymentsListed: 132, creditsChecked: 2 }),
      expect.objectContaining({ gateway: 'Flutterwave', paymentsListed: 26, creditsChecked: 1 }),
    ]);
    expect(row.providerChecks[0]!.failure).toBeUndefined();
    // The day before the run, Lagos time.
    expect(row.providerChecks[0]!.from).toBe(new Date(`${lagosToday}T00:00:00+01:00`).toISOString());
    expect(await mails()).toEqual([]);
  });

  it('records and e-mails a payment not credited, a credit not paid and an amount that differs', async () => {
    const notCredited = await topUp(paystack, 70, false);
    const otherAmount = await topUp(paystack, 90);
    fake.paystack.transactions.get(otherAmount.Reference)!.amount = 9_500;
    const notPaid = await topUp(flutterwave, 40);
    fake.flutterwave.transactions.get(notPaid.Reference)!.status = 'failed';
    const notCreditedThere = await topUp(flutterwave, 30, false);
    // A payment nobody started here (a stranger's reference) that the provider says it took.
    fake.paystack.transactions.set('STRANGER-1', {
      ...fake.paystack.transactions.get(notCredited.Reference)!,
      id: 777_001,
      reference: 'STRANGER-1',
      accessCode: 'stranger-1',
      amount: 1_000,
    });

    const day = dayAfter(2);
    // The payments are of today: the run of the day after tomorrow asks about tomorrow and finds none.
    expect(await reconcileWallets(t.db, { now: runOn(day), providers: [paystack, flutterwave] })).toEqual({
      ran: true,
      day,
      differences: 0,
    });
    await t.db.delete(walletReconciliations).where(eq(walletReconciliations.day, dayAfter(1)));
    const result = await reconcileWallets(t.db, {
      now: runOn(dayAfter(1)),
      providers: [paystack, flutterwave],
    });
    expect(result).toEqual({ ran: true, day: dayAfter(1), differences: 5 });

    const expected = [
      {
        gateway: 'Paystack',
        kind: 'paid-not-credited',
        reference: notCredited.Reference,
        providerReference: String(fake.paystack.transactions.get(notCredited.Reference)!.id),
        transactionId: notCredited.Id,
        providerStatus: 'success',
        providerAmountKobo: 7_000,
        providerCurrency: 'NGN',
        ledgerAmountKobo: null,
      },
      {
        gateway: 'Paystack',
        kind: 'amount-differs',
        reference: otherAmount.Reference,
        providerReference: String(fake.paystack.transactions.get(otherAmount.Reference)!.id),
        transactionId: otherAmount.Id,
        providerStatus: 'success',
        providerAmountKobo: 9_500,
        providerCurrency: 'NGN',
        ledgerAmountKobo: 9_000,
      },
      {
        gateway: 'Paystack',
        kind: 'paid-not-credited',
        reference: 'STRANGER-1',
        providerReference: '777001',
        transactionId: null,
        providerStatus: 'success',
        providerAmountKobo: 1_000,
        providerCurrency: 'NGN',
        ledgerAmountKobo: null,
      },
      {
        gateway: 'Flutterwave',
        kind: 'paid-not-credited',
        reference: notCreditedThere.Reference,
        providerReference: String(fake.flutterwave.transactions.get(notCreditedThere.Reference)!.id),
        transactionId: notCreditedThere.Id,
        providerStatus: 'successful',
        providerAmountKobo: 3_000,
        providerCurrency: 'NGN',
        ledgerAmountKobo: null,
      },
      {
        gateway: 'Flutterwave',
        kind: 'credited-not-paid',
        reference: notPaid.Reference,
        providerReference: String(fake.flutterwave.transactions.get(notPaid.Reference)!.id),
        transactionId: notPaid.Id,
        providerStatus: 'failed',
        providerAmountKobo: 4_000,
        providerCurrency: 'NGN',
        ledgerAmountKobo: 4_000,
      },
    ];
    const row = await recordOf(dayAfter(1));
    expect(row.differences).toEqual([]);
    expect(row.providerDifferences).toHaveLength(expected.length);
    expect(row.providerDifferences).toEqual(expect.arrayContaining(expected));

    const [mail] = await mails();
    expect(mail!.recipient).toBe(admin.email);
    expect(mail!.subject).toBe(reconciliationTexts.subject(dayAfter(1), 5));
    for (const difference of row.providerDifferences) {
      expect(mail!.body).toContain(reconciliationTexts.provider(difference));
    }
    expect(mail!.body).toContain(
      `Paystack payment 777001 (reference STRANGER-1): paid ₦10 at Paystack, not credited in the ledger (no wallet transaction)`,
    );
    expect(mail!.body).toContain(
      `Paystack took ₦95, the ledger credited ₦90 (wallet transaction ${otherAmount.Id})`,
    );
    expect(mail!.body).toContain(
      `credited ₦40 (wallet transaction ${notPaid.Id}), but Flutterwave says failed`,
    );
  });

  it('records a provider that cannot be asked as not checked, and still checks the ledger', async () => {
    fake.paystack.hooks.failures.set('/transaction', { status: 503, times: 10 });
    const [account] = await t.db
      .select()
      .from(ledgerAccounts)
      .where(sql`${ledgerAccounts.userId} = ${rider.id} and ${ledgerAccounts.kind} = 'wallet'`);
    await t.db
      .update(ledgerAccounts)
      .set({ balanceKobo: account!.balanceKobo + 100 })
      .where(eq(ledgerAccounts.id, account!.id));
    try {
      const day = dayAfter(3);
      const result = await reconcileWallets(t.db, { now: runOn(day), providers: [paystack, flutterwave] });
      expect(result).toEqual({ ran: true, day, differences: 1, providersNotChecked: ['Paystack'] });
      const row = await recordOf(day);
      expect(row.differences).toEqual([
        expect.objectContaining({ accountId: account!.id, cachedKobo: account!.balanceKobo + 100 }),
      ]);
      expect(row.providerChecks).toEqual([
        expect.objectContaining({
          gateway: 'Paystack',
          failure: 'Fake gateway: failure asked for by the test',
        }),
        expect.objectContaining({ gateway: 'Flutterwave', paymentsListed: 0 }),
      ]);
      const mail = (await mails()).find((candidate) => candidate.subject?.includes(day))!;
      expect(mail.subject).toBe(reconciliationTexts.subjectWithFailures(day, 1, ['Paystack']));
      expect(mail.body).toContain(
        `Paystack's payments of ${dayAfter(2)} could not be listed (Fake gateway: failure asked for by the test): the ledger was checked without them`,
      );
    } finally {
      fake.paystack.hooks.failures.clear();
      await t.db
        .update(ledgerAccounts)
        .set({ balanceKobo: account!.balanceKobo })
        .where(eq(ledgerAccounts.id, account!.id));
    }
  });
});
