import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { formatDate } from '../../components/format.ts';

/** issue 17 §5: an expiry in red once past, orange within 30 days (the reminders' first step). */
export const EXPIRY_WARNING_DAYS = 30;

export function expiryState(date: string, today = dayjs().format('YYYY-MM-DD')) {
  if (date < today) return 'expired';
  return dayjs(date).diff(dayjs(today), 'day') <= EXPIRY_WARNING_DAYS ? 'soon' : 'valid';
}

const colours = { expired: 'red', soon: 'orange', valid: undefined } as const;
const notes = { expired: ' (expired)', soon: ' (expires soon)', valid: '' } as const;

/** The date, coloured, with a word for those who do not see the colour. */
export function ExpiryDate({ date }: { date: string | null }) {
  if (!date) return <>—</>;
  const state = expiryState(date);
  return (
    <Text span size="sm" c={colours[state]} fw={state === 'valid' ? undefined : 600}>
      {formatDate(date)}
      {notes[state]}
    </Text>
  );
}
