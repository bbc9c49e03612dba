import { z } from 'zod';
import { dateMustBeGreaterThan } from './eform-texts.ts';
import { requiredText, text } from './fields.ts';
import { newRecordId, recordId } from './locations.ts';
import { dateBound, keywordQuery, pageQuery, sortQuery } from './paging.ts';

/** issue 15 §5: the actions an award pays for, from GetAwardActions; the wallet issue pays them. */
export const AwardAction = { ReferredRiderCompletesFirstRide: 1 } as const;
export type AwardActionId = (typeof AwardAction)[keyof typeof AwardAction];
export const awardActionNames: Record<AwardActionId, string> = {
  1: 'Referred rider completes a first ride',
};

/** The largest cash award: kept as integer kobo, it stays inside a 32-bit integer. */
export const MAX_AWARD_AMOUNT = 10_000_000;
export const MAX_AWARD_TITLE = 200;
export const MAX_AWARD_PAGE_URL = 2000;

/** spec 001 §3 Referral award, the amount in naira; the dates as ISO 8601 date-times (UTC). */
export const referralAward = z.object({
  Id: z.number().int(),
  AwardAction: z.number().int(),
  AwardActionName: z.string(),
  AwardTitle: z.string(),
  AwardPageURL: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  StartDateIsoString: z.string(),
  EndDateIsoString: z.string(),
  HasRaffleDraw: z.boolean(),
  IsCash: z.boolean(),
  Amount: z.number(),
  CurrencySign: z.string(),
  IsActive: z.boolean(),
});
export type ReferralAward = z.infer<typeof referralAward>;

export const awardActionOption = z.object({ Id: z.number().int(), Name: z.string() });

export const referralTexts = {
  noAward: (id: number) => `There is no referral award with Id ${id}`,
  alreadySuspended: (title: string) => `${title} is already suspended`,
  alreadyActive: (title: string) => `${title} is already active`,
  suspended: (title: string) => `${title} has been suspended`,
  activated: (title: string) => `${title} has been activated`,
  deleted: (title: string) => `${title} has been deleted`,
  paid: (title: string, payouts: number) =>
    `${title} has paid ${payouts} referral award(s), so it cannot be deleted; suspend it instead`,
  awardAction: 'AwardAction must be one of GetAwardActions: 1 (Referred rider completes a first ride)',
  pageUrl: 'AwardPageURL must be a web address starting with http:// or https://',
  titleHtml: 'AwardTitle must be plain text, without HTML tags',
  amountRequired: 'Amount is required',
  amountAboveZero: 'Amount must be more than 0',
  amountDecimals: 'Amount must have at most 2 decimals',
} as const;

/** Forms send numbers as text at times; both "7" and 7 are read as 7. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_8601 = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar date exists as written (Date.parse reads 2024-02-30 as 1 March). */
const isCalendarDate = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/**
 * The moment an award's period starts or ends. A date alone is a whole day: the start at its first
 * moment (00:00 UTC), the end at its last (23:59:59.999 UTC), so an award from 1 to 31 May includes 31 May.
 */
export function awardMoment(value: string, edge: 'start' | 'end'): Date {
  if (!DATE_ONLY.test(value)) {
    // A time without a zone is read as UTC, whatever the server's own zone.
    const moment = value.replace(' ', 'T');
    return new Date(/(Z|[+-]\d{2}:?\d{2})$/.test(moment) ? moment : `${moment}Z`);
  }
  const midnight = new Date(`${value}T00:00:00Z`).getTime();
  return new Date(edge === 'start' ? midnight : midnight + DAY_MS - 1);
}

const isoDate = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(40, { message: `${label} must be a date (ISO 8601, e.g. 2026-05-31)`, abort: true })
    .refine(
      (value) => ISO_8601.test(value) && isCalendarDate(value) && !Number.isNaN(Date.parse(value)),
      `${label} must be a date (ISO 8601, e.g. 2026-05-31)`,
    );

const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
};

/** Ticks come as booleans; null or absent is false. */
const flag = (label: string) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((value) => value ?? false);

/** A title is plain text: an HTML tag in it is refused rather than shown or stripped. */
const HTML_TAG = /<\/?[a-z!][^>]*>?/i;

