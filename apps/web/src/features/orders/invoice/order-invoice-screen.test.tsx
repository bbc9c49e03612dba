import { screen, waitFor, within } from '@testing-library/react';
import { type Order, type Payment, PaymentGateway } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import { session } from '../../../lib/session.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import OrderInvoicePage from '../pages/order-invoice-page.tsx';

const orderId = '7b0c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const paymentId = '8c1d2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
const rider = {
  Id: '5a1c2e3f-4b5d-4e6f-8a7b-9c0d1e2f3a4b',
  EmailAddress: 'ada@example.com',
  Surname: 'Okafor',
  FirstName: 'Ada',
  HasAdminRole: false,
  AllowAllEndPoints: false,
  AdminEndPoints: [],
};
const gateways = { 1: 'Paystack', 2: 'Cash', 3: 'Wallet', 4: 'Flutterwave' } as const;

function anOrder(offered: (keyof typeof gateways)[], paid = false): Order {
  return {
    Id: orderId,
    OrderId: 'WF-000123',
    Surname: 'Okafor',
    Firstname: 'Ada',
    Address: '12 Awolowo Road, Ikoyi',
    PhoneNumber: '+2348031234567',
    Email: 'Ada@Example.com',
    OrderItems: [
      { Name: 'Seat cover cleaning', Quantity: 2, Amount: 15000, UnitAmount: 7500, Weight: 0 },
      { Name: 'Car branding kit', Quantity: 1, Amount: 5000.5, UnitAmount: 5000.5, Weight: 1 },
    ],
    IncludeShipping: true,
    ShippingFee: 1500,
    ShippingDetailId: null,
    ItemsAmount: 20000.5,
    Vat: 1612.54,
    VatPercent: 7.5,
    TotalAmount: 23113.04,
    AmountInWords: 'Twenty-Three Thousand, One Hundred and Thirteen Naira, Four Kobo Only',
    Currency: '₦',
    CurrencyCode: 'NGN',
    CreatedDate: '2026-11-26T10:00:00Z',
    DueDate: '2026-12-03',
    OrderStatus: paid ? 2 : 1,
    OrderStatusName: paid ? 'Completed' : 'Pending',
    OrderStatusValue: paid ? 'Approved' : 'Pending',
    PaymentId: paymentId,
    PaymentGatewayId: paid ? PaymentGateway.Paystack : null,
    PaymentGateways: offered.map((Id) => ({ Id, Name: gateways[Id] })),
    PaymentStatus: paid ? 2 : 1,
    PaymentStatusName: paid ? 'Paid' : 'Pending',
    PaymentCompletedDate: paid ? '2026-11-26T10:05:00Z' : null,
    IsPending: !paid,
    IsApproved: paid,
    IsFailed: false,
    IsAwaitingVerification: false,
    HasPaid: paid,
    SelectedOrderQuestions: [],
  };
}

const paidPayment = { PaymentStatusName: 'Paid' } as Payment;

/** The invoice's calls in memory: the order is paid once a confirmation or a wallet payment arrives. */
function fakeInvoice(
  offered: (keyof typeof gateways)[],
  { refuseGateway = false, balance = 26_313.04 } = {},
) {
  let paid = false;
  return fakeApi(
    answer(calls.Order.GetOrder, () => anOrder(offered, paid)),
    answer(calls.Settings.GetSiteSettings, () => ({
      AppStoreUrl: null,
      PlayStoreUrl: null,
      PaystackInlineScriptUrl: '/fake-gateway/paystack/inline.js',
      FlutterwaveInlineScriptUrl: '/fake-gateway/flutterwave/v3/inline.js',
      MapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MapTileAttribution: '© OpenStreetMap contributors',
    })),
    answer(calls.Payment.UpdatePaymentGatewayInformation, () =>
      refuseGateway
        ? problem(409, 'This payment is Cancelled')
        : {
            Id: paymentId,
            Email: 'ada@example.com',
            Phone: '+2348031234567',
            Amount: 23113.04,
            TransactionId: 'WFP-REF-1',
            PaymentItems: ['Seat cover cleaning', 'Car branding kit'],
            PaymentGatewayPublicKey: 'pk_test_1',
          },
    ),
    answer(calls.Payment.ConfirmPaystackPayment, () => {
      paid = true;
      return { ...paidPayment };
    }),
    answer(calls.Payment.CompleteWithWalletPayment, () => {
      paid = true;
      return { ...paidPayment };
    }),
    answer(calls.Wallet.GetMyWallet, () => ({
      Balance: balance,
      BookBalance: balance,
      WallettIdNumber: 'WAL-0001',
      WalletAccountNumber: null,
      VirtualAccountStatusName: 'None',
      VirtualAccountErrorMessage: null,
      BvnNeeded: false,
      MaskedBvn: null,
      IsDriver: false,
    })),
  );
}

