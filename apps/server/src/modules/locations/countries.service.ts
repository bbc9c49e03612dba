import {
  type Country,
  type LocationSort,
  locationTexts,
  type MessageReply,
  type Sorting,
} from '@wayfare/contracts';
import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  byName,
  constraintError,
  keywordMatch,
  type Page,
  pageOf,
  sortedBy,
  wholeList,
} from '../../db/list-query.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { countries, states } from './locations.table.ts';
import { setLocationEnabled } from './set-location-enabled.ts';

/** The administrator making a change, for the activity log. */
export type By = { by: string };

const countryColumns = {
  Id: countries.id,
  Name: countries.name,
  ThreeLetterIsoCode: countries.threeLetterIsoCode,
  TwoLetterIsoCode: countries.twoLetterIsoCode,
  Enable: countries.enable,
};

export type CountryInput = {
  Name: string;
  ThreeLetterIsoCode: string;
  TwoLetterIsoCode: string;
  Enable?: boolean | undefined;
};

/** Admin list: name contains the keyword, or the keyword is one of the ISO codes. */
export function listCountries(
  db: Db,
  query: { keyword?: string | undefined; page: number; pageSize: number } & Partial<Sorting<LocationSort>>,
): Promise<Page<Country>> {
  const code = query.keyword?.toUpperCase();
  const where = code
    ? or(
        keywordMatch([countries.name], query.keyword),
        eq(countries.twoLetterIsoCode, code),
        eq(countries.threeLetterIsoCode, code),
      )
    : undefined;
  const select = db
    .select(countryColumns)
    .from(countries)
    .where(where)
    .orderBy(
      ...sortedBy(query, {
        columns: { Name: byName(countries.name), Enable: countries.enable },
        tieBreaker: countries.id,
        byDefault: [byName(countries.name), countries.id],
      }),
    );
  return pageOf(db, { select, from: countries, where, page: query.page, pageSize: query.pageSize });
}

/** The countries forms offer (spec 001 §7 GetActiveCountries). */
export function listActiveCountries(db: Db): Promise<Page<Country>> {
  return wholeList(
    db
      .select(countryColumns)
      .from(countries)
      .where(eq(countries.enable, true))
      .orderBy(byName(countries.name), countries.id),
  );
}

export async function findCountry(db: Db, input: { Id: number }): Promise<Country | undefined> {
  const [row] = await db.select(countryColumns).from(countries).where(eq(countries.id, input.Id));
  return row;
}

const nameTaken = (input: CountryInput) => locationTexts.countryNameTaken(input.Name);
const twoLetterTaken = (input: CountryInput) => locationTexts.twoLetterCodeTaken(input.TwoLetterIsoCode);
const threeLetterTaken = (input: CountryInput) =>
  locationTexts.threeLetterCodeTaken(input.ThreeLetterIsoCode);

/** Names every clash at once, so the administrator can fix them all in one go. */
async function refuseDuplicates(db: Db, input: CountryInput, exceptId?: number) {
  const clashes = await db
    .select({
      name: sql<boolean>`lower(${countries.name}) = lower(${input.Name})`,
      twoLetter: sql<boolean>`${countries.twoLetterIsoCode} = ${input.TwoLetterIsoCode}`,
      threeLetter: sql<boolean>`${countries.threeLetterIsoCode} = ${input.ThreeLetterIsoCode}`,
    })
    .from(countries)
    .where(
      and(
        or(
          sql`lower(${countries.name}) = lower(${input.Name})`,
          eq(countries.twoLetterIsoCode, input.TwoLetterIsoCode),
          eq(countries.threeLetterIsoCode, input.ThreeLetterIsoCode),
        ),
        exceptId === undefined ? undefined : ne(countries.id, exceptId),
      ),
    );
  const errors: Record<string, string[]> = {};
  if (clashes.some((clash) => clash.name)) errors.Name = [nameTaken(input)];
  if (clashes.some((clash) => clash.twoLetter)) errors.TwoLetterIsoCode = [twoLetterTaken(input)];
  if (clashes.some((clash) => clash.threeLetter)) errors.ThreeLetterIsoCode = [threeLetterTaken(input)];
  const messages = Object.values(errors).flat();
  if (messages.length > 0) throw conflict(messages.join('. '), errors);
}

/** Two saves racing past the check above: the unique indexes let one through, the other hears why. */
const duplicateError = (error: unknown, input: CountryInput) =>
  constraintError(error, {
    countries_name_key: ['Name', nameTaken(input)],
    countries_two_letter_iso_code_key: ['TwoLetterIsoCode', twoLetterTaken(input)],
    countries_three_letter_iso_code_key: ['ThreeLetterIsoCode', threeLetterTaken(input)],
  });

export function createCountry(db: Db, input: CountryInput & By): Promise<Country> {
  return db.transaction(async (tx) => {
    await refuseDuplicates(tx, input);
    try {
      const [saved] = await tx
        .insert(countries)
        .values({
          name: input.Name,
          threeLetterIsoCode: input.ThreeLetterIsoCode,
          twoLetterIsoCode: input.TwoLetterIsoCode,
          enable: input.Enable ?? true,
        })
        .returning(countryColumns);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Country',
        action: 'CreateCountry',
        recordId: saved!.Id,
        after: saved,
      });
      return saved!;
    } catch (error) {
      throw duplicateError(error, input);
    }
  });
}

export function updateCountry(db: Db, input: CountryInput & { Id: number } & By): Promise<Country> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(countryColumns)
      .from(countries)
      .where(eq(countries.id, input.Id))
      .for('update');
    if (!before) throw notFound(locationTexts.noCountry(input.Id));
    await refuseDuplicates(tx, input, input.Id);
    try {
      const [saved] = await tx
        .update(countries)
        .set({
          name: input.Name,
          threeLetterIsoCode: input.ThreeLetterIsoCode,
          twoLetterIsoCode: input.TwoLetterIsoCode,
          ...(input.Enable === undefined ? {} : { enable: input.Enable }),
        })
        .where(eq(countries.id, input.Id))
        .returning(countryColumns);
      if (!saved) throw notFound(locationTexts.noCountry(input.Id));
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'Country',
        action: 'UpdateCountry',
        recordId: saved.Id,
        before,
        after: saved,
      });
      return saved;
    } catch (error) {
      throw duplicateError(error, input);
    }
  });
}

/** A country that still has states stays: its states (and their cities) must go or move first. */
export function deleteCountry(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    // Locking the row makes a state being added at this moment wait, so the count below holds.
    const [country] = await tx
      .select({ ...countryColumns, name: countries.name })
      .from(countries)
      .where(eq(countries.id, input.Id))
      .for('update');
    if (!country) throw notFound(locationTexts.noCountry(input.Id));
    const stateCount = await tx.$count(states, eq(states.countryId, input.Id));
    if (stateCount > 0) throw conflict(locationTexts.countryHasStates(country.name, stateCount));
    await tx.delete(countries).where(eq(countries.id, input.Id));
    const { name: _name, ...before } = country;
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Country',
      action: 'DeleteCountry',
      recordId: input.Id,
      before,
    });
    return { Message: locationTexts.deleted(country.name) };
  });
}

export const setCountryEnabled = (
  db: Db,
  input: { Id: number; enable: boolean } & By,
): Promise<MessageReply> =>
  setLocationEnabled(
    db,
    { table: countries, columns: countryColumns, area: 'Country', noRecord: locationTexts.noCountry },
    input,
  );
