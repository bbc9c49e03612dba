import { screen, waitFor, within } from '@testing-library/react';
import { Endpoint, type Order, type OrderStatusValueName } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import { myRights, signInAdmin, signInLimitedTo } from '../../../test/admin-rights.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import OrderInvoicePage from '../pages/order-invoice-page.tsx';
import OrdersPage from '../pages/orders-page.tsx';

/** An order of one item whose badge is `badge`; its number is WF-00000n. */
function anOrder(n: number, item: string, badge: OrderStatusValueName): Order {
  const paid = badge === 'Approved';
  return {
    Id: `7b0c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4${n}`,
    OrderId: `WF-00000${n}`,
    Surname: 'Okeke',
    Firstname: 'Chidi',
    Address: '12 Awolowo Road',
    PhoneNumber: '+2348031234567',
    Email: 'chidi@example.com',
    OrderItems: [{ Name: item, Quantity: 1, Amount: 10000, UnitAmount: 10000, Weight: 0 }],
    IncludeShipping: false,
    ShippingFee: 0,
    ShippingDetailId: null,
    ItemsAmount: 10000,
    Vat: 750,
    VatPercent: 7.5,
    TotalAmount: 10750,
    AmountInWords: 'Ten Thousand, Seven Hundred and Fifty Naira Only',
    Currency: '₦',
    CurrencyCode: 'NGN',
    CreatedDate: '2026-11-26T10:00:00Z',
    DueDate: '2026-12-03',
    OrderStatus: paid ? 2 : badge === 'Cancelled' ? 3 : 1,
    OrderStatusName: paid ? 'Completed' : badge === 'Cancelled' ? 'Cancelled' : 'Pending',
    OrderStatusValue: badge,
    PaymentId: `8c1d2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4${n}`,
    PaymentGatewayId: null,
    PaymentGateways: [],
    PaymentStatus: paid ? 2 : 1,
    PaymentStatusName: paid ? 'Paid' : 'Pending',
    PaymentCompletedDate: null,
    IsPending: badge === 'Pending',
    IsApproved: paid,
    IsFailed: badge === 'Failed',
    IsAwaitingVerification: badge === 'AwaitingVerification',
    HasPaid: paid,
    SelectedOrderQuestions: [],
  };
}

/**
 * The Order calls in memory: a pending, a failed and a paid order. CancelOrder cancels an unpaid one, and
 * refuses the second cancel of WF-000002 as the server would once someone else paid it meanwhile.
 */
function fakeOrders(rights = myRights()) {
  const rows = [
    anOrder(1, 'Seat cover cleaning', 'Pending'),
    anOrder(2, 'Car branding kit', 'Failed'),
    anOrder(3, 'Repair fee', 'Approved'),
  ];
  const api = fakeApi(
    rights,
    answer(calls.Order.GetOrders, () => ({ rows, total: rows.length })),
    answer(calls.Order.GetOrder, ({ query }) => rows.find((order) => order.Id === query.orderId)!),
    answer(calls.Order.GetOrderStatuses, () => ({ rows: [{ Id: 1, Name: 'Pending' }], total: 1 })),
    answer(calls.Order.CancelOrder, ({ body }) => {
      const row = rows.find((order) => order.Id === body.Id)!;
      if (row.OrderId === 'WF-000002')
        return problem(409, 'This order is Approved, so it cannot be cancelled');
      Object.assign(row, { OrderStatus: 3, OrderStatusName: 'Cancelled', OrderStatusValue: 'Cancelled' });
      return { Message: `Order ${row.OrderId} has been cancelled` };
    }),
  );
  return { api, rows };
}

const open = () => renderAt(<OrdersPage />, '/admin/orders');
const cancelIn = (row: HTMLElement) => within(row).queryByRole('button', { name: 'Cancel' });
const errors = () =>
  alertStore
    .get()
    .filter((alert) => alert.type === 'Error')
    .map((alert) => alert.message);

describe('/admin/orders: Cancel an unpaid order (issue 19 §1)', () => {
  it('cancels a pending order after the prompt, then shows it Cancelled without the action', async () => {
    signInAdmin();
    const { api } = fakeOrders();
    const { user } = open();
    expect(cancelIn(await tableRowOf('WF-000002: Car branding kit'))).toBeVisible();
    expect(cancelIn(await tableRowOf('WF-000003: Repair fee'))).toBeNull();

    await user.click(cancelIn(await tableRowOf('WF-000001: Seat cover cleaning'))!);
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to cancel this order (WF-000001)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toContain('Order WF-000001 has been cancelled'));
    expect(api.sentTo(calls.Order.CancelOrder)[0]?.body).toEqual({
      Id: '7b0c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a41',
    });
    const row = await tableRowOf('WF-000001: Seat cover cleaning');
    await waitFor(() => expect(row).toHaveTextContent('Cancelled'));
    expect(cancelIn(row)).toBeNull();
  });

  it("shows the server's refusal as an error and leaves the order as it was", async () => {
    signInAdmin();
    fakeOrders();
    const { user } = open();
    await user.click(cancelIn(await tableRowOf('WF-000002: Car branding kit'))!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(errors()).toContain('This order is Approved, so it cannot be cancelled'));
    expect(cancelIn(await tableRowOf('WF-000002: Car branding kit'))).toBeEnabled();
  });

  it('asks first: No sends nothing', async () => {
    signInAdmin();
    const { api } = fakeOrders();
    const { user } = open();
    await user.click(cancelIn(await tableRowOf('WF-000001: Seat cover cleaning'))!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(calls.Order.CancelOrder)).toEqual([]);
  });

  it('offers no Cancel to an admin who may only view orders', async () => {
    fakeOrders(signInLimitedTo({ [Endpoint.Order]: { CanView: true } }));
    open();
    expect(cancelIn(await tableRowOf('WF-000001: Seat cover cleaning'))).toBeNull();
  });
});

describe('/order/{id}: Cancel Order on the invoice, for an admin (issue 19 §1)', () => {
  const openInvoice = (id: string) => renderAt(<OrderInvoicePage />, `/order/${id}`, { route: '/order/:id' });

  it('cancels the unpaid order after the prompt; the invoice then shows Cancelled without the button', async () => {
    signInAdmin();
    const { rows } = fakeOrders();
    const { user } = openInvoice(rows[0]!.Id);
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toContain('Order WF-000001 has been cancelled'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull());
  });

  it('offers no Cancel Order on a paid invoice', async () => {
    signInAdmin();
    const { rows } = fakeOrders();
    openInvoice(rows[2]!.Id);
    // A full admin may edit orders from the start, so the button would be drawn with the invoice.
    expect(await screen.findByTestId('total-due')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel Order' })).toBeNull();
  });
});
