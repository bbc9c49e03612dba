import type { SortOrder } from '@wayfare/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A change to the URL's list state; null or '' removes a parameter. */
type Changes = Record<string, string | number | null | undefined>;

export const KEYWORD = 'keyword';
export const PAGE = 'page';
/** issue 32: the list's sort column (a row property's wire name) and its direction, `desc` or absent. */
export const SORT = 'sort';
export const ORDER = 'order';

/** `page` in the URL is the wire's 0-based page (spec 000 §9: pages start at 0); absent means 0. */
export function parsePage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 0;
}

/**
 * A list's keyword, page, sort and filters, kept in the URL's search parameters (`?keyword=kano&page=2&countryId=5`)
 * so that a reload, back/forward and a shared link all show the same view. Every change adds a
 * history entry; a new keyword or filter goes back to the first page.
 */
export function useListUrlState<Key extends string = never>(filterKeys: readonly Key[] = []) {
  const [params, setParams] = useSearchParams();
  const keyword = params.get(KEYWORD) ?? '';
  const page = parsePage(params.get(PAGE));
  const sort = params.get(SORT) || null;
  const order: SortOrder = params.get(ORDER) === 'desc' ? 'desc' : 'asc';
  const filterValues = filterKeys.map((key) => params.get(key));
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when a filter's value changes
  const filters = useMemo(
    () =>
      Object.fromEntries(filterKeys.map((key, index) => [key, filterValues[index] ?? null])) as Record<
        Key,
        string | null
      >,
    [filterValues.join('\u0000')],
  );

  const change = useCallback(
    (changes: Changes, { keepPage = false } = {}) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(name);
          else next.set(name, String(value));
        }
        if (!keepPage) next.delete(PAGE);
        return next;
      }),
    [setParams],
  );

  return {
    keyword,
    page,
    filters,
    /** The chosen sort column, or null for the list's default order. */
    sort,
    order,
    /** A new sort (null: the default order) goes back to the first page, like a new keyword. */
    setSort: useCallback(
      (column: string | null, direction: SortOrder = 'asc') =>
        change({ [SORT]: column, [ORDER]: column && direction === 'desc' ? 'desc' : null }),
      [change],
    ),
    setKeyword: useCallback((value: string) => change({ [KEYWORD]: value }), [change]),
    setPage: useCallback(
      (value: number) => change({ [PAGE]: value > 0 ? value : null }, { keepPage: true }),
      [change],
    ),
    setFilter: useCallback((key: Key, value: string | null) => change({ [key]: value }), [change]),
    setFilters: useCallback((values: Partial<Record<Key, string | null>>) => change(values), [change]),
  };
}

export type ListUrlState<Key extends string = never> = ReturnType<typeof useListUrlState<Key>>;
