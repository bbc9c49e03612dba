import { walletTexts } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { PAYSTACK_WEBHOOK_PATH } from '../../adapters/payments/create-payment-gateway.ts';
import { GatewayError, type PaymentGateway } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { AppError, unauthorized } from '../../errors.ts';
import { confirmTopUp } from './top-ups.service.ts';

/**
 * POST /api/Payment/PaystackWebhook (issue 18 §3): public, outside the declared calls because its
 * signature covers the raw bytes. The signature is checked first (401, nothing written); the event is
 * then only a hint: the top-up is asked about again (`confirmTopUp`) and applied once. Events of no
 * interest, unknown references and replays answer 200; a provider that cannot be asked answers 503,
 * so Paystack sends the event again later.
 */
export async function registerPaystackWebhook(app: FastifyInstance, db: Db, gateway: PaymentGateway) {
  await app.register(async (scope) => {
    // The raw body, whatever its type: the signature is over the bytes as sent.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      PAYSTACK_WEBHOOK_PATH,
      { config: { access: { kind: 'public' }, idempotent: false }, schema: { hide: true } },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        if (!gateway.isSignedWebhook(raw, request.headers)) throw unauthorized(walletTexts.badSignature);
        let event: { event?: unknown; data?: { reference?: unknown } };
        try {
          event = JSON.parse(raw.toString('utf8'));
        } catch {
          return reply.code(200).send({ status: 'ignored' });
        }
        const reference = event?.data?.reference;
        if (event?.event !== 'charge.success' || typeof reference !== 'string') {
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
