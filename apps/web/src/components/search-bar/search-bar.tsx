import { Grid, Select } from '@mantine/core';
import { DatePickerInput, DateTimePicker } from '@mantine/dates';
import { texts } from '@wayfare/contracts';
import type { ReactNode } from 'react';
import { KeywordBox } from './keyword-box.tsx';
import { type SearchAction, SearchActions } from './search-actions.tsx';
import { searchLayout } from './search-layout.ts';

export type DateRange = { from: string | null; to: string | null };

export type DateRangeFilter = DateRange & {
  onChange: (range: DateRange) => void;
  /** Date-time pickers instead of date pickers (e-mail and SMS activity filter by date-times). */
  withTime?: boolean;
};

export type OptionFilter = {
  /** The drop-down's name, shown as its placeholder (e.g. 'Status'). */
  label: string;
  data: { value: string; label: string }[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Default true: the choice can be cleared. */
  clearable?: boolean;
};

export type SearchBarProps = {
  keyword: string;
  /** Called after typing pauses for 1 s (spec 000 §9), or on Enter. */
  onKeywordChange: (keyword: string) => void;
  /** Default 'Search with Keywords'. */
  placeholder?: string;
  dateRange?: DateRangeFilter;
  option?: OptionFilter;
  /** Any further filters, placed after the built-in ones. */
  extraFilters?: ReactNode;
  actions?: SearchAction[];
  /** Default 'Create'. */
  actionTitle?: string;
  /** False for a list its call cannot search by keyword (the admin activity log): the box is left out. */
  withKeyword?: boolean;
};

const DATE_FORMAT = 'D MMM YYYY';
const DATE_TIME_FORMAT = 'D MMM YYYY HH:mm';

/** spec 000 §2.3: keyword, optional From/To dates, an optional drop-down, extra filters and actions. */
export function SearchBar({
  keyword,
  onKeywordChange,
  placeholder = texts.searchPlaceholder,
  dateRange,
  option,
  extraFilters,
  actions = [],
  actionTitle = texts.create,
  withKeyword = true,
}: SearchBarProps) {
  const hasActions = actions.length > 0;
  const hasFilters = Boolean(dateRange || option || extraFilters);
  const { searchSpan, actionSpan, keywordSpan } = searchLayout({ hasActions, hasFilters });
  const DateInput = dateRange?.withTime ? DateTimePicker : DatePickerInput;
  const dateFormat = dateRange?.withTime ? DATE_TIME_FORMAT : DATE_FORMAT;

  return (
    <Grid mb="md" align="flex-end" data-testid="search-bar">
      <Grid.Col span={{ base: 12, sm: searchSpan }} data-testid="search-area" data-span={searchSpan}>
        <Grid align="flex-end">
          {withKeyword && (
            <Grid.Col
              span={{ base: 12, sm: keywordSpan }}
              data-testid="keyword-column"
              data-span={keywordSpan}
            >
              <KeywordBox keyword={keyword} onKeywordChange={onKeywordChange} placeholder={placeholder} />
            </Grid.Col>
          )}
          {dateRange && (
            <>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <DateInput
                  aria-label="From"
                  placeholder="From"
                  valueFormat={dateFormat}
                  clearable
                  value={dateRange.from}
                  maxDate={dateRange.to ?? undefined}
                  onChange={(from) => dateRange.onChange({ from: from || null, to: dateRange.to })}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 2 }}>
                <DateInput
                  aria-label="To"
                  placeholder="To"
                  valueFormat={dateFormat}
                  clearable
                  value={dateRange.to}
                  minDate={dateRange.from ?? undefined}
                  onChange={(to) => dateRange.onChange({ from: dateRange.from, to: to || null })}
                />
              </Grid.Col>
            </>
          )}
          {option && (
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <Select
                aria-label={option.label}
                placeholder={option.label}
                data={option.data}
                value={option.value}
                onChange={option.onChange}
                clearable={option.clearable ?? true}
                searchable
              />
            </Grid.Col>
          )}
          {extraFilters && <Grid.Col span={{ base: 12, sm: 'auto' }}>{extraFilters}</Grid.Col>}
        </Grid>
      </Grid.Col>
      {hasActions && (
        <Grid.Col span={{ base: 12, sm: actionSpan }} data-testid="action-area" data-span={actionSpan}>
          <SearchActions actions={actions} title={actionTitle} />
        </Grid.Col>
      )}
    </Grid>
  );
}
