import { z } from 'zod';

/**
 * Issue 32, "Finding things": the admin header's one search box. A ride id, a phone number, a plate,
 * an order id (WF-…), an e-mail or a name finds rides, people, cars, orders and payments, grouped,
 * each group only for who may call its list.
 */

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;
/** At most this many records a group shows (the newest; the kind's list finds the rest). */
export const SEARCH_GROUP_SIZE = 5;

export const searchTexts = {
  tooShort: `Type at least ${SEARCH_MIN_LENGTH} characters to search`,
  tooLong: `Type at most ${SEARCH_MAX_LENGTH} characters to search`,
};

/** The kinds of record the search finds; the web app opens each at its record address. */
export const searchRecordKinds = [
  'Ride',
  'Administrator',
  'Driver',
  'User',
  'Car',
  'Order',
  'Payment',
] as const;
export type SearchRecordKind = (typeof searchRecordKinds)[number];

/** The groups, in the order the box shows them. */
export const searchGroupNames = ['Rides', 'People', 'Cars', 'Orders', 'Payments'] as const;
export type SearchGroupName = (typeof searchGroupNames)[number];

export const findRecordsQuery = z.object({
  q: z
    .string({ error: searchTexts.tooShort })
    .trim()
    .min(SEARCH_MIN_LENGTH, searchTexts.tooShort)
    .max(SEARCH_MAX_LENGTH, searchTexts.tooLong),
});

export const foundRecord = z.object({
  Kind: z.enum(searchRecordKinds),
  /** The record's id as its address uses it (a ride's number, an account's or an order's uuid). */
  Id: z.string(),
  /** What the record is called: a ride's route, a person's name, a car's plate, an order's WF- id. */
  Title: z.string(),
  /** A line that tells it apart: a status, a phone and e-mail, a driver, an amount. */
  Detail: z.string(),
  /** A ride's status (its address depends on it: Active Rides or the Ride Center); else null. */
  RideStatus: z.number().int().nullable(),
  /** A payment's order number (the payments list filtered to it); else null. */
  OrderNumber: z.string().nullable(),
});
export type FoundRecord = z.output<typeof foundRecord>;

export const foundGroup = z.object({
  Name: z.enum(searchGroupNames),
  Records: z.array(foundRecord),
});
export type FoundGroup = z.output<typeof foundGroup>;

export const foundRecords = z.object({
  Groups: z.array(foundGroup),
  /** True when a group did not answer within the search's time budget and is left out. */
  Partial: z.boolean(),
});
export type FoundRecords = z.output<typeof foundRecords>;
