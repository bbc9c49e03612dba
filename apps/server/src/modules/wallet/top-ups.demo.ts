import { TransactionStatus, TransactionType, walletTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import { Gateway, type GatewayId } from '../../adapters/payments/payment-gateway.ts';
import type { Db } from '../../db/database.ts';
import { toKobo } from '../../money.ts';
import { daysAgo } from './demo-references.ts';
import { ensureWallet, lockAccounts, postEntries, systemAccountId } from './ledger.service.ts';
import { walletTransactions } from './ledger.table.ts';

/**
 * Demo card top-ups through Paystack and Flutterwave, written as `fundMyWallet` and `confirmTopUp`
 * leave them: a paid one is a Completed Credit from the gateways account with the provider's
 * reference; one whose checkout was never finished stays Initiated with CanRetry (no entries: no money
 * moved); a declined one is Failed with the provider's word. All at least two days old (see
 * demo-references.ts).
 */
type DemoTopUp = {
  reference: string;
  email: string;
  gateway: GatewayId;
  naira: number;
  daysAgo: number;
} & (
  | { outcome: 'paid'; providerReference: string }
  | { outcome: 'unfinished' }
  | { outcome: 'declined'; providerStatus: string }
);

export const DEMO_TOP_UPS: readonly DemoTopUp[] = [
  {
    reference: 'DEMO-TOPUP-1',
    email: 'ada.okafor@demo.wayfare.ng',
    gateway: Gateway.Paystack,
    naira: 5000,
    daysAgo: 14,
    outcome: 'paid',
    providerReference: 'DEMO-PSK-4100001',
  },
  {
    reference: 'DEMO-TOPUP-2',
    email: 'ada.okafor@demo.wayfare.ng',
    gateway: Gateway.Paystack,
    naira: 10000,
    daysAgo: 11,
    outcome: 'declined',
    providerStatus: 'Declined',
  },
  {
    reference: 'DEMO-TOPUP-3',
    email: 'bolaji.adewale@demo.wayfare.ng',
    gateway: Gateway.Flutterwave,
    naira: 2500,
    daysAgo: 9,
    outcome: 'paid',
    providerReference: 'DEMO-FLW-7300001',
  },
  {
    reference: 'DEMO-TOPUP-4',
    email: 'aisha.bello@demo.wayfare.ng',
    gateway: Gateway.Flutterwave,
    naira: 4000,
    daysAgo: 8,
    outcome: 'paid',
    providerReference: 'DEMO-FLW-7300002',
  },
  {
    reference: 'DEMO-TOPUP-5',
    email: 'emeka.nwosu@demo.wayfare.ng',
    gateway: Gateway.Paystack,
    naira: 15000,
    daysAgo: 7,
    outcome: 'paid',
    providerReference: 'DEMO-PSK-4100002',
  },
  {
    reference: 'DEMO-TOPUP-6',
    email: 'funmilayo.ogunleye@demo.wayfare.ng',
    gateway: Gateway.Paystack,
    naira: 3000,
    daysAgo: 2,
    outcome: 'unfinished',
  },
];

/** Seeds one demo top-up unless its reference is there; answers the records added. */
export async function seedDemoTopUp(tx: Db, topUp: DemoTopUp, userId: string): Promise<number> {
  const [known] = await tx
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(eq(walletTransactions.reference, topUp.reference));
  if (known) return 0;
  const wallet = await ensureWallet(tx, userId);
  const amountKobo = toKobo(topUp.naira);
  const at = daysAgo(topUp.daysAgo);
  const common = {
    userId,
    amountKobo,
    type: TransactionType.Credit,
    message: walletTexts.topUpMessage,
    gateway: topUp.gateway,
    reference: topUp.reference,
    createdAt: at,
  };
  if (topUp.outcome === 'unfinished') {
    await tx
      .insert(walletTransactions)
      .values({ ...common, status: TransactionStatus.Initiated, canRetry: true });
    return 1;
  }
  if (topUp.outcome === 'declined') {
    await tx.insert(walletTransactions).values({
      ...common,
      status: TransactionStatus.Failed,
      providerErrorMessage: walletTexts.paymentNotCompleted(topUp.providerStatus),
    });
    return 1;
  }
  const gateways = await systemAccountId(tx, 'gateways');
  await lockAccounts(tx, [wallet.walletAccountId]);
  const [row] = await tx
    .insert(walletTransactions)
    .values({
      ...common,
      status: TransactionStatus.Completed,
      providerReference: topUp.providerReference,
      completedAt: new Date(at.getTime() + 60_000),
    })
    .returning({ id: walletTransactions.id });
  await postEntries(tx, row!.id, [
    { accountId: gateways, amountKobo: -amountKobo },
    { accountId: wallet.walletAccountId, amountKobo },
  ]);
  return 1;
}
