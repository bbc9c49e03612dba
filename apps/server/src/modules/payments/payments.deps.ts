import { PaymentGateway } from '@wayfare/contracts';
import type { PaymentProviders, PaymentPublicKeys } from '../../adapters/payments/create-payment-gateway.ts';
import type { PaymentGateway as Provider } from '../../adapters/payments/payment-gateway.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { CardVault } from '../wallet/index.ts';

/** What the payment services need: the database, the settings, and the card providers served. */
export type PaymentsDeps = {
  db: Db;
  config: Config;
  providers: PaymentProviders;
  publicKeys: PaymentPublicKeys;
  /** Where a reusable card that paid an invoice is sealed to be kept on file (issue 30). */
  cards: CardVault;
};

export type CardGateway = typeof PaymentGateway.Paystack | typeof PaymentGateway.Flutterwave;
export const isCardGateway = (gateway: number | null): gateway is CardGateway =>
  gateway === PaymentGateway.Paystack || gateway === PaymentGateway.Flutterwave;

/** The adapter of a card gateway, when that provider is served (configured, or its fake in test mode). */
export const providerOf = (
  deps: Pick<PaymentsDeps, 'providers'>,
  gateway: CardGateway,
): Provider | undefined =>
  gateway === PaymentGateway.Paystack ? deps.providers.paystack : deps.providers.flutterwave;

export const publicKeyOf = (deps: Pick<PaymentsDeps, 'publicKeys'>, gateway: CardGateway) =>
  (gateway === PaymentGateway.Paystack ? deps.publicKeys.paystack : deps.publicKeys.flutterwave) ?? null;

/** issue 19 §2: a gateway is offered when ORDER_GATEWAYS lists it and, for a card, its provider is served. */
export const isOffered = (deps: Pick<PaymentsDeps, 'config' | 'providers'>, gateway: number) =>
  (deps.config.ORDER_GATEWAYS as readonly number[]).includes(gateway) &&
  (!isCardGateway(gateway) || providerOf(deps, gateway) !== undefined);
