import { Endpoint, paymentTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createUser, signedInAdmin, tokenFor } from '../../test/test-app.ts';
import { payments } from './payments.table.ts';
import { createPaymentsTestApp, orderFor, type PaymentsTestApp } from './payments.test-support.ts';

/** issue 19 §2: GetPayments, GetMyPayments and GetPaymentStatuses. */

let t: PaymentsTestApp;
beforeAll(async () => {
  t = await createPaymentsTestApp();
});
afterAll(() => t?.close());

async function customer() {
  const user = await createUser(t.db, { password: null });
  return { user, api: apiAs(t, await tokenFor(user)) };
}

describe('the payment lists', () => {
  it('GetMyPayments lists only the caller’s own, newest first, with their items', async () => {
    const me = await customer();
    const other = await customer();
    const first = await orderFor(t.db, { email: me.user.email, userId: me.user.id }, [
      { name: 'Cleaning fee', unitKobo: 1_000_000 },
    ]);
    const second = await orderFor(t.db, { email: me.user.email, userId: null }, [
      { name: 'Repair of the boot', unitKobo: 2_000_000 },
      { name: 'Branding kit', unitKobo: 300_000, quantity: 3 },
    ]);
    await orderFor(t.db, { email: other.user.email, userId: other.user.id });
    const mine = listOf(await me.api.get('/api/Payment/GetMyPayments'));
    expect(mine.total).toBe(2);
    expect(mine.rows.map((row) => row.Id)).toEqual([second.payment.id, first.payment.id]);
    expect(mine.rows[0]).toMatchObject({
      OrderId: second.order.id,
      OrderNumber: second.number,
      Amount: second.totalKobo / 100,
      Currency: '₦',
      PaymentStatus: 1,
      PaymentStatusName: 'Pending',
      PaymentGateway: null,
      CanManuallyConfirm: false,
      CanVerify: false,
      ConfirmBySurname: null,
      PaymentCompletedDate: null,
      ItemNames: ['Repair of the boot', 'Branding kit'],
    });
  });

  it('GetPayments (Payment view) filters by keyword, status and dates, with X-Total-Count', async () => {
    const me = await customer();
    const made = await orderFor(t.db, { email: me.user.email, userId: me.user.id }, [
      { name: 'Windscreen Sticker Zq', unitKobo: 50_000 },
    ]);
    await t.db.update(payments).set({ status: 6, gateway: 2 }).where(eq(payments.id, made.payment.id));
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Payment]: { view: true } })).token);
    for (const keyword of ['sticker zq', made.number, me.user.email.toUpperCase(), made.order.surname]) {
      const found = listOf(await viewer.get('/api/Payment/GetPayments', { keyword }));
      expect(
        found.rows.map((row) => row.Id),
        keyword,
      ).toEqual([made.payment.id]);
    }
    const awaiting = listOf(
      await viewer.get('/api/Payment/GetPayments', { keyword: 'sticker zq', paymentStatus: 6 }),
    );
    expect(awaiting.rows[0]).toMatchObject({
      PaymentStatusName: 'AwaitingVerification',
      CanManuallyConfirm: true,
    });
    expect(
      listOf(await viewer.get('/api/Payment/GetPayments', { keyword: 'sticker zq', paymentStatus: 2 })).total,
    ).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      listOf(await viewer.get('/api/Payment/GetPayments', { keyword: 'sticker zq', from: today, to: today }))
        .total,
    ).toBe(1);
    expect(
      listOf(await viewer.get('/api/Payment/GetPayments', { keyword: 'sticker zq', to: '2020-01-01' })).total,
    ).toBe(0);
    const paged = listOf(await viewer.get('/api/Payment/GetPayments', { pageSize: 1, page: 0 }));
    expect(paged.rows).toHaveLength(1);
    expect(paged.total).toBeGreaterThan(1);
  });

  it('refuses bad filters with 400 and the sentence', async () => {
    const viewer = apiAs(t, (await signedInAdmin(t, { [Endpoint.Payment]: { view: true } })).token);
    for (const paymentStatus of ['7', '0', 'Paid', '1.5']) {
      const refused = problemOf(await viewer.get('/api/Payment/GetPayments', { paymentStatus }), 400);
      expect(refused.errors?.paymentStatus).toEqual([paymentTexts.paymentStatusFilter]);
    }
    problemOf(await viewer.get('/api/Payment/GetPayments', { from: 'yesterday' }), 400);
  });

  it('GetPayments is for Payment view; a customer is refused by the guard', async () => {
    const me = await customer();
    problemOf(await me.api.get('/api/Payment/GetPayments'), 403);
    problemOf(await apiAs(t).get('/api/Payment/GetMyPayments'), 401);
  });

  it('GetPaymentStatuses answers the status set to anyone signed in', async () => {
    const me = await customer();
    expect(listOf(await me.api.get('/api/Payment/GetPaymentStatuses')).rows).toEqual([
      { Id: 1, Name: 'Pending' },
      { Id: 2, Name: 'Paid' },
      { Id: 3, Name: 'Failed' },
      { Id: 4, Name: 'InconsistencyAmount' },
      { Id: 5, Name: 'Cancelled' },
      { Id: 6, Name: 'AwaitingVerification' },
    ]);
  });
});
