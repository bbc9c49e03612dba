import {
  type AwardActionId,
  awardActionNames,
  awardMoment,
  CURRENCY_SIGN,
  type MessageReply,
  type ReferralAward,
  type ReferralAwardInput,
  referralTexts,
} from '@wayfare/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { keywordMatch, type Page, pageOf, sortedBy, upperBound } from '../../db/list-query.ts';
import { conflict, notFound } from '../../errors.ts';
import { toKobo, toNaira } from '../../money.ts';
import { recordAdminChange } from '../activity/index.ts';
import { referralAwardPayouts, referralAwards } from './referrals.table.ts';

/** The administrator making a change, for the activity log. */
type By = { by: string };

type AwardRow = typeof referralAwards.$inferSelect;

/** spec 001 §3 Referral award as the wire carries it: naira, the action's name, the dates in ISO 8601. */
export const toReferralAward = (row: AwardRow): ReferralAward => ({
  Id: row.id,
  AwardAction: row.awardAction,
  AwardActionName: awardActionNames[row.awardAction as AwardActionId] ?? '',
  AwardTitle: row.title,
  AwardPageURL: row.pageUrl,
  StartDate: row.startDate.toISOString(),
  EndDate: row.endDate.toISOString(),
  StartDateIsoString: row.startDate.toISOString(),
  EndDateIsoString: row.endDate.toISOString(),
  HasRaffleDraw: row.hasRaffleDraw,
  IsCash: row.isCash,
  Amount: toNaira(row.amountKobo),
  CurrencySign: CURRENCY_SIGN,
  IsActive: row.isActive,
});

const toColumns = (input: ReferralAwardInput) => ({
  awardAction: input.AwardAction,
  title: input.AwardTitle,
  pageUrl: input.AwardPageURL,
  startDate: awardMoment(input.StartDateIsoString, 'start'),
  endDate: awardMoment(input.EndDateIsoString, 'end'),
  hasRaffleDraw: input.HasRaffleDraw,
  isCash: input.IsCash,
  amountKobo: toKobo(input.Amount),
});

/** GetAwardActions: the actions an award can pay for. */
export const awardActionList = (): Page<{ Id: number; Name: string }> => {
  const rows = Object.entries(awardActionNames).map(([id, name]) => ({ Id: Number(id), Name: name }));
  return { rows, total: rows.length };
};

/**
 * GetReferralAwards: the title contains the keyword; from/to keep the awards whose period overlaps
 * them (a date-only `to` includes that whole day); the latest start first unless sorted otherwise.
 */
export async function listReferralAwards(
  db: Db,
  query: {
    keyword?: string | undefined;
    fromDateIsoString?: string | undefined;
    toDateIsoString?: string | undefined;
    page: number;
    pageSize: number;
    sort?: 'StartDateIsoString' | 'EndDateIsoString' | 'Amount' | 'IsActive' | undefined;
    order?: 'asc' | 'desc' | undefined;
  },
): Promise<Page<ReferralAward>> {
  const where = and(
    keywordMatch([referralAwards.title], query.keyword),
    query.fromDateIsoString ? gte(referralAwards.endDate, new Date(query.fromDateIsoString)) : undefined,
    query.toDateIsoString ? lt(referralAwards.startDate, upperBound(query.toDateIsoString)) : undefined,
  );
  const select = db
    .select()
    .from(referralAwards)
    .where(where)
    .orderBy(
      ...sortedBy(query, {
        columns: {
          StartDateIsoString: referralAwards.startDate,
          EndDateIsoString: referralAwards.endDate,
          Amount: referralAwards.amountKobo,
          IsActive: referralAwards.isActive,
        },
        tieBreaker: referralAwards.id,
        byDefault: [desc(referralAwards.startDate), desc(referralAwards.id)],
      }),
    );
  const page = await pageOf(db, {
    select,
    from: referralAwards,
    where,
    page: query.page,
    pageSize: query.pageSize,
  });
  return { rows: page.rows.map(toReferralAward), total: page.total };
}

/** The award, locked for the change that follows; 404 when there is none. */
async function lockedAward(tx: Db, id: number): Promise<AwardRow> {
  const [row] = await tx.select().from(referralAwards).where(eq(referralAwards.id, id)).for('update');
  if (!row) throw notFound(referralTexts.noAward(id));
  return row;
}

/** CreateReferralAward: a new award is active. */
export function createReferralAward(db: Db, input: ReferralAwardInput & By): Promise<ReferralAward> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(referralAwards).values(toColumns(input)).returning();
    const saved = toReferralAward(row!);
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Referral',
      action: 'CreateReferralAward',
      recordId: saved.Id,
      after: saved,
    });
    return saved;
  });
}

/** UpdateReferralAward: everything but its state (Suspend and Activate change that). */
export function updateReferralAward(
  db: Db,
  input: ReferralAwardInput & { Id: number } & By,
): Promise<ReferralAward> {
  return db.transaction(async (tx) => {
    const current = await lockedAward(tx, input.Id);
    const [row] = await tx
      .update(referralAwards)
      .set(toColumns(input))
      .where(eq(referralAwards.id, input.Id))
      .returning();
    const saved = toReferralAward(row!);
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Referral',
      action: 'UpdateReferralAward',
      recordId: saved.Id,
      before: toReferralAward(current),
      after: saved,
    });
    return saved;
  });
}

/** spec 001 §4: the active/suspended toggle; asking for the state it is already in is a 409 naming it. */
export function setReferralAwardActive(
  db: Db,
  input: { Id: number; active: boolean } & By,
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const current = await lockedAward(tx, input.Id);
    if (current.isActive === input.active)
      throw conflict(
        input.active
          ? referralTexts.alreadyActive(current.title)
          : referralTexts.alreadySuspended(current.title),
      );
    const [row] = await tx
      .update(referralAwards)
      .set({ isActive: input.active })
      .where(eq(referralAwards.id, input.Id))
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Referral',
      action: input.active ? 'ActivateReferralAward' : 'SuspendReferralAward',
      recordId: input.Id,
      before: toReferralAward(current),
      after: toReferralAward(row!),
    });
    const message = input.active ? referralTexts.activated : referralTexts.suspended;
    return { Message: message(current.title) };
  });
}

/**
 * DeletePackageAddon (the spec's name): an award that has paid anything stays, so its payouts keep
 * their award; suspend it instead. The lock makes a payout being written now wait, then fail.
 */
export function deleteReferralAward(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const current = await lockedAward(tx, input.Id);
    const payouts = await tx.$count(referralAwardPayouts, eq(referralAwardPayouts.awardId, input.Id));
    if (payouts > 0) throw conflict(referralTexts.paid(current.title, payouts));
    await tx.delete(referralAwards).where(eq(referralAwards.id, input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Referral',
      action: 'DeletePackageAddon',
      recordId: input.Id,
      before: toReferralAward(current),
    });
    return { Message: referralTexts.deleted(current.title) };
  });
}
