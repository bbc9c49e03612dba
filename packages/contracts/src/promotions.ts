import { z } from 'zod';
import { dateMustBeGreaterThan } from './eform-texts.ts';
import { requiredText } from './fields.ts';
import { newRecordId, recordId } from './locations.ts';
import { keywordQuery, pageQuery, sortQuery } from './paging.ts';
import { awardMoment } from './referrals.ts';
import { formatNaira } from './wallet.ts';

/**
 * Issue 30: promo codes. Amounts in naira on the wire (two decimals at most), kobo inside; a code is
 * letters, digits and '-', kept upper case, so 'save-10' and 'SAVE-10' are one code.
 */
export const MAX_PROMO_AMOUNT = 10_000_000;
export const MAX_PROMO_USES = 1_000_000_000;
export const MAX_PROMO_TITLE = 200;
export const PROMO_CODE_PATTERN = /^[A-Z0-9-]{3,30}$/;

/** A promo code as the admin list and the calls answer it. */
export const promoCode = z.object({
  Id: z.number().int(),
  Code: z.string(),
  Title: z.string(),
  DiscountPercent: z.number().int().nullable(),
  DiscountAmount: z.number().nullable(),
  MaxDiscountAmount: z.number().nullable(),
  StartDate: z.string(),
  EndDate: z.string(),
  MaxUses: z.number().int().nullable(),
  MaxUsesPerRider: z.number().int().nullable(),
  FirstRideOnly: z.boolean(),
  IsActive: z.boolean(),
  UsedCount: z.number().int(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** ValidatePromoCode's answer: what the code takes off a fare, and that said in a sentence. */
export const promoCodeCheck = z.object({
  Code: z.string(),
  Title: z.string(),
  DiscountPercent: z.number().int().nullable(),
  DiscountAmount: z.number().nullable(),
  MaxDiscountAmount: z.number().nullable(),
  FirstRideOnly: z.boolean(),
  EndDate: z.string(),
  Message: z.string(),
});
export type PromoCodeCheck = z.infer<typeof promoCodeCheck>;

const day = (moment: Date) => moment.toISOString().slice(0, 10);

export const promoTexts = {
  codeShape: 'Code must be 3 to 30 letters, digits or hyphens (-)',
  codeTaken: (code: string) => `A promo code ${code} already exists`,
  titleHtml: 'Title must be plain text, without HTML tags',
  oneDiscount: 'Give either DiscountPercent or DiscountAmount, not both',
  noDiscount: 'Give DiscountPercent (1 to 100) or DiscountAmount (in naira)',
  percentRange: 'DiscountPercent must be a whole number from 1 to 100',
  capWithPercentOnly: 'MaxDiscountAmount caps a DiscountPercent; leave it empty with a DiscountAmount',
  perRiderAboveTotal: (maxUses: number) => `MaxUsesPerRider must be at most MaxUses (${maxUses})`,
  noPromoCode: (id: number) => `There is no promo code with Id ${id}`,
  alreadySuspended: (code: string) => `${code} is already suspended`,
  alreadyActive: (code: string) => `${code} is already active`,
  suspended: (code: string) => `${code} has been suspended`,
  activated: (code: string) => `${code} has been activated`,
  deleted: (code: string) => `${code} has been deleted`,
  used: (code: string, usedCount: number) =>
    `${code} has been used ${usedCount} time(s) (UsedCount ${usedCount}), so it cannot be deleted; suspend it instead`,
  // ValidatePromoCode's refusals, each saying why the code cannot be used now.
  unknownCode: (code: string) => `There is no promo code ${code}`,
  codeSuspended: (code: string) => `${code} is suspended and cannot be used`,
  notStarted: (code: string, start: Date) => `${code} cannot be used before ${day(start)}`,
  expired: (code: string, end: Date) => `${code} expired on ${day(end)}`,
  usedUp: (code: string) => `${code} has been used as many times as it may be`,
  usedUpForYou: (code: string, uses: number) =>
    `You have used ${code} ${uses} time(s), as many as one rider may`,
  firstRideOnly: (code: string) => `${code} is for a first ride only, and you have completed a ride`,
  tooManyGuesses: 'Too many unknown promo codes were tried; try again later',
  takesOff: (code: string, rule: { percent: number | null; amount: number | null; cap: number | null }) =>
    rule.percent !== null
      ? `${code} takes ${rule.percent}% off your fare${rule.cap !== null ? `, at most ${formatNaira(rule.cap)}` : ''}`
      : `${code} takes ${formatNaira(rule.amount ?? 0)} off your fare`,
} as const;

/** Forms send numbers as text at times, and an empty box as '' or null: both are "not given". */
const numberOrNothing = (value: unknown) => {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;
};

const numberError = (label: string) => ({
  error: (issue: { input: unknown }) =>
    typeof issue.input === 'number' ? `${label} must be a finite number` : `${label} must be a number`,
});

/** Naira above 0 with whole kobo, at most MAX_PROMO_AMOUNT; absent when not given. */
const naira = (label: string) =>
  z.preprocess(
    numberOrNothing,
    z
      .number(numberError(label))
      .min(0.01, {
        error: (issue) =>
          Number(issue.input) > 0 ? `${label} must have at most 2 decimals` : `${label} must be above 0`,
        abort: true,
      })
      .max(MAX_PROMO_AMOUNT, { message: `${label} must be at most ${MAX_PROMO_AMOUNT}`, abort: true })
      .refine((value) => /^\d+(\.\d{1,2})?$/.test(String(value)), `${label} must have at most 2 decimals`)
      .optional(),
  );

/** A count of uses, 1 or more; absent: no limit. */
const uses = (label: string) =>
  z.preprocess(
    numberOrNothing,
    z
      .number(numberError(label))
      .int(`${label} must be a whole number`)
      .min(1, `${label} must be at least 1 (leave it empty for no limit)`)
      .max(MAX_PROMO_USES, `${label} must be at most ${MAX_PROMO_USES}`)
      .optional(),
  );

/** A code as typed: trimmed, upper case, letters, digits and '-'. */
export const promoCodeText = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(30, { message: promoTexts.codeShape, abort: true })
    .transform((value) => value.toUpperCase())
    .refine((value) => PROMO_CODE_PATTERN.test(value), promoTexts.codeShape);

const ISO_8601 = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date exists as written (Date.parse reads 2026-02-30 as 2 March). */
const isCalendarDate = (value: string) => {
  const [year, month, date] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  const moment = new Date(Date.UTC(year, month - 1, date));
  return (
    moment.getUTCFullYear() === year && moment.getUTCMonth() === month - 1 && moment.getUTCDate() === date
  );
};

const isIsoDate = (value: string) =>
  ISO_8601.test(value) && isCalendarDate(value) && !Number.isNaN(awardMoment(value, 'start').getTime());

const isoDate = (label: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? `${label} is required` : `${label} must be text`) })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(40, { message: `${label} must be a date (ISO 8601, e.g. 2026-05-31)`, abort: true })
    .refine(isIsoDate, `${label} must be a date (ISO 8601, e.g. 2026-05-31)`);

const HTML_TAG = /<\/?[a-z!][^>]*>?/i;

const promoFields = {
  Code: promoCodeText('Code'),
  Title: requiredText('Title', MAX_PROMO_TITLE).refine(
    (value) => !HTML_TAG.test(value),
    promoTexts.titleHtml,
  ),
  DiscountPercent: z.preprocess(
    numberOrNothing,
    z
      .number(numberError('DiscountPercent'))
      .int(promoTexts.percentRange)
      .min(1, promoTexts.percentRange)
      .max(100, promoTexts.percentRange)
      .optional(),
  ),
  DiscountAmount: naira('DiscountAmount'),
  MaxDiscountAmount: naira('MaxDiscountAmount'),
  StartDate: isoDate('StartDate'),
  EndDate: isoDate('EndDate'),
  MaxUses: uses('MaxUses'),
  MaxUsesPerRider: uses('MaxUsesPerRider'),
  FirstRideOnly: z
    .boolean({ error: 'FirstRideOnly must be true or false' })
    .nullish()
    .transform((value) => value ?? false),
  // Read-only: a client may send back the code it was given; Suspend/Activate and the rides change them.
  IsActive: z.boolean({ error: 'IsActive must be true or false' }).optional(),
  UsedCount: z.number({ error: 'UsedCount must be a number' }).optional(),
};

type PromoShape = {
  Code: string;
  Title: string;
  DiscountPercent?: number | undefined;
  DiscountAmount?: number | undefined;
  MaxDiscountAmount?: number | undefined;
  StartDate: string;
  EndDate: string;
  MaxUses?: number | undefined;
  MaxUsesPerRider?: number | undefined;
  FirstRideOnly: boolean;
};

/** The rules across properties: one kind of discount, a cap only on a percentage, the period, the limits. */
const checkPromo = (promo: PromoShape, ctx: z.RefinementCtx) => {
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  const percent = promo.DiscountPercent !== undefined;
  const amount = promo.DiscountAmount !== undefined;
  if (percent && amount) fail('DiscountAmount', promoTexts.oneDiscount);
  if (!percent && !amount) fail('DiscountPercent', promoTexts.noDiscount);
  if (amount && !percent && promo.MaxDiscountAmount !== undefined)
    fail('MaxDiscountAmount', promoTexts.capWithPercentOnly);
  const start = awardMoment(promo.StartDate, 'start');
  const end = awardMoment(promo.EndDate, 'end');
  // Only between two dates: a wrong one is named on its own.
  const bothDates = isIsoDate(promo.StartDate) && isIsoDate(promo.EndDate);
  if (bothDates && end.getTime() <= start.getTime())
    fail('EndDate', dateMustBeGreaterThan(promo.StartDate.slice(0, 10)));
  // Only between two valid limits: a wrong MaxUses is named on its own.
  const limit = promo.MaxUses;
  const validLimit = limit !== undefined && Number.isInteger(limit) && limit >= 1;
  if (validLimit && promo.MaxUsesPerRider !== undefined && promo.MaxUsesPerRider > limit)
    fail('MaxUsesPerRider', promoTexts.perRiderAboveTotal(limit));
};

/** What the server keeps: the moments of the period; the read-only properties dropped. */
const toPromoInput = (promo: PromoShape) => ({
  Code: promo.Code,
  Title: promo.Title,
  DiscountPercent: promo.DiscountPercent ?? null,
  DiscountAmount: promo.DiscountAmount ?? null,
  MaxDiscountAmount: promo.MaxDiscountAmount ?? null,
  StartDate: awardMoment(promo.StartDate, 'start'),
  EndDate: awardMoment(promo.EndDate, 'end'),
  MaxUses: promo.MaxUses ?? null,
  MaxUsesPerRider: promo.MaxUsesPerRider ?? null,
  FirstRideOnly: promo.FirstRideOnly,
});
export type PromoCodeInput = ReturnType<typeof toPromoInput>;

export const createPromoCodeRequest = z
  .strictObject({ ...promoFields, Id: newRecordId('promo code', 'UpdatePromoCode') })
  .superRefine(checkPromo)
  .transform(toPromoInput);
export type CreatePromoCodeRequest = z.input<typeof createPromoCodeRequest>;

export const updatePromoCodeRequest = z
  .strictObject({ ...promoFields, Id: recordId('Id') })
  .superRefine(checkPromo)
  .transform((promo) => ({ Id: promo.Id, ...toPromoInput(promo) }));
export type UpdatePromoCodeRequest = z.input<typeof updatePromoCodeRequest>;

export const promoCodeIdRequest = z.strictObject({ Id: recordId('Id') });

/** GetPromoCodes: keyword on the code and the title. */
/** What the promo code list sorts by (issue 32). */
export const PROMO_CODE_SORTS = ['Code', 'StartDate', 'EndDate', 'IsActive'] as const;
export const getPromoCodesQuery = pageQuery
  .extend(keywordQuery.shape)
  .extend(sortQuery(PROMO_CODE_SORTS).shape);
export type GetPromoCodesQuery = z.input<typeof getPromoCodesQuery>;

/** ValidatePromoCode?code: the code as the rider typed it (any case). */
export const validatePromoCodeQuery = z.object({ code: promoCodeText('code') });
