import { z } from 'zod';

/**
 * issue 30: the ride settings of a ride's money, beside the spec's four fare settings (rides.ts joins
 * them into one record). Amounts in naira (kept in kobo), percents of the fare, minutes.
 */

/** The ceiling of an amount setting, in naira: kobo stay inside 32 bits (MAX_RIDE_AMOUNT's). */
export const MAX_RIDE_MONEY_AMOUNT = 10_000_000;
/** A day: a longer grace would never end before a ride does. */
export const MAX_CANCELLATION_GRACE_MINUTES = 1440;

export const rideMoneySettingTexts = {
  amountRange: (label: string) => `${label} must be between 0 and ${MAX_RIDE_MONEY_AMOUNT} naira`,
  percentRange: (label: string) => `${label} must be between 0 and 100`,
  graceRange: `CancellationGraceMinutes must be a whole number of minutes between 0 and ${MAX_CANCELLATION_GRACE_MINUTES}`,
  notANumber: (label: string) => `${label} must be a number`,
  decimals: (label: string) => `${label} must have at most 2 decimals`,
};

export const rideMoneySettingFields = {
  CancellationFee: z.number(),
  CancellationGraceMinutes: z.number().int(),
  HoldMarginPercent: z.number(),
  PlatformCommissionPercent: z.number(),
  TipMaxAmount: z.number(),
};

/** issue 30: the first values; a database upgraded to them gets these too (the columns' defaults). */
export const FIRST_RIDE_MONEY_SETTING = {
  CancellationFee: 500,
  CancellationGraceMinutes: 5,
  HoldMarginPercent: 20,
  // The platform earns from the drivers' packages, not from each fare.
  PlatformCommissionPercent: 0,
  TipMaxAmount: 10_000,
};

/** Numbers may come as text from forms: "7" and 7 are both 7. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

const twoDecimalsAtMost = (value: number) => /^\d+(\.\d{1,2})?$/.test(String(value));

/**
 * One setting of UpdateRideSetting: left out, the stored value stays (these came after the spec's
 * four, which stay required, so a client that knows only those keeps working).
 */
const keptWhenLeftOut = (label: string, range: string, max: number, rule: 'decimals' | 'whole') =>
  z
    .preprocess(
      numberText,
      z
        .number({ error: rideMoneySettingTexts.notANumber(label) })
        .min(0, { message: range, abort: true })
        .max(max, { message: range, abort: true })
        .refine(
          rule === 'whole' ? Number.isInteger : twoDecimalsAtMost,
          rule === 'whole' ? range : rideMoneySettingTexts.decimals(label),
        ),
    )
    .optional();

const amount = (label: string) =>
  keptWhenLeftOut(label, rideMoneySettingTexts.amountRange(label), MAX_RIDE_MONEY_AMOUNT, 'decimals');
const percent = (label: string) =>
  keptWhenLeftOut(label, rideMoneySettingTexts.percentRange(label), 100, 'decimals');

export const updateRideMoneySettingFields = {
  CancellationFee: amount('CancellationFee'),
  CancellationGraceMinutes: keptWhenLeftOut(
    'CancellationGraceMinutes',
    rideMoneySettingTexts.graceRange,
    MAX_CANCELLATION_GRACE_MINUTES,
    'whole',
  ),
  HoldMarginPercent: percent('HoldMarginPercent'),
  PlatformCommissionPercent: percent('PlatformCommissionPercent'),
  TipMaxAmount: amount('TipMaxAmount'),
};
