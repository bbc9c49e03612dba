import { z } from 'zod';
import { access, defineArea, reply } from '../call.ts';
import { calendarEvent, createEventRequest, eventIdRequest } from '../events.ts';
import { messageReply, pageQuery } from '../paging.ts';
import { Endpoint } from '../permissions.ts';

/** issue 16 §3: the dashboard's events, under Dashboard Events (17, issue 29 §3); the area keeps the spec's spelling. */
export const calendersCalls = defineArea('Calenders', {
  GetUpcomingEvents: {
    method: 'GET',
    access: access.admin(Endpoint.Event, 'view'),
    query: pageQuery,
    reply: reply.list(calendarEvent),
    summary: "The dashboard's upcoming events, soonest first.",
  },
  CreateEvent: {
    method: 'POST',
    access: access.admin(Endpoint.Event, 'create'),
    body: createEventRequest,
    reply: reply.json(z.object({ Id: z.number().int() })),
    summary: 'Adds an event, at a future date and time, to the dashboard.',
  },
  DeleteEvent: {
    method: 'POST',
    access: access.admin(Endpoint.Event, 'delete'),
    body: eventIdRequest,
    reply: reply.json(messageReply),
    summary: 'Deletes a dashboard event.',
    problems: [404],
  },
});