// spec 001 §3 and §5, issue 15 §5: title, page URL, both dates and an action required; Amount when IsCash.
const awardFields = {
  AwardAction: z.preprocess(
    numberText,
    z.literal(AwardAction.ReferredRiderCompletesFirstRide, {
      error: (issue) => (issue.input == null ? 'AwardAction is required' : referralTexts.awardAction),
    }),
  ),
  AwardTitle: requiredText('AwardTitle', MAX_AWARD_TITLE).refine(
    (value) => !HTML_TAG.test(value),
    referralTexts.titleHtml,
  ),
  AwardPageURL: requiredText('AwardPageURL', MAX_AWARD_PAGE_URL).refine(
    // A blank one is only 'required'.
    (value) => value === '' || isWebAddress(value),
    referralTexts.pageUrl,
  ),
  StartDateIsoString: isoDate('StartDateIsoString'),
  EndDateIsoString: isoDate('EndDateIsoString'),
  HasRaffleDraw: flag('HasRaffleDraw'),
  IsCash: flag('IsCash'),
  // Checked against IsCash below: above 0 with whole kobo for a cash award; ignored (kept as 0) otherwise.
  Amount: z.preprocess(
    numberText,
    z
      .number({ error: 'Amount must be a number' })
      .max(MAX_AWARD_AMOUNT, { message: `Amount must be at most ${MAX_AWARD_AMOUNT}`, abort: true })
      .nullish(),
  ),
  // The entity's read-only properties: a client may send back the award it was given; they are ignored.
  AwardActionName: text('AwardActionName').optional(),
  StartDate: text('StartDate', 40).optional(),
  EndDate: text('EndDate', 40).optional(),
  CurrencySign: text('CurrencySign', 5).optional(),
  IsActive: z.boolean({ error: 'IsActive must be true or false' }).optional(),
};

type AwardShape = {
  AwardAction: AwardActionId;
  AwardTitle: string;
  AwardPageURL: string;
  StartDateIsoString: string;
  EndDateIsoString: string;
  HasRaffleDraw: boolean;
  IsCash: boolean;
  Amount?: number | null | undefined;
};

/** The rules across properties: the period in order, and a cash award's amount. */
const checkAward = (award: AwardShape, ctx: z.RefinementCtx) => {
  const start = awardMoment(award.StartDateIsoString, 'start');
  const end = awardMoment(award.EndDateIsoString, 'end');
  if (end.getTime() < start.getTime())
    ctx.addIssue({
      code: 'custom',
      path: ['EndDateIsoString'],
      message: dateMustBeGreaterThan(award.StartDateIsoString.slice(0, 10)),
    });
  if (!award.IsCash) return;
  const amount = award.Amount;
  const fail = (message: string) => ctx.addIssue({ code: 'custom', path: ['Amount'], message });
  if (amount != null && amount > MAX_AWARD_AMOUNT) return; // refused above
  if (amount == null) fail(referralTexts.amountRequired);
  else if (amount <= 0) fail(referralTexts.amountAboveZero);
  else if (!/^\d+(\.\d{1,2})?$/.test(String(amount))) fail(referralTexts.amountDecimals);
};

/** What the server keeps: a cash award's amount, else 0; the read-only properties dropped. */
const toAwardInput = (award: AwardShape) => ({
  AwardAction: award.AwardAction,
  AwardTitle: award.AwardTitle,
  AwardPageURL: award.AwardPageURL,
  StartDateIsoString: award.StartDateIsoString,
  EndDateIsoString: award.EndDateIsoString,
  HasRaffleDraw: award.HasRaffleDraw,
  IsCash: award.IsCash,
  Amount: award.IsCash ? (award.Amount ?? 0) : 0,
});

export const createReferralAwardRequest = z
  .strictObject({ ...awardFields, Id: newRecordId('referral award', 'UpdateReferralAward') })
  .superRefine(checkAward)
  .transform(toAwardInput);
export type CreateReferralAwardRequest = z.input<typeof createReferralAwardRequest>;

export const updateReferralAwardRequest = z
  .strictObject({ ...awardFields, Id: recordId('Id') })
  .superRefine(checkAward)
  .transform((award) => ({ Id: award.Id, ...toAwardInput(award) }));
export type UpdateReferralAwardRequest = z.input<typeof updateReferralAwardRequest>;

export type ReferralAwardInput = z.output<typeof createReferralAwardRequest>;

export const referralAwardIdRequest = z.strictObject({ Id: recordId('Id') });

/** spec 001 §7: keyword on the title; from/to select the awards whose period overlaps them. */
/** What the referral award list sorts by (issue 32). */
export const REFERRAL_AWARD_SORTS = ['StartDateIsoString', 'EndDateIsoString', 'Amount', 'IsActive'] as const;

export const getReferralAwardsQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend({
    fromDateIsoString: dateBound('fromDateIsoString'),
    toDateIsoString: dateBound('toDateIsoString'),
  })
  .extend(sortQuery(REFERRAL_AWARD_SORTS).shape);
export type GetReferralAwardsQuery = z.input<typeof getReferralAwardsQuery>;
