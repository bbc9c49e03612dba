import {
  type CompleteWithWalletPaymentRequest,
  orderNumber,
  type Payment,
  PaymentGateway,
  PaymentStatus,
  paymentGatewayNames,
  paymentTexts,
  TransactionStatus,
  TransactionType,
} from '@wayfare/contracts';
import type { Principal } from '../../auth/principal.ts';
import { conflict, invalidProperty, notFound } from '../../errors.ts';
import { withReplyStored } from '../../http/idempotent-reply.ts';
import { toNaira } from '../../money.ts';
import { ensureWallet, lockAccounts, postMovement, systemAccountId } from '../wallet/index.ts';
import { markPaid, type ReceiptContext } from './mark-paid.ts';
import { lockPayment, paymentFor } from './payment-access.ts';
import { findPayment, paymentStatusNameOf } from './payment-view.ts';
import { isOffered, type PaymentsDeps } from './payments.deps.ts';

const PAYABLE: readonly number[] = [PaymentStatus.Pending, PaymentStatus.AwaitingVerification];

/**
 * Payment/CompleteWithWalletPayment (issue 19 §2): the order's customer pays from their wallet. One
 * transaction, under the wallet's lock (first, as every movement takes it) and the payment's: a Debit
 * naming the order moves the Amount to sales through the ledger, and the payment is Paid. A payment
 * paid meanwhile (a card in another tab) is a 409 and nothing is debited.
 */
export async function completeWithWalletPayment(
  deps: PaymentsDeps,
  input: Omit<CompleteWithWalletPaymentRequest, 'Gateway'> & {
    Gateway: number;
    caller: Principal;
    receipt: ReceiptContext;
  },
): Promise<Payment> {
  if (input.Gateway !== PaymentGateway.Wallet)
    throw invalidProperty('Gateway', paymentTexts.walletGatewayOnly);
  if (!isOffered(deps, PaymentGateway.Wallet)) {
    throw invalidProperty(
      'Gateway',
      paymentTexts.gatewayNotOffered(paymentGatewayNames[PaymentGateway.Wallet]),
    );
  }
  // Only the customer's own wallet pays: an administrator cannot spend it for them.
  await paymentFor(deps.db, {
    id: input.PaymentId,
    orderId: input.OrderId,
    caller: input.caller,
    administrators: false,
  });
  const wallet = await ensureWallet(deps.db, input.caller.userId);
  const sales = await systemAccountId(deps.db, 'sales');
  return deps.db.transaction(async (tx) => {
    const balances = await lockAccounts(tx, [wallet.walletAccountId]);
    const held = await lockPayment(tx, input.PaymentId);
    const { payment, order } = held;
    if (!PAYABLE.includes(payment.status))
      throw conflict(paymentTexts.paymentIs(paymentStatusNameOf(payment)));
    const balanceKobo = balances.get(wallet.walletAccountId) ?? 0;
    if (balanceKobo < payment.amountKobo) {
      throw conflict(paymentTexts.walletBalanceTooLow(toNaira(balanceKobo), toNaira(payment.amountKobo)));
    }
    await postMovement(tx, {
      transaction: {
        userId: wallet.userId,
        amountKobo: payment.amountKobo,
        type: TransactionType.Debit,
        status: TransactionStatus.Completed,
        message: paymentTexts.walletDebitMessage(orderNumber(order.number)),
        completedAt: new Date(),
      },
      legs: [
        { accountId: wallet.walletAccountId, amountKobo: -payment.amountKobo },
        { accountId: sales, amountKobo: payment.amountKobo },
      ],
    });
    await markPaid(tx, held, { gateway: PaymentGateway.Wallet, reference: null, receipt: input.receipt });
    const paid = await findPayment(tx, input.PaymentId);
    if (!paid) throw notFound(paymentTexts.noPayment(input.PaymentId));
    return withReplyStored(tx, paid);
  });
}
