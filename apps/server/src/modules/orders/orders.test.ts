import { Endpoint, OrderStatus, PaymentStatus } from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, apiAs, listOf, problemOf } from '../../test/api-client.ts';
import { createTestApp, createUser, type TestApp, tokenFor } from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { outboxMessages } from '../outbox/outbox.table.ts';
import { payments } from '../payments/payments.table.ts';
import { addDays, localDay } from '../rides/local-day.ts';
import { orderItems, orders } from './orders.table.ts';

let t: TestApp;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://wayfare.example' });
  const user = await createUser(t.db, { allowAllEndpoints: true, password: null });
  adminId = user.id;
  admin = apiAs(t, await tokenFor(user));
});
afterAll(() => t.close());

const CREATE = '/api/Order/CreateOrderForOtherItems';

const newOrder = (more: Record<string, unknown> = {}) => ({
  Surname: 'Okafor',
  Firstname: 'Ada',
  PhoneNumber: '0803 123 4567',
  Email: 'ada.okafor@example.ng',
  Address: '12 Marina, Lagos',
  IncludeShipping: true,
  ShippingFee: 1500,
  OrderItems: [
    { ItemObjectName: 'Car-branding kit', Amount: 20000, QuatityOrder: 1, Weight: 2.5 },
    { ItemObjectName: 'Seat cleaning', Amount: 1500, QuatityOrder: 3, Weight: 0 },
  ],
  ...more,
});

/** Creates an order as the administrator; answers its Id. */
async function create(more: Record<string, unknown> = {}) {
  const response = await admin.post(CREATE, newOrder(more));
  expect(response.statusCode, response.body).toBe(200);
  return response.body.split('orderid=')[1] as string;
}

const read = async (id: string, as: ApiClient = admin) => {
  const response = await as.get('/api/Order/GetOrder', { orderId: id });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Record<string, unknown>;
};

const asNewUser = async (email?: string) => {
  const user = await createUser(t.db, { password: null, ...(email ? { email } : {}) });
  return { ...user, api: apiAs(t, await tokenFor(user)) };
};

