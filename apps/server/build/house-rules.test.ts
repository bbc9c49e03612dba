import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Diagnostic, lintImportsInScratch } from '../../../scripts/lint-in-scratch.ts';

/**
 * The server's house rules of biome.json (issue 28 §2), proven on files written into a scratch copy of
 * the repository's layout: a module importing another module's table or any of its files but its
 * index.ts, and an import circle, must fail `biome lint`; the imports a module may make must pass. The scratch copy holds the real biome.json.
 */
const modules = 'apps/server/src/modules';

/** path in the repository -> the other module's table it imports. */
const tableImports: Record<string, string> = {
  [`${modules}/trips/trip-lists.service.ts`]: '../accounts/accounts.table.ts',
  [`${modules}/trips/trip-view.ts`]: '../wallet/ledger.table.ts',
  [`${modules}/trips/trips.handlers.ts`]: '../../modules/accounts/accounts.table.ts',
  // Outside the modules too: only the migrations' schema gathers the tables.
  'apps/server/src/http/trip-route.ts': '../modules/accounts/accounts.table.ts',
  'apps/server/src/db/trip-lists.ts': '../modules/trips/trips.table.ts',
};

/** path in the repository -> another module's file other than its index.ts. */
const internalImports: Record<string, string> = {
  [`${modules}/trips/trip-fares.service.ts`]: '../accounts/accounts.service.ts',
  [`${modules}/trips/trip-texts.ts`]: '../../modules/accounts/accounts.service.ts',
};

/** Files importing each other in a circle (each file -> what it imports). */
const circle: Record<string, string[]> = {
  [`${modules}/trips/trip-fares.ts`]: ['./trip-rules.ts'],
  [`${modules}/trips/trip-rules.ts`]: ['./trip-discounts.ts'],
  [`${modules}/trips/trip-discounts.ts`]: ['./trip-fares.ts'],
  // Through two modules' index.ts: a circle all the same.
  [`${modules}/fleet/index.ts`]: ['./fleet.service.ts'],
  [`${modules}/fleet/fleet.service.ts`]: ['../depots/index.ts'],
  [`${modules}/depots/index.ts`]: ['./depots.service.ts'],
  [`${modules}/depots/depots.service.ts`]: ['../fleet/index.ts'],
};

/** The imports a module may make: another module's index.ts, its own tables, a foreign key's table. */
const allowed: Record<string, string[]> = {
  [`${modules}/accounts/index.ts`]: ['./accounts.service.ts'],
  [`${modules}/accounts/accounts.service.ts`]: ['./accounts.table.ts'],
  [`${modules}/accounts/accounts.table.ts`]: ['drizzle-orm/pg-core'],
  [`${modules}/rides/rides.service.ts`]: ['../accounts/index.ts', './rides.table.ts', 'drizzle-orm'],
  // A foreign key names the other module's table: the database is one schema.
  [`${modules}/rides/rides.table.ts`]: ['../accounts/accounts.table.ts'],
  // Tests and demo seeds set up and check rows of several areas.
  [`${modules}/rides/rides.test.ts`]: ['../accounts/accounts.table.ts', './rides.service.ts'],
  [`${modules}/rides/rides.demo.ts`]: ['../accounts/accounts.table.ts'],
  [`${modules}/rides/ride-fares.ts`]: ['../accounts/index.ts', '../../db/database.ts', '../../money.ts'],
  // The migrations' schema gathers every table.
  'apps/server/src/db/schema.ts': [
    '../modules/accounts/accounts.table.ts',
    '../modules/rides/rides.table.ts',
  ],
};

let diagnostics: Diagnostic[] = [];
let checked = 0;
let removeScratch: () => Promise<void>;

beforeAll(async () => {
  const files = {
    ...Object.fromEntries(Object.entries(tableImports).map(([file, from]) => [file, [from]])),
    ...Object.fromEntries(Object.entries(internalImports).map(([file, from]) => [file, [from]])),
    ...circle,
    ...allowed,
  };
  ({ diagnostics, checked, remove: removeScratch } = await lintImportsInScratch(files));
}, 60_000);

afterAll(() => removeScratch());

const found = (category: string, file: string) =>
  diagnostics.filter((diagnostic) => diagnostic.category === category && diagnostic.location.path === file);

describe("the server's house rules of biome.json", () => {
  it('lints every scratch file (none is ignored)', () => {
    const files = new Set([
      ...Object.keys(tableImports),
      ...Object.keys(internalImports),
      ...Object.keys(circle),
      ...Object.keys(allowed),
    ]);
    expect(checked).toBe(files.size + 1);
  });

  it.each(Object.entries(tableImports))('refuses %s importing %s', (file) => {
    expect(found('lint/style/noRestrictedImports', file)).toHaveLength(1);
  });

  it.each(Object.entries(internalImports))('refuses %s importing %s', (file) => {
    expect(found('lint/style/noRestrictedImports', file)).toHaveLength(1);
  });

  it.each(Object.keys(circle))('refuses %s, part of an import circle', (file) => {
    expect(found('lint/suspicious/noImportCycles', file)).toHaveLength(1);
  });

  it.each(Object.entries(allowed))('lets %s import %j', (file) => {
    expect(found('lint/style/noRestrictedImports', file)).toEqual([]);
    expect(found('lint/suspicious/noImportCycles', file)).toEqual([]);
  });
});
