import { Endpoint, userTexts, VirtualAccountStatus } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, problemOf } from '../../test/api-client.ts';
import { signedInAdmin, signedInUser } from '../../test/test-app.ts';
import { accountsTestApp, writtenRows } from '../accounts/test-support.ts';
import { walletVirtualAccounts } from './wallet-accounts.table.ts';

const suite = accountsTestApp();

const reVerify = (WalletAccountNumber: unknown, api = suite.admin.api) =>
  api.post('/api/Wallet/ReRegisteredAccount', { WalletAccountNumber });

async function walletOf(status: number, accountNumber: string) {
  const rider = await signedInUser(suite.t);
  await suite.t.db
    .insert(walletVirtualAccounts)
    .values({ userId: rider.id, accountNumber, status, errorMessage: status === 3 ? 'BVN mismatch' : null });
  return accountNumber;
}

const stored = async (accountNumber: string) =>
  (
    await suite.t.db
      .select()
      .from(walletVirtualAccounts)
      .where(eq(walletVirtualAccounts.accountNumber, accountNumber))
  )[0];

describe('Wallet/ReRegisteredAccount', () => {
  it('sets a Failed account back to Pending, clearing its error', async () => {
    const number = await walletOf(VirtualAccountStatus.Failed, '7000000001');
    const response = await reVerify(number);
    expect(response.json()).toEqual({ Message: userTexts.reVerificationRequested('Chidi Okafor') });
    expect(await stored(number)).toMatchObject({ status: VirtualAccountStatus.Pending, errorMessage: null });
  });

  it('refuses an account already Pending (409), an unknown number (404) and bad input (400), writing nothing', async () => {
    const pending = await walletOf(VirtualAccountStatus.Pending, '7000000002');
    const before = await writtenRows(suite.t);
    expect(problemOf(await reVerify(pending), 409).title).toBe(userTexts.reVerificationPending);
    expect(problemOf(await reVerify('0000000000'), 404).title).toBe(userTexts.noWalletAccount('0000000000'));
    problemOf(await reVerify('9'.repeat(10_000)), 400);
    problemOf(await reVerify(null), 400);
    expect(await writtenRows(suite.t)).toEqual(before);
  });

  it('needs Wallet edit', async () => {
    const number = await walletOf(VirtualAccountStatus.Verified, '7000000003');
    const accountEditor = await signedInAdmin(suite.t, { [Endpoint.Account]: { edit: true } });
    expect((await reVerify(number, apiAs(suite.t, accountEditor.token))).statusCode).toBe(403);
    const walletEditor = await signedInAdmin(suite.t, { [Endpoint.Wallet]: { edit: true } });
    expect((await reVerify(number, apiAs(suite.t, walletEditor.token))).statusCode).toBe(200);
  });
});