describe('Order/CreateOrderForOtherItems', () => {
  it('saves the order in kobo with its Pending payment and answers the invoice address', async () => {
    const response = await admin.post(CREATE, newOrder());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toMatch(/^https:\/\/wayfare\.example\/order\?orderid=[0-9a-f-]{36}$/);
    const id = response.body.split('orderid=')[1] as string;
    const order = await read(id);
    expect(order).toEqual({
      Id: id,
      OrderId: expect.stringMatching(/^WF-\d{6}$/),
      Surname: 'Okafor',
      Firstname: 'Ada',
      Address: '12 Marina, Lagos',
      PhoneNumber: '+2348031234567',
      Email: 'ada.okafor@example.ng',
      OrderItems: [
        { Name: 'Car-branding kit', Quantity: 1, Amount: 20000, UnitAmount: 20000, Weight: 2.5 },
        { Name: 'Seat cleaning', Quantity: 3, Amount: 4500, UnitAmount: 1500, Weight: 0 },
      ],
      IncludeShipping: true,
      ShippingFee: 1500,
      ShippingDetailId: null,
      ItemsAmount: 24500,
      // 7.5 % of 24,500 + 1,500 = 1,950.
      Vat: 1950,
      VatPercent: 7.5,
      TotalAmount: 27950,
      AmountInWords: 'Twenty-Seven Thousand, Nine Hundred and Fifty Naira Only',
      Currency: '₦',
      CurrencyCode: 'NGN',
      CreatedDate: expect.any(String),
      DueDate: addDays(localDay(new Date(), 'Africa/Lagos'), 7),
      OrderStatus: 1,
      OrderStatusName: 'Pending',
      OrderStatusValue: 'Pending',
      PaymentId: expect.any(String),
      PaymentGatewayId: null,
      PaymentGateways: [
        { Id: 1, Name: 'Paystack' },
        { Id: 2, Name: 'Cash' },
        { Id: 3, Name: 'Wallet' },
        { Id: 4, Name: 'Flutterwave' },
      ],
      PaymentStatus: 1,
      PaymentStatusName: 'Pending',
      PaymentCompletedDate: null,
      IsPending: true,
      IsApproved: false,
      IsFailed: false,
      IsAwaitingVerification: false,
      HasPaid: false,
      SelectedOrderQuestions: [],
    });
    const [payment, ...more] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(more).toHaveLength(0);
    expect(payment).toMatchObject({
      id: order.PaymentId,
      status: PaymentStatus.Pending,
      gateway: null,
      amountKobo: 2_795_000,
      reference: null,
    });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      itemsKobo: 2_450_000,
      shippingFeeKobo: 150_000,
      vatKobo: 195_000,
      totalKobo: 2_795_000,
    });
  });

  it('numbers orders in sequence for people: WF-000123', async () => {
    const first = (await read(await create())).OrderId as string;
    const second = (await read(await create())).OrderId as string;
    expect(Number(second.slice(3))).toBe(Number(first.slice(3)) + 1);
  });

  it('e-mails the customer the invoice link through the outbox and logs the change', async () => {
    const id = await create({ Email: 'Invoice.Mail@Example.ng' });
    const order = await read(id);
    const [message] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, 'Invoice.Mail@Example.ng'));
    expect(message).toMatchObject({ channel: 'Email', typeName: 'Order Invoice' });
    expect(message!.subject).toBe(`Your invoice ${order.OrderId}`);
    expect(message!.body).toContain(`https://wayfare.example/order?orderid=${id}`);
    expect(message!.body).toContain('₦27,950');
    const entries = await t.db
      .select()
      .from(adminActivities)
      .where(and(eq(adminActivities.action, 'CreateOrderForOtherItems'), eq(adminActivities.recordId, id)));
    expect(entries).toHaveLength(1);
    expect(entries[0]!.userId).toBe(adminId);
  });

  it.each([
    [
      'no shipping: the fee is ignored, even a bad one',
      { IncludeShipping: false, ShippingFee: 'lots' },
      24500,
      0,
      1837.5,
      26337.5,
    ],
    [
      'odd kobo',
      { IncludeShipping: false, OrderItems: [{ ItemObjectName: 'Pin', Amount: 0.07, QuatityOrder: 1 }] },
      0.07,
      0,
      0.01,
      0.08,
    ],
    [
      'kobo on price and fee',
      { ShippingFee: 0.01, OrderItems: [{ ItemObjectName: 'Cloth', Amount: 333.33, QuatityOrder: 3 }] },
      999.99,
      0.01,
      75,
      1075,
    ],
    [
      'numbers sent as text',
      {
        ShippingFee: '100',
        OrderItems: [{ ItemObjectName: 'Mat', Amount: '200.5', QuatityOrder: '2', Weight: '1' }],
      },
      401,
      100,
      37.58,
      538.58,
    ],
  ])('adds up %s', async (_case, more, items, shipping, vat, total) => {
    const order = await read(await create(more));
    expect(order).toMatchObject({ ItemsAmount: items, ShippingFee: shipping, Vat: vat, TotalAmount: total });
  });

  it('takes 100 items and no more', async () => {
    const items = Array.from({ length: 100 }, (_, index) => ({
      ItemObjectName: `Item ${index + 1}`,
      Amount: 10.01,
      QuatityOrder: index + 1,
    }));
    const order = await read(await create({ IncludeShipping: false, OrderItems: items }));
    // 10.01 × (1 + … + 100) = 10.01 × 5050 = 50,550.50; VAT 3,791.2875 → 3,791.29.
    expect(order).toMatchObject({ ItemsAmount: 50550.5, Vat: 3791.29, TotalAmount: 54341.79 });
    expect((order.OrderItems as unknown[]).length).toBe(100);
    expect(order.AmountInWords).toBe(
      'Fifty-Four Thousand, Three Hundred and Forty-One Naira, Seventy-Nine Kobo Only',
    );
    const tooMany = problemOf(await admin.post(CREATE, newOrder({ OrderItems: [...items, items[0]] })), 400);
    expect(tooMany.errors).toEqual({ OrderItems: ['OrderItems may list at most 100 items'] });
  });

  it('keeps a DueDate given, today included, and refuses one in the past', async () => {
    const today = localDay(new Date(), 'Africa/Lagos');
    expect((await read(await create({ DueDate: '2099-01-31' }))).DueDate).toBe('2099-01-31');
    expect((await read(await create({ DueDate: `${today}T12:00:00Z` }))).DueDate).toBe(today);
    expect((await read(await create({ DueDate: '' }))).DueDate).toBe(addDays(today, 7));
    const past = problemOf(await admin.post(CREATE, newOrder({ DueDate: addDays(today, -1) })), 400);
    expect(past.errors).toEqual({ DueDate: ['DueDate cannot be in the past'] });
  });
});

