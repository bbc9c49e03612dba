import { Endpoint, eventTexts } from '@wayfare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiAs, listOf, problemOf } from '../../test/api-client.ts';
import {
  createTestApp,
  signedInAdmin,
  signedInUser,
  signInAsFirstAdmin,
  type TestApp,
} from '../../test/test-app.ts';
import { adminActivities } from '../activity/activity.table.ts';
import { upcomingEvents } from './events.service.ts';
import { calendarEvents } from './events.table.ts';

let t: TestApp;
let admin: ReturnType<typeof apiAs>;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: 60_000 });
  admin = apiAs(t, await signInAsFirstAdmin(t));
});
afterAll(() => t.close());

const create = (body: object, api = admin) => api.post('/api/Calenders/CreateEvent', body);
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const written = async () => ({
  events: await t.db.$count(calendarEvents),
  log: await t.db.$count(adminActivities),
});

describe('the Calenders calls', () => {
  it('creates events, lists the upcoming ones soonest first, and deletes one', async () => {
    const later = await create({
      Title: 'Driver town hall',
      EventDateTime: future(10),
      MeetUrl: 'https://meet.example.com/a',
    });
    expect(later.statusCode, later.body).toBe(200);
    const sooner = await create({ Title: ' Safety briefing ', EventDateTime: future(2) });
    const soonerId = sooner.json().Id as number;
    const list = listOf(await admin.get('/api/Calenders/GetUpcomingEvents'));
    expect(list.rows.map((row) => row.Title)).toEqual(['Safety briefing', 'Driver town hall']);
    expect(list.rows[0]).toEqual({
      Id: soonerId,
      Title: 'Safety briefing',
      EventDateTime: expect.any(String),
      MeetUrl: null,
    });
    const past = await upcomingEvents(t.db, {
      page: 0,
      pageSize: 20,
      now: new Date(Date.now() + 5 * 86_400_000),
    });
    expect(past.rows.map((row) => row.Title)).toEqual(['Driver town hall']);
    const deleted = await admin.post('/api/Calenders/DeleteEvent', { Id: soonerId });
    expect(deleted.json()).toEqual({ Message: 'Safety briefing has been deleted' });
    problemOf(await admin.post('/api/Calenders/DeleteEvent', { Id: soonerId }), 404);
  });

  it.each([
    ['no title', { EventDateTime: future(1) }, 'Title is required'],
    [
      'a 151-character title',
      { Title: 'x'.repeat(151), EventDateTime: future(1) },
      'Title must be at most 150 characters',
    ],
    ['a past date', { Title: 'Old', EventDateTime: '2020-01-01T10:00:00Z' }, eventTexts.future],
    ['no date', { Title: 'When?' }, 'EventDateTime is required'],
    ['a bad date', { Title: 'When?', EventDateTime: 'tomorrow' }, eventTexts.eventDateTime],
    [
      'an http link',
      { Title: 'Meet', EventDateTime: future(1), MeetUrl: 'http://meet.example.com' },
      eventTexts.meetUrl,
    ],
    [
      'a script link',
      { Title: 'Meet', EventDateTime: future(1), MeetUrl: 'javascript:alert(1)' },
      eventTexts.meetUrl,
    ],
    ['an unknown property', { Title: 'Meet', EventDateTime: future(1), Room: 4 }, undefined],
  ])('refuses %s with 400 and writes nothing', async (_, body, message) => {
    const before = await written();
    const problem = problemOf(await create(body), 400);
    if (message) expect(Object.values(problem.errors ?? {}).flat()).toContain(message);
    expect(await written()).toEqual(before);
  });

  it('is open to an administrator as their role grants Dashboard Events (issue 29 §3), and to no rider', async () => {
    const nothing = apiAs(t, (await signedInAdmin(t, {})).token);
    problemOf(await nothing.get('/api/Calenders/GetUpcomingEvents'), 403);
    problemOf(await create({ Title: 'Not granted', EventDateTime: future(3) }, nothing), 403);
    const eventMaker = apiAs(t, (await signedInAdmin(t, { [Endpoint.Event]: { create: true } })).token);
    expect((await create({ Title: 'Granted', EventDateTime: future(3) }, eventMaker)).statusCode).toBe(200);
    problemOf(await eventMaker.post('/api/Calenders/DeleteEvent', { Id: 1 }), 403);
    const rider = apiAs(t, (await signedInUser(t)).token);
    problemOf(await rider.get('/api/Calenders/GetUpcomingEvents'), 403);
    problemOf(await create({ Title: 'Not mine to make', EventDateTime: future(3) }, rider), 403);
    const nobody = apiAs(t);
    problemOf(await nobody.get('/api/Calenders/GetUpcomingEvents'), 401);
  });
});
