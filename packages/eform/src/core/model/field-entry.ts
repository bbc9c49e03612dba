import { fieldKind } from '../definition/field-type.ts';
import type { Field, FieldOption, FormValues } from '../definition/types.ts';
import { fieldWidthOf, inOrder, placeholderOf } from '../rules/layout.ts';
import { loadingOptionList } from '../rules/option-loading.ts';
import { buildAnswer } from './build-answer.ts';
import { chosenOptionsOf } from './chosen-options.ts';
import { loadFieldValue } from './load-value.ts';
import type { FieldSnapshot, Listener, Unsubscribe } from './types.ts';

/** The model's private record of one field: its snapshot (replaced, never mutated) and its listeners. */
export type Entry = {
  readonly key: string;
  readonly field: Field;
  readonly groupKey: string;
  snapshot: FieldSnapshot;
  readonly listeners: Set<Listener>;
  /** Loaded option rows by option id (for AdditionalObjPropertyName). */
  optionRows: ReadonlyMap<string, unknown>;
  /** Increases with each option load; a stale load's result is dropped. */
  loadToken: number;
};

/** A field's key: its Id as text (spec 000 §3.1 Ids are numbers or guids). */
export const fieldKeyOf = (field: Pick<Field, 'Id'>) => String(field.Id);

export const staticOptionsOf = (field: Field): FieldOption[] =>
  inOrder(field.EformOptions ?? [], (o) => o.OrderBy);

export function createEntry(field: Field, groupKey: string, values: FormValues, readOnly: boolean): Entry {
  const remote = !!field.OptionRequirement;
  const options = remote && !field.OptionRequirement?.AddToList ? [] : staticOptionsOf(field);
  const loaded = loadFieldValue(field, field.MyKey === undefined ? undefined : values[field.MyKey], options);
  const snapshot: FieldSnapshot = {
    key: fieldKeyOf(field),
    field,
    kind: fieldKind(field.FieldType),
    input: loaded.input,
    value: loaded.value,
    answer: buildAnswer(field, loaded.value, { options }),
    error: undefined,
    errorCode: undefined,
    visible: true,
    width: fieldWidthOf(field),
    required: !!field.Required,
    readOnly: readOnly || !!field.IsViewModel,
    disabled: !!field.Disabled,
    placeholder: placeholderOf(field),
    options: remote ? loadingOptionList(field) : options,
    optionsStatus: remote ? 'loading' : 'static',
    optionsPage: field.OptionRequirement?.Page ?? 0,
    chosenOptions: [],
    country: loaded.country,
    upload: undefined,
    repeatable: undefined,
  };
  const entry: Entry = {
    key: snapshot.key,
    field,
    groupKey,
    snapshot,
    listeners: new Set(),
    optionRows: new Map(),
    loadToken: 0,
  };
  entry.snapshot = { ...snapshot, chosenOptions: chosenOptionsOf(entry, loaded.value) };
  return entry;
}

/** Replaces the entry's snapshot when a property changed, and tells its listeners. */
export function patchEntry(entry: Entry, patch: Partial<FieldSnapshot>): boolean {
  const current = entry.snapshot as Record<string, unknown>;
  const changed = Object.entries(patch).some(([name, value]) => !Object.is(current[name], value));
  if (!changed) return false;
  entry.snapshot = { ...entry.snapshot, ...patch };
  for (const listener of [...entry.listeners]) listener();
  return true;
}

export function subscribeEntry(entry: Entry, listener: Listener): Unsubscribe {
  entry.listeners.add(listener);
  return () => entry.listeners.delete(listener);
}