describe('Order/CreateOrderForOtherItems refusals (400, nothing written)', () => {
  const refused = async (body: Record<string, unknown>) => {
    const before = await t.db.$count(orders);
    const messages = await t.db.$count(outboxMessages);
    const problem = problemOf(await admin.post(CREATE, body), 400);
    expect(await t.db.$count(orders)).toBe(before);
    expect(await t.db.$count(outboxMessages)).toBe(messages);
    return problem.errors;
  };

  it('names every required property (spec 001 §5)', async () => {
    expect(await refused({})).toEqual({
      Surname: ['Surname is required'],
      Firstname: ['Firstname is required'],
      PhoneNumber: ['PhoneNumber is required'],
      Email: ['Email is required'],
      Address: ['Address is required'],
      IncludeShipping: ['IncludeShipping is required'],
      OrderItems: ['OrderItems must list at least one item'],
    });
    expect(
      await refused(
        newOrder({
          Surname: '  ',
          Firstname: '',
          PhoneNumber: ' ',
          Email: '',
          Address: '\t',
          IncludeShipping: null,
        }),
      ),
    ).toEqual({
      Surname: ['Surname is required'],
      Firstname: ['Firstname is required'],
      PhoneNumber: ['PhoneNumber is required'],
      Email: ['Email is required'],
      Address: ['Address is required'],
      IncludeShipping: ['IncludeShipping is required'],
    });
  });

  it('refuses a bad e-mail, phone, flag and item list', async () => {
    expect(
      await refused(newOrder({ Email: 'ada@', PhoneNumber: '12', IncludeShipping: 'yes', OrderItems: [] })),
    ).toEqual({
      Email: ['Invalid Emaill Address'],
      PhoneNumber: ['Enter a valid phone number'],
      IncludeShipping: ['IncludeShipping must be true or false'],
      OrderItems: ['OrderItems must list at least one item'],
    });
    expect(
      await refused(newOrder({ PhoneNumber: '0803 123', OrderItems: { ItemObjectName: 'x' } })),
    ).toMatchObject({
      OrderItems: ['OrderItems must be a list'],
    });
  });

  it('checks each item: name, amount above ₦0 with two decimals, whole quantity 1 to 10,000, weight 0 or more', async () => {
    const item = (more: object) => ({
      ItemObjectName: 'Kit',
      Amount: 100,
      QuatityOrder: 1,
      Weight: 1,
      ...more,
    });
    expect(
      await refused(
        newOrder({
          OrderItems: [
            item({ ItemObjectName: ' ', Amount: 0, QuatityOrder: 0, Weight: -1 }),
            item({ ItemObjectName: 'x'.repeat(201), Amount: 1.005, QuatityOrder: 1.5, Weight: 'heavy' }),
            item({ Amount: -5, QuatityOrder: 10_001 }),
            item({ Amount: 'ten', QuatityOrder: null }),
            item({ Amount: 10_000_001 }),
            item({ Amount: 0.005 }),
          ],
        }),
      ),
    ).toEqual({
      'OrderItems.0.ItemObjectName': ['ItemObjectName is required'],
      'OrderItems.0.Amount': ['Amount must be above 0'],
      'OrderItems.0.QuatityOrder': ['QuatityOrder must be at least 1'],
      'OrderItems.0.Weight': ['Weight must be 0 or more'],
      'OrderItems.1.ItemObjectName': ['ItemObjectName must be at most 200 characters'],
      'OrderItems.1.Amount': ['Amount must have at most 2 decimals'],
      'OrderItems.1.QuatityOrder': ['QuatityOrder must be a whole number'],
      'OrderItems.1.Weight': ['Weight must be a number'],
      'OrderItems.2.Amount': ['Amount must be above 0'],
      'OrderItems.2.QuatityOrder': ['QuatityOrder must be at most 10000'],
      'OrderItems.3.Amount': ['Amount must be a number'],
      'OrderItems.3.QuatityOrder': ['QuatityOrder is required'],
      'OrderItems.4.Amount': ['Amount must be at most 10000000'],
      'OrderItems.5.Amount': ['Amount must have at most 2 decimals'],
    });
  });

  it('needs a ShippingFee of 0 or more when shipping is included', async () => {
    expect(await refused(newOrder({ ShippingFee: undefined }))).toEqual({
      ShippingFee: ['ShippingFee is required'],
    });
    expect(await refused(newOrder({ ShippingFee: -1 }))).toEqual({
      ShippingFee: ['ShippingFee must be 0 or more'],
    });
    expect(await refused(newOrder({ ShippingFee: 1.234 }))).toEqual({
      ShippingFee: ['ShippingFee must have at most 2 decimals'],
    });
  });

  it('refuses a DueDate that is no date', async () => {
    expect(await refused(newOrder({ DueDate: 'next week' }))).toEqual({
      DueDate: ['DueDate must be a date'],
    });
    expect(await refused(newOrder({ DueDate: '2099-02-30' }))).toEqual({
      DueDate: ['DueDate must be a date'],
    });
  });

  it('refuses hostile input: huge texts, unknown properties, NUL characters', async () => {
    expect(await refused(newOrder({ Surname: 'x'.repeat(10_000), Address: 'y'.repeat(501) }))).toEqual({
      Surname: ['Surname must be at most 100 characters'],
      Address: ['Address must be at most 500 characters'],
    });
    const unknown = await refused(newOrder({ TotalAmount: 1, Vat: 0 }));
    expect(Object.keys(unknown ?? {}).length).toBeGreaterThan(0);
    const before = await t.db.$count(orders);
    const nul = await admin.post(CREATE, newOrder({ Surname: 'Oka\u0000for' }));
    expect(nul.statusCode).toBe(400);
    expect(await t.db.$count(orders)).toBe(before);
  });
});

