import { Gateway } from '../../adapters/payments/payment-gateway.ts';
import type { AppContext } from '../../app-context.ts';
import type { ModuleParts } from '../../http/register-calls.ts';
import { cardVaultOf } from '../wallet/index.ts';
import { paymentHandlers } from './payments.handlers.ts';

/**
 * issue 19 §2: paying an order's invoice by card (Paystack, Flutterwave), wallet or cash. The card
 * providers are the wallet's adapters (each one served: configured, or its fake in test mode); their
 * events arrive at the wallet module's webhook routes, which hand our order references to
 * `confirmPaymentReference`.
 */
export const paymentsModule = (ctx: AppContext): ModuleParts => {
  const served = ctx.paymentProviders ?? {};
  const providers = {
    paystack: served.paystack ?? (ctx.payments.gateway === Gateway.Paystack ? ctx.payments : undefined),
    flutterwave:
      served.flutterwave ?? (ctx.payments.gateway === Gateway.Flutterwave ? ctx.payments : undefined),
  };
  return {
    handlers: [
      paymentHandlers({
        db: ctx.db,
        config: ctx.config,
        providers,
        publicKeys: ctx.paymentPublicKeys ?? {},
        cards: cardVaultOf(ctx.config),
      }),
    ],
  };
};