const open = () => renderAt(<OrderInvoicePage />, `/order/${orderId}`, { route: '/order/:id' });

describe('the order invoice (issue 19 §3)', () => {
  afterEach(() => {
    delete window.PaystackPop;
  });

  it('shows the number, items, shipping, VAT, total, words, the total due and the payable percent', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    fakeInvoice([1, 2, 3, 4]);
    open();
    expect(await screen.findByRole('heading', { name: 'Invoice WF-000123' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Seat cover cleaning 2 ₦15,000\.00/ })).toBeVisible();
    expect(screen.getByLabelText('Totals')).toHaveTextContent(
      'Items₦20,000.50Shipping₦1,500.00VAT (7.5%)₦1,612.54Total₦23,113.04',
    );
    expect(
      screen.getByText('Twenty-Three Thousand, One Hundred and Thirteen Naira, Four Kobo Only'),
    ).toBeVisible();
    expect(screen.getByTestId('total-due')).toHaveTextContent('₦23,113.04');
    expect(screen.getByText('Payable: 100%')).toBeVisible();
    // Nothing is paid until the customer chooses.
    expect(screen.getByRole('button', { name: 'Pay ₦23,113.04' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Download Receipt' })).toBeNull();
  });

  it('with a single gateway, chooses it and begins at once; once confirmed the invoice reloads Paid', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    const setup = vi.fn((options: { callback: (reply: { reference: string }) => void }) => ({
      openIframe: () => options.callback({ reference: 'WFP-REF-1' }),
    }));
    window.PaystackPop = { setup } as never;
    const api = fakeInvoice([1]);
    open();
    expect(await screen.findByText('Paid', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(api.sentTo(calls.Payment.UpdatePaymentGatewayInformation)[0]?.body).toMatchObject({
      PaymentId: paymentId,
      OrderId: orderId,
      Gateway: PaymentGateway.Paystack,
    });
    // spec 001 §9: Paystack is given the amount × 100, our reference and NGN.
    expect(setup).toHaveBeenCalledWith(
      expect.objectContaining({
        key: 'pk_test_1',
        email: 'ada@example.com',
        amount: 2311304,
        ref: 'WFP-REF-1',
        currency: 'NGN',
      }),
    );
    expect(api.sentTo(calls.Payment.ConfirmPaystackPayment)[0]?.body).toEqual({ Id: paymentId });
    expect(screen.getByTestId('total-due')).toHaveTextContent('₦0.00');
    expect(screen.getByRole('button', { name: 'Download Receipt' })).toBeVisible();
  });

  it('shows a failed gateway update and makes Pay usable again', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    fakeInvoice([1, 2], { refuseGateway: true });
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Cash' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₦23,113.04' }));
    await waitFor(() =>
      expect(alertStore.get().map((alert) => alert.message)).toContain('This payment is Cancelled'),
    );
    expect(screen.getByRole('button', { name: 'Pay ₦23,113.04' })).toBeEnabled();
  });

  it('pays from the wallet, and the invoice shows Paid', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    const api = fakeInvoice([1, 3]);
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₦23,113.04' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Paid', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(api.sentTo(calls.Payment.CompleteWithWalletPayment)[0]?.body).toEqual({
      PaymentId: paymentId,
      OrderId: orderId,
      Gateway: PaymentGateway.Wallet,
    });
    expect(api.sentTo(calls.Payment.UpdatePaymentGatewayInformation)).toHaveLength(0);
  });

  it('asks before paying from the wallet, naming the amount and the balance after; No pays nothing (issue 32)', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    const api = fakeInvoice([1, 3]);
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₦23,113.04' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay from your wallet' });
    expect(dialog).toHaveTextContent('Pay ₦23,113.04 from your wallet? Your balance will be ₦3,200.00.');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sentTo(calls.Payment.CompleteWithWalletPayment)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay ₦23,113.04' })).toBeEnabled();
    expect(screen.queryByText('Paid', { selector: '.mantine-Badge-label' })).toBeNull();
  });

  it('says the wallet holds too little instead of asking, and pays nothing (issue 32)', async () => {
    session.signIn({ Token: 't', User: rider, RequireNewPassword: false });
    const api = fakeInvoice([1, 3], { balance: 6_500 });
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: 'Wallet' }));
    await user.click(screen.getByRole('button', { name: 'Pay ₦23,113.04' }));
    await waitFor(() =>
      expect(alertStore.get().map((alert) => alert.message)).toContain(
        'Your balance is ₦6,500, less than the ₦23,113.04 of this order',
      ),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.sentTo(calls.Payment.CompleteWithWalletPayment)).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay ₦23,113.04' })).toBeEnabled();
  });
});
