import { Endpoint, paymentTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { signedInAdmin } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { orders } from '../orders/orders.table.ts';
import { balanceDifferences, unbalancedTransactions } from '../wallet/ledger.service.ts';
import { walletTransactions } from '../wallet/ledger.table.ts';
import { payments } from './payments.table.ts';
import {
  createPaymentsTestApp,
  customerWithOrder as customerWithOrderOf,
  type PaymentsTestApp,
  receiptsTo,
} from './payments.test-support.ts';

/** issue 19 §2: paying an order from the wallet, and cash an administrator approves or rejects. */

let t: PaymentsTestApp;
let funder: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createPaymentsTestApp();
  funder = apiAs(t, (await signedInAdmin(t)).token);
});
afterAll(() => t?.close());

const customerWithOrder = (balance = 0) => customerWithOrderOf(t, funder, balance);
type Customer = Awaited<ReturnType<typeof customerWithOrder>>;

const payByWallet = (who: Customer, Gateway: unknown = 3) =>
  who.api.post('/api/Payment/CompleteWithWalletPayment', {
    PaymentId: who.payment.id,
    OrderId: who.order.id,
    Gateway,
  });
const balanceOf = async (who: Customer) =>
  ((await who.api.get('/api/Wallet/GetMyWallet')).json() as { Balance: number }).Balance;
const paymentRow = async (id: string) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const orderRow = async (id: string) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('Payment/CompleteWithWalletPayment', () => {
  it('debits the wallet once through the ledger (a Debit naming the order), marks it Paid and queues the receipt', async () => {
    const who = await customerWithOrder(25_000);
    const response = await payByWallet(who);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Id: who.payment.id,
      PaymentStatus: 2,
      PaymentStatusName: 'Paid',
      PaymentGateway: 3,
      PaymentGatewayName: 'Wallet',
      Amount: 21_500,
      OrderNumber: who.number,
    });
    expect(response.json().PaymentCompletedDate).not.toBeNull();
    expect(await balanceOf(who)).toBe(3500);
    const debits = await t.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.message, paymentTexts.walletDebitMessage(who.number)));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ type: 2, status: 2, amountKobo: 2_150_000, userId: who.user.id });
    expect((await orderRow(who.order.id)).status).toBe(2);
    const receipts = await receiptsTo(t.db, who.user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Your receipt for order ${who.number}`);
    expect(receipts[0]!.body).toContain('₦21,500');
    expect(receipts[0]!.body).toContain('by Wallet');
    expect(receipts[0]!.body).toContain(`http://wayfare.test/order/${who.order.id}`);
    // A second press: 409 naming the state, no second debit.
    expect(problemOf(await payByWallet(who), 409).title).toBe(paymentTexts.paymentIs('Paid'));
    expect(await balanceOf(who)).toBe(3500);
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(1);
    expect(await balanceDifferences(t.db)).toEqual([]);
    expect(await unbalancedTransactions(t.db)).toEqual([]);
  });

  it('refuses a balance too low with 409 giving both figures, debiting nothing', async () => {
    const who = await customerWithOrder(1000.5);
    const refused = problemOf(await payByWallet(who), 409);
    expect(refused.title).toBe(paymentTexts.walletBalanceTooLow(1000.5, 21_500));
    expect(refused.title).toBe('Your balance is ₦1,000.50, less than the ₦21,500 of this order');
    expect(await balanceOf(who)).toBe(1000.5);
    expect((await paymentRow(who.payment.id)).status).toBe(1);
  });

  it('pays from AwaitingVerification too (a card was chosen first), but not a Failed or Cancelled one', async () => {
    const who = await customerWithOrder(30_000);
    await who.api.post('/api/Payment/UpdatePaymentGatewayInformation', {
      PaymentId: who.payment.id,
      OrderId: who.order.id,
      Gateway: 1,
    });
    expect((await payByWallet(who)).statusCode).toBe(200);
    const cancelled = await customerWithOrder(30_000);
    await t.db.update(payments).set({ status: 5 }).where(eq(payments.id, cancelled.payment.id));
    expect(problemOf(await payByWallet(cancelled), 409).title).toBe(paymentTexts.paymentIs('Cancelled'));
  });

  it('takes only Gateway 3, and only the customer: an administrator cannot spend their wallet', async () => {
    const who = await customerWithOrder(30_000);
    expect(problemOf(await payByWallet(who, 1), 400).errors?.Gateway).toEqual([
      paymentTexts.walletGatewayOnly,
    ]);
    const admin = await signedInAdmin(t);
    const byAdmin = await apiAs(t, admin.token).post('/api/Payment/CompleteWithWalletPayment', {
      PaymentId: who.payment.id,
      OrderId: who.order.id,
      Gateway: 3,
    });
    problemOf(byAdmin, 404);
    expect(await balanceOf(who)).toBe(30_000);
  });
});

