import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors.ts';
import { createTestDatabase } from '../test/test-database.ts';
import type { DatabaseConnection } from './client.ts';
import { byName, constraintError, keywordMatch, pageOf } from './list-query.ts';
import { countries, states } from './schema.ts';

let connection: DatabaseConnection;
beforeAll(async () => {
  connection = await createTestDatabase();
  await connection.db.insert(countries).values([
    { name: 'Ghana', threeLetterIsoCode: 'GHA', twoLetterIsoCode: 'GH' },
    { name: 'Niger', threeLetterIsoCode: 'NER', twoLetterIsoCode: 'NE' },
    { name: 'Nigeria', threeLetterIsoCode: 'NGA', twoLetterIsoCode: 'NG' },
    { name: '100% Land', threeLetterIsoCode: 'HPL', twoLetterIsoCode: 'HP' },
  ]);
});
afterAll(() => connection.close());

const namesMatching = async (keyword: string | undefined, page = 0, pageSize = 10) => {
  const where = keywordMatch([countries.name], keyword);
  const select = connection.db
    .select({ name: countries.name })
    .from(countries)
    .where(where)
    .orderBy(byName(countries.name), asc(countries.id));
  const found = await pageOf(connection.db, { select, from: countries, where, page, pageSize });
  return { names: found.rows.map((row) => row.name), total: found.total };
};

/** The error a statement throws, as the service would catch it. */
const errorOf = (statement: PromiseLike<unknown>) =>
  Promise.resolve(statement).then(
    () => undefined,
    (error: unknown) => error,
  );

describe('pageOf and keywordMatch', () => {
  it('answers one page of the matches with the total of all of them', async () => {
    expect(await namesMatching('NIG', 1, 1)).toEqual({ names: ['Nigeria'], total: 2 });
    expect(await namesMatching(undefined, 0, 2)).toEqual({ names: ['100% Land', 'Ghana'], total: 4 });
  });

  it('searches for a keyword literally, wildcards and all', async () => {
    expect(await namesMatching('%')).toEqual({ names: ['100% Land'], total: 1 });
    expect(await namesMatching('_')).toEqual({ names: [], total: 0 });
  });
});

describe('constraintError', () => {
  it('tells a broken unique index as a conflict on the property it names', async () => {
    const error = await errorOf(
      connection.db
        .insert(countries)
        .values({ name: 'Ghana 2', threeLetterIsoCode: 'GH2', twoLetterIsoCode: 'GH' }),
    );
    const told = constraintError(error, {
      countries_name_key: ['Name', 'That name is taken'],
      countries_two_letter_iso_code_key: ['TwoLetterIsoCode', 'That code is taken'],
    });
    expect(told).toBeInstanceOf(AppError);
    expect(told).toMatchObject({
      status: 409,
      message: 'That code is taken',
      errors: { TwoLetterIsoCode: ['That code is taken'] },
    });
  });

  it('tells a broken foreign key as an invalid property', async () => {
    const error = await errorOf(connection.db.insert(states).values({ name: 'Nowhere', countryId: 999_999 }));
    expect(
      constraintError(error, { states_country_id_countries_id_fk: ['CountryId', 'No such country'] }),
    ).toMatchObject({ status: 400, errors: { CountryId: ['No such country'] } });
  });

  it('leaves any other error as it is', async () => {
    const error = await errorOf(
      connection.db
        .insert(countries)
        .values({ name: 'ghana', threeLetterIsoCode: 'GH3', twoLetterIsoCode: 'G3' }),
    );
    expect(constraintError(error, { countries_two_letter_iso_code_key: ['TwoLetterIsoCode', 'taken'] })).toBe(
      error,
    );
    const plain = new Error('connection lost');
    expect(constraintError(plain, { countries_name_key: ['Name', 'taken'] })).toBe(plain);
  });
});
