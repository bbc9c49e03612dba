import { z } from 'zod';
import { access, type CallSpec, defineArea, reply } from '../call.ts';
import {
  completeWithWalletPaymentRequest,
  confirmCardPaymentRequest,
  confirmManualPaymentRequest,
  getPaymentsQuery,
  payment,
  paymentGatewayInformation,
  paymentStatusEntity,
  updatePaymentGatewayInformationRequest,
} from '../payments.ts';
import { Endpoint } from '../permissions.ts';

/**
 * spec 001 §7 (Payment) and issue 19 §2: paying an order's invoice by card, wallet or cash. The calls
 * open to the order's customer are signed-in calls whose service also lets an administrator with
 * Payment edit act (anyone else: 404). The providers' webhooks are below.
 */
export const paymentCalls = defineArea('Payment', {
  UpdatePaymentGatewayInformation: {
    method: 'POST',
    access: access.signedIn,
    body: updatePaymentGatewayInformationRequest,
    reply: reply.json(paymentGatewayInformation),
    summary:
      'Chooses the gateway of a Pending (or AwaitingVerification, or Failed) payment: it awaits verification; answers what the checkout needs.',
    problems: [404, 409],
  },
  CompleteWithWalletPayment: {
    method: 'POST',
    access: access.signedIn,
    body: completeWithWalletPaymentRequest,
    reply: reply.json(payment),
    summary: "Pays the caller's order from their wallet (one Debit naming the order); the payment is Paid.",
    problems: [404, 409],
  },
  ConfirmPaystackPayment: {
    method: 'POST',
    access: access.signedIn,
    body: confirmCardPaymentRequest,
    reply: reply.json(payment),
    summary:
      'Asks Paystack about the payment and applies its answer once (Paid, InconsistencyAmount or Failed).',
    problems: [404, 409, 502],
  },
  ConfirmFlutterwavePayment: {
    method: 'POST',
    access: access.signedIn,
    body: confirmCardPaymentRequest,
    reply: reply.json(payment),
    summary:
      "Asks Flutterwave about the payment and applies its answer once; an administrator's Verify and Re-Verify.",
    problems: [404, 409, 502],
  },
  ConfirmManualPayment: {
    method: 'POST',
    access: access.admin(Endpoint.Payment, 'edit'),
    body: confirmManualPaymentRequest,
    reply: reply.json(payment),
    summary:
      'Approves (true: Paid) or rejects (false: Failed, Rejected) a cash payment awaiting verification.',
    problems: [404, 409],
  },
  GetPayments: {
    method: 'GET',
    access: access.admin(Endpoint.Payment, 'view'),
    query: getPaymentsQuery,
    reply: reply.list(payment),
    summary: 'Every payment, newest first; keyword: customer name, e-mail, phone, order number, item names.',
  },
  GetMyPayments: {
    method: 'GET',
    access: access.signedIn,
    query: getPaymentsQuery,
    reply: reply.list(payment),
    summary: "The payments of the caller's orders, newest first.",
  },
  GetPaymentStatuses: {
    method: 'GET',
    access: access.signedIn,
    reply: reply.list(paymentStatusEntity),
    summary:
      'The payment statuses: Pending 1, Paid 2, Failed 3, InconsistencyAmount 4, Cancelled 5, AwaitingVerification 6.',
  },
});

/** What became of a provider's event: 'ignored' when it is of no interest, else what it was applied as. */
export const webhookReply = z.object({
  status: z.string().describe("'ignored', or what the event was applied as (e.g. 'credited', 'already')"),
});

const webhook = (provider: string, signature: string) =>
  ({
    method: 'POST',
    access: access.public,
    rawBody: { description: `${provider}'s event as it sent it (JSON), signed by ${signature}.` },
    reply: reply.json(webhookReply),
    // A provider sends an event again until it is answered 200; each is applied once anyway.
    idempotent: false,
    summary: `Where ${provider} posts its events: a payment, a transfer or a virtual account's. A hint only: what it names is asked about again and applied once.`,
    // 401: no or a wrong signature; 404: the provider is not configured; 503: it cannot be asked now.
    problems: [401, 404, 503],
  }) as const satisfies CallSpec;

/**
 * Issue 18 §3: where the providers post their events, answered by the wallet module. Public: the
 * signature says who sent it, and a missing or wrong one is 401 with nothing written; it covers the
 * bytes as sent, so the body is read raw. Events of no interest, unknown references and replays answer
 * 200; a provider that cannot be asked about the event answers 503, so it sends the event again later.
 */
export const paymentWebhookCalls = defineArea('Payment', {
  PaystackWebhook: webhook('Paystack', 'the x-paystack-signature header (HMAC-SHA512 of these bytes)'),
  FlutterwaveWebhook: webhook('Flutterwave', "the verif-hash header (the account's secret hash)"),
});
