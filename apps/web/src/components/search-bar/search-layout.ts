// spec 000 §2.3: the search bar's widths, in columns of a 12-column grid.
export const SEARCH_AREA_SPAN_WITH_ACTIONS = 9;
export const SEARCH_AREA_SPAN_ALONE = 12;
export const KEYWORD_SPAN_ALONE = 8;
export const KEYWORD_SPAN_WITH_FILTERS = 4;

/** With action buttons the search area takes 9 of 12 columns, otherwise 12; the keyword box 8, or 4 beside filters. */
export const searchLayout = ({ hasActions, hasFilters }: { hasActions: boolean; hasFilters: boolean }) => ({
  searchSpan: hasActions ? SEARCH_AREA_SPAN_WITH_ACTIONS : SEARCH_AREA_SPAN_ALONE,
  actionSpan: 12 - SEARCH_AREA_SPAN_WITH_ACTIONS,
  keywordSpan: hasFilters ? KEYWORD_SPAN_WITH_FILTERS : KEYWORD_SPAN_ALONE,
});

// spec 000 §9 and spec 001 §5: the list search waits 1 s after typing stops.
export const LIST_SEARCH_DELAY_MS = 1000;
