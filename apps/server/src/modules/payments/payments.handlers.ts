import { PaymentGateway, paymentCalls } from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import { callerId, callerOf, siteUrlOf } from '../../app-context.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { confirmCardPayment } from './card-confirmation.service.ts';
import { updatePaymentGatewayInformation } from './gateway-information.service.ts';
import { confirmManualPayment } from './manual-confirmation.service.ts';
import { listMyPayments, listPayments, paymentStatuses } from './payment-lists.service.ts';
import type { PaymentsDeps } from './payments.deps.ts';
import { completeWithWalletPayment } from './wallet-payment.service.ts';

/** spec 001 §7 (Payment) and issue 19 §2: the Payment calls (the providers' webhooks are the wallet module's). */
export const paymentHandlers = handlersFor(paymentCalls, (deps: PaymentsDeps) => {
  const receiptOf = (request: FastifyRequest) => ({
    siteUrl: siteUrlOf(request, deps.config),
    timeZone: deps.config.TIME_ZONE,
  });
  return {
    UpdatePaymentGatewayInformation: ({ body, request }) =>
      updatePaymentGatewayInformation(deps, { ...body, caller: callerOf(request) }),
    CompleteWithWalletPayment: ({ body, request }) =>
      completeWithWalletPayment(deps, { ...body, caller: callerOf(request), receipt: receiptOf(request) }),
    ConfirmPaystackPayment: ({ body, request }) =>
      confirmCardPayment(deps, {
        Id: body.Id,
        gateway: PaymentGateway.Paystack,
        caller: callerOf(request),
        receipt: receiptOf(request),
      }),
    ConfirmFlutterwavePayment: ({ body, request }) =>
      confirmCardPayment(deps, {
        Id: body.Id,
        gateway: PaymentGateway.Flutterwave,
        caller: callerOf(request),
        receipt: receiptOf(request),
      }),
    ConfirmManualPayment: ({ body, request }) =>
      confirmManualPayment(deps, { ...body, by: callerId(request), receipt: receiptOf(request) }),
    GetPayments: ({ query }) => listPayments(deps.db, query),
    GetMyPayments: ({ query, request }) => listMyPayments(deps.db, { ...query, caller: callerOf(request) }),
    GetPaymentStatuses: () => paymentStatuses(),
  };
});
