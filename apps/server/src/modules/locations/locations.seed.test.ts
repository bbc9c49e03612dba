import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConnection } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { seedLocations } from './locations.seed.ts';
import { cities, countries, states } from './locations.table.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
});
afterAll(() => connection.close());

async function citiesOf(stateName: string) {
  const rows = await connection.db
    .select({ name: cities.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(eq(states.name, stateName));
  return rows.map((row) => row.name);
}

describe('seedLocations', () => {
  it('seeds once, even when several processes start together', async () => {
    const results = await Promise.all([seedLocations(connection.db), seedLocations(connection.db)]);
    expect(results.map((result) => result.seeded).sort()).toEqual([false, true]);
  });

  it('adds every country of the static list with its ISO codes, only Nigeria enabled', async () => {
    const all = await connection.db.select().from(countries);
    expect(all).toHaveLength(250);
    expect(all.filter((country) => country.enable).map((country) => country.name)).toEqual(['Nigeria']);
    expect(all.find((country) => country.twoLetterIsoCode === 'GH')).toMatchObject({
      name: 'Ghana',
      threeLetterIsoCode: 'GHA',
      enable: false,
    });
  });

  it("adds Nigeria's 36 states and the Federal Capital Territory, all enabled", async () => {
    const rows = await connection.db
      .select({ name: states.name, enable: states.enable })
      .from(states)
      .innerJoin(countries, eq(countries.id, states.countryId))
      .where(eq(countries.twoLetterIsoCode, 'NG'));
    expect(rows).toHaveLength(37);
    expect(rows.every((row) => row.enable)).toBe(true);
    expect(rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Lagos', 'Federal Capital Territory', 'Rivers', 'Kano', 'Oyo', 'Zamfara']),
    );
  });

  it('adds the main cities of Lagos, the FCT, Rivers, Kano and Oyo', async () => {
    expect(await citiesOf('Lagos')).toEqual(expect.arrayContaining(['Ikeja', 'Lekki', 'Victoria Island']));
    expect(await citiesOf('Federal Capital Territory')).toEqual(expect.arrayContaining(['Abuja', 'Garki']));
    expect(await citiesOf('Rivers')).toContain('Port Harcourt');
    expect(await citiesOf('Kano')).toContain('Kano');
    expect(await citiesOf('Oyo')).toEqual(expect.arrayContaining(['Ibadan', 'Ogbomosho']));
  });

  it('leaves what administrators changed alone when the server starts again', async () => {
    await connection.db.update(countries).set({ enable: false }).where(eq(countries.twoLetterIsoCode, 'NG'));
    await connection.db.delete(cities).where(eq(cities.name, 'Lekki'));
    expect(await seedLocations(connection.db)).toEqual({ seeded: false });
    const [nigeria] = await connection.db
      .select({ enable: countries.enable })
      .from(countries)
      .where(eq(countries.twoLetterIsoCode, 'NG'));
    expect(nigeria!.enable).toBe(false);
    expect(await citiesOf('Lagos')).not.toContain('Lekki');
    const [{ count }] = (await connection.db
      .select({ count: sql<number>`count(*)::int` })
      .from(cities)
      .where(and(eq(cities.name, 'Ikeja')))) as [{ count: number }];
    expect(count).toBe(1);
  });
});
