import { timingSafeEqual } from 'node:crypto';
import { messageTexts, smsDeliveryReportCalls } from '@wayfare/contracts';
import type { FastifyRequest } from 'fastify';
import {
  isSignedByTermii,
  type ReadReport,
  readAfricasTalkingReport,
  readTermiiReport,
  UnreadableReport,
} from '../../adapters/messaging/sms-delivery-reports.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { AppError, invalid, unauthorized } from '../../errors.ts';
import { handlersFor } from '../../http/register-calls.ts';
import { applyDeliveryReport } from '../outbox/index.ts';

/** The two secrets compared in constant time (their lengths may differ: the comparison still takes as long). */
function sameSecret(given: string | undefined, expected: string) {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return timingSafeEqual(a.length === b.length ? a : b, b) && a.length === b.length;
}

/**
 * Issue 29 §2: the SMS providers' delivery reports. The address's Secret is checked first (404 when no
 * SMS_WEBHOOK_SECRET is set, 401 with nothing written when it is missing or wrong), then Termii's
 * signature when TERMII_SECRET_KEY is set (Africa's Talking signs nothing); the report is read
 * as its provider writes it (400 when it is not one) and applied once to the message it names.
 */
export const smsDeliveryReportHandlers = handlersFor(
  smsDeliveryReportCalls,
  ({ db, config }: { db: Db; config: Config }) => {
    const report =
      (
        provider: string,
        readOf: (raw: Buffer) => ReadReport | undefined,
        isSigned: (request: FastifyRequest, raw: Buffer) => boolean = () => true,
      ) =>
      async ({
        query,
        body,
        request,
      }: {
        query: { Secret?: string | undefined };
        body: Buffer;
        request: FastifyRequest;
      }) => {
        const secret = config.SMS_WEBHOOK_SECRET;
        if (!secret) throw new AppError(404, messageTexts.reportsNotTaken);
        if (!sameSecret(query.Secret, secret)) throw unauthorized(messageTexts.wrongReportSecret);
        if (!isSigned(request, body)) throw unauthorized(messageTexts.badReportSignature(provider));
        let read: ReadReport | undefined;
        try {
          read = readOf(body);
        } catch (error) {
          if (error instanceof UnreadableReport) throw invalid(messageTexts.unreadableReport(provider));
          throw error;
        }
        return { Status: read ? await applyDeliveryReport(db, read) : ('ignored' as const) };
      };
    return {
      // Termii signs its events with the account's secret key: checked when TERMII_SECRET_KEY is set.
      TermiiDeliveryReport: report('Termii', readTermiiReport, (request, raw) =>
        config.TERMII_SECRET_KEY
          ? isSignedByTermii(raw, request.headers['x-termii-signature'], config.TERMII_SECRET_KEY)
          : true,
      ),
      AfricasTalkingDeliveryReport: report("Africa's Talking", readAfricasTalkingReport),
    };
  },
);
