import type { DemoSeed } from '../../demo/demo-seed.ts';
import { calendarEvents } from './events.table.ts';

const DAY_MS = 86_400_000;

const DEMO_EVENTS: readonly [title: string, inDays: number, meetUrl: string | null][] = [
  ['Driver town hall', 2, 'https://meet.google.com/wyf-town-hall'],
  ['Safety briefing for new drivers', 5, 'https://meet.google.com/wyf-safety'],
  ['Quarterly fares review', 9, null],
  ['Lagos fleet owners meet-up', 14, 'https://meet.google.com/wyf-fleet'],
  ['Customer support training', 21, null],
];

/** issue 16 §5: five upcoming events for the dashboard; added once (when there is none). */
export const eventsDemo: DemoSeed = {
  area: 'events',
  async seed(tx) {
    if ((await tx.$count(calendarEvents)) > 0) return { created: 0 };
    const at = (days: number) => {
      const day = new Date(Date.now() + days * DAY_MS);
      day.setUTCHours(9, 0, 0, 0);
      return day;
    };
    const added = await tx
      .insert(calendarEvents)
      .values(DEMO_EVENTS.map(([title, inDays, meetUrl]) => ({ title, eventDateTime: at(inDays), meetUrl })))
      .returning({ id: calendarEvents.id });
    return { created: added.length };
  },
};
