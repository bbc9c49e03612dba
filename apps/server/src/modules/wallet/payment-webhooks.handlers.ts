import { paymentWebhookCalls, texts, walletTexts } from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import { Gateway, GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { type AppContext, siteUrlOf } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { confirmPaymentReference, isPaymentReference } from '../payments/index.ts';
import type { CardVault } from './card-vault.ts';
import { confirmTopUp } from './top-up-confirmation.service.ts';
import {
  applyAssignmentEvent,
  creditIncomingTransfer,
  VIRTUAL_ACCOUNT_REFERENCE_PREFIX,
} from './virtual-accounts.service.ts';
import { settleTransfer } from './withdrawals.service.ts';

/** Which event of a provider says a payment went through, and where its reference is. */
type WebhookOf = {
  paidEvent: string;
  referenceOf: (data: Record<string, unknown>) => unknown;
  /** Whether an event is about a transfer (a withdrawal); its reference is ours, `reference` in both. */
  isTransferEvent: (event: string) => boolean;
  /** Whether an event is about a virtual account: its assignment, or a bank transfer into it. */
  virtualAccountEventOf: (event: string, data: Record<string, unknown>) => VirtualAccountEvent | undefined;
};

type VirtualAccountEvent =
  | { kind: 'assignment'; succeeded: boolean }
  | { kind: 'transfer'; hint: { reference?: string; id?: string } };

const idOf = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' ? String(value) : undefined;

const paystackWebhook: WebhookOf = {
  paidEvent: 'charge.success',
  referenceOf: (data) => data.reference,
  isTransferEvent: (event) => ['transfer.success', 'transfer.failed', 'transfer.reversed'].includes(event),
  virtualAccountEventOf: (event, data) => {
    if (event === 'dedicatedaccount.assign.success') return { kind: 'assignment', succeeded: true };
    if (event === 'dedicatedaccount.assign.failed') return { kind: 'assignment', succeeded: false };
    if (
      event === 'charge.success' &&
      data.channel === 'dedicated_nuban' &&
      typeof data.reference === 'string'
    )
      return { kind: 'transfer', hint: { reference: data.reference } };
    return undefined;
  },
};
/** Flutterwave's `charge.completed` carries our reference as `tx_ref` (its status is asked again anyway). */
const flutterwaveWebhook: WebhookOf = {
  paidEvent: 'charge.completed',
  referenceOf: (data) => data.tx_ref,
  isTransferEvent: (event) => event === 'transfer.completed',
  // A transfer into a virtual account carries the tx_ref we opened the account with.
  virtualAccountEventOf: (event, data) =>
    event === 'charge.completed' &&
    typeof data.tx_ref === 'string' &&
    data.tx_ref.startsWith(VIRTUAL_ACCOUNT_REFERENCE_PREFIX)
      ? { kind: 'transfer', hint: { id: idOf(data.id) } }
      : undefined,
};

type WebhookReply = { status: string };

/** An answer the provider takes as received (200), the event applied or not of interest. */
const ignored: WebhookReply = { status: 'ignored' };

/** The provider could not be asked about the event: 503, so it sends the event again later. */
async function askingTheProvider<T>(gateway: PaymentGateway, ask: () => Promise<T>) {
  try {
    return await ask();
  } catch (error) {
    if (error instanceof GatewayError) throw new AppError(503, walletTexts.providerUnavailable(gateway.name));
    throw error;
  }
}

/**
 * One provider's event (issue 18 §3). The signature (Paystack's HMAC, Flutterwave's `verif-hash`) is
 * checked first (401, nothing written); the event is then only a hint: what it names is asked about
 * again (`confirmTopUp`, a transfer's or a virtual account's status) and applied once. Events of no
 * interest, unknown references and replays answer 200.
 */
async function applyProviderEvent(
  deps: { db: Db; gateway: PaymentGateway; config: Config; cards: CardVault },
  of: WebhookOf,
  input: { raw: Buffer; request: FastifyRequest },
): Promise<WebhookReply> {
  const { db, gateway, config, cards } = deps;
  const { raw, request } = input;
  if (!gateway.isSignedWebhook(raw, request.headers)) throw unauthorized(walletTexts.badSignature);
  let event: { event?: unknown; data?: Record<string, unknown> };
  try {
    event = JSON.parse(raw.toString('utf8'));
  } catch {
    return ignored;
  }
  const virtualAccountEvent =
    typeof event?.event === 'string' && event.data && typeof event.data === 'object'
      ? of.virtualAccountEventOf(event.event, event.data)
      : undefined;
  if (virtualAccountEvent && event.data) {
    const data = event.data;
    const outcome = await askingTheProvider(gateway, async () =>
      virtualAccountEvent.kind === 'assignment'
        ? await applyAssignmentEvent(db, gateway, { ...virtualAccountEvent, data })
        : (await creditIncomingTransfer(db, gateway, virtualAccountEvent.hint)).outcome,
    );
    return { status: outcome };
  }
  if (typeof event?.event === 'string' && of.isTransferEvent(event.event) && event.data) {
    const transferReference = event.data.reference;
    if (typeof transferReference !== 'string') return ignored;
    const id = event.data.id;
    const { outcome } = await askingTheProvider(gateway, () =>
      settleTransfer(db, gateway, {
        reference: transferReference,
        providerReference: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
      }),
    );
    return { status: outcome };
  }
  const reference = event?.data && typeof event.data === 'object' ? of.referenceOf(event.data) : undefined;
  if (event?.event !== of.paidEvent || typeof reference !== 'string') return ignored;
  const { outcome } = await askingTheProvider<{ outcome: string }>(gateway, () =>
    // issue 19 §2: an order's card payment (our WFP- references) is the payments module's.
    isPaymentReference(reference)
      ? confirmPaymentReference(db, gateway, {
          reference,
          receipt: { siteUrl: siteUrlOf(request, config), timeZone: config.TIME_ZONE },
          cards,
        })
      : confirmTopUp(db, gateway, reference, cards),
  );
  return { status: outcome };
}

/**
 * Each provider's webhook with its own adapter: WALLET_GATEWAY's, or another configured one, so events
 * of top-ups taken before WALLET_GATEWAY changed still arrive. A provider not served has no webhook:
 * its address answers 404, as an unknown one does.
 */
export const paymentWebhookHandlers = handlersFor(
  paymentWebhookCalls,
  (ctx: AppContext & { cards: CardVault }) => {
    const providers = ctx.paymentProviders ?? {};
    const paystack =
      providers.paystack ?? (ctx.payments.gateway === Gateway.Paystack ? ctx.payments : undefined);
    const flutterwave =
      providers.flutterwave ?? (ctx.payments.gateway === Gateway.Flutterwave ? ctx.payments : undefined);
    const webhook =
      (gateway: PaymentGateway | undefined, of: WebhookOf) =>
      ({ request, body }: { request: FastifyRequest; body: Buffer }) => {
        if (!gateway) throw new AppError(404, texts.urlDoesNotExist);
        return applyProviderEvent({ db: ctx.db, gateway, config: ctx.config, cards: ctx.cards }, of, {
          raw: body,
          request,
        });
      };
    return {
      PaystackWebhook: webhook(paystack, paystackWebhook),
      FlutterwaveWebhook: webhook(flutterwave, flutterwaveWebhook),
    };
  },
);
