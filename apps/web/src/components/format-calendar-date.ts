const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar date ('2026-11-20', or a date-time whose date is meant) as format.ts's formatDate shows it,
 * '20 Nov 2026', without the date library: the public blog's first load stays small (issue 20 §5), and the
 * date reads the same wherever it is drawn (the server, any browser's time zone). Anything else is shown as it is.
 */
export function formatCalendarDate(value: string | null | undefined) {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : (value ?? '');
}
