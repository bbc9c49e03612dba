import { TransactionStatus, TransactionType, walletTexts } from '@wayfare/contracts';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { DemoSeed } from '../../demo/demo-seed.ts';
import { toKobo } from '../../money.ts';
import { users } from '../accounts/accounts.table.ts';
import { driverPackages, packages } from '../packages/packages.table.ts';
import { DAY_MS } from './demo-references.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';
import { DEMO_TOP_UPS, seedDemoTopUp } from './top-ups.demo.ts';
import { DEMO_WITHDRAWALS, seedDemoWithdrawal } from './withdrawals.demo.ts';

/** One demo movement, found again by its reference. */
type DemoMovement = {
  reference: string;
  email: string;
  type: 'credit' | 'package' | 'bonus';
  naira: number;
  message: string;
  daysAgo: number;
  /** The credit is refunded, by the movement with this reference. */
  refundedBy?: string;
};

const DEMO_MOVEMENTS: readonly DemoMovement[] = [
  {
    reference: 'DEMO-WALLET-1',
    email: 'emeka.nwosu@demo.wayfare.ng',
    type: 'credit',
    naira: 20000,
    message: 'Opening balance',
    daysAgo: 25,
  },
  {
    reference: 'DEMO-WALLET-2',
    email: 'emeka.nwosu@demo.wayfare.ng',
    type: 'package',
    naira: 8500,
    message: walletTexts.packageMessage('Weekly Hustle'),
    daysAgo: 24,
  },
  {
    reference: 'DEMO-WALLET-3',
    email: 'emeka.nwosu@demo.wayfare.ng',
    type: 'bonus',
    naira: 500,
    message: walletTexts.packageBonusMessage('Weekly Hustle'),
    daysAgo: 24,
  },
  {
    reference: 'DEMO-WALLET-4',
    email: 'aisha.bello@demo.wayfare.ng',
    type: 'credit',
    naira: 5000,
    message: 'Fuel support',
    daysAgo: 10,
  },
  {
    reference: 'DEMO-WALLET-5',
    email: 'ada.okafor@demo.wayfare.ng',
    type: 'credit',
    naira: 3000,
    message: 'Welcome credit',
    daysAgo: 18,
  },
  {
    reference: 'DEMO-WALLET-6',
    email: 'ada.okafor@demo.wayfare.ng',
    type: 'credit',
    naira: 1200,
    message: 'Sent twice by mistake',
    daysAgo: 6,
    refundedBy: 'DEMO-WALLET-7',
  },
  {
    reference: 'DEMO-WALLET-8',
    email: 'bolaji.adewale@demo.wayfare.ng',
    type: 'credit',
    naira: 750.5,
    message: 'Apology for a late driver',
    daysAgo: 3,
  },
  {
    reference: 'DEMO-WALLET-9',
    email: 'aisha.bello@demo.wayfare.ng',
    type: 'package',
    naira: 1500,
    message: walletTexts.packageMessage('Daily Starter'),
    daysAgo: 9,
  },
];

/** The packages the demo drivers paid for above (Package/BuyPackage makes the package theirs). */
const DEMO_PACKAGE_HOLDERS = [
  { email: 'emeka.nwosu@demo.wayfare.ng', packageName: 'Weekly Hustle', daysAgo: 24 },
  { email: 'aisha.bello@demo.wayfare.ng', packageName: 'Daily Starter', daysAgo: 9 },
] as const;

async function seedMovement(
  tx: Db,
  movement: DemoMovement,
  people: Map<string, string>,
  creditedBy: string | null,
): Promise<number> {
  const userId = people.get(movement.email);
  if (!userId) return 0;
  const [known] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, movement.reference));
  if (known) return 0;
  const wallet = await ensureWallet(tx, userId);
  const amountKobo = toKobo(movement.naira);
  const at = new Date(Date.now() - movement.daysAgo * DAY_MS);
  const other = await systemAccountId(
    tx,
    movement.type === 'package' ? 'sales' : movement.type === 'bonus' ? 'bonuses' : 'adjustments',
  );
  const into = movement.type === 'package' ? -amountKobo : amountKobo;
  await lockAccounts(tx, [wallet.walletAccountId]);
  const row = await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: movement.type === 'package' ? TransactionType.Debit : TransactionType.Credit,
      status: TransactionStatus.Completed,
      message: movement.message,
      reference: movement.reference,
      creditedBy: movement.type === 'credit' ? creditedBy : null,
      createdAt: at,
      completedAt: at,
    },
    legs: [
      { accountId: other, amountKobo: -into },
      { accountId: wallet.walletAccountId, amountKobo: into },
    ],
  });
  if (!movement.refundedBy) return 1;
  await tx
    .update(walletTransactions)
    .set({ status: TransactionStatus.Refunded })
    .where(eq(walletTransactions.id, row.id));
  await postMovement(tx, {
    transaction: {
      userId,
      amountKobo,
      type: TransactionType.Debit,
      status: TransactionStatus.Completed,
      message: walletTexts.refundMessage(row.id),
      reference: movement.refundedBy,
      creditedBy,
      refundOf: row.id,
      createdAt: new Date(at.getTime() + DAY_MS),
      completedAt: new Date(at.getTime() + DAY_MS),
    },
    legs: [
      { accountId: wallet.walletAccountId, amountKobo: -amountKobo },
      { accountId: other, amountKobo },
    ],
  });
  return 2;
}

/**
 * Wallet demo records (issue 18 §5): top-ups by an administrator, card top-ups through Paystack and
 * Flutterwave (one unfinished, one declined), drivers' packages bought (one with its bonus), a
 * refunded credit, withdrawals paid out and one failed. Every movement goes through the ledger, in the
 * order that keeps each balance above zero; each is found again by its reference, so a second run adds
 * nothing. Provider references are marked DEMO- and dated out of the provider reconciliation's reach
 * (demo-references.ts).
 */
export const walletDemo: DemoSeed = {
  area: 'Wallet',
  seed: async (tx) => {
    const emails = [
      ...new Set([...DEMO_MOVEMENTS, ...DEMO_TOP_UPS, ...DEMO_WITHDRAWALS].map((movement) => movement.email)),
    ];
    const found = await tx
      .select({ id: users.id, email: users.emailAddress })
      .from(users)
      .where(and(inArray(users.emailAddress, emails), isNull(users.deletedAt)));
    const people = new Map(found.map((person) => [person.email, person.id]));
    const [admin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.allowAllEndpoints, true), isNull(users.deletedAt)))
      .orderBy(asc(users.createdAt));
    let created = 0;
    for (const movement of DEMO_MOVEMENTS)
      created += await seedMovement(tx, movement, people, admin?.id ?? null);
    for (const topUp of DEMO_TOP_UPS) {
      const userId = people.get(topUp.email);
      if (userId) created += await seedDemoTopUp(tx, topUp, userId);
    }
    for (const withdrawal of DEMO_WITHDRAWALS) {
      const userId = people.get(withdrawal.email);
      if (userId) created += await seedDemoWithdrawal(tx, withdrawal, userId);
    }
    for (const holder of DEMO_PACKAGE_HOLDERS) {
      const userId = people.get(holder.email);
      const [bought] = await tx.select().from(packages).where(eq(packages.name, holder.packageName));
      if (!userId || !bought) continue;
      const added = await tx
        .insert(driverPackages)
        .values({ userId, packageId: bought.id, since: new Date(Date.now() - holder.daysAgo * DAY_MS) })
        .onConflictDoNothing()
        .returning();
      created += added.length;
    }
    return { created };
  },
};
