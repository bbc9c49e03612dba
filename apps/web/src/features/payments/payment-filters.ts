import type { ListQueryState } from '../../components/list-page/use-list-page.ts';
import { usePaymentStatuses } from './api/get-payment-statuses.ts';

export const paymentFilterKeys = ['paymentStatus', 'from', 'to'] as const;
export type PaymentFilterKey = (typeof paymentFilterKeys)[number];

export const paymentListQuery = ({ keyword, page, pageSize, filters }: ListQueryState<PaymentFilterKey>) => ({
  keyword: keyword.trim() || undefined,
  page,
  pageSize,
  paymentStatus: filters.paymentStatus ? Number(filters.paymentStatus) : undefined,
  from: filters.from ?? undefined,
  to: filters.to ?? undefined,
});

/** 'AwaitingVerification' → 'Awaiting Verification': the wire's names as people read them. */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** spec 001 §2: the status filter's choices, from GetPaymentStatuses. */
export function usePaymentStatusChoices() {
  const statuses = usePaymentStatuses();
  return (statuses.data?.rows ?? []).map((status) => ({
    value: String(status.Id),
    label: spaced(status.Name),
  }));
}
