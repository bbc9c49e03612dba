import { type Order, type PaymentGatewayId, paymentGatewayNames } from '@wayfare/contracts';
import PDFDocument from 'pdfkit';

/**
 * issue 19 §1: the invoice and the receipt as PDF (A4). pdfkit's built-in Helvetica has no naira sign,
 * so amounts read 'NGN 21,500.00' on paper; the logo is the site's icon drawn as vectors.
 */

export type ReceiptDetails = { paidAt: Date; gateway: number | null; reference: string | null };

const BRAND = '#0b7a4b';
const MUTED = '#555555';
const LEFT = 50;
const RIGHT = 545;

const money = (naira: number) =>
  `NGN ${naira.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (iso: string) => iso.slice(0, 10);

function drawLogo(doc: PDFKit.PDFDocument, x: number, y: number) {
  doc.save().translate(x, y).scale(0.5);
  doc.roundedRect(0, 0, 64, 64, 14).fill(BRAND);
  doc.path('M14 40l8-16h20l8 16v6h-5a5 5 0 0 1-10 0H21a5 5 0 0 1-10 0h3z').fill('#ffffff');
  doc.circle(16, 46, 3).fill(BRAND);
  doc.circle(40, 46, 3).fill(BRAND);
  doc.restore();
  doc
    .fillColor(BRAND)
    .font('Helvetica-Bold')
    .fontSize(20)
    .text('Wayfare', x + 40, y + 5);
}

function heading(doc: PDFKit.PDFDocument, title: string, order: Order) {
  drawLogo(doc, LEFT, 45);
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(title, LEFT, 50, { width: RIGHT - LEFT, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  doc.text(`Order ${order.OrderId}`, { width: RIGHT - LEFT, align: 'right' });
  doc.text(`Invoice date: ${day(order.CreatedDate)}`, { width: RIGHT - LEFT, align: 'right' });
  doc.text(`Due date: ${order.DueDate}`, { width: RIGHT - LEFT, align: 'right' });
  doc.text(`Status: ${order.OrderStatusValue}`, { width: RIGHT - LEFT, align: 'right' });
}

function payer(doc: PDFKit.PDFDocument, order: Order) {
  doc.moveDown(2);
  const top = Math.max(doc.y, 140);
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text('Bill to', LEFT, top);
  doc.font('Helvetica').fontSize(10);
  doc.text(`${order.Firstname} ${order.Surname}`);
  doc.text(order.Address);
  doc.text(order.PhoneNumber);
  doc.text(order.Email);
}

const COLUMNS = { name: LEFT, quantity: 330, amount: 400 } as const;

function itemsTable(doc: PDFKit.PDFDocument, order: Order) {
  doc.moveDown(1.5);
  const row = (name: string, quantity: string, amount: string, bold = false) => {
    if (doc.y > 740) doc.addPage();
    const y = doc.y;
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .fillColor('#000000');
    doc.text(name, COLUMNS.name, y, { width: COLUMNS.quantity - COLUMNS.name - 10 });
    const after = doc.y;
    doc.text(quantity, COLUMNS.quantity, y, { width: 60, align: 'right' });
    doc.text(amount, COLUMNS.amount, y, { width: RIGHT - COLUMNS.amount, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = () => {
    doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).strokeColor('#cccccc').stroke();
    doc.y += 4;
  };
  row('Item', 'Quantity', 'Amount', true);
  rule();
  for (const item of order.OrderItems) row(item.Name, String(item.Quantity), money(item.Amount));
  rule();
  row('Items', '', money(order.ItemsAmount));
  if (order.IncludeShipping) row('Shipping', '', money(order.ShippingFee));
  row(`VAT (${order.VatPercent}%)`, '', money(order.Vat));
  rule();
  row('Total', '', money(order.TotalAmount), true);
  doc.moveDown(0.5);
  doc
    .font('Helvetica-Oblique')
    .fontSize(10)
    .text(`Amount in words: ${order.AmountInWords}`, LEFT, doc.y, {
      width: RIGHT - LEFT,
    });
}

function render(draw: (doc: PDFKit.PDFDocument) => void, title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: title, Author: 'Wayfare' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

export const invoicePdfOf = (order: Order) =>
  render((doc) => {
    heading(doc, 'INVOICE', order);
    payer(doc, order);
    itemsTable(doc, order);
  }, `Invoice ${order.OrderId}`);

export const receiptPdfOf = (order: Order, payment: ReceiptDetails) =>
  render((doc) => {
    heading(doc, 'RECEIPT', order);
    payer(doc, order);
    itemsTable(doc, order);
    doc.moveDown(1.5);
    doc.font('Helvetica-Bold').fontSize(11).fillColor('#000000').text('Payment', LEFT, doc.y);
    doc.font('Helvetica').fontSize(10);
    doc.text(`Paid on: ${payment.paidAt.toISOString().slice(0, 10)}`);
    const gateway = payment.gateway ? paymentGatewayNames[payment.gateway as PaymentGatewayId] : '';
    doc.text(`Gateway: ${gateway ?? ''}`);
    doc.text(`Reference: ${payment.reference ?? '-'}`);
  }, `Receipt ${order.OrderId}`);
