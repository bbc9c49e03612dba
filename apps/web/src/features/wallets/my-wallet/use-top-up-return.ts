import { formatNaira, TransactionStatus, type WalletTransaction } from '@wayfare/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useRefreshAreas } from '../../../components/screen/index.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { verifyMyTopUp } from '../api/verify-my-top-up.ts';

/** What the person reads once the checkout has come back. */
export function topUpResultText(topUp: WalletTransaction) {
  const amount = formatNaira(topUp.Amount);
  if (topUp.TransactionStatus === TransactionStatus.Completed)
    return `Your top-up of ${amount} has been credited to your wallet`;
  if (topUp.TransactionStatus === TransactionStatus.Failed) return `Your top-up of ${amount} failed`;
  return `Your top-up of ${amount} is ${topUp.TransactionStatusName}; the list shows when it is credited`;
}

/**
 * The checkout's return (issue 18 §3): /teacher/wallets?trxref=…&reference=…. The top-up is verified
 * once through Wallet/VerifyMyTopUp (which credits it if paid), the result shows in an alert kept after
 * the address is cleaned, and the balance and list reload. A refusal is the query client's error alert.
 */
export function useTopUpReturn() {
  const [params, setParams] = useSearchParams();
  const reference = params.get('reference')?.trim();
  const refresh = useRefreshAreas(['Wallet']);
  const verified = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || verified.current === reference) return;
    verified.current = reference;
    void verifyMyTopUp(reference)
      .then((topUp) => {
        const text = topUpResultText(topUp);
        if (topUp.TransactionStatus === TransactionStatus.Completed) alertStore.success(text);
        else alertStore.warning(text, { autoClose: false });
      })
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.redirectedToLogin) return;
        alertStore.error(error instanceof Error ? error.message : String(error), { autoClose: false });
      })
      .finally(() => {
        setParams({}, { replace: true });
        void refresh();
      });
  }, [reference, setParams, refresh]);
}
