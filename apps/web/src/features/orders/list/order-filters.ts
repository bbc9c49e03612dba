import type { ListQueryState } from '../../../components/list-page/use-list-page.ts';
import { useOrderStatuses } from '../api/get-order-statuses.ts';

export const orderFilterKeys = ['orderStatus', 'from', 'to'] as const;
export type OrderFilterKey = (typeof orderFilterKeys)[number];

/** The list's query: keyword, page, and the status and dates once chosen. */
export const orderListQuery = ({ keyword, page, pageSize, filters }: ListQueryState<OrderFilterKey>) => ({
  keyword: keyword.trim() || undefined,
  page,
  pageSize,
  orderStatus: filters.orderStatus ? (Number(filters.orderStatus) as 1) : undefined,
  from: filters.from ?? undefined,
  to: filters.to ?? undefined,
});

/** 'AwaitingVerification' → 'Awaiting Verification': the wire's names as people read them. */
const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2');

/** spec 001 §2: the status filter's choices, from GetOrderStatuses. */
export function useOrderStatusChoices() {
  const statuses = useOrderStatuses();
  return (statuses.data?.rows ?? []).map((status) => ({
    value: String(status.Id),
    label: spaced(status.Name),
  }));
}
