import { z } from 'zod';
import {
  airtimeDataTransaction,
  airtimeListQuery,
  airtimeNetworkEntry,
  airtimePurchaseReply,
  buyAirtimeRequest,
  buyDataPlanRequest,
  dataPlan,
  dataPlansQuery,
} from '../airtime.ts';
import { access, defineArea, reply } from '../call.ts';
import { Endpoint } from '../permissions.ts';

/**
 * spec 000 §7 (area Communication), spec 001 §7 (Airtime) and issue 18 §4: airtime and data bought
 * from the wallet through Flutterwave's bills API.
 */
export const communicationCalls = defineArea('Communication', {
  GetAirtimeDataTransactions: {
    method: 'GET',
    access: access.admin(Endpoint.Wallet, 'view'),
    query: airtimeListQuery,
    reply: reply.list(airtimeDataTransaction),
    summary: "Every airtime and data purchase, newest first ('Airtime plan's Center').",
  },
  GetMyAirtimeDataTransactions: {
    method: 'GET',
    access: access.signedIn,
    query: airtimeListQuery,
    reply: reply.list(airtimeDataTransaction),
    summary: "The caller's airtime and data purchases, newest first.",
  },
  GetNetworks: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.json(z.array(airtimeNetworkEntry)),
    summary: 'The networks airtime and data can be bought on: MTN, Airtel, Glo, 9mobile.',
  },
  GetDataPlans: {
    method: 'GET',
    access: access.signedIn,
    query: dataPlansQuery,
    reply: reply.json(z.array(dataPlan)),
    summary: "A network's data plans with their price and validity, as the provider lists them.",
    problems: [503],
  },
  BuyAirtime: {
    method: 'POST',
    access: access.signedIn,
    body: buyAirtimeRequest,
    reply: reply.json(airtimePurchaseReply),
    summary:
      'Buys airtime (₦50 to ₦50,000) from the wallet: debited at once, refunded by a Credit if the provider fails it.',
    problems: [409, 503],
  },
  BuyDataPlan: {
    method: 'POST',
    access: access.signedIn,
    body: buyDataPlanRequest,
    reply: reply.json(airtimePurchaseReply),
    summary:
      "Buys a network's data plan from the wallet at the provider's price: refunded by a Credit if the provider fails it.",
    problems: [409, 503],
  },
});