describe('who sees an order (issue 19 §1)', () => {
  it('lets the customer whose e-mail it names read it, whatever the case, and tells anyone else it does not exist', async () => {
    const customer = await asNewUser('owner.case@example.ng');
    const stranger = await asNewUser();
    const id = await create({ Email: 'Owner.CASE@example.ng' });
    expect((await read(id, customer.api)).Id).toBe(id);
    const refused = problemOf(await stranger.api.get('/api/Order/GetOrder', { orderId: id }), 404);
    expect(refused.title).toBe('There is no such order');
    problemOf(await stranger.api.get('/api/Order/Invoice', { orderId: id }), 404);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBe(customer.id);
  });

  it('joins an order made before its customer had an account to the account registered later', async () => {
    const id = await create({ Email: 'later.customer@example.ng' });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.userId).toBeNull();
    const customer = await asNewUser('later.customer@example.ng');
    expect((await read(id, customer.api)).Id).toBe(id);
    const mine = listOf(await customer.api.get('/api/Order/GetMyOrders'));
    expect(mine.rows.map((order) => order.Id)).toEqual([id]);
  });

  it('lets an administrator with Order view read any order, and 404s an unknown one', async () => {
    const id = await create();
    const viewer = apiAs(
      t,
      await tokenFor(
        await createUser(t.db, { password: null, rights: { [Endpoint.Order]: { view: true } } }),
      ),
    );
    expect((await read(id, viewer)).Id).toBe(id);
    problemOf(
      await viewer.get('/api/Order/GetOrder', { orderId: '5b1d2f3a-0000-4000-8000-000000000000' }),
      404,
    );
    expect(problemOf(await viewer.get('/api/Order/GetOrder', { orderId: 'WF-000001' }), 400).errors).toEqual({
      orderId: ['orderId must be an order id'],
    });
  });

  it('refuses the admin calls to a customer and to nobody', async () => {
    const customer = await asNewUser();
    problemOf(await customer.api.get('/api/Order/GetOrders'), 403);
    problemOf(await customer.api.post(CREATE, newOrder()), 403);
    problemOf(await apiAs(t).get('/api/Order/GetMyOrders'), 401);
    problemOf(await apiAs(t).get('/api/Order/GetOrder', { orderId: await create() }), 401);
  });
});

