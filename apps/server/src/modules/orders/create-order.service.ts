import {
  DEFAULT_DUE_DAYS,
  formatNaira,
  orderLinkPath,
  orderTexts,
  type ParsedCreateOrderRequest,
} from '@wayfare/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { invalidProperty } from '../../errors.ts';
import { toKobo, toNaira } from '../../money.ts';
import { people } from '../accounts/index.ts';
import { recordAdminChange } from '../activity/index.ts';
import { queueTemplatedEmail } from '../message-templates/index.ts';
import { createPendingPayment } from '../payments/index.ts';
import { addDays, localDay } from '../rides/index.ts';
import { insertOrder } from './insert-order.ts';
import { orderTotals, vatBasisPoints } from './order-money.ts';

export type OrderSettings = { vatPercent: number; timeZone: string };

/** The invoice's address in e-mails and the create call's reply; the server redirects it to /order/{Id}. */
export const orderLink = (siteUrl: string, id: string) => `${siteUrl}${orderLinkPath(id)}`;

/** The day the order is due: the one given (never before today in TIME_ZONE), else a week on. */
function dueDayOf(given: string | null | undefined, now: Date, timeZone: string) {
  const today = localDay(now, timeZone);
  if (!given) return addDays(today, DEFAULT_DUE_DAYS);
  if (given < today) throw invalidProperty('DueDate', orderTexts.dueDateInPast);
  return given;
}

/**
 * Order/CreateOrderForOtherItems (issue 19 §1): the order, its items, its one Pending payment (the
 * total, no gateway yet), the activity entry and the customer's invoice e-mail, in one transaction.
 * Answers the invoice's address.
 */
export async function createOrder(
  db: Db,
  settings: OrderSettings,
  input: ParsedCreateOrderRequest & { by: string; siteUrl: string; now?: Date },
): Promise<string> {
  const now = input.now ?? new Date();
  const dueDate = dueDayOf(input.DueDate, now, settings.timeZone);
  const basisPoints = vatBasisPoints(settings.vatPercent);
  const items = input.OrderItems.map((item) => ({
    name: item.ItemObjectName,
    unitKobo: toKobo(item.Amount),
    quantity: item.QuatityOrder,
    weightKg: item.Weight,
  }));
  const totals = orderTotals({
    items,
    includeShipping: input.IncludeShipping,
    shippingFeeKobo: toKobo(input.ShippingFee),
    vatBasisPoints: basisPoints,
  });
  const email = input.Email;

  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: people.id })
      .from(people)
      .where(and(eq(sql`lower(${people.emailAddress})`, email.toLowerCase()), isNull(people.deletedAt)))
      .limit(1);
    const { order, number } = await insertOrder(tx, {
      surname: input.Surname,
      firstname: input.Firstname,
      phoneNumber: input.PhoneNumber,
      email,
      address: input.Address,
      userId: customer?.id ?? null,
      includeShipping: input.IncludeShipping,
      shippingFeeKobo: totals.shippingFeeKobo,
      itemsKobo: totals.itemsKobo,
      vatBasisPoints: basisPoints,
      vatKobo: totals.vatKobo,
      totalKobo: totals.totalKobo,
      dueDate,
      createdBy: input.by,
      createdAt: now,
      updatedAt: now,
      items,
      totals,
    });
    await createPendingPayment(tx, { orderId: order.id, amountKobo: totals.totalKobo, at: now });
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Order',
      action: 'CreateOrderForOtherItems',
      recordId: order.id,
      after: {
        OrderId: number,
        Surname: input.Surname,
        Firstname: input.Firstname,
        Email: email,
        PhoneNumber: input.PhoneNumber,
        Address: input.Address,
        IncludeShipping: input.IncludeShipping,
        ShippingFee: toNaira(totals.shippingFeeKobo),
        Vat: toNaira(totals.vatKobo),
        TotalAmount: toNaira(totals.totalKobo),
        DueDate: dueDate,
        OrderItems: items
          .map((item) => `${item.quantity} × ${item.name} at ${toNaira(item.unitKobo)}`)
          .join('; '),
      },
    });
    const link = orderLink(input.siteUrl, order.id);
    await queueTemplatedEmail(tx, {
      type: 'Order Invoice',
      recipient: email,
      values: {
        FirstName: input.Firstname,
        OrderId: number,
        Amount: formatNaira(toNaira(totals.totalKobo)),
        DueDate: dueDate,
        Link: link,
      },
    });
    return link;
  });
}
