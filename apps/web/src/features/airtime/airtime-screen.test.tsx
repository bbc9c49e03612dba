import { screen, waitFor, within } from '@testing-library/react';
import { type AirtimeDataTransaction, airtimeTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { session } from '../../lib/session.ts';
import { myRights, signInAdmin } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import AirtimesPage from './pages/airtimes-page.tsx';
import MyAirtimePage from './pages/my-airtime-page.tsx';

const aPurchase = (Id: number, more: Partial<AirtimeDataTransaction> = {}): AirtimeDataTransaction => ({
  Id,
  Surname: 'Okafor',
  Firstname: 'Ada',
  PhoneNumber: '+2348031234567',
  IsDataPlan: false,
  PlanName: 'Airtime',
  PlanCode: null,
  Validity: '',
  Network: 'MTN',
  Amount: 500,
  Amountinstring: '₦500',
  TransactionDate: '2026-11-20T09:30:00.000Z',
  _9bspStatus: 'success',
  Reference: `bill_${Id}`,
  WalletTransactionId: 10 + Id,
  RefundTransactionId: null,
  ...more,
});

const purchases = [
  aPurchase(3, {
    Firstname: 'Bola',
    Surname: 'Eze',
    IsDataPlan: true,
    PlanName: 'GLO 5.8 GB',
    PlanCode: 'MD152',
    Validity: '30 days',
    Network: 'Glo',
    Amount: null,
    Amountinstring: '₦2,000',
    _9bspStatus: 'pending',
  }),
  aPurchase(2),
];

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()₦]/g, '.')}`));

describe("Airtime plan's Center", { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists every purchase: index, Customer, Plan, Network, Amount (Amountinstring when empty), Transaction Date, Status', async () => {
    fakeApi(
      myRights(),
      answer(calls.Communication.GetAirtimeDataTransactions, () => ({ rows: purchases, total: 2 })),
    );
    renderAt(<AirtimesPage />, '/admin/airtimes');
    const data = await tableRowOf('Bola Eze');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Customer',
      'Plan',
      'Network',
      'Amount',
      'Transaction Date',
      'Status',
    ]);
    expect(cellsOf(data).slice(0, 5)).toEqual(['1', 'Bola Eze', 'GLO 5.8 GB (30 days)', 'Glo', '₦2,000']);
    expect(cellsOf(data)[6]).toBe('pending');
    const airtime = await tableRowOf('Ada Okafor');
    expect(cellsOf(airtime).slice(2, 5)).toEqual(['Airtime', 'MTN', '₦500']);
    expect(cellsOf(airtime)[6]).toBe('success');
  });
});

describe('a customer buying airtime or data', { timeout: 30_000 }, () => {
  beforeEach(() => {
    session.signIn({
      Token: 'rider-token',
      User: {
        Id: 'r1',
        EmailAddress: 'ada@example.com',
        Surname: 'Okafor',
        FirstName: 'Ada',
        HasAdminRole: false,
        AllowAllEndPoints: false,
        AdminEndPoints: [],
      },
      RequireNewPassword: false,
    });
  });

  function fakeCustomer() {
    const mine: AirtimeDataTransaction[] = [aPurchase(2)];
    return fakeApi(
      answer(calls.Communication.GetNetworks, () => [
        { Code: 'MTN', Name: 'MTN' },
        { Code: 'Airtel', Name: 'Airtel' },
        { Code: 'Glo', Name: 'Glo' },
        { Code: '9mobile', Name: '9mobile' },
      ]),
      answer(calls.Communication.GetDataPlans, ({ query }) => [
        {
          PlanCode: `${query.network}-1`,
          PlanName: `${query.network} 1 GB`,
          Network: query.network,
          Amount: 1000,
          Validity: '30 days',
        },
      ]),
      answer(calls.Communication.GetMyAirtimeDataTransactions, () => ({ rows: mine, total: mine.length })),
      answer(calls.Communication.BuyAirtime, ({ body }) => {
        if (body.Amount > 1000) return problem(409, airtimeTexts.balanceTooLow(1000, body.Amount));
        mine.unshift(aPurchase(4, { Amount: body.Amount, Amountinstring: `₦${body.Amount}` }));
        return {
          Message: airtimeTexts.bought(`MTN airtime of ₦${body.Amount}`, '+2348031234567'),
          Id: 4,
          _9bspStatus: 'success',
        };
      }),
    );
  }

  it('buys airtime: BuyAirtime with the network, the number and the amount, a success alert, the purchase listed', async () => {
    const api = fakeCustomer();
    const { user, fill } = renderAt(<MyAirtimePage />, '/teacher/airtimes');
    expect(await screen.findByRole('heading', { name: 'Airtime & Data' })).toBeInTheDocument();
    await tableRowOf('+2348031234567');
    await waitFor(() => expect(api.sentTo(calls.Communication.GetNetworks).length).toBeGreaterThan(0));
    await fill(field('Phone Number'), '08031234567');
    await fill(field('Amount (₦)'), '300');
    await user.click(screen.getByRole('button', { name: 'Buy Airtime' }));
    await waitFor(() =>
      expect(successes()).toEqual([airtimeTexts.bought('MTN airtime of ₦300', '+2348031234567')]),
    );
    expect(api.sentTo(calls.Communication.BuyAirtime).map((request) => request.body)).toEqual([
      { Network: 'MTN', PhoneNumber: '+2348031234567', Amount: 300 },
    ]);
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
  });

  it('shows a purchase the wallet cannot pay in the error alert', async () => {
    fakeCustomer();
    const { user, fill } = renderAt(<MyAirtimePage />, '/teacher/airtimes');
    await tableRowOf('+2348031234567');
    await fill(field('Phone Number'), '08031234567');
    await fill(field('Amount (₦)'), '5000');
    await user.click(screen.getByRole('button', { name: 'Buy Airtime' }));
    await waitFor(() =>
      expect(alertStore.get().map((alert) => alert.message)).toContain(
        airtimeTexts.balanceTooLow(1000, 5000),
      ),
    );
  });
});