describe('Order/GetOrders and GetMyOrders', () => {
  let listed: { id: string; number: string };
  let customer: Awaited<ReturnType<typeof asNewUser>>;

  beforeAll(async () => {
    customer = await asNewUser('list.customer@example.ng');
    await create({
      Email: 'list.customer@example.ng',
      Surname: 'Listwise',
      OrderItems: [{ ItemObjectName: 'Door panel repair', Amount: 5000, QuatityOrder: 1 }],
    });
    const id = await create({ Email: 'list.customer@example.ng', PhoneNumber: '0809 555 1234' });
    listed = { id, number: (await read(id)).OrderId as string };
    await create({ Email: 'someone.else@example.ng', Firstname: 'Listwise' });
  });

  it('finds orders by number, customer name, e-mail, phone and item name, whatever the case', async () => {
    const found = async (keyword: string) =>
      listOf(await admin.get('/api/Order/GetOrders', { keyword })).rows.map((order) => order.Id);
    expect(await found(listed.number.toLowerCase())).toEqual([listed.id]);
    expect((await found('LISTWISE')).length).toBe(2);
    expect((await found('list.customer@')).length).toBe(2);
    expect(await found('+2348095551234')).toEqual([listed.id]);
    expect((await found('door panel')).length).toBe(1);
    expect(await found('100%_')).toEqual([]);
  });

  it('gives the customer only their own orders, newest first, with the same filters', async () => {
    const mine = listOf(await customer.api.get('/api/Order/GetMyOrders'));
    expect(mine.total).toBe(2);
    expect(mine.rows[0]!.Id).toBe(listed.id);
    expect(listOf(await customer.api.get('/api/Order/GetMyOrders', { keyword: 'door' })).total).toBe(1);
    expect(listOf(await customer.api.get('/api/Order/GetMyOrders', { keyword: 'someone.else' })).total).toBe(
      0,
    );
  });

  it('filters by status and dates, and pages', async () => {
    const all = listOf(await admin.get('/api/Order/GetOrders', { pageSize: 500 }));
    const pending = listOf(await admin.get('/api/Order/GetOrders', { orderStatus: 1, pageSize: 500 }));
    expect(pending.rows.every((order) => order.OrderStatus === 1)).toBe(true);
    const cancelled = listOf(await admin.get('/api/Order/GetOrders', { orderStatus: OrderStatus.Cancelled }));
    expect(pending.total + cancelled.total).toBeLessThanOrEqual(all.total);
    expect(
      listOf(await admin.get('/api/Order/GetOrders', { from: '2000-01-01', to: '2000-12-31' })).total,
    ).toBe(0);
    const today = localDay(new Date(), 'UTC');
    expect(
      listOf(await admin.get('/api/Order/GetOrders', { from: addDays(today, -1), to: today })).total,
    ).toBe(all.total);
    const page = listOf(await admin.get('/api/Order/GetOrders', { page: 1, pageSize: 2 }));
    expect(page.rows.map((order) => order.Id)).toEqual(all.rows.slice(2, 4).map((order) => order.Id));
    expect(page.total).toBe(all.total);
    expect(problemOf(await admin.get('/api/Order/GetOrders', { orderStatus: 9 }), 400).errors).toEqual({
      orderStatus: ['orderStatus must be 1 to 5'],
    });
    expect(
      problemOf(await admin.get('/api/Order/GetOrders', { keyword: 'k'.repeat(201) }), 400).errors,
    ).toEqual({
      keyword: ['keyword must be at most 200 characters'],
    });
    expect(problemOf(await admin.get('/api/Order/GetOrders', { from: 'yesterday' }), 400).errors).toEqual({
      from: ['from must be a date'],
    });
  });
});

describe('Order/GetOrderStatuses', () => {
  it('lists the spec order status set to anyone signed in', async () => {
    const customer = await asNewUser();
    expect(listOf(await customer.api.get('/api/Order/GetOrderStatuses')).rows).toEqual([
      { Id: 1, Name: 'Pending' },
      { Id: 2, Name: 'Completed' },
      { Id: 3, Name: 'Cancelled' },
      { Id: 4, Name: 'HasIssue' },
      { Id: 5, Name: 'Refunded' },
    ]);
  });
});

