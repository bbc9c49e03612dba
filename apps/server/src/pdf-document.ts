import PDFDocument from 'pdfkit';

/**
 * The documents the product prints (an order's invoice and receipt, a ride's receipt): A4, the logo
 * and title at the top, amounts in tables. pdfkit's built-in Helvetica has no naira sign, so amounts
 * read 'NGN 21,500.00' on paper; the logo is the site's icon drawn as vectors.
 */

export type Pdf = PDFKit.PDFDocument;

export const BRAND = '#0b7a4b';
export const MUTED = '#555555';
export const LEFT = 50;
export const RIGHT = 545;

export const pdfMoney = (naira: number) =>
  `NGN ${naira.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function drawLogo(doc: Pdf, x: number, y: number) {
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

/** The logo on the left; the title and the document's lines (number, dates, status) on the right. */
export function heading(doc: Pdf, title: string, lines: readonly string[]) {
  drawLogo(doc, LEFT, 45);
  doc
    .fillColor('#000000')
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(title, LEFT, 50, { width: RIGHT - LEFT, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(MUTED);
  for (const line of lines) doc.text(line, { width: RIGHT - LEFT, align: 'right' });
}

/** A block of text under a bold title (who is billed, the ride's people, the payment). */
export function block(doc: Pdf, title: string, lines: readonly string[], top = doc.y) {
  doc.fillColor('#000000').font('Helvetica-Bold').fontSize(11).text(title, LEFT, top);
  doc.font('Helvetica').fontSize(10);
  for (const line of lines) doc.text(line);
}

/** A table row: each cell from its x, the last one right-aligned to the margin; a new page when full. */
export function tableRow(
  doc: Pdf,
  cells: readonly { text: string; x: number; width?: number; align?: 'left' | 'right' }[],
  bold = false,
) {
  if (doc.y > 740) doc.addPage();
  const y = doc.y;
  doc
    .font(bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor('#000000');
  let bottom = y;
  cells.forEach((cell, index) => {
    const next = cells[index + 1]?.x ?? RIGHT;
    const width = cell.width ?? (index === cells.length - 1 ? RIGHT - cell.x : next - cell.x - 10);
    doc.text(cell.text, cell.x, y, { width, align: cell.align ?? 'left' });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 4;
}

/** A thin line across the page, between a table's head, body and totals. */
export function rule(doc: Pdf) {
  doc.moveTo(LEFT, doc.y).lineTo(RIGHT, doc.y).strokeColor('#cccccc').stroke();
  doc.y += 4;
}

/** Draws a document and answers its bytes. */
export function renderPdf(draw: (doc: Pdf) => void, title: string): Promise<Buffer> {
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
