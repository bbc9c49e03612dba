/**
 * A moment as people read it in the product's texts, e-mails and receipts: the date and the time in
 * TIME_ZONE.
 */
export const shownMoment = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(at);
