import { orderTexts, type PaymentGatewayId, PaymentStatus } from '@wayfare/contracts';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../errors.ts';
import { getOrder } from './order-lists.service.ts';
import { invoicePdfOf, receiptPdfOf } from './order-pdf.ts';
import { detailsOf } from './order-view.ts';

export type OrderFile = { fileName: string; content: Buffer };

type DocumentInput = { id: string; caller: Principal };

// The documents show no gateway choice, so the order is read without the offered ones.
const NO_GATEWAYS: readonly PaymentGatewayId[] = [];

/** Order/Invoice: the order's customer, or Order view (anyone else 404), as 'invoice-WF-000123.pdf'. */
export async function invoicePdf(db: Db, input: DocumentInput): Promise<OrderFile> {
  const order = await getOrder(db, NO_GATEWAYS, input);
  return { fileName: `invoice-${order.OrderId}.pdf`, content: await invoicePdfOf(order) };
}

/** Order/Receipt: as the invoice, with the payment's date, gateway and reference; 409 before payment. */
export async function receiptPdf(db: Db, input: DocumentInput): Promise<OrderFile> {
  const order = await getOrder(db, NO_GATEWAYS, input);
  const payment = (await detailsOf(db, [order.Id])).paymentOf(order.Id);
  if (!payment || payment.status !== PaymentStatus.Paid) throw conflict(orderTexts.receiptBeforePayment);
  return {
    fileName: `receipt-${order.OrderId}.pdf`,
    content: await receiptPdfOf(order, {
      paidAt: payment.completedAt ?? payment.createdAt,
      gateway: payment.gateway,
      reference: payment.reference,
    }),
  };
}
