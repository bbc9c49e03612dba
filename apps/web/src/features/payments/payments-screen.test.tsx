import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Endpoint, type Payment, PaymentGateway, PaymentStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import PaymentsPage from './pages/payments-page.tsx';

const aPayment = (n: number, more: Partial<Payment> = {}): Payment => ({
  Id: `8c1d2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4${n}`,
  OrderId: `7b0c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4${n}`,
  OrderNumber: `WF-00000${n}`,
  Surname: 'Okeke',
  Firstname: 'Chidi',
  Email: 'chidi@example.com',
  PhoneNumber: '+2348031234567',
  Amount: 10750,
  Currency: '₦',
  PaymentStatus: PaymentStatus.AwaitingVerification,
  PaymentStatusName: 'AwaitingVerification',
  PaymentGateway: PaymentGateway.Cash,
  PaymentGatewayName: 'Cash',
  TransactionId: null,
  CanManuallyConfirm: true,
  CanVerify: false,
  ConfirmBySurname: null,
  ConfirmByFirstname: null,
  CreateDate: '2026-11-26T10:00:00Z',
  PaymentCompletedDate: null,
  ItemNames: ['Seat cover cleaning'],
  ...more,
});

/** The Payment calls in memory: a cash payment awaiting an admin and a failed Flutterwave one. */
function fakePayments(rights = myRights()) {
  const rows = [
    aPayment(1),
    aPayment(2, {
      PaymentStatus: PaymentStatus.Failed,
      PaymentStatusName: 'Failed',
      PaymentGateway: PaymentGateway.Flutterwave,
      PaymentGatewayName: 'Flutterwave',
      CanManuallyConfirm: false,
      CanVerify: true,
      ItemNames: ['Car branding kit'],
    }),
  ];
  const api = fakeApi(
    rights,
    answer(calls.Payment.GetPayments, () => ({ rows, total: rows.length })),
    answer(calls.Payment.GetPaymentStatuses, () => ({
      rows: [{ Id: 6, Name: 'AwaitingVerification' }],
      total: 1,
    })),
    answer(calls.Payment.ConfirmManualPayment, ({ body }) => {
      const row = rows.find((payment) => payment.Id === body.Id)!;
      Object.assign(row, {
        PaymentStatus: body.PaymentStatus ? PaymentStatus.Paid : PaymentStatus.Failed,
        PaymentStatusName: body.PaymentStatus ? 'Paid' : 'Rejected',
        CanManuallyConfirm: false,
        ConfirmByFirstname: 'Ada',
        ConfirmBySurname: 'Admin',
      });
      return row;
    }),
  );
  return { api, rows };
}

async function actionsOf(user: UserEvent, name: string) {
  await user.click(within(await tableRowOf(name)).getByRole('button', { name: 'Actions' }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  return items;
}

const open = () => renderAt(<PaymentsPage />, '/admin/payments');

describe('/admin/payments (issue 19 §3)', () => {
  it('lists Customer, Items linking to the invoice, Amount, Status and Confirmed By', async () => {
    signInAdmin();
    fakePayments();
    open();
    const row = await tableRowOf('WF-000001: Seat cover cleaning');
    expect(row).toHaveTextContent('Chidi Okeke');
    expect(row).toHaveTextContent('₦10,750.00');
    expect(within(row).getByRole('link', { name: 'WF-000001: Seat cover cleaning' })).toHaveAttribute(
      'href',
      '/order/7b0c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a41',
    );
    for (const title of ['Customer', 'Items', 'Amount', 'Status', 'Confirmed By', 'Created', 'Paid On'])
      expect(screen.getByRole('columnheader', { name: title })).toBeVisible();
  });

  // Issue 32: a Gateway column of its own took the table past a laptop's 1366 px.
  it('shows the gateway beneath the amount, the actions in one small Actions button', async () => {
    signInAdmin();
    fakePayments();
    open();
    const row = await tableRowOf('WF-000001: Seat cover cleaning');
    expect(within(row).getByRole('cell', { name: '₦10,750.00 via Cash' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Customer',
      'Items',
      'Amount',
      'Status',
      'Confirmed By',
      'Created',
      'Paid On',
      'Actions',
    ]);
    expect(within(row).getByRole('button', { name: 'Actions' })).toHaveAttribute('aria-haspopup', 'menu');
  });

  it('approves a cash payment after the prompt; Approve and Reject then go', async () => {
    signInAdmin();
    const { api } = fakePayments();
    const { user } = open();
    expect(await actionsOf(user, 'WF-000001: Seat cover cleaning')).toEqual(['Approve', 'Reject']);
    expect(await actionsOf(user, 'WF-000002: Car branding kit')).toEqual(['Re-Verify']);
    await user.click(
      within(await tableRowOf('WF-000001: Seat cover cleaning')).getByRole('button', { name: 'Actions' }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Approve' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent(
      'Are you sure, you want to approve this payment (₦10,750.00 by Chidi Okeke)?',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(successes()).toContain('The payment of ₦10,750.00 by Chidi Okeke has been approved'),
    );
    expect(api.sentTo(calls.Payment.ConfirmManualPayment)[0]?.body).toEqual({
      Id: '8c1d2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a41',
      PaymentStatus: true,
    });
    const row = await tableRowOf('WF-000001: Seat cover cleaning');
    await waitFor(() => expect(row).toHaveTextContent('Ada Admin'));
    expect(within(row).queryByRole('button', { name: 'Actions' })).toBeNull();
  });

  it('offers no Approve, Reject or Verify to an admin who may only view payments', async () => {
    const rights = signInLimitedTo({ [Endpoint.Payment]: { CanView: true } });
    fakePayments(rights);
    open();
    const row = await tableRowOf('WF-000001: Seat cover cleaning');
    expect(within(row).queryByRole('button', { name: 'Actions' })).toBeNull();
  });
});
