import type { GetOrdersQuery, Order, PaymentGatewayId } from '@wayfare/contracts';
import { and, desc, eq, like, type SQL } from 'drizzle-orm';
import type { Principal } from '../../auth/principal.ts';
import type { Db } from '../../db/database.ts';
import { containing, type Page, type Paging, pageOf, sortedBy, withinDates } from '../../db/list-query.ts';
import { emailOf, ownOrders, readableOrder } from './order-access.ts';
import { detailsOf, toOrder } from './order-view.ts';
import { orders } from './orders.table.ts';

type ListFilters = Paging &
  Omit<GetOrdersQuery, 'page' | 'pageSize' | 'orderStatus'> & { orderStatus?: number };

/**
 * The filters GetOrders and GetMyOrders share: the keyword in the order's number, names, e-mail, phone
 * or item names (`search_text`, which the trigram index answers), the status, and from/to on its date.
 */
function filtersOf(query: ListFilters): (SQL | undefined)[] {
  return [
    query.keyword ? like(orders.searchText, containing(query.keyword)) : undefined,
    query.orderStatus ? eq(orders.status, query.orderStatus) : undefined,
    withinDates(orders.createdAt, query),
  ];
}

async function pageOfOrders(
  db: Db,
  query: Paging &
    Pick<GetOrdersQuery, 'sort' | 'order'> & {
      where: SQL | undefined;
      gateways: readonly PaymentGatewayId[];
    },
): Promise<Page<Order>> {
  const orderBy = sortedBy(query, {
    columns: { CreatedDate: orders.createdAt, TotalAmount: orders.totalKobo },
    tieBreaker: orders.number,
    byDefault: [desc(orders.createdAt), desc(orders.number)],
  });
  const page = await pageOf(db, {
    ...query,
    select: db
      .select()
      .from(orders)
      .where(query.where)
      .orderBy(...orderBy),
    from: orders,
    where: query.where,
  });
  const details = await detailsOf(
    db,
    page.rows.map((order) => order.id),
  );
  return {
    rows: page.rows.map((order) =>
      toOrder(order, details.itemsOf(order.id), details.paymentOf(order.id), query.gateways),
    ),
    total: page.total,
  };
}

/** Order/GetOrders (Order view): every order, newest first unless sorted otherwise. */
export const listOrders = (db: Db, gateways: readonly PaymentGatewayId[], query: ListFilters) =>
  pageOfOrders(db, { ...query, gateways, where: and(...filtersOf(query)) });

/** Order/GetMyOrders: the caller's own orders (by account, or by their e-mail address). */
export async function listMyOrders(
  db: Db,
  gateways: readonly PaymentGatewayId[],
  query: ListFilters & { userId: string },
) {
  const email = await emailOf(db, query.userId);
  return pageOfOrders(db, {
    ...query,
    gateways,
    where: and(ownOrders(query.userId, email), ...filtersOf(query)),
  });
}

/** Order/GetOrder: the order's customer, or Order view; anyone else 404. */
export async function getOrder(
  db: Db,
  gateways: readonly PaymentGatewayId[],
  input: { id: string; caller: Principal },
): Promise<Order> {
  const order = await readableOrder(db, input);
  const details = await detailsOf(db, [order.id]);
  return toOrder(order, details.itemsOf(order.id), details.paymentOf(order.id), gateways);
}
