import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Endpoint, type WalletTransaction, walletTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import {
  expectPermissionNotice,
  myRights,
  signInAdmin,
  signInLimitedTo,
} from '../../../test/admin-rights.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { successes, tableRowOf } from '../../../test/screen-queries.ts';
import WalletsPage from '../pages/wallets-page.tsx';
import { aPendingTopUp, aTransaction } from '../testing/wallet-test-rows.ts';

const bola = {
  WallettIdNumber: '3098765432',
  Surname: 'Adeyemi',
  Firstname: 'Bola',
  Email: 'bola@example.com',
};

/** The Wallet calls in memory, as the wallet module answers them. */
function fakeWallets(rightsAnswer = myRights()) {
  const rows: WalletTransaction[] = [
    aTransaction(1),
    aPendingTopUp(2, { Firstname: 'Chidi', Surname: 'Eze', Email: 'chidi@example.com' }),
    aTransaction(3, {
      ...bola,
      Amount: 12000,
      TransactionType: 6,
      TransactionTypeName: 'PendingWithDraw',
      TransactionStatus: 1,
      TransactionStatusName: 'Initiated',
      TransferStatus: 3,
      TransferStatusName: 'Failed',
      TransferMessage: 'Account name mismatch',
      CreditMessage: '',
      PhoneNumber: null,
    }),
    // A withdrawal whose transfer failed, the hold released: its retry sends the transfer again.
    aTransaction(4, {
      Firstname: 'Dayo',
      Surname: 'Bello',
      Email: 'dayo@example.com',
      Amount: 3000,
      TransactionType: 6,
      TransactionTypeName: 'PendingWithDraw',
      TransactionStatus: 3,
      TransactionStatusName: 'Failed',
      TransferStatus: 3,
      TransferStatusName: 'Failed',
      TransferMessage: 'Insufficient funds in the payout balance',
      CanRetry: true,
      CreditMessage: '',
    }),
  ];
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Wallet.GetWalletTransactions, () => ({ rows, total: rows.length })),
    answer(calls.Wallet.GetWallets, ({ query }) => {
      const wallets = [
        { ...bola, PhoneNumber: '+2348030000001', Balance: 0 },
        {
          WallettIdNumber: '3012345678',
          Surname: 'Okafor',
          Firstname: 'Ada',
          PhoneNumber: null,
          Email: 'ada@example.com',
          Balance: 5000,
        },
      ];
      return { rows: query.page === 0 ? wallets : [], total: wallets.length };
    }),
    answer(calls.Wallet.FundClientWallet, ({ body }) => {
      if (body.Amount > 1_000_000)
        return problem(400, 'One or more validation errors occurred.', {
          Amount: ['Amount is above your limit'],
        });
      rows.unshift(aTransaction(9, { ...bola, Amount: body.Amount, CreditMessage: body.Message }));
      return { Message: walletTexts.funded(body.Amount, 'Bola Adeyemi'), Id: 9 };
    }),
    answer(calls.Wallet.RefundTransaction, ({ body }) => {
      const row = rows.find((candidate) => candidate.Id === body.Id);
      if (!row) return problem(404, walletTexts.noTransaction(body.Id));
      Object.assign(row, { TransactionStatus: 5, TransactionStatusName: 'Refunded' });
      return { Message: walletTexts.refunded(row.Amount, 'Ada Okafor'), Id: 10 };
    }),
    answer(calls.Wallet.RetryUncompletedTransaction, () => ({
      Message: walletTexts.retryStarted('Paystack'),
      Id: 2,
    })),
    answer(calls.Wallet.RetryFailedTransferTransaction, ({ body }) => ({
      Message: walletTexts.transferRetried,
      Id: body.Id,
    })),
  );
  return { api, rows };
}

/** The row's actions, from its Actions drop-down (closed again). */
async function actionsOf(user: UserEvent, name: string) {
  await user.click(within(await tableRowOf(name)).getByRole('button', { name: 'Actions' }));
  const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menuitem')).not.toBeInTheDocument());
  return items;
}

