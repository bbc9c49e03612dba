import {
  type LocationSort,
  locationTexts,
  type MessageReply,
  type Sorting,
  type State,
  type StateRow,
} from '@wayfare/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
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
import { conflict, invalidProperty, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import type { By } from './countries.service.ts';
import { findCountry } from './countries.service.ts';
import { cities, countries, states } from './locations.table.ts';
import { setLocationEnabled } from './set-location-enabled.ts';

const stateColumns = {
  Id: states.id,
  Name: states.name,
  CountryId: states.countryId,
  Enable: states.enable,
};

export type StateInput = { Name: string; CountryId: number; Enable?: boolean | undefined };

export function listStates(
  db: Db,
  query: {
    keyword?: string | undefined;
    countryId?: number | undefined;
    page: number;
    pageSize: number;
  } & Partial<Sorting<LocationSort>>,
): Promise<Page<StateRow>> {
  const where = and(
    query.countryId === undefined ? undefined : eq(states.countryId, query.countryId),
    keywordMatch([states.name], query.keyword),
  );
  const select = db
    .select({ ...stateColumns, CountryName: countries.name })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(where)
    .orderBy(
      ...sortedBy(query, {
        columns: { Name: byName(states.name), Enable: states.enable },
        tieBreaker: states.id,
        byDefault: [byName(states.name), states.id],
      }),
    );
  return pageOf(db, { select, from: states, where, page: query.page, pageSize: query.pageSize });
}

/** The states forms offer for a country (spec 001 §7 GetActiveStates): none while the country is disabled. */
export function listActiveStates(db: Db, query: { countryId: number }): Promise<Page<State>> {
  return wholeList(
    db
      .select(stateColumns)
      .from(states)
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(and(eq(states.countryId, query.countryId), eq(states.enable, true), eq(countries.enable, true)))
      .orderBy(byName(states.name), states.id),
  );
}

/** A state with its country's name, as the city rules need it. */
export async function findStateWithCountry(db: Db, input: { Id: number }) {
  const [row] = await db
    .select({ ...stateColumns, CountryName: countries.name })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(eq(states.id, input.Id));
  return row;
}

async function requireCountry(db: Db, input: StateInput) {
  const country = await findCountry(db, { Id: input.CountryId });
  if (!country) throw invalidProperty('CountryId', locationTexts.noCountry(input.CountryId));
  return country;
}

const nameTakenText = (name: string, countryName: string) => locationTexts.stateNameTaken(name, countryName);
const nameTaken = (name: string, countryName: string) => {
  const message = nameTakenText(name, countryName);
  return conflict(message, { Name: [message] });
};

async function refuseDuplicate(db: Db, input: StateInput, countryName: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: states.id })
    .from(states)
    .where(
      and(
        eq(states.countryId, input.CountryId),
        sql`lower(${states.name}) = lower(${input.Name})`,
        exceptId === undefined ? undefined : ne(states.id, exceptId),
      ),
    );
  if (clash) throw nameTaken(input.Name, countryName);
}

/** Races past the checks: a duplicate name, or the country deleted in between. */
const saveError = (error: unknown, input: StateInput, countryName: string) =>
  constraintError(error, {
    states_country_id_name_key: ['Name', nameTakenText(input.Name, countryName)],
    states_country_id_countries_id_fk: ['CountryId', locationTexts.noCountry(input.CountryId)],
  });

export function createState(db: Db, input: StateInput & By): Promise<State> {
  return db.transaction(async (tx) => {
    const country = await requireCountry(tx, input);
    await refuseDuplicate(tx, input, country.Name);
    try {
      const [saved] = await tx
        .insert(states)
        .values({ name: input.Name, countryId: input.CountryId, enable: input.Enable ?? true })
        .returning(stateColumns);
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'State',
        action: 'CreateState',
        recordId: saved!.Id,
        after: saved,
      });
      return saved!;
    } catch (error) {
      throw saveError(error, input, country.Name);
    }
  });
}

/** A state may move to another country: its cities move with it (cities_state_country_fk cascades). */
export function updateState(db: Db, input: StateInput & { Id: number } & By): Promise<State> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(stateColumns).from(states).where(eq(states.id, input.Id)).for('update');
    if (!before) throw notFound(locationTexts.noState(input.Id));
    const country = await requireCountry(tx, input);
    await refuseDuplicate(tx, input, country.Name, input.Id);
    try {
      const [saved] = await tx
        .update(states)
        .set({
          name: input.Name,
          countryId: input.CountryId,
          ...(input.Enable === undefined ? {} : { enable: input.Enable }),
        })
        .where(eq(states.id, input.Id))
        .returning(stateColumns);
      if (!saved) throw notFound(locationTexts.noState(input.Id));
      await recordAdminChange(tx, {
        userId: input.by,
        area: 'State',
        action: 'UpdateState',
        recordId: saved.Id,
        before,
        after: saved,
      });
      return saved;
    } catch (error) {
      throw saveError(error, input, country.Name);
    }
  });
}

/** A state that still has cities stays: its cities must go or move first. */
export function deleteState(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [state] = await tx
      .select({ ...stateColumns, name: states.name })
      .from(states)
      .where(eq(states.id, input.Id))
      .for('update');
    if (!state) throw notFound(locationTexts.noState(input.Id));
    const cityCount = await tx.$count(cities, eq(cities.stateId, input.Id));
    if (cityCount > 0) throw conflict(locationTexts.stateHasCities(state.name, cityCount));
    await tx.delete(states).where(eq(states.id, input.Id));
    const { name: _name, ...before } = state;
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'State',
      action: 'DeleteState',
      recordId: input.Id,
      before,
    });
    return { Message: locationTexts.deleted(state.name) };
  });
}

export const setStateEnabled = (db: Db, input: { Id: number; enable: boolean } & By): Promise<MessageReply> =>
  setLocationEnabled(
    db,
    { table: states, columns: stateColumns, area: 'State', noRecord: locationTexts.noState },
    input,
  );
