import {
  type MessageReply,
  type PROMO_CODE_SORTS,
  type PromoCode,
  type PromoCodeInput,
  promoTexts,
  type Sorting,
} from '@wayfare/contracts';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { constraintError, keywordMatch, type Page, pageOf, sortedBy } from '../../db/list-query.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { loggedPromoCode, type PromoCodeRow, toPromoCode, toPromoColumns } from './promo-codes.view.ts';
import { promoCodes, promoCodeUses } from './promotions.table.ts';

/** The administrator making a change, for the activity log. */
type By = { by: string };

/** GetPromoCodes: the code or the title contains the keyword; the newest first unless sorted otherwise. */
export async function listPromoCodes(
  db: Db,
  query: { keyword?: string | undefined; page: number; pageSize: number } & Partial<
    Sorting<(typeof PROMO_CODE_SORTS)[number]>
  >,
): Promise<Page<PromoCode>> {
  const where = keywordMatch([promoCodes.code, promoCodes.title], query.keyword);
  const order = sortedBy(query, {
    columns: {
      Code: promoCodes.code,
      StartDate: promoCodes.startDate,
      EndDate: promoCodes.endDate,
      IsActive: promoCodes.isActive,
    },
    tieBreaker: promoCodes.id,
    byDefault: [desc(promoCodes.id)],
  });
  const select = db
    .select()
    .from(promoCodes)
    .where(where)
    .orderBy(...order);
  const page = await pageOf(db, {
    select,
    from: promoCodes,
    where,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { rows: page.rows.map(toPromoCode), total: page.total };
}

/** The code, locked for the change that follows; 404 when there is none. */
async function lockedPromoCode(tx: Db, id: number): Promise<PromoCodeRow> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.id, id)).for('update');
  if (!row) throw notFound(promoTexts.noPromoCode(id));
  return row;
}

/** Two codes written at once with the same text: the unique index answers, told as the check would. */
const duplicateCode = (error: unknown, code: string) =>
  constraintError(error, { promo_codes_code_key: ['Code', promoTexts.codeTaken(code)] });

/** Refuses a code another promo code has (codes are kept upper case, so case does not matter). */
async function refuseTakenCode(tx: Db, code: string, exceptId?: number) {
  const [taken] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(eq(promoCodes.code, code));
  if (taken && taken.id !== exceptId)
    throw conflict(promoTexts.codeTaken(code), { Code: [promoTexts.codeTaken(code)] });
}

/** CreatePromoCode: a new code is active and unused. */
export async function createPromoCode(db: Db, input: PromoCodeInput & By): Promise<PromoCode> {
  try {
    return await db.transaction(async (tx) => {
      await refuseTakenCode(tx, input.Code);
      const [row] = await tx.insert(promoCodes).values(toPromoColumns(input)).returning();
      const saved = toPromoCode(row!);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Promo',
        action: 'CreatePromoCode',
        recordId: saved.Id,
        after: loggedPromoCode(saved),
      });
      return saved;
    });
  } catch (error) {
    throw duplicateCode(error, input.Code);
  }
}

/** UpdatePromoCode: everything but its state and its uses. */
export async function updatePromoCode(
  db: Db,
  input: PromoCodeInput & { Id: number } & By,
): Promise<PromoCode> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockedPromoCode(tx, input.Id);
      await refuseTakenCode(tx, input.Code, input.Id);
      const [row] = await tx
        .update(promoCodes)
        .set(toPromoColumns(input))
        .where(eq(promoCodes.id, input.Id))
        .returning();
      const saved = toPromoCode(row!);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Promo',
        action: 'UpdatePromoCode',
        recordId: saved.Id,
        before: loggedPromoCode(toPromoCode(current)),
        after: loggedPromoCode(saved),
      });
      return saved;
    });
  } catch (error) {
    throw duplicateCode(error, input.Code);
  }
}

/** SuspendPromoCode and ActivatePromoCode; asking for the state it is already in is a 409 naming it. */
export function setPromoCodeActive(
  db: Db,
  input: { Id: number; active: boolean } & By,
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const current = await lockedPromoCode(tx, input.Id);
    if (current.isActive === input.active)
      throw conflict(
        input.active ? promoTexts.alreadyActive(current.code) : promoTexts.alreadySuspended(current.code),
      );
    const [row] = await tx
      .update(promoCodes)
      .set({ isActive: input.active })
      .where(eq(promoCodes.id, input.Id))
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Promo',
      action: input.active ? 'ActivatePromoCode' : 'SuspendPromoCode',
      recordId: input.Id,
      before: loggedPromoCode(toPromoCode(current)),
      after: loggedPromoCode(toPromoCode(row!)),
    });
    const message = input.active ? promoTexts.activated : promoTexts.suspended;
    return { Message: message(current.code) };
  });
}

/**
 * DeletePromoCode: a code used on a ride stays, so the ride's discount keeps its code (and the uses
 * their count); suspend it instead. The lock makes a use being counted now wait, then fail.
 */
export function deletePromoCode(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const current = await lockedPromoCode(tx, input.Id);
    const uses = Math.max(
      current.usedCount,
      await tx.$count(promoCodeUses, eq(promoCodeUses.promoCodeId, input.Id)),
    );
    if (uses > 0) throw conflict(promoTexts.used(current.code, uses));
    await tx.delete(promoCodes).where(eq(promoCodes.id, input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Promo',
      action: 'DeletePromoCode',
      recordId: input.Id,
      before: loggedPromoCode(toPromoCode(current)),
    });
    return { Message: promoTexts.deleted(current.code) };
  });
}
