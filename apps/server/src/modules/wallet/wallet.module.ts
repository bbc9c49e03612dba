import { calls, packageSaleCalls } from '@wayfare/contracts';
import { Gateway } from '../../adapters/payments/payment-gateway.ts';
import { type AppContext, callerOf, siteUrlOf } from '../../app-context.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { fundClientWallet } from './fund-client-wallet.service.ts';
import { buyPackage, listAvailablePackages } from './package-sales.service.ts';
import { registerFlutterwaveWebhook, registerPaystackWebhook } from './payment-webhooks.route.ts';
import { reRegisterWalletAccount } from './re-registered-account.service.ts';
import { reconcileWalletsJob } from './reconcile-wallets.job.ts';
import { refundTransaction } from './refund-transaction.service.ts';
import {
  fundMyWallet,
  type GatewayOf,
  refundThroughProvider,
  retryUncompletedTransaction,
  verifyMyTopUp,
} from './top-ups.service.ts';
import {
  getWalletTransaction,
  listMyWalletTransactions,
  listWalletTransactions,
} from './wallet-transactions.service.ts';
import { getMyWallet, listWallets } from './wallets.service.ts';
import {
  listBanks,
  resolveBankAccount,
  retryFailedTransfer,
  withdrawFromMyWallet,
} from './withdrawals.service.ts';

/** Work a call started and answered before it finished (a retry's check): awaited when the app closes. */
type UnderWay = Set<Promise<unknown>>;

const walletHandlers = handlersFor(
  calls.Wallet,
  ({ db, payments, paymentProviders, config, log, underWay }: AppContext & { underWay: UnderWay }) => {
    // Retries and refunds go to the provider that took the payment (WALLET_GATEWAY may have changed since).
    const served = [payments, ...Object.values(paymentProviders ?? {})];
    const gatewayOf: GatewayOf = (gateway) => served.find((candidate) => candidate?.gateway === gateway);
    return {
      ReRegisteredAccount: ({ body, request }) =>
        reRegisterWalletAccount(db, { ...body, caller: callerOf(request) }),
      GetMyWallet: ({ request }) => getMyWallet(db, { caller: callerOf(request) }),
      FundClientWallet: ({ body, request }) => fundClientWallet(db, { ...body, caller: callerOf(request) }),
      FundMyWallet: ({ body, request }) =>
        fundMyWallet(db, payments, {
          ...body,
          caller: callerOf(request),
          // The checkout returns to the wallet page, which asks VerifyMyTopUp with the reference.
          callbackUrl: `${siteUrlOf(request, config)}/teacher/wallets`,
        }),
      VerifyMyTopUp: ({ query, request }) =>
        verifyMyTopUp(db, payments, { reference: query.reference, caller: callerOf(request) }),
      RetryUncompletedTransaction: ({ body, request }) =>
        retryUncompletedTransaction(db, gatewayOf, { ...body, caller: callerOf(request) }, (work) => {
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
    };
  },
);

/** Issue 18 §4: packages paid from the wallet (the Package area's sales). */
const packageSaleHandlers = handlersFor(packageSaleCalls, ({ db }: AppContext) => ({
  GetAvailablePackages: ({ request }) => listAvailablePackages(db, { caller: callerOf(request) }),
  BuyPackage: ({ body, request }) => buyPackage(db, { ...body, caller: callerOf(request) }),
}));

/**
 * spec 001 §7 (Wallet) and issue 18: the ledger's calls, top-ups through Paystack or Flutterwave (the webhook routes
 * outside the declared calls), the packages sold from the wallet, and the daily reconciliation.
 */
export const walletModule = (ctx: AppContext): ModuleParts => {
  ctx.jobs.registerJob('reconcile-wallets', reconcileWalletsJob);
  const underWay: UnderWay = new Set();
  return {
    handlers: [walletHandlers({ ...ctx, underWay }), packageSaleHandlers(ctx)],
    setup: async (app) => {
      // Each provider's webhook with its own adapter: events of top-ups taken before WALLET_GATEWAY changed
      // still arrive.
      const providers = ctx.paymentProviders ?? {};
      const paystack =
        providers.paystack ?? (ctx.payments.gateway === Gateway.Paystack ? ctx.payments : undefined);
      const flutterwave =
        providers.flutterwave ?? (ctx.payments.gateway === Gateway.Flutterwave ? ctx.payments : undefined);
      if (paystack) await registerPaystackWebhook(app, ctx.db, paystack);
      if (flutterwave) await registerFlutterwaveWebhook(app, ctx.db, flutterwave);
      app.addHook('onClose', async () => {
        while (underWay.size > 0) await Promise.allSettled([...underWay]);
      });
    },
  };
};
