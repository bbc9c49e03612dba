import type { ListQueryState } from '../../components/list-page/use-list-page.ts';

/** The lists' filters beside the keyword: the status and the From–To date-times. */
export const FILTERS = ['messageStatus', 'from', 'to'] as const;
export type MessageFilterKey = (typeof FILTERS)[number];

/**
 * A picked date-time is the admin's local time ('2026-11-26 14:30:00'): the server gets the instant
 * it names. A bare date is sent as it is (the server reads a date-only To as the whole day).
 */
export const instantOf = (value: string | null) => {
  if (!value) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value) || /(Z|[+-]\d{2}:?\d{2})$/.test(value)) return value;
  const date = new Date(value.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
};

/** The list's query: keyword, page, and the status and date-times once chosen. */
export const messageListQuery = ({ keyword, page, pageSize, filters }: ListQueryState<MessageFilterKey>) => ({
  keyword: keyword.trim() || undefined,
  page,
  pageSize,
  messageStatus: filters.messageStatus ? Number(filters.messageStatus) : undefined,
  from: instantOf(filters.from),
  to: instantOf(filters.to),
});