/** Chooses one of the row's actions. */
async function choose(user: UserEvent, name: string, action: string) {
  await user.click(within(await tableRowOf(name)).getByRole('button', { name: 'Actions' }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[()₦]/g, '.')}`));

describe('/admin/wallets', () => {
  beforeEach(() => signInAdmin());

  it('lists the transactions: customer, contact, type, amount, status (the transfer’s for a withdrawal), credited by', async () => {
    fakeWallets();
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    const ada = await tableRowOf('Ada Okafor');
    for (const text of ['+2348031234567', 'ada@example.com', 'Credit', '5,000', 'Completed', 'Ada Admin'])
      expect(within(ada).getByText(text)).toBeInTheDocument();
    const bolaRow = await tableRowOf('Bola Adeyemi');
    expect(within(bolaRow).getByText('Failed')).toBeInTheDocument();
    expect(within(bolaRow).getByText('12,000')).toBeInTheDocument();
    // Refund is offered for a Completed credit only; Retry for a payment the provider may still settle.
    expect(await actionsOf(user, 'Ada Okafor')).toEqual(['View Message', 'Refund']);
    expect(await actionsOf(user, 'Bola Adeyemi')).toEqual(['View Message']);
    expect(await actionsOf(user, 'Chidi Eze')).toEqual(['View Message', 'View Error', 'Retry']);
  });

  // Issue 32: eleven columns took the table past a laptop's 1366 px; the phone and e-mail share one.
  it('shows the phone over the e-mail in one Contact column', async () => {
    fakeWallets();
    renderAt(<WalletsPage />, '/admin/wallets');
    const ada = await tableRowOf('Ada Okafor');
    expect(within(ada).getByRole('cell', { name: '+2348031234567 ada@example.com' })).toBeInTheDocument();
    expect(
      within(await tableRowOf('Bola Adeyemi')).getByRole('cell', { name: /^— bola@/ }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Customer',
      'Contact',
      'Type',
      'Amount (₦)',
      'Status',
      'Credited By',
      'Date',
      'Completed',
      'Actions',
    ]);
  });

  it('refunds a Completed credit after the prompt, and the list shows it Refunded', async () => {
    const { api } = fakeWallets();
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    await choose(user, 'Ada Okafor', 'Refund');
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent(
      'Are you sure, you want to refund this transaction (₦5,000 to Ada Okafor)?',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual([walletTexts.refunded(5000, 'Ada Okafor')]));
    expect(api.sentTo(calls.Wallet.RefundTransaction).map((request) => request.body)).toEqual([{ Id: 1 }]);
    expect(await within(await tableRowOf('Ada Okafor')).findByText('Refunded')).toBeInTheDocument();
  });

  it('sends nothing when the refund prompt is answered No', async () => {
    const { api } = fakeWallets();
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    await choose(user, 'Ada Okafor', 'Refund');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No' }));
    expect(api.sentTo(calls.Wallet.RefundTransaction)).toEqual([]);
  });

  it("shows a transfer's message in a dialog, and a provider's error as a warning that stays", async () => {
    fakeWallets();
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    await choose(user, 'Bola Adeyemi', 'View Message');
    expect(await screen.findByRole('dialog', { name: 'Message' })).toHaveTextContent('Account name mismatch');
    await user.keyboard('{Escape}');
    await choose(user, 'Chidi Eze', 'View Error');
    expect(alertStore.get()).toEqual([
      expect.objectContaining({ type: 'Warning', message: 'Paystack timed out', autoClose: false }),
    ]);
  });

  it('retries a pending top-up: the row shows Pending without Retry until the list reloads', async () => {
    const { api } = fakeWallets();
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    await choose(user, 'Chidi Eze', 'Retry');
    await waitFor(() => expect(successes()).toEqual([walletTexts.retryStarted('Paystack')]));
    expect(api.sentTo(calls.Wallet.RetryUncompletedTransaction).map((request) => request.body)).toEqual([
      { Id: 2 },
    ]);
    expect(await actionsOf(user, 'Chidi Eze')).toEqual(['View Message', 'View Error']);
  });

  it('retries a failed transfer: RetryFailedTransferTransaction, the row Pending without Retry until the list reloads', async () => {
    const { api } = fakeWallets();
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    expect(within(await tableRowOf('Dayo Bello')).getByText('Failed')).toBeInTheDocument();
    expect(await actionsOf(user, 'Dayo Bello')).toEqual(['View Message', 'Retry']);
    await choose(user, 'Dayo Bello', 'Retry');
    await waitFor(() => expect(successes()).toEqual([walletTexts.transferRetried]));
    expect(api.sentTo(calls.Wallet.RetryFailedTransferTransaction).map((request) => request.body)).toEqual([
      { Id: 4 },
    ]);
    expect(api.sentTo(calls.Wallet.RetryUncompletedTransaction)).toEqual([]);
    expect(within(await tableRowOf('Dayo Bello')).getByText('Pending')).toBeInTheDocument();
    expect(await actionsOf(user, 'Dayo Bello')).toEqual(['View Message']);
  });

  it('funds a client wallet: the customer from the paged list, the amount, the message', async () => {
    const { api } = fakeWallets();
    const { user, fill } = renderAt(<WalletsPage />, '/admin/wallets');
    await user.click(await screen.findByRole('button', { name: 'Fund Client Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Wallet' });
    await waitFor(() => expect(api.sentTo(calls.Wallet.GetWallets)[0]?.query.get('pageSize')).toBe('20'));
    await user.click(within(dialog).getByRole('combobox', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: 'Ada Okafor (ada@example.com)' }));
    await fill(field('Amount (₦)'), '2500.5');
    await fill(field('Message'), 'Goodwill credit');
    await user.click(within(dialog).getByRole('button', { name: 'Fund Wallet' }));
    await waitFor(() => expect(successes()).toEqual([walletTexts.funded(2500.5, 'Bola Adeyemi')]));
    expect(api.sentTo(calls.Wallet.FundClientWallet).map((request) => request.body)).toEqual([
      { WallettIdNumber: '3012345678', Amount: 2500.5, Message: 'Goodwill credit' },
    ]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Fund Wallet' })).not.toBeInTheDocument(),
    );
  });

  it('starts with no customer chosen and refuses an amount alone, sending nothing', async () => {
    const { api } = fakeWallets();
    const { user, fill } = renderAt(<WalletsPage />, '/admin/wallets');
    await user.click(await screen.findByRole('button', { name: 'Fund Client Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Wallet' });
    const customer = within(dialog).getByRole('combobox', { name: /^Customer/ });
    await user.click(customer);
    await screen.findByRole('option', { name: 'Bola Adeyemi (+2348030000001)' });
    await user.keyboard('{Escape}');
    expect(customer).toHaveDisplayValue('');
    await fill(field('Amount (₦)'), '2500');
    await user.click(within(dialog).getByRole('button', { name: 'Fund Wallet' }));
    expect(customer).toHaveAccessibleDescription('Choose the customer');
    expect(api.sentTo(calls.Wallet.FundClientWallet)).toEqual([]);
    expect(within(dialog).getByRole('button', { name: 'Fund Wallet' })).toBeInTheDocument();
  });

  it('asks for the amount before sending, and shows the server’s refusal under its field', async () => {
    const { api } = fakeWallets();
    const { user, fill } = renderAt(<WalletsPage />, '/admin/wallets');
    await user.click(await screen.findByRole('button', { name: 'Fund Client Wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fund Wallet' });
    await user.click(within(dialog).getByRole('combobox', { name: /^Customer/ }));
    await user.click(await screen.findByRole('option', { name: 'Bola Adeyemi (+2348030000001)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Fund Wallet' }));
    expect(field('Amount (₦)')).toHaveAccessibleDescription('Amount (₦) is required');
    expect(api.sentTo(calls.Wallet.FundClientWallet)).toEqual([]);

    await fill(field('Amount (₦)'), '2000000');
    await user.click(within(dialog).getByRole('button', { name: 'Fund Wallet' }));
    await waitFor(() =>
      expect(field('Amount (₦)')).toHaveAccessibleDescription('Amount (₦) is above your limit'),
    );
    expect(screen.getByRole('dialog', { name: 'Fund Wallet' })).toBeInTheDocument();
  }, 15_000);

  it('hides Fund Client Wallet, Refund and Retry from someone who may only view the wallets', async () => {
    fakeWallets(signInLimitedTo({ [Endpoint.Wallet]: { CanView: true } }));
    const { user } = renderAt(<WalletsPage />, '/admin/wallets');
    expect(await actionsOf(user, 'Ada Okafor')).toEqual(['View Message']);
    expect(await actionsOf(user, 'Chidi Eze')).toEqual(['View Message', 'View Error']);
    expect(await actionsOf(user, 'Dayo Bello')).toEqual(['View Message']);
    expect(screen.queryByRole('button', { name: 'Fund Client Wallet' })).not.toBeInTheDocument();
  });

  it('shows the notice, and asks for no transaction, to someone without the Wallet endpoint', async () => {
    const { api } = fakeWallets(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<WalletsPage />, '/admin/wallets');
    await expectPermissionNotice(api, calls.Wallet.GetWalletTransactions);
  });
});
