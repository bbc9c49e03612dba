import { walletTexts } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import {
  FLUTTERWAVE_WEBHOOK_PATH,
  PAYSTACK_WEBHOOK_PATH,
} from '../../adapters/payments/create-payment-gateway.ts';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { confirmTopUp } from './top-ups.service.ts';
import { settleTransfer } from './withdrawals.service.ts';

/** Where a provider posts its events, which event says a payment went through, and where its reference is. */
type WebhookOf = {
  path: string;
  paidEvent: string;
  referenceOf: (data: Record<string, unknown>) => unknown;
  /** Whether an event is about a transfer (a withdrawal); its reference is ours, `reference` in both. */
  isTransferEvent: (event: string) => boolean;
};

const paystackWebhook: WebhookOf = {
  path: PAYSTACK_WEBHOOK_PATH,
  paidEvent: 'charge.success',
  referenceOf: (data) => data.reference,
  isTransferEvent: (event) => ['transfer.success', 'transfer.failed', 'transfer.reversed'].includes(event),
};
/** Flutterwave's `charge.completed` carries our reference as `tx_ref` (its status is asked again anyway). */
const flutterwaveWebhook: WebhookOf = {
  path: FLUTTERWAVE_WEBHOOK_PATH,
  paidEvent: 'charge.completed',
  referenceOf: (data) => data.tx_ref,
  isTransferEvent: (event) => event === 'transfer.completed',
};

/**
 * POST /api/Payment/PaystackWebhook and /api/Payment/FlutterwaveWebhook (issue 18 §3): public, outside
 * the declared calls because a signature may cover the raw bytes. The signature (Paystack's HMAC,
 * Flutterwave's `verif-hash`) is checked first (401, nothing written); the event is then only a hint:
 * the top-up is asked about again (`confirmTopUp`) and applied once. Events of no interest, unknown
 * references and replays answer 200; a provider that cannot be asked answers 503, so it sends the event
 * again later.
 */
async function registerProviderWebhook(app: FastifyInstance, db: Db, gateway: PaymentGateway, of: WebhookOf) {
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
          const { outcome } = await confirmTopUp(db, gateway, reference);
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

export const registerPaystackWebhook = (app: FastifyInstance, db: Db, gateway: PaymentGateway) =>
  registerProviderWebhook(app, db, gateway, paystackWebhook);

export const registerFlutterwaveWebhook = (app: FastifyInstance, db: Db, gateway: PaymentGateway) =>
  registerProviderWebhook(app, db, gateway, flutterwaveWebhook);
