import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Names are unique within their parent whatever their case, and lists sort by lower(name): the unique
// indexes on lower(name) serve both. Keyword search is `lower(name) LIKE '%kw%'`, which only a trigram
// index (pg_trgm, created by the migration) can answer without reading every row.

/** spec 001 §3: Country {Id, Name, ThreeLetterIsoCode, TwoLetterIsoCode, Enable}. */
export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    threeLetterIsoCode: text('three_letter_iso_code').notNull(),
    twoLetterIsoCode: text('two_letter_iso_code').notNull(),
    enable: boolean('enable').notNull().default(true),
  },
  (table) => [
    uniqueIndex('countries_name_key').on(sql`lower(${table.name})`),
    uniqueIndex('countries_two_letter_iso_code_key').on(table.twoLetterIsoCode),
    uniqueIndex('countries_three_letter_iso_code_key').on(table.threeLetterIsoCode),
  ],
);

/** spec 001 §3: State {Id, Name, CountryId, Enable}. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'restrict' }),
    enable: boolean('enable').notNull().default(true),
  },
  (table) => [
    uniqueIndex('states_country_id_name_key').on(table.countryId, sql`lower(${table.name})`),
    // The target of cities' (state_id, country_id) key: a city's country is always its state's.
    unique('states_id_country_id_key').on(table.id, table.countryId),
    index('states_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

/** spec 001 §3: City {Id, Name, CountryId, StateId, Enable}. */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id').notNull(),
    stateId: integer('state_id').notNull(),
    enable: boolean('enable').notNull().default(true),
  },
  (table) => [
    // Moving a state to another country carries its cities along (ON UPDATE CASCADE); deleting a
    // state that still has cities is refused.
    foreignKey({
      name: 'cities_state_country_fk',
      columns: [table.stateId, table.countryId],
      foreignColumns: [states.id, states.countryId],
    })
      .onUpdate('cascade')
      .onDelete('restrict'),
    uniqueIndex('cities_state_id_name_key').on(table.stateId, sql`lower(${table.name})`),
    // The list's order within a state or a country, with the name itself: a page of ids and the exact
    // count are read from these indexes alone (index-only scans), never from the table's pages
    // (apps/server/bench/cities.bench.ts: 200 000 cities).
    index('cities_state_list_idx').on(table.stateId, sql`lower(${table.name})`, table.id, table.name),
    index('cities_country_list_idx').on(table.countryId, sql`lower(${table.name})`, table.id, table.name),
    index('cities_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
  ],
);

export type CountryRow = typeof countries.$inferSelect;
export type StateRecord = typeof states.$inferSelect;
export type CityRecord = typeof cities.$inferSelect;
