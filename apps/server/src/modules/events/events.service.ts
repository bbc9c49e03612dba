import { type CalendarEvent, eventTexts, type MessageReply } from '@wayfare/contracts';
import { asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { type Page, type Paging, pageOf } from '../../db/list-query.ts';
import { invalidProperty, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { calendarEvents } from './events.table.ts';

type EventRow = typeof calendarEvents.$inferSelect;

const toEvent = (row: EventRow): CalendarEvent => ({
  Id: row.id,
  Title: row.title,
  EventDateTime: row.eventDateTime.toISOString(),
  MeetUrl: row.meetUrl,
});

/** GetUpcomingEvents: events from `now` on, soonest first. */
export async function upcomingEvents(db: Db, input: Paging & { now: Date }): Promise<Page<CalendarEvent>> {
  const where = gte(calendarEvents.eventDateTime, input.now);
  const select = db
    .select()
    .from(calendarEvents)
    .where(where)
    .orderBy(asc(calendarEvents.eventDateTime), asc(calendarEvents.id));
  const page = await pageOf(db, { select, from: calendarEvents, where, ...input });
  return { rows: page.rows.map(toEvent), total: page.total };
}

/** CreateEvent: a future EventDateTime; logged. */
export function createEvent(
  db: Db,
  input: { Title: string; EventDateTime: string; MeetUrl?: string | null | undefined; by: string; now: Date },
): Promise<{ Id: number }> {
  const at = new Date(input.EventDateTime);
  if (at.getTime() <= input.now.getTime()) throw invalidProperty('EventDateTime', eventTexts.future);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarEvents)
      .values({ title: input.Title, eventDateTime: at, meetUrl: input.MeetUrl || null, createdBy: input.by })
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Calenders',
      action: 'CreateEvent',
      recordId: row!.id,
      after: toEvent(row!),
    });
    return { Id: row!.id };
  });
}

/** DeleteEvent: logged. */
export function deleteEvent(db: Db, input: { Id: number; by: string }): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(calendarEvents).where(eq(calendarEvents.id, input.Id)).returning();
    if (!row) throw notFound(eventTexts.noEvent(input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Calenders',
      action: 'DeleteEvent',
      recordId: row.id,
      before: toEvent(row),
    });
    return { Message: eventTexts.deleted(row.title) };
  });
}
