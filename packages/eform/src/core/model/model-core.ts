import { fieldKind } from '../definition/field-type.ts';
import type { Form, FormValues } from '../definition/types.ts';
import { buildDependencyIndex, type DependencyIndex, shownFieldKeys } from '../rules/dependent-fields.ts';
import { inOrder } from '../rules/layout.ts';
import { keepPosition } from '../rules/navigation.ts';
import { saveModeOf } from '../rules/save-mode.ts';
import { createEntry, type Entry, fieldKeyOf, patchEntry } from './field-entry.ts';
import { formSnapshotOf, groupPages, type Navigation, type OrderedGroup } from './form-state.ts';
import type { FieldId, FormModelOptions, FormSnapshot, Listener } from './types.ts';

/** The state a form model's parts share. Only the model's own modules see it. */
export type ModelCore = {
  readonly definition: Form;
  readonly options: FormModelOptions;
  readonly entries: ReadonlyMap<string, Entry>;
  readonly ordered: readonly Entry[];
  readonly groups: readonly OrderedGroup[];
  /** The edited object: its original properties and every bound value. */
  readonly values: Map<string, unknown>;
  readonly formListeners: Set<Listener>;
  readonly valueListeners: Set<Listener>;
  navigation: Navigation;
  snapshot: FormSnapshot;
  succeeded: boolean;
  disposed: boolean;
  entry(fieldId: FieldId): Entry;
};

const chosenIds = (entry: Entry): ReadonlySet<string> => {
  const { kind, value } = entry.snapshot;
  if (kind === 'choice') return new Set(value === undefined ? [] : [String(value)]);
  if (kind === 'multiChoice' && Array.isArray(value)) return new Set(value.map(String));
  // A single check box chooses its option 'true' when ticked and 'false' when not (a driver's licence
  // fields show while IsDriver is ticked).
  if (kind === 'boolean') return new Set([String(value === true)]);
  return new Set();
};

export type Core = ModelCore & { readonly dependencies: DependencyIndex };

export function createModelCore(definition: Form, options: FormModelOptions): Core {
  const values = new Map<string, unknown>(Object.entries(options.values ?? {}));
  const initial: FormValues = options.values ?? {};
  const groups: OrderedGroup[] = inOrder(definition.GroupFields, (g) => g.GroupOrder).map((group, g) => {
    const key = String(group.Id ?? g);
    const fields = inOrder(group.Fields, (f) => f.FieldOrder);
    return {
      key,
      group,
      entries: fields.map((field) => createEntry(field, key, initial, !!options.readOnly)),
    };
  });
  const ordered = groups.flatMap((group) => group.entries);
  const entries = new Map(ordered.map((entry) => [entry.key, entry]));
  for (const entry of ordered) {
    const { MyKey } = entry.field;
    if (MyKey !== undefined && entry.snapshot.value !== undefined) values.set(MyKey, entry.snapshot.value);
  }
  const dependencies = buildDependencyIndex(ordered.map(({ key, field }) => ({ key, field })));
  const core = {
    definition,
    options,
    entries,
    ordered,
    groups,
    values,
    formListeners: new Set<Listener>(),
    valueListeners: new Set<Listener>(),
    navigation: { activeGroupIndex: 0, activeQuestionKey: undefined },
    snapshot: undefined as unknown as FormSnapshot,
    succeeded: false,
    disposed: false,
    dependencies,
    entry(fieldId: FieldId) {
      const entry = entries.get(String(fieldId));
      if (!entry) throw new Error(`The form has no field with Id ${fieldId}`);
      return entry;
    },
  };
  return core;
}

/** Whether an entry's choice can show or hide other fields. */
export const listsDependents = (entry: Entry) => {
  const kind = fieldKind(entry.field.FieldType);
  return (
    (kind === 'choice' || kind === 'multiChoice' || kind === 'boolean') &&
    (entry.field.EformOptions ?? []).some((o) => o.DependentFields?.length)
  );
};

/** Recomputes the form snapshot; tells form listeners when it changed. */
export function refreshForm(core: ModelCore) {
  const previous = core.snapshot as FormSnapshot | undefined;
  core.snapshot = formSnapshotOf(
    {
      definition: core.definition,
      groups: core.groups,
      navigation: core.navigation,
      saveMode: saveModeOf(core.values.get('Id')),
      readOnly: !!core.options.readOnly,
      succeeded: core.succeeded,
    },
    previous,
  );
  if (core.snapshot !== previous) for (const listener of [...core.formListeners]) listener();
}

/**
 * spec 000 §4: recomputes which dependent fields show. When the active question or group lost its fields, the
 * nearest earlier one becomes active.
 */
export function refreshVisibility(core: Core) {
  const shown = shownFieldKeys(core.ordered, core.dependencies, (key) => chosenIds(core.entry(key)));
  let changed = false;
  for (const entry of core.ordered) changed = patchEntry(entry, { visible: shown.has(entry.key) }) || changed;
  if (!changed && core.snapshot) return;
  const before = core.snapshot?.questionKeys ?? [];
  refreshForm(core);
  const questions = core.snapshot.questionKeys;
  const pages = groupPages(core.snapshot.groups);
  const activeQuestionKey = questions[keepPosition(questions, core.navigation.activeQuestionKey, before)];
  const activeGroupIndex = pages.includes(core.navigation.activeGroupIndex)
    ? core.navigation.activeGroupIndex
    : ([...pages].reverse().find((page) => page < core.navigation.activeGroupIndex) ?? pages[0] ?? 0);
  core.navigation = { activeGroupIndex, activeQuestionKey };
  refreshForm(core);
}

export { fieldKeyOf };
