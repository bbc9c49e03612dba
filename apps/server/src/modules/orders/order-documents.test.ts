import { PaymentGateway, PaymentStatus } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { payments } from '../payments/payments.table.ts';

let t: TestApp;
let admin: ApiClient;
let customer: ApiClient;
let stranger: ApiClient;
let orderId: string;
let number: string;

/** The text of a PDF reply, pages joined, whitespace squeezed. */
async function textOf(body: Buffer) {
  const document = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(document, { mergePages: true });
  return { text: text.replace(/\s+/g, ' '), pages: document.numPages };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = apiAs(t, await tokenFor(await createUser(t.db, { allowAllEndpoints: true, password: null })));
  customer = apiAs(
    t,
    await tokenFor(await createUser(t.db, { password: null, email: 'pdf.customer@example.ng' })),
  );
  stranger = apiAs(t, await tokenFor(await createUser(t.db, { password: null })));
  const created = await admin.post('/api/Order/CreateOrderForOtherItems', {
    Surname: 'Okafor',
    Firstname: 'Ada',
    PhoneNumber: '08031234567',
    Email: 'pdf.customer@example.ng',
    Address: '12 Marina, Lagos',
    IncludeShipping: true,
    ShippingFee: 1500,
    DueDate: '2099-01-31',
    OrderItems: [
      { ItemObjectName: 'Car-branding kit', Amount: 20000, QuatityOrder: 1 },
      { ItemObjectName: 'Seat cleaning', Amount: 1500.5, QuatityOrder: 3 },
    ],
  });
  orderId = created.body.split('orderid=')[1] as string;
  number = (await admin.get('/api/Order/GetOrder', { orderId })).json().OrderId;
});
afterAll(() => t.close());

describe('Order/Invoice', () => {
  it('is a PDF attachment named after the order, with its number, dates, payer, items, VAT, total and words', async () => {
    const response = await customer.get('/api/Order/Invoice', { orderId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-${number}.pdf"`);
    const { text } = await textOf(response.rawPayload);
    for (const expected of [
      'INVOICE',
      `Order ${number}`,
      'Due date: 2099-01-31',
      'Status: Pending',
      'Ada Okafor',
      '12 Marina, Lagos',
      '+2348031234567',
      'Car-branding kit',
      'NGN 20,000.00',
      'Seat cleaning',
      'NGN 4,501.50',
      'Shipping NGN 1,500.00',
      // 7.5 % of 24,501.50 + 1,500 = 1,950.1125 → 1,950.11; total 27,951.61.
      'VAT (7.5%) NGN 1,950.11',
      'Total NGN 27,951.61',
      'Twenty-Seven Thousand, Nine Hundred and Fifty-One Naira, Sixty-One Kobo Only',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('is for the customer and Order view only', async () => {
    expect((await admin.get('/api/Order/Invoice', { orderId })).statusCode).toBe(200);
    problemOf(await stranger.get('/api/Order/Invoice', { orderId }), 404);
    problemOf(await apiAs(t).get('/api/Order/Invoice', { orderId }), 401);
    problemOf(await customer.get('/api/Order/Invoice', { orderId: 'x' }), 400);
  });

  it('runs onto more pages for 100 items, every one listed', async () => {
    const created = await admin.post('/api/Order/CreateOrderForOtherItems', {
      Surname: 'Bello',
      Firstname: 'Musa',
      PhoneNumber: '08031234567',
      Email: 'many.items@example.ng',
      Address: 'Kano',
      IncludeShipping: false,
      OrderItems: Array.from({ length: 100 }, (_, index) => ({
        ItemObjectName: `Part number ${index + 1}`,
        Amount: 100,
        QuatityOrder: 1,
      })),
    });
    const id = created.body.split('orderid=')[1] as string;
    const { text, pages } = await textOf((await admin.get('/api/Order/Invoice', { orderId: id })).rawPayload);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Part number 1 ');
    expect(text).toContain('Part number 100 ');
    expect(text).toContain('Total NGN 10,750.00');
  });
});

describe('Order/Receipt', () => {
  it('is a 409 before payment', async () => {
    const refused = problemOf(await customer.get('/api/Order/Receipt', { orderId }), 409);
    expect(refused.title).toBe('The receipt is available once the order is paid');
  });

  it('adds the payment date, gateway and reference once paid', async () => {
    await t.db
      .update(payments)
      .set({
        status: PaymentStatus.Paid,
        gateway: PaymentGateway.Paystack,
        reference: 'WF-PAY-REF-0001',
        completedAt: new Date('2026-03-04T10:00:00Z'),
      })
      .where(eq(payments.orderId, orderId));
    const response = await customer.get('/api/Order/Receipt', { orderId });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="receipt-${number}.pdf"`);
    const { text } = await textOf(response.rawPayload);
    for (const expected of [
      'RECEIPT',
      `Order ${number}`,
      'Status: Approved',
      'Total NGN 27,951.61',
      'Paid on: 2026-03-04',
      'Gateway: Paystack',
      'Reference: WF-PAY-REF-0001',
    ]) {
      expect(text).toContain(expected);
    }
    problemOf(await stranger.get('/api/Order/Receipt', { orderId }), 404);
  });
});
