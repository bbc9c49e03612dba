import { calls } from '@wayfare/contracts';
import { Gateway } from '../../adapters/payments/payment-gateway.ts';
import { FLUTTERWAVE_WEBHOOK_PATH } from '../../adapters/payments/payments-setup.ts';
import { type AppContext, callerOf } from '../../app-context.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { type Bills, listDataPlans, listNetworks } from './airtime-catalogue.service.ts';
import { buyAirtime, buyDataPlan } from './airtime-purchase.service.ts';
import {
  listAirtimeDataTransactions,
  listMyAirtimeDataTransactions,
} from './airtime-transactions.service.ts';
import { settleAirtimeJob } from './settle-airtime.job.ts';

/**
 * Bills always go through Flutterwave (issue 18 §4), whatever WALLET_GATEWAY says: the configured one,
 * or in test mode its fake. None when only a real Paystack is set up.
 */
export function billsOf(ctx: AppContext): Bills | undefined {
  const flutterwave =
    ctx.paymentProviders?.flutterwave ??
    (ctx.payments.gateway === Gateway.Flutterwave ? ctx.payments : undefined);
  if (!flutterwave?.bills) return undefined;
  // Where Flutterwave may post a bill's outcome: only an address it can reach (the settling job asks anyway).
  const publicUrl = ctx.config.PUBLIC_URL?.replace(/\/$/, '');
  return {
    provider: flutterwave.bills,
    name: flutterwave.name,
    ...(publicUrl ? { callbackUrl: `${publicUrl}${FLUTTERWAVE_WEBHOOK_PATH}` } : {}),
  };
}

const communicationHandlers = handlersFor(
  calls.Communication,
  ({ db, bills }: AppContext & { bills?: Bills }) => ({
    GetAirtimeDataTransactions: ({ query }) => listAirtimeDataTransactions(db, query),
    GetMyAirtimeDataTransactions: ({ query, request }) =>
      listMyAirtimeDataTransactions(db, { ...query, caller: callerOf(request) }),
    GetNetworks: () => listNetworks(),
    GetDataPlans: ({ query }) => listDataPlans(bills, query),
    BuyAirtime: ({ body, request }) => buyAirtime(db, bills, { ...body, caller: callerOf(request) }),
    BuyDataPlan: ({ body, request }) => buyDataPlan(db, bills, { ...body, caller: callerOf(request) }),
  }),
);

/** spec 000 §7 (Communication) and issue 18 §4: airtime and data bought from the wallet. */
export const airtimeModule = (ctx: AppContext): ModuleParts => {
  const bills = billsOf(ctx);
  ctx.jobs.registerJob('settle-airtime-purchases', settleAirtimeJob(bills));
  return { handlers: [communicationHandlers({ ...ctx, bills })] };
};