describe('Payment/ConfirmManualPayment', () => {
  async function awaitingCash() {
    const who = await customerWithOrder();
    const chosen = await who.api.post('/api/Payment/UpdatePaymentGatewayInformation', {
      PaymentId: who.payment.id,
      OrderId: who.order.id,
      Gateway: 2,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    return who;
  }

  it('approves cash awaiting verification: Paid, confirmed by the admin, the order Completed, one receipt; a second approval is a 409', async () => {
    const who = await awaitingCash();
    const admin = await signedInAdmin(t, { [Endpoint.Payment]: { view: true, edit: true } });
    const api = apiAs(t, admin.token);
    const listed = await api.get('/api/Payment/GetPayments', { keyword: who.number });
    expect(listed.json()[0]).toMatchObject({
      CanManuallyConfirm: true,
      PaymentStatusName: 'AwaitingVerification',
    });
    const approved = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: true,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      PaymentStatusName: 'Paid',
      PaymentGatewayName: 'Cash',
      ConfirmBySurname: 'Okafor',
      ConfirmByFirstname: 'Chidi',
      CanManuallyConfirm: false,
    });
    expect(approved.json().PaymentCompletedDate).not.toBeNull();
    expect((await orderRow(who.order.id)).status).toBe(2);
    const again = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: true,
    });
    expect(problemOf(again, 409).title).toBe('This payment is Paid');
    const rejectNow = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: false,
    });
    expect(problemOf(rejectNow, 409).title).toBe('This payment is Paid');
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(1);
    const logged = await t.db
      .select()
      .from(adminActivities)
      .where(eq(adminActivities.recordId, who.payment.id));
    expect(logged.map((entry) => entry.action)).toEqual(['ConfirmManualPayment']);
  });

  it("rejects cash: Failed, named 'Rejected', no receipt; the customer may choose again", async () => {
    const who = await awaitingCash();
    const api = apiAs(t, (await signedInAdmin(t)).token);
    const rejected = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: false,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({ PaymentStatus: 3, PaymentStatusName: 'Rejected' });
    const again = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: true,
    });
    expect(problemOf(again, 409).title).toBe('This payment is Rejected');
    expect(await receiptsTo(t.db, who.user.email)).toHaveLength(0);
    expect((await orderRow(who.order.id)).status).toBe(1);
  });

  it('refuses a payment not awaiting cash: Pending, or a card awaiting verification', async () => {
    const api = apiAs(t, (await signedInAdmin(t)).token);
    const pending = await customerWithOrder();
    const refused = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: pending.payment.id,
      PaymentStatus: true,
    });
    expect(problemOf(refused, 409).title).toBe('This payment is Pending');
    const card = await customerWithOrder();
    await card.api.post('/api/Payment/UpdatePaymentGatewayInformation', {
      PaymentId: card.payment.id,
      OrderId: card.order.id,
      Gateway: 1,
    });
    const byCard = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: card.payment.id,
      PaymentStatus: true,
    });
    expect(problemOf(byCard, 409).title).toBe(paymentTexts.cashOnly('Paystack'));
  });

  it('takes only a boolean PaymentStatus (400), and an unknown payment is 404', async () => {
    const who = await awaitingCash();
    const api = apiAs(t, (await signedInAdmin(t)).token);
    for (const PaymentStatus of ['true', 1, 0, null, 'yes']) {
      const refused = problemOf(
        await api.post('/api/Payment/ConfirmManualPayment', { Id: who.payment.id, PaymentStatus }),
        400,
      );
      expect(refused.errors?.PaymentStatus).toEqual([paymentTexts.paymentStatusBoolean]);
    }
    const missing = problemOf(
      await api.post('/api/Payment/ConfirmManualPayment', { Id: who.payment.id }),
      400,
    );
    expect(missing.errors?.PaymentStatus).toEqual([paymentTexts.paymentStatusRequired]);
    const unknown = await api.post('/api/Payment/ConfirmManualPayment', {
      Id: crypto.randomUUID(),
      PaymentStatus: true,
    });
    problemOf(unknown, 404);
    expect((await paymentRow(who.payment.id)).status).toBe(6);
  });

  it('is for Payment edit only: the customer and a Payment viewer are refused by the guard', async () => {
    const who = await awaitingCash();
    const byCustomer = await who.api.post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: true,
    });
    problemOf(byCustomer, 403);
    const viewer = await signedInAdmin(t, { [Endpoint.Payment]: { view: true } });
    const byViewer = await apiAs(t, viewer.token).post('/api/Payment/ConfirmManualPayment', {
      Id: who.payment.id,
      PaymentStatus: true,
    });
    problemOf(byViewer, 403);
    expect((await paymentRow(who.payment.id)).status).toBe(6);
  });
});
