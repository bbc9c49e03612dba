import {
  type City,
  type CityRow,
  type LocationSort,
  locationTexts,
  type MessageReply,
  type Sorting,
} from '@wayfare/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  byName,
  constraintError,
  keywordMatch,
  offsetOf,
  type Page,
  sortedBy,
  wholeList,
} from '../../db/list-query.ts';
import { conflict, invalid, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { type By, findCountry } from './countries.service.ts';
import { cities, countries, states } from './locations.table.ts';
import { setLocationEnabled } from './set-location-enabled.ts';
import { findStateWithCountry } from './states.service.ts';

const cityColumns = {
  Id: cities.id,
  Name: cities.name,
  CountryId: cities.countryId,
  StateId: cities.stateId,
  Enable: cities.enable,
};

export type CityInput = { Name: string; CountryId: number; StateId: number; Enable?: boolean | undefined };

export type CityListQuery = Partial<Sorting<LocationSort>> & {
  keyword?: string | undefined;
  countryId?: number | undefined;
  stateId?: number | undefined;
  page: number;
  pageSize: number;
};

/**
 * Admin list, in one statement. The page is chosen first, as ids only, from the (state_id | country_id,
 * lower(name), id, name) indexes without touching the table; only its rows are then read and joined to
 * their state and country. The exact total rides along as a scalar subquery: with a state (the
 * screen's usual filter) it reads that state's index entries; a keyword alone uses the trigram index.
 * apps/server/bench/cities.bench.ts measures it over 200 000 cities.
 */
export async function listCities(db: Db, query: CityListQuery): Promise<Page<CityRow>> {
  const where = and(
    query.countryId === undefined ? undefined : eq(cities.countryId, query.countryId),
    query.stateId === undefined ? undefined : eq(cities.stateId, query.stateId),
    keywordMatch([cities.name], query.keyword),
  );
  const order = sortedBy(query, {
    columns: { Name: byName(cities.name), Enable: cities.enable },
    tieBreaker: cities.id,
    byDefault: [byName(cities.name), cities.id],
  });
  const pageIds = db
    .select({ id: cities.id })
    .from(cities)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const found = await db
    .select({
      ...cityColumns,
      CountryName: countries.name,
      StateName: states.name,
      total: sql<number>`(select count(*) from ${cities} where ${where ?? sql`true`})`.mapWith(Number),
    })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(inArray(cities.id, pageIds))
    .orderBy(...order);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found[0]) return { rows, total: found[0].total };
  // No row: nothing matches at all (page 0), or the page lies past the end and the total is still owed.
  return { rows, total: query.page === 0 ? 0 : await db.$count(cities, where) };
}

/** The cities forms offer once a state is chosen: none while the state or its country is disabled. */
export function listActiveCities(db: Db, query: { stateId: number }): Promise<Page<City>> {
  return wholeList(
    db
      .select(cityColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(
        and(
          eq(cities.stateId, query.stateId),
          eq(cities.enable, true),
          eq(states.enable, true),
          eq(countries.enable, true),
        ),
      )
      .orderBy(byName(cities.name), cities.id),
  );
}

/** A city's country and state must exist, and the state must be one of that country's. */
async function requireParents(db: Db, input: CityInput) {
  const [country, state] = await Promise.all([
    findCountry(db, { Id: input.CountryId }),
    findStateWithCountry(db, { Id: input.StateId }),
  ]);
  const errors: Record<string, string[]> = {};
  if (!country) errors.CountryId = [locationTexts.noCountry(input.CountryId)];
  if (!state) errors.StateId = [locationTexts.noState(input.StateId)];
  if (country && state && state.CountryId !== country.Id) {
    errors.StateId = [locationTexts.stateNotInCountry(state.Name, country.Name)];
  }
  const messages = Object.values(errors).flat();
  if (messages.length > 0 || !state) throw invalid(messages.join('. '), errors);
  return state;
}

const nameTaken = (name: string, stateName: string) => {
  const message = locationTexts.cityNameTaken(name, stateName);
  return conflict(message, { Name: [message] });
};

async function refuseDuplicate(db: Db, input: CityInput, stateName: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(
      and(
        eq(cities.stateId, input.StateId),
        sql`lower(${cities.name}) = lower(${input.Name})`,
        exceptId === undefined ? undefined : ne(cities.id, exceptId),
      ),
    );
  if (clash) throw nameTaken(input.Name, stateName);
}

/** Races past the checks: a duplicate name, or the state deleted or moved in between. */
const saveError = (error: unknown, input: CityInput, stateName: string) =>
  constraintError(error, {
    cities_state_id_name_key: ['Name', locationTexts.cityNameTaken(input.Name, stateName)],
    cities_state_country_fk: ['StateId', locationTexts.noState(input.StateId)],
  });

export function createCity(db: Db, input: CityInput & By): Promise<City> {
  return db.transaction(async (tx) => {
    const state = await requireParents(tx, input);
    await refuseDuplicate(tx, input, state.Name);
    try {
      const [saved] = await tx
        .insert(cities)
        .values({
          name: input.Name,
          countryId: input.CountryId,
          stateId: input.StateId,
          enable: input.Enable ?? true,
        })
        .returning(cityColumns);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'City',
        action: 'CreateCity',
        recordId: saved!.Id,
        after: saved,
      });
      return saved!;
    } catch (error) {
      throw saveError(error, input, state.Name);
    }
  });
}

export function updateCity(db: Db, input: CityInput & { Id: number } & By): Promise<City> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(cityColumns).from(cities).where(eq(cities.id, input.Id)).for('update');
    if (!before) throw notFound(locationTexts.noCity(input.Id));
    const state = await requireParents(tx, input);
    await refuseDuplicate(tx, input, state.Name, input.Id);
    try {
      const [saved] = await tx
        .update(cities)
        .set({
          name: input.Name,
          countryId: input.CountryId,
          stateId: input.StateId,
          ...(input.Enable === undefined ? {} : { enable: input.Enable }),
        })
        .where(eq(cities.id, input.Id))
        .returning(cityColumns);
      if (!saved) throw notFound(locationTexts.noCity(input.Id));
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'City',
        action: 'UpdateCity',
        recordId: saved.Id,
        before,
        after: saved,
      });
      return saved;
    } catch (error) {
      throw saveError(error, input, state.Name);
    }
  });
}

export function deleteCity(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(cities).where(eq(cities.id, input.Id)).returning(cityColumns);
    if (!before) throw notFound(locationTexts.noCity(input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'City',
      action: 'DeleteCity',
      recordId: input.Id,
      before,
    });
    return { Message: locationTexts.deleted(before.Name) };
  });
}

export const setCityEnabled = (db: Db, input: { Id: number; enable: boolean } & By): Promise<MessageReply> =>
  setLocationEnabled(
    db,
    { table: cities, columns: cityColumns, area: 'City', noRecord: locationTexts.noCity },
    input,
  );
