import type { FieldOption } from '../definition/types.ts';
import { isAnswerableOption } from '../rules/option-loading.ts';
import type { Entry } from './field-entry.ts';

const NONE: readonly FieldOption[] = Object.freeze([]);

const chosenIdsOf = (value: unknown): string[] => {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
};

/**
 * spec 000 §4 paging, §5 answers: the chosen options of a choice or check box field, with their names, wherever
 * they were listed. Another page of options replaces the list; the options chosen on an earlier page stay known
 * through this, so the answer keeps their names (not their ids) and a drop-down can still show them. Options no
 * longer chosen are forgotten. The previous array is kept while its options are the same.
 */
export function chosenOptionsOf(entry: Entry, value: unknown): readonly FieldOption[] {
  const { kind, options, chosenOptions: previous } = entry.snapshot;
  if (kind !== 'choice' && kind !== 'multiChoice') return NONE;
  const known = (id: string) =>
    options.find((o) => String(o.Id) === id && isAnswerableOption(o.Id)) ??
    previous.find((o) => String(o.Id) === id);
  const chosen = chosenIdsOf(value)
    .map(known)
    .filter((option) => option !== undefined);
  if (chosen.length === 0) return NONE;
  return chosen.length === previous.length && chosen.every((o, i) => o === previous[i]) ? previous : chosen;
}

/** The loaded rows of a new page, plus those of the chosen options (for their AdditionalObjPropertyName). */
export function rowsWithChosen(
  entry: Entry,
  rows: ReadonlyMap<string, unknown>,
): ReadonlyMap<string, unknown> {
  const chosen = entry.snapshot.chosenOptions.map((o) => String(o.Id));
  const kept = [...entry.optionRows].filter(([id]) => chosen.includes(id) && !rows.has(id));
  return kept.length ? new Map([...kept, ...rows]) : rows;
}
