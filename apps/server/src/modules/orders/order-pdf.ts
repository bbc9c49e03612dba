import { type Order, type PaymentGatewayId, paymentGatewayNames } from '@wayfare/contracts';
import {
  block,
  heading,
  LEFT,
  pdfMoney as money,
  type Pdf,
  RIGHT,
  renderPdf,
  rule,
  tableRow,
} from '../../pdf-document.ts';

/** issue 19 §1: the invoice and the receipt as PDF (the shared layout in pdf-document.ts). */

export type ReceiptDetails = { paidAt: Date; gateway: number | null; reference: string | null };

const day = (iso: string) => iso.slice(0, 10);

const orderHeading = (doc: Pdf, title: string, order: Order) =>
  heading(doc, title, [
    `Order ${order.OrderId}`,
    `Invoice date: ${day(order.CreatedDate)}`,
    `Due date: ${order.DueDate}`,
    `Status: ${order.OrderStatusValue}`,
  ]);

function payer(doc: Pdf, order: Order) {
  doc.moveDown(2);
  block(
    doc,
    'Bill to',
    [`${order.Firstname} ${order.Surname}`, order.Address, order.PhoneNumber, order.Email],
    Math.max(doc.y, 140),
  );
}

const COLUMNS = { name: LEFT, quantity: 330, amount: 400 } as const;

function itemsTable(doc: Pdf, order: Order) {
  doc.moveDown(1.5);
  const row = (name: string, quantity: string, amount: string, bold = false) =>
    tableRow(
      doc,
      [
        { text: name, x: COLUMNS.name },
        { text: quantity, x: COLUMNS.quantity, width: 60, align: 'right' },
        { text: amount, x: COLUMNS.amount, align: 'right' },
      ],
      bold,
    );
  row('Item', 'Quantity', 'Amount', true);
  rule(doc);
  for (const item of order.OrderItems) row(item.Name, String(item.Quantity), money(item.Amount));
  rule(doc);
  row('Items', '', money(order.ItemsAmount));
  if (order.IncludeShipping) row('Shipping', '', money(order.ShippingFee));
  row(`VAT (${order.VatPercent}%)`, '', money(order.Vat));
  rule(doc);
  row('Total', '', money(order.TotalAmount), true);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .text(`Amount in words: ${order.AmountInWords}`, LEFT, doc.y, {
      width: RIGHT - LEFT,
    });
}

export const invoicePdfOf = (order: Order) =>
  renderPdf((doc) => {
    orderHeading(doc, 'INVOICE', order);
    payer(doc, order);
    itemsTable(doc, order);
  }, `Invoice ${order.OrderId}`);

export const receiptPdfOf = (order: Order, payment: ReceiptDetails) =>
  renderPdf((doc) => {
    orderHeading(doc, 'RECEIPT', order);
    payer(doc, order);
    itemsTable(doc, order);
    doc.moveDown(1.5);
    const gateway = payment.gateway ? paymentGatewayNames[payment.gateway as PaymentGatewayId] : '';
    block(
      doc,
      'Payment',
      [
        `Paid on: ${payment.paidAt.toISOString().slice(0, 10)}`,
        `Gateway: ${gateway ?? ''}`,
        `Reference: ${payment.reference ?? '-'}`,
      ],
      doc.y,
    );
  }, `Receipt ${order.OrderId}`);
