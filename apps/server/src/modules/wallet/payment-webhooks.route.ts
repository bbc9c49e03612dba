import { walletTexts } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import {
  FLUTTERWAVE_WEBHOOK_PATH,
  PAYSTACK_WEBHOOK_PATH,
} from '../../adapters/payments/create-payment-gateway.ts';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import { siteUrlOf } from '../../app-context.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { confirmPaymentReference, isPaymentReference } from '../payments/index.ts';
import { confirmTopUp } from './top-ups.service.ts';
import {
  applyAssignmentEvent,
  creditIncomingTransfer,
  VIRTUAL_ACCOUNT_REFERENCE_PREFIX,
} from './virtual-accounts.service.ts';
import { settleTransfer } from './withdrawals.service.ts';

/** Where a provider posts its events, which event says a payment went through, and where its reference is. */
type WebhookOf = {
  path: string;
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
  path: PAYSTACK_WEBHOOK_PATH,
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
  path: FLUTTERWAVE_WEBHOOK_PATH,
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

/**
 * POST /api/Payment/PaystackWebhook and /api/Payment/FlutterwaveWebhook (issue 18 §3): public, outside
 * the declared calls because a signature may cover the raw bytes. The signature (Paystack's HMAC,
 * Flutterwave's `verif-hash`) is checked first (401, nothing written); the event is then only a hint:
 * the top-up is asked about again (`confirmTopUp`) and applied once. Events of no interest, unknown
 * references and replays answer 200; a provider that cannot be asked answers 503, so it sends the event
 * again later.
 */
async function registerProviderWebhook(
  app: FastifyInstance,
  db: Db,
  gateway: PaymentGateway,
  of: WebhookOf,
  config?: Config,
) {
  await app.register(async (scope) => {
    // The raw body, whatever its type: the signature is over the bytes as sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      of.path,
      { config: { access: { kind: 'public' }, idempotent: false }, schema: { hide: true } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!gateway.isSignedWebhook(raw, request.headers)) throw unauthorized(walletTexts.badSignature);
        let event: { event?: unknown; data?: Record<string, unknown> };
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.code(200).send({ status: 'ignored' });
        }
        const virtualAccountEvent =
          typeof event?.event === 'string' && event.data && typeof event.data === 'object'
            ? of.virtualAccountEventOf(event.event, event.data)
            : undefined;
        if (virtualAccountEvent && event.data) {
          try {
            const outcome =
              virtualAccountEvent.kind === 'assignment'
                ? await applyAssignmentEvent(db, gateway, { ...virtualAccountEvent, data: event.data })
                : (await creditIncomingTransfer(db, gateway, virtualAccountEvent.hint)).outcome;
            return reply.code(200).send({ status: outcome });
          } catch (error) {
            if (error instanceof GatewayError)
              throw new AppError(503, walletTexts.providerUnavailable(gateway.name));
            throw error;
          }
        }
        if (typeof event?.event === 'string' && of.isTransferEvent(event.event) && event.data) {
          const transferReference = event.data.reference;
          if (typeof transferReference !== 'string') return reply.code(200).send({ status: 'ignored' });
          const id = event.data.id;
          try {
            const { outcome } = await settleTransfer(db, gateway, {
              reference: transferReference,
              providerReference: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
            });
            return reply.code(200).send({ status: outcome });
          } catch (error) {
            if (error instanceof GatewayError)
              throw new AppError(503, walletTexts.providerUnavailable(gateway.name));
            throw error;
          }
        }
        const reference =
          event?.data && typeof event.data === 'object' ? of.referenceOf(event.data) : undefined;
        if (event?.event !== of.paidEvent || typeof reference !== 'string') {
          return reply.code(200).send({ status: 'ignored' });
        }
        try {
          // issue 19 §2: an order's card payment (our WFP- references) is the payments module's.
          const { outcome } =
            config && isPaymentReference(reference)
              ? await confirmPaymentReference(db, gateway, {
                  reference,
                  receipt: { siteUrl: siteUrlOf(request, config), timeZone: config.TIME_ZONE },
                })
              : await confirmTopUp(db, gateway, reference);
          return reply.code(200).send({ status: outcome });
        } catch (error) {
          if (error instanceof GatewayError)
            throw new AppError(503, walletTexts.providerUnavailable(gateway.name));
          throw error;
        }
      },
    );
  });
}

export const registerPaystackWebhook = (
  app: FastifyInstance,
  db: Db,
  gateway: PaymentGateway,
  config?: Config,
) => registerProviderWebhook(app, db, gateway, paystackWebhook, config);

export const registerFlutterwaveWebhook = (
  app: FastifyInstance,
  db: Db,
  gateway: PaymentGateway,
  config?: Config,
) => registerProviderWebhook(app, db, gateway, flutterwaveWebhook, config);
