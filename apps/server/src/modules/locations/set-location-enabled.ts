import { locationTexts, type MessageReply } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import type { cities, countries, states } from './locations.table.ts';

type NamedColumns = { Id: typeof countries.id; Name: typeof countries.name };

/** What a location's toggle needs to know about its kind: the table, the columns it answers, the names. */
type LocationKind = {
  table: typeof countries | typeof states | typeof cities;
  /** The columns its calls answer, Id and Name among them (all of them are logged). */
  columns: { Id: AnyPgColumn; Name: AnyPgColumn };
  /** The call's area and the entity in its action names (EnableCity, DisableCity). */
  area: 'Country' | 'State' | 'City';
  noRecord: (id: number) => string;
};

/**
 * spec 001 §4: the enabled/disabled toggle of a country, state or city: the row locked, changed and
 * logged in one transaction.
 */
export function setLocationEnabled(
  db: Db,
  kind: LocationKind,
  input: { Id: number; enable: boolean; by: string },
): Promise<MessageReply> {
  const { area } = kind;
  // One table of three: drizzle types a query against a union of tables poorly, so the shape is named once here.
  const table = kind.table as typeof countries;
  const columns = kind.columns as unknown as NamedColumns;
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(table).where(eq(table.id, input.Id)).for('update');
    if (!before) throw notFound(kind.noRecord(input.Id));
    const [after] = await tx
      .update(table)
      .set({ enable: input.enable })
      .where(eq(table.id, input.Id))
      .returning(columns);
    const action = `${input.enable ? 'Enable' : 'Disable'}${area}`;
    await recordAdminChange(tx, { userId: input.by, area, action, recordId: input.Id, before, after });
    const message = input.enable ? locationTexts.enabled : locationTexts.disabled;
    return { Message: message(before.Name) };
  });
}
