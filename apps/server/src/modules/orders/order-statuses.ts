import { type IdAndName, type OrderStatusId, orderStatusNames } from '@wayfare/contracts';
import type { Page } from '../../db/list-query.ts';

/** Order/GetOrderStatuses: the spec's order status set, in its order. */
export function orderStatusList(): Page<IdAndName> {
  const rows = (Object.entries(orderStatusNames) as [string, string][]).map(([id, name]) => ({
    Id: Number(id) as OrderStatusId,
    Name: name,
  }));
  return { rows, total: rows.length };
}
