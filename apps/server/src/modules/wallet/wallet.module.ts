import { calls, packageSaleCalls } from '@wayfare/contracts';
import type { PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { type AppContext, callerOf, siteUrlOf } from '../../app-context.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { setMyBvn } from './bvn.service.ts';
import { bvnKeyOf } from './bvn-key.ts';
import { type BvnVault, createBvnVault } from './bvn-vault.ts';
import { topUpFromCard } from './card-charges.service.ts';
import { type CardVault, cardVaultOf } from './card-vault.ts';
import { listMyCards, removeMyCard } from './cards-on-file.service.ts';
import { fundClientWallet } from './fund-client-wallet.service.ts';
import { buyPackage, listAvailablePackages } from './package-sales.service.ts';
import { paymentWebhookHandlers } from './payment-webhooks.handlers.ts';
import { reRegisterWalletAccount } from './re-registered-account.service.ts';
import { reconcileWalletsJob } from './reconcile-wallets.job.ts';
import { recoverWithdrawalsJob } from './recover-withdrawals.job.ts';
import { refundTransaction } from './refund-transaction.service.ts';
import {
  fundMyWallet,
  type GatewayOf,
  refundThroughProvider,
  retryUncompletedTransaction,
  verifyMyTopUp,
} from './top-ups.service.ts';
import { needsBvn } from './virtual-account-needs.ts';
import { requestVirtualAccountsJob, VIRTUAL_ACCOUNTS_JOB } from './virtual-accounts.job.ts';
import {
  getWalletTransaction,
  listMyWalletTransactions,
  listWalletTransactions,
} from './wallet-transactions.service.ts';
import { getMyWallet, listWallets } from './wallets.service.ts';
import { recoverStrandedWithdrawals } from './withdrawal-recovery.service.ts';
import {
  listBanks,
  resolveBankAccount,
  retryFailedTransfer,
  withdrawFromMyWallet,
} from './withdrawals.service.ts';

/** Work a call started and answered before it finished (a retry's check): awaited when the app closes. */
type UnderWay = Set<Promise<unknown>>;

/** Each provider served (WALLET_GATEWAY's and any other configured), once. */
function servedProviders({ payments, paymentProviders }: AppContext): PaymentGateway[] {
  const served = [payments, ...Object.values(paymentProviders ?? {})];
  return served.filter(
    (gateway, index): gateway is PaymentGateway =>
      gateway !== undefined && served.findIndex((other) => other?.gateway === gateway.gateway) === index,
  );
}

/** Retries, refunds and recoveries go to the provider that took the payment (WALLET_GATEWAY may have changed since). */
function gatewayOfContext(ctx: AppContext): GatewayOf {
  const served = servedProviders(ctx);
  return (gateway) => served.find((candidate) => candidate.gateway === gateway);
}

const walletHandlers = handlersFor(
  calls.Wallet,
  (ctx: AppContext & { underWay: UnderWay; bvns: BvnVault; cards: CardVault }) => {
    const { db, payments, config, log, underWay, bvns, cards } = ctx;
    const gatewayOf = gatewayOfContext(ctx);
    return {
      ReRegisteredAccount: ({ body, request }) =>
        reRegisterWalletAccount(db, payments, { ...body, caller: callerOf(request) }),
      GetMyWallet: ({ request }) =>
        getMyWallet(db, { caller: callerOf(request), bvnNeeded: needsBvn(payments), bvns }),
      SetMyBvn: ({ body, request }) => setMyBvn(db, bvns, { ...body, caller: callerOf(request) }),
      FundClientWallet: ({ body, request }) => fundClientWallet(db, { ...body, caller: callerOf(request) }),
      FundMyWallet: ({ body, request }) =>
        fundMyWallet(db, payments, {
          ...body,
          caller: callerOf(request),
          // The checkout returns to the wallet page, which asks VerifyMyTopUp with the reference.
          callbackUrl: `${siteUrlOf(request, config)}/teacher/wallets`,
        }),
      VerifyMyTopUp: ({ query, request }) =>
        verifyMyTopUp(db, payments, { reference: query.reference, caller: callerOf(request), cards }),
      RetryUncompletedTransaction: ({ body, request }) =>
        retryUncompletedTransaction(db, gatewayOf, { ...body, caller: callerOf(request), cards }, (work) => {
          const tracked = work
            .catch((error) => log.error(error, 'retrying a payment'))
            .finally(() => underWay.delete(tracked));
          underWay.add(tracked);
        }),
      GetBanks: () => listBanks(payments),
      ResolveBankAccount: ({ query }) => resolveBankAccount(payments, query),
      WithdrawFromMyWallet: ({ body, request }) =>
        withdrawFromMyWallet(db, payments, { ...body, caller: callerOf(request) }),
      RetryFailedTransferTransaction: ({ body, request }) =>
        retryFailedTransfer(db, gatewayOf, { ...body, caller: callerOf(request) }),
      GetWalletTransactions: ({ query }) => listWalletTransactions(db, query),
      GetMyWalletTransactions: ({ query, request }) =>
        listMyWalletTransactions(db, { ...query, caller: callerOf(request) }),
      GetWalletTransactionById: ({ query, request }) =>
        getWalletTransaction(db, { id: query.id, caller: callerOf(request) }),
      GetWallets: ({ query }) => listWallets(db, query),
      RefundTransaction: ({ body, request }) =>
        refundTransaction(db, { ...body, caller: callerOf(request) }, async (credit) => {
          const gateway = gatewayOf(credit.gateway);
          if (gateway) await refundThroughProvider(db, gateway)(credit);
        }),
      GetMyCards: ({ request }) => listMyCards(db, { caller: callerOf(request) }),
      RemoveMyCard: ({ body, request }) => removeMyCard(db, { ...body, caller: callerOf(request) }),
      TopUpFromCard: ({ body, request }) =>
        topUpFromCard(db, gatewayOf, cards, { ...body, caller: callerOf(request) }),
    };
  },
);

/** Issue 18 §4: packages paid from the wallet (the Package area's sales). */
const packageSaleHandlers = handlersFor(packageSaleCalls, ({ db }: AppContext) => ({
  GetAvailablePackages: ({ request }) => listAvailablePackages(db, { caller: callerOf(request) }),
  BuyPackage: ({ body, request }) => buyPackage(db, { ...body, caller: callerOf(request) }),
}));

/**
 * spec 001 §7 (Wallet) and issue 18: the ledger's calls, top-ups through Paystack or Flutterwave (and their
 * webhooks), the packages sold from the wallet, and the daily reconciliation.
 */
export const walletModule = (ctx: AppContext): ModuleParts => {
  ctx.jobs.registerJob('reconcile-wallets', reconcileWalletsJob(servedProviders(ctx)));
  const recovery = {
    gatewayOf: gatewayOfContext(ctx),
    olderThanMs: ctx.config.WITHDRAWAL_RECOVERY_AFTER_SECONDS * 1000,
    log: ctx.log,
  };
  ctx.jobs.registerJob('recover-withdrawals', recoverWithdrawalsJob(recovery));
  const bvns = createBvnVault(bvnKeyOf(ctx.config));
  const cards = cardVaultOf(ctx.config);
  ctx.jobs.registerJob(VIRTUAL_ACCOUNTS_JOB, requestVirtualAccountsJob(ctx.payments, bvns));
  const underWay: UnderWay = new Set();
  return {
    handlers: [
      walletHandlers({ ...ctx, underWay, bvns, cards }),
      packageSaleHandlers(ctx),
      paymentWebhookHandlers({ ...ctx, cards }),
    ],
    setup: async (app) => {
      // A process starting again is when withdrawals left by one that died are found: sweep once now,
      // in the background (the scheduled sweep takes over from there).
      app.addHook('onReady', async () => {
        const sweep = recoverStrandedWithdrawals(ctx.db, recovery.gatewayOf, { ...recovery, now: new Date() })
          .catch((error) => ctx.log.error(error, 'recovering withdrawals'))
          .finally(() => underWay.delete(sweep));
        underWay.add(sweep);
      });
      app.addHook('onClose', async () => {
        while (underWay.size > 0) await Promise.allSettled([...underWay]);
      });
    },
  };
};
