import { screen, waitFor } from '@testing-library/react';
import type { Order } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { myRights, signInAdmin } from '../../../test/admin-rights.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes } from '../../../test/screen-queries.ts';
import OrdersPage from '../pages/orders-page.tsx';

const createdId = '7b0c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b';

/** The Order calls of the list and the form; the first Save is refused for its e-mail, as the server does. */
function fakeOrders() {
  let refused = false;
  return fakeApi(
    myRights(),
    answer(calls.Order.GetOrders, () => ({ rows: [] as Order[], total: 0 })),
    answer(calls.Order.GetOrderStatuses, () => ({ rows: [{ Id: 1, Name: 'Pending' }], total: 1 })),
    answer(calls.Order.CreateOrderForOtherItems, () => {
      if (!refused) {
        refused = true;
        return problem(400, 'One or more validation errors occurred.', { Email: ['Invalid Emaill Address'] });
      }
      return `http://localhost/order?orderid=${createdId}`;
    }),
  );
}

const field = (label: string) => screen.getByRole('textbox', { name: label });

describe('/admin/orders: the order form (issue 19 §3)', () => {
  it('shows ShippingFee once shipping is included, keeps a running total, sends the items and opens the invoice link', async () => {
    signInAdmin();
    const api = fakeOrders();
    const { user, fill } = renderAt(<OrdersPage />, '/admin/orders');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Order' })).toBeVisible();
    await fill(field('Surname'), 'Adewale');
    await fill(field('First Name'), 'Bisi');
    await fill(field('Phone Number'), '0803 123 4567');
    await fill(field('E-mail'), 'bisi@example.com');
    await fill(field('Address'), '12 Awolowo Road');
    expect(screen.queryByRole('textbox', { name: /^Shipping Fee/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Include Shipping' }));
    await fill(await screen.findByRole('textbox', { name: /^Shipping Fee/ }), '1500');
    await fill(field('Item, Item 1'), 'Seat cover cleaning');
    await fill(field('Amount (₦), Item 1'), '7500');
    await fill(field('Quantity, Item 1'), '2');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    await fill(await screen.findByRole('textbox', { name: 'Item, Item 2' }), 'Car branding kit');
    await fill(field('Amount (₦), Item 2'), '5000.50');
    await fill(field('Quantity, Item 2'), '1');
    await waitFor(() => expect(screen.getByTestId('order-running-total')).toHaveTextContent('₦21,500.50'));

    // The server's refusal shows under its field.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid Emaill Address')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(successes()).toContain('The order has been created, and its invoice e-mailed to the customer'),
    );
    expect(api.sentTo(calls.Order.CreateOrderForOtherItems)[1]?.body).toMatchObject({
      Surname: 'Adewale',
      IncludeShipping: true,
      ShippingFee: 1500,
      OrderItems: [
        { ItemObjectName: 'Seat cover cleaning', Amount: 7500, QuatityOrder: 2 },
        { ItemObjectName: 'Car branding kit', Amount: 5000.5, QuatityOrder: 1 },
      ],
    });
    // The reply's /order?orderid={Id} is the app's own /order/{Id}.
    expect(screen.getByRole('link', { name: 'Open the invoice' })).toHaveAttribute(
      'href',
      `/order/${createdId}`,
    );
  }, 30_000);
});
