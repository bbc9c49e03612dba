import { airtimeTexts, TransactionStatus, TransactionType } from '@wayfare/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { toKobo } from '../../money.ts';
import { users } from '../accounts/accounts.table.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from '../wallet/ledger.service.ts';
import { AirtimeOutcome, airtimeTransactions } from './airtime.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type DemoPurchase = {
  reference: string;
  email: string;
  phone: string;
  network: string;
  naira: number;
  /** A data plan's name and validity; none for airtime. */
  plan?: { code: string; name: string; validity: string };
  outcome: 'success' | 'failed';
  daysAgo: number;
};

const DEMO_PURCHASES: readonly DemoPurchase[] = [
  {
    reference: 'DEMO-AIRTIME-1',
    email: 'ada.okafor@demo.wayfare.ng',
    phone: '+2348031234501',
    network: 'MTN',
    naira: 500,
    outcome: 'success',
    daysAgo: 5,
  },
  {
    reference: 'DEMO-AIRTIME-2',
    email: 'aisha.bello@demo.wayfare.ng',
    phone: '+2348051234502',
    network: 'Glo',
    naira: 500,
    plan: { code: 'MD151', name: 'GLO 1.05 GB', validity: '14 days' },
    outcome: 'success',
    daysAgo: 4,
  },
  {
    reference: 'DEMO-AIRTIME-3',
    email: 'bolaji.adewale@demo.wayfare.ng',
    phone: '+2348021234503',
    network: 'Airtel',
    naira: 200,
    outcome: 'failed',
    daysAgo: 2,
  },
  {
    reference: 'DEMO-AIRTIME-4',
    email: 'ada.okafor@demo.wayfare.ng',
    phone: '+2348091234504',
    network: '9mobile',
    naira: 1000,
    plan: { code: 'MD161', name: '9MOBILE 1 GB', validity: '30 days' },
    outcome: 'success',
    daysAgo: 1,
  },
];

/** One demo purchase with its Debit (and, failed, the refunding Credit), as a real one leaves them. */
async function seedPurchase(tx: Db, purchase: DemoPurchase, userId: string): Promise<number> {
  const [known] = await tx
    .select({ id: airtimeTransactions.id })
    .from(airtimeTransactions)
    .where(eq(airtimeTransactions.reference, purchase.reference));
  if (known) return 0;
  const wallet = await ensureWallet(tx, userId);
  const gateways = await systemAccountId(tx, 'gateways');
  const amountKobo = toKobo(purchase.naira);
  const balances = await lockAccounts(tx, [wallet.walletAccountId]);
  // The wallet demo funds these people; a wallet spent since is left alone.
  if ((balances.get(wallet.walletAccountId) ?? 0) < amountKobo) return 0;
  const at = new Date(Date.now() - purchase.daysAgo * DAY_MS);
  const message = purchase.plan
    ? airtimeTexts.dataMessage(purchase.plan.name, purchase.phone)
    : airtimeTexts.airtimeMessage(purchase.network, purchase.naira, purchase.phone);
  const debit = await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: TransactionType.Debit,
      status: purchase.outcome === 'failed' ? TransactionStatus.Refunded : TransactionStatus.Completed,
      message,
      createdAt: at,
      completedAt: at,
    },
    legs: [
      { accountId: wallet.walletAccountId, amountKobo: -amountKobo },
      { accountId: gateways, amountKobo },
    ],
  });
  const [row] = await tx
    .insert(airtimeTransactions)
    .values({
      userId,
      reference: purchase.reference,
      isDataPlan: Boolean(purchase.plan),
      network: purchase.network,
      phoneNumber: purchase.phone,
      planCode: purchase.plan?.code ?? null,
      planName: purchase.plan?.name ?? 'Airtime',
      validity: purchase.plan?.validity ?? '',
      amountKobo,
      outcome: purchase.outcome === 'success' ? AirtimeOutcome.Success : AirtimeOutcome.Failed,
      providerStatus: purchase.outcome === 'success' ? 'success' : 'failed',
      providerMessage:
        purchase.outcome === 'success' ? 'Bill payment successful' : 'Transaction failed at the network',
      walletTransactionId: debit.id,
      createdAt: at,
      settledAt: at,
    })
    .returning();
  if (purchase.outcome === 'success') return 2;
  const refund = await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: TransactionType.Credit,
      status: TransactionStatus.Completed,
      message: airtimeTexts.refundMessage(row!.id),
      refundOf: debit.id,
      createdAt: at,
      completedAt: at,
    },
    legs: [
      { accountId: gateways, amountKobo: -amountKobo },
      { accountId: wallet.walletAccountId, amountKobo },
    ],
  });
  await tx
    .update(airtimeTransactions)
    .set({ refundTransactionId: refund.id })
    .where(eq(airtimeTransactions.id, row!.id));
  return 3;
}

/**
 * Airtime demo records (issue 18 §5): airtime and data bought from the wallets the wallet demo funded,
 * one of them failed and refunded. Found again by their references, so a second run adds nothing.
 */
export const airtimeDemo: DemoSeed = {
  area: 'Airtime',
  seed: async (tx) => {
    const emails = [...new Set(DEMO_PURCHASES.map((purchase) => purchase.email))];
    const found = await tx
      .select({ id: users.id, email: users.emailAddress })
      .from(users)
      .where(and(inArray(users.emailAddress, emails), isNull(users.deletedAt)));
    const people = new Map(found.map((person) => [person.email, person.id]));
    let created = 0;
    for (const purchase of DEMO_PURCHASES) {
      const userId = people.get(purchase.email);
      if (userId) created += await seedPurchase(tx, purchase, userId);
    }
    return { created };
  },
};
