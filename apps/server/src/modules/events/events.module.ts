import { calls } from '@wayfare/contracts';
import type { AppContext } from '../../app-context.ts';
import { callerId } from '../../app-context.ts';
import type { Db } from '../../db/database.ts';
import { handlersFor, type ModuleParts } from '../../http/register-calls.ts';
import { createEvent, deleteEvent, upcomingEvents } from './events.service.ts';

/** issue 16 §3: the Calenders calls (the dashboard's events). */
export const calendersHandlers = handlersFor(calls.Calenders, (db: Db) => ({
  GetUpcomingEvents: ({ query }) => upcomingEvents(db, { ...query, now: new Date() }),
  CreateEvent: ({ body, request }) => createEvent(db, { ...body, by: callerId(request), now: new Date() }),
  DeleteEvent: ({ body, request }) => deleteEvent(db, { ...body, by: callerId(request) }),
}));

export const eventsModule = ({ db }: AppContext): ModuleParts => ({ handlers: [calendersHandlers(db)] });
