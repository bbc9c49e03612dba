import countryList from '@wayfare/contracts/countries.json' with { type: 'json' };
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { cities, countries, states } from './locations.table.ts';
import { NIGERIAN_CITIES, NIGERIAN_STATES, type NigerianState } from './nigeria.seed-data.ts';

// Any constant works: it only has to be the same in every process that seeds.
const SEED_LOCK_ID = 727_002;
const NIGERIA = 'NG';

/**
 * First start: every country of the static list (spec 000 §7) with its ISO codes, only Nigeria
 * enabled; Nigeria's states and the main cities of its busiest states. Runs once: when countries
 * exist, what administrators changed since (a disabled or deleted record) is left alone.
 * Several processes may start together: one seeds under an advisory lock, the others then find it done.
 */
export async function seedLocations(db: Db): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    if ((await tx.$count(countries)) > 0) return { seeded: false };

    await tx
      .insert(countries)
      .values(
        countryList.map((country) => ({
          name: country.Name,
          twoLetterIsoCode: country.TwoLetterIsoCode,
          threeLetterIsoCode: country.ThreeLetterIsoCode,
          enable: country.TwoLetterIsoCode === NIGERIA,
        })),
      )
      .onConflictDoNothing();
    const [nigeria] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.twoLetterIsoCode, NIGERIA));
    if (!nigeria) throw new Error('countries.json has no entry for Nigeria (NG)');

    await tx
      .insert(states)
      .values(NIGERIAN_STATES.map((name) => ({ name, countryId: nigeria.id })))
      .onConflictDoNothing();
    const stateIds = new Map(
      (
        await tx
          .select({ id: states.id, name: states.name })
          .from(states)
          .where(eq(states.countryId, nigeria.id))
      ).map((state) => [state.name, state.id]),
    );

    const cityRows = Object.entries(NIGERIAN_CITIES).flatMap(([stateName, cityNames]) => {
      const stateId = stateIds.get(stateName as NigerianState);
      return stateId === undefined
        ? []
        : (cityNames ?? []).map((name) => ({ name, stateId, countryId: nigeria.id }));
    });
    await tx.insert(cities).values(cityRows).onConflictDoNothing();
    return { seeded: true };
  });
}

/** The id of a seeded Nigerian state, for tests and tools. */
export async function nigerianStateId(db: Db, name: NigerianState) {
  const [row] = await db
    .select({ id: states.id })
    .from(states)
    .innerJoin(countries, eq(countries.id, states.countryId))
    .where(and(eq(countries.twoLetterIsoCode, NIGERIA), eq(states.name, name)));
  return row?.id;
}
