import {
  OrderStatus,
  orderNumber,
  PaymentGateway,
  PaymentStatus,
  paymentTexts,
  TransactionStatus,
  TransactionType,
} from '@wayfare/contracts';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { users } from '../accounts/accounts.table.ts';
import { type DemoOrder, demoAccountIds, insertDemoOrder } from '../orders/orders.demo.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from '../wallet/ledger.service.ts';
import { paymentReferences } from './payment-references.table.ts';
import { payments } from './payments.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type PaidDemo = DemoOrder & { paidDaysAgo: number };

const person = (email: string, surname: string, firstname: string, phone: string, address: string) => ({
  email,
  surname,
  firstname,
  phone,
  address,
});

/**
 * issue 19 §3: paid orders, one by each gateway (the orders module's demo has the unpaid states, cash
 * awaiting verification among them), and one whose card was charged another amount (HasIssue). The
 * card ones carry the reference the provider was given; the wallet one its Debit through the ledger
 * (after a top-up, so the wallet's entries add up); the cash one the administrator who approved it.
 */
const PAID: PaidDemo[] = [
  {
    ...person(
      'ada.okafor@demo.wayfare.ng',
      'Okafor',
      'Ada',
      '+2348031234501',
      '14 Admiralty Way, Lekki, Lagos',
    ),
    items: [['Corporate trip bundle, 10 rides', 95_000, 1, 0]],
    shippingNaira: null,
    daysAgo: 25,
    dueInDays: 7,
    paidDaysAgo: 24,
    status: OrderStatus.Completed,
    payment: {
      status: PaymentStatus.Paid,
      gateway: PaymentGateway.Paystack,
      reference: 'WFP-DEMO-PAYSTACK-0001',
    },
  },
  {
    ...person('chiamaka.eze@demo.wayfare.ng', 'Eze', 'Chiamaka', '+2348031234502', '3 Ogui Road, Enugu'),
    items: [
      ['Car-branding kit (full wrap)', 120_000, 1, 9],
      ['Rear window decal', 2_500, 2, 0.2],
    ],
    shippingNaira: 4_000,
    daysAgo: 18,
    dueInDays: 7,
    paidDaysAgo: 17,
    status: OrderStatus.Completed,
    payment: {
      status: PaymentStatus.Paid,
      gateway: PaymentGateway.Flutterwave,
      reference: 'WFP-DEMO-FLUTTERWAVE-0001',
    },
  },
  {
    ...person('tunde.bakare@demo.wayfare.ng', 'Bakare', 'Tunde', '+2348031234503', '22 Ring Road, Ibadan'),
    items: [['Interior deep cleaning (terms: cleaning beyond normal wear)', 12_500, 1, 0]],
    shippingNaira: null,
    daysAgo: 11,
    dueInDays: 7,
    paidDaysAgo: 11,
    status: OrderStatus.Completed,
    payment: { status: PaymentStatus.Paid, gateway: PaymentGateway.Wallet },
  },
  {
    ...person('ngozi.obi@demo.wayfare.ng', 'Obi', 'Ngozi', '+2348031234506', '40 Wuse II, Abuja'),
    items: [['Driver uniform', 12_500, 2, 0.8]],
    shippingNaira: 1_500,
    daysAgo: 8,
    dueInDays: 7,
    paidDaysAgo: 6,
    status: OrderStatus.Completed,
    payment: { status: PaymentStatus.Paid, gateway: PaymentGateway.Cash },
  },
  {
    ...person('emeka.nwosu@demo.wayfare.ng', 'Nwosu', 'Emeka', '+2348031234505', '8 Aba Road, Port Harcourt'),
    items: [['Bumper repair (terms: damage beyond normal wear)', 64_000, 1, 0]],
    shippingNaira: null,
    daysAgo: 4,
    dueInDays: 7,
    paidDaysAgo: 3,
    status: OrderStatus.HasIssue,
    payment: {
      status: PaymentStatus.InconsistencyAmount,
      gateway: PaymentGateway.Paystack,
      reference: 'WFP-DEMO-PAYSTACK-0002',
      message: 'Paystack reports ₦6,880 NGN paid, not the ₦68,800 of this order',
    },
  },
];

/** The wallet payment's movements: a top-up from the gateways, then the order's Debit to sales. */
async function payFromWallet(tx: Transaction, userId: string, amountKobo: number, number: string, at: Date) {
  const wallet = await ensureWallet(tx, userId);
  const [gateways, sales] = [await systemAccountId(tx, 'gateways'), await systemAccountId(tx, 'sales')];
  await lockAccounts(tx, [wallet.walletAccountId]);
  const completed = { status: TransactionStatus.Completed, createdAt: at, completedAt: at } as const;
  await postMovement(tx, {
    transaction: { userId, amountKobo, type: TransactionType.Credit, message: 'Wallet top-up', ...completed },
    legs: [
      { accountId: gateways, amountKobo: -amountKobo },
      { accountId: wallet.walletAccountId, amountKobo },
    ],
  });
  await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: TransactionType.Debit,
      message: paymentTexts.walletDebitMessage(number),
      ...completed,
    },
    legs: [
      { accountId: wallet.walletAccountId, amountKobo: -amountKobo },
      { accountId: sales, amountKobo },
    ],
  });
}

/** Added once: when any payment is Paid already, nothing. */
export const paymentsDemo: DemoSeed = {
  area: 'payments',
  async seed(tx) {
    if ((await tx.$count(payments, eq(payments.status, PaymentStatus.Paid))) > 0) return { created: 0 };
    const accountOf = await demoAccountIds(
      tx,
      PAID.map((demo) => demo.email),
    );
    const [approver] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.isAdmin, true), eq(users.allowAllEndpoints, true)))
      .limit(1);
    const now = Date.now();
    for (const demo of PAID) {
      const { order, payment } = await insertDemoOrder(tx, demo, accountOf, now);
      const paidAt = new Date(now - demo.paidDaysAgo * DAY_MS);
      const paid = demo.payment.status === PaymentStatus.Paid;
      await tx
        .update(payments)
        .set({
          completedAt: paid ? paidAt : null,
          confirmedBy: demo.payment.gateway === PaymentGateway.Cash ? (approver?.id ?? null) : null,
          updatedAt: paidAt,
        })
        .where(eq(payments.id, payment.id));
      const gateway = demo.payment.gateway;
      if (
        demo.payment.reference &&
        (gateway === PaymentGateway.Paystack || gateway === PaymentGateway.Flutterwave)
      ) {
        await tx.insert(paymentReferences).values({
          paymentId: payment.id,
          gateway,
          reference: demo.payment.reference,
          outcome: paid ? 'paid' : 'mismatch',
          providerReference: `DEMO-${demo.payment.reference}`,
          createdAt: new Date(now - demo.daysAgo * DAY_MS),
          settledAt: paidAt,
        });
      }
      const userId = accountOf.get(demo.email);
      if (gateway === PaymentGateway.Wallet && userId) {
        await payFromWallet(tx, userId, payment.amountKobo, orderNumber(order.number), paidAt);
      }
    }
    return { created: PAID.length };
  },
};
