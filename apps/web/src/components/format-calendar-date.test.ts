import { describe, expect, it } from 'vitest';
import { formatDate } from './format.ts';
import { formatCalendarDate } from './format-calendar-date.ts';

describe('formatCalendarDate', () => {
  it.each(['2026-11-20', '2026-01-05', '2025-09-30'])('shows %s as formatDate does', (date) => {
    expect(formatCalendarDate(date)).toBe(formatDate(date));
  });

  it("keeps a date-time's date, whatever the time zone", () => {
    expect(formatCalendarDate('2026-11-20T23:30:00Z')).toBe('20 Nov 2026');
  });

  it('shows anything else as it is', () => {
    expect(formatCalendarDate('soon')).toBe('soon');
    expect(formatCalendarDate(undefined)).toBe('');
  });
});
