import { OrderStatus, PaymentGateway, PaymentStatus } from '@wayfare/contracts';
import { inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { users } from '../accounts/accounts.table.ts';
import { payments } from '../payments/payments.table.ts';
import { insertOrder } from './insert-order.ts';
import { orderTotals, vatBasisPoints } from './order-money.ts';
import { orders } from './orders.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const VAT = vatBasisPoints(7.5);

export type DemoOrder = {
  email: string;
  surname: string;
  firstname: string;
  phone: string;
  address: string;
  items: Array<[name: string, naira: number, quantity: number, weightKg: number]>;
  shippingNaira: number | null;
  daysAgo: number;
  dueInDays: number;
  status: number;
  payment: { status: number; gateway: number | null; reference?: string; message?: string };
};

/**
 * issue 19 §3: orders for the invoice and list screens, in the states this module makes (the payments
 * module's demo adds the paid ones): pending ones with and without shipping, one awaiting a cash
 * approval, one whose card payment failed, a cancelled one, and one for a company e-mail address no
 * account has yet (it joins whoever registers with it).
 */
const DEMO_ORDERS: DemoOrder[] = [
  {
    email: 'ada.okafor@demo.wayfare.ng',
    surname: 'Okafor',
    firstname: 'Ada',
    phone: '+2348031234501',
    address: '14 Admiralty Way, Lekki, Lagos',
    items: [['Seat cleaning after a spill (terms: repair or cleaning)', 15_000, 1, 0]],
    shippingNaira: null,
    daysAgo: 2,
    dueInDays: 5,
    status: OrderStatus.Pending,
    payment: { status: PaymentStatus.Pending, gateway: null },
  },
  {
    email: 'chiamaka.eze@demo.wayfare.ng',
    surname: 'Eze',
    firstname: 'Chiamaka',
    phone: '+2348031234502',
    address: '3 Ogui Road, Enugu',
    items: [
      ['Car-branding kit (door panels)', 45_000, 1, 6.5],
      ['Rear window decal', 2_500, 4, 0.2],
    ],
    shippingNaira: 3_000,
    daysAgo: 6,
    dueInDays: 1,
    status: OrderStatus.Pending,
    payment: { status: PaymentStatus.Pending, gateway: null },
  },
  {
    email: 'tunde.bakare@demo.wayfare.ng',
    surname: 'Bakare',
    firstname: 'Tunde',
    phone: '+2348031234503',
    address: '22 Ring Road, Ibadan',
    items: [['Corporate trip bundle, 20 rides', 180_000, 1, 0]],
    shippingNaira: null,
    daysAgo: 9,
    dueInDays: -2,
    status: OrderStatus.Pending,
    payment: { status: PaymentStatus.AwaitingVerification, gateway: PaymentGateway.Cash },
  },
  {
    email: 'procurement@lagoslogistics.example',
    surname: 'Adebayo',
    firstname: 'Kemi',
    phone: '+2348031234504',
    address: 'Lagos Logistics Ltd, 5 Creek Road, Apapa, Lagos',
    items: [
      ['Corporate trip bundle, 50 rides', 425_000.5, 2, 0],
      ['Driver uniform', 12_500, 10, 0.8],
    ],
    shippingNaira: 7_500,
    daysAgo: 12,
    dueInDays: 14,
    status: OrderStatus.Pending,
    payment: { status: PaymentStatus.Pending, gateway: null },
  },
  {
    email: 'emeka.nwosu@demo.wayfare.ng',
    surname: 'Nwosu',
    firstname: 'Emeka',
    phone: '+2348031234505',
    address: '8 Aba Road, Port Harcourt',
    items: [['Windscreen repair (terms: damage beyond normal wear)', 38_000, 1, 0]],
    shippingNaira: null,
    daysAgo: 15,
    dueInDays: 7,
    status: OrderStatus.Pending,
    payment: {
      status: PaymentStatus.Failed,
      gateway: PaymentGateway.Paystack,
      reference: 'WFO-DEMO-FAILED-0001',
      message: 'Declined by the card issuer',
    },
  },
  {
    email: 'ngozi.obi@demo.wayfare.ng',
    surname: 'Obi',
    firstname: 'Ngozi',
    phone: '+2348031234506',
    address: '40 Wuse II, Abuja',
    items: [['Car-branding kit (roof sign)', 27_500, 1, 3]],
    shippingNaira: 2_000,
    daysAgo: 20,
    dueInDays: 7,
    status: OrderStatus.Cancelled,
    payment: { status: PaymentStatus.Cancelled, gateway: null },
  },
];

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

export async function insertDemoOrder(
  tx: Transaction,
  demo: DemoOrder,
  accountOf: Map<string, string>,
  now: number,
) {
  const createdAt = new Date(now - demo.daysAgo * DAY_MS);
  const items = demo.items.map(([name, naira, quantity, weightKg]) => ({
    name,
    unitKobo: Math.round(naira * 100),
    quantity,
    weightKg,
  }));
  const totals = orderTotals({
    items,
    includeShipping: demo.shippingNaira !== null,
    shippingFeeKobo: Math.round((demo.shippingNaira ?? 0) * 100),
    vatBasisPoints: VAT,
  });
  const { order } = await insertOrder(tx, {
    surname: demo.surname,
    firstname: demo.firstname,
    phoneNumber: demo.phone,
    email: demo.email,
    address: demo.address,
    userId: accountOf.get(demo.email) ?? null,
    includeShipping: demo.shippingNaira !== null,
    shippingFeeKobo: totals.shippingFeeKobo,
    itemsKobo: totals.itemsKobo,
    vatBasisPoints: VAT,
    vatKobo: totals.vatKobo,
    totalKobo: totals.totalKobo,
    dueDate: dayOf(new Date(createdAt.getTime() + (demo.daysAgo + demo.dueInDays) * DAY_MS)),
    status: demo.status,
    createdAt,
    updatedAt: createdAt,
    items,
    totals,
  });
  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      status: demo.payment.status,
      gateway: demo.payment.gateway,
      amountKobo: totals.totalKobo,
      reference: demo.payment.reference ?? null,
      providerMessage: demo.payment.message ?? null,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  return { order, payment: payment! };
}

/** The ids of the demo accounts with these e-mail addresses, by address (an order's customer, when registered). */
export async function demoAccountIds(tx: Transaction, emails: string[]) {
  const accounts = await tx
    .select({ id: users.id, email: users.emailAddress })
    .from(users)
    .where(inArray(users.emailAddress, emails));
  return new Map(accounts.map((account) => [account.email, account.id]));
}

/** Added once: when any order exists, nothing. */
export const ordersDemo: DemoSeed = {
  area: 'orders',
  async seed(tx) {
    if ((await tx.$count(orders)) > 0) return { created: 0 };
    const accountOf = await demoAccountIds(
      tx,
      DEMO_ORDERS.map((demo) => demo.email),
    );
    const now = Date.now();
    for (const demo of DEMO_ORDERS) await insertDemoOrder(tx, demo, accountOf, now);
    return { created: DEMO_ORDERS.length };
  },
};
