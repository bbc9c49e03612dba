import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type QueryOf, type RowOf, texts } from '@wayfare/contracts';
import type { ListCall } from '../list-page/use-list-page.ts';
import { allRowsQuery } from './all-rows-query.ts';

type Choice = { Id: number | string; Name: string; Enable?: boolean };

export type RowFilterProps<C extends ListCall> = {
  label: string;
  /** The list call whose every row is a choice, e.g. calls.Country.GetCountries. */
  call: C;
  query: QueryOf<C>;
  /** The chosen row's Id, from the URL. */
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder: string;
  /** Shown instead of the placeholder while nothing can be chosen (e.g. 'Choose a country first'). */
  disabledPlaceholder?: string;
  disabled?: boolean;
};

/**
 * A list's filter by another record (states by country): every row of a list call is a choice, by
 * Id and Name; the enabled ones come first, in the list's order, as they are the ones a person works
 * with; a disabled one is still offered after them, marked '(Disabled)', so its records stay manageable.
 */
export function RowFilter<C extends ListCall>({
  label,
  call,
  query,
  value,
  onChange,
  placeholder,
  disabledPlaceholder,
  disabled = false,
}: RowFilterProps<C>) {
  const rows = useQuery(allRowsQuery(call, query, !disabled));
  const choices = (rows.data ?? []) as (RowOf<C> & Choice)[];
  const enabledFirst = [
    ...choices.filter((row) => row.Enable !== false),
    ...choices.filter((row) => row.Enable === false),
  ];
  const data = enabledFirst.map((row) => ({
    value: String(row.Id),
    label: row.Enable === false ? `${row.Name} (Disabled)` : row.Name,
  }));
  return (
    <Select
      label={label}
      placeholder={disabled ? disabledPlaceholder : rows.isPending ? texts.loading : placeholder}
      data={data}
      value={value}
      onChange={onChange}
      disabled={disabled}
      searchable
      clearable
      nothingFoundMessage={`No ${label.toLowerCase()} matches`}
    />
  );
}
