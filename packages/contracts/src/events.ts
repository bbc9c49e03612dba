import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { recordId } from './locations.ts';

/** issue 16 §3: the dashboard's upcoming events (spec 000 §3.3 Event). */
export const MAX_EVENT_TITLE = 150;
export const MAX_MEET_URL = 2000;

export const eventTexts = {
  meetUrl: 'MeetUrl must be a web address starting with https://',
  eventDateTime: 'EventDateTime must be a date and time',
  future: 'EventDateTime must be in the future',
  noEvent: (id: number) => `There is no event with Id ${id}`,
  deleted: (title: string) => `${title} has been deleted`,
};

export const calendarEvent = z.object({
  Id: z.number().int(),
  Title: z.string(),
  EventDateTime: z.string(),
  MeetUrl: z.string().nullable(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

const isHttps = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
};

export const createEventRequest = z.strictObject({
  Id: z.literal(0, { error: 'Id must be 0 for a new event' }).optional(),
  Title: requiredText('Title', MAX_EVENT_TITLE),
  EventDateTime: z
    .string({
      error: (issue) => (issue.input == null ? 'EventDateTime is required' : eventTexts.eventDateTime),
    })
    .trim()
    .min(1, 'EventDateTime is required')
    .max(40, eventTexts.eventDateTime)
    .regex(
      /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/,
      eventTexts.eventDateTime,
    )
    .refine((value) => !Number.isNaN(Date.parse(value)), eventTexts.eventDateTime),
  MeetUrl: text('MeetUrl', MAX_MEET_URL)
    .refine((value) => value === '' || isHttps(value), eventTexts.meetUrl)
    .nullish(),
});
export type CreateEventRequest = z.input<typeof createEventRequest>;

export const eventIdRequest = z.strictObject({ Id: recordId('Id') });