describe('the invoice badge follows the payment', () => {
  const setPayment = (id: string, change: Partial<typeof payments.$inferInsert>) =>
    t.db.update(payments).set(change).where(eq(payments.orderId, id));

  it.each([
    [
      PaymentStatus.AwaitingVerification,
      'AwaitingVerification',
      { IsAwaitingVerification: true, IsPending: false },
    ],
    [PaymentStatus.Paid, 'Approved', { IsApproved: true, HasPaid: true, IsPending: false }],
    [PaymentStatus.Failed, 'Failed', { IsFailed: true, IsPending: false }],
    [PaymentStatus.InconsistencyAmount, 'HasIssue', { IsPending: false, HasPaid: false }],
  ])('payment status %i shows %s', async (status, badge, flags) => {
    const id = await create();
    await setPayment(id, { status, gateway: 2 });
    expect(await read(id)).toMatchObject({
      OrderStatusValue: badge,
      PaymentGatewayId: 2,
      PaymentStatus: status,
      ...flags,
    });
  });
});

describe('Order/CancelOrder', () => {
  it('cancels an unpaid order with its payment, logged, and refuses a second time naming the state', async () => {
    const id = await create();
    const response = await admin.post('/api/Order/CancelOrder', { Id: id });
    expect(response.statusCode, response.body).toBe(200);
    const order = await read(id);
    expect(response.json()).toEqual({ Message: `Order ${order.OrderId} has been cancelled` });
    expect(order).toMatchObject({
      OrderStatus: 3,
      OrderStatusName: 'Cancelled',
      OrderStatusValue: 'Cancelled',
    });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, id));
    expect(payment!.status).toBe(PaymentStatus.Cancelled);
    const again = problemOf(await admin.post('/api/Order/CancelOrder', { Id: id }), 409);
    expect(again.title).toBe('This order is Cancelled, so it cannot be cancelled');
  });

  it('refuses a paid order (409 naming it) and changes nothing', async () => {
    const id = await create();
    await t.db
      .update(payments)
      .set({ status: PaymentStatus.Paid, gateway: 2 })
      .where(eq(payments.orderId, id));
    const refused = problemOf(await admin.post('/api/Order/CancelOrder', { Id: id }), 409);
    expect(refused.title).toBe('This order is Approved, so it cannot be cancelled');
    expect((await read(id)).OrderStatus).toBe(1);
  });

  it('cancels once when two administrators cancel together', async () => {
    const id = await create();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => admin.post('/api/Order/CancelOrder', { Id: id })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const entries = await t.db
      .select()
      .from(adminActivities)
      .where(and(eq(adminActivities.action, 'CancelOrder'), eq(adminActivities.recordId, id)));
    expect(entries).toHaveLength(1);
  });

  it('answers 404 for an unknown order and 400 for no id', async () => {
    problemOf(
      await admin.post('/api/Order/CancelOrder', { Id: '5b1d2f3a-0000-4000-8000-000000000000' }),
      404,
    );
    expect(problemOf(await admin.post('/api/Order/CancelOrder', {}), 400).errors).toEqual({
      Id: ['Id is required'],
    });
  });
});

describe('the invoice link in e-mails', () => {
  it('redirects /order?orderid={Id} to /order/{Id}', async () => {
    const id = await create();
    const response = await t.app.inject({ method: 'GET', url: `/order?orderid=${id}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`/order/${id}`);
    const bad = await t.app.inject({ method: 'GET', url: '/order?orderid=../../etc' });
    expect(bad.statusCode).toBe(404);
  });
});

describe('ORDER_GATEWAYS and VAT_PERCENT', () => {
  it('offers only the configured gateways and adds the configured VAT', async () => {
    const other = await createTestApp({ ORDER_GATEWAYS: [2, 4], VAT_PERCENT: 10 });
    try {
      const user = await createUser(other.db, { allowAllEndpoints: true, password: null });
      const api = apiAs(other, await tokenFor(user));
      const response = await api.post(CREATE, newOrder({ IncludeShipping: false }));
      const id = response.body.split('orderid=')[1] as string;
      const order = (await api.get('/api/Order/GetOrder', { orderId: id })).json();
      expect(order).toMatchObject({
        PaymentGateways: [
          { Id: 2, Name: 'Cash' },
          { Id: 4, Name: 'Flutterwave' },
        ],
        Vat: 2450,
        VatPercent: 10,
        TotalAmount: 26950,
      });
      const [item] = await other.db.select().from(orderItems).where(eq(orderItems.orderId, id));
      expect(item).toMatchObject({ unitKobo: 2_000_000, amountKobo: 2_000_000 });
    } finally {
      await other.close();
    }
    // A second app on its own database: migrating it takes a while on a busy machine.
  }, 90_000);
});
