import type { Field, Form, FormValues, WorkingObject } from '../definition/types.ts';
import {
  itemLabel,
  type MoveDirection,
  moveTarget,
  nextOrder,
  orderedItems,
  orderPropertyOf,
  showReorderArrows,
} from '../rules/repeatable-items.ts';
import { notifyValues } from './answering.ts';
import { type Entry, patchEntry } from './field-entry.ts';
import type { Core } from './model-core.ts';
import { clearServerError } from './server-errors.ts';
import type {
  FormModel,
  FormModelOptions,
  RepeatableItem,
  RepeatableSnapshot,
  Unsubscribe,
} from './types.ts';

const fixedList = (field: Field) => !field.CanAdd && !field.CanDelete;

/**
 * '{ItemObjectName} {n}'; the rows of a fixed list (nothing added or deleted: the Roles Center's one row
 * per endpoint) are headed by their PropertyForNameOfItem instead, which names them in prompts too. An
 * editable list keeps the numbers: its names change as they are typed.
 */
const labelOf = (field: Field, model: FormModel, index: number) => {
  const name =
    fixedList(field) && field.PropertyForNameOfItem && model.getValues()[field.PropertyForNameOfItem];
  return typeof name === 'string' && name ? name : itemLabel(field, index);
};

export type CreateItemModel = (template: Form, options: FormModelOptions) => FormModel;
type ItemRecord = { key: string; order: number; model: FormModel; unsubscribe: Unsubscribe };
type Repeatable = { records: ItemRecord[]; activeKey: string | undefined; created: number };

/**
 * spec 000 §3.1, §4: repeatable groups (CollapsibleQuestions 26, TableQuestions 31). Each item is a form
 * model of its own over the template Eform.GroupFields, editing one WorkingObjs entry, so typing in an item
 * touches only that item's fields, and adding an item costs one small model.
 */
export function createRepeatables(core: Core, createItemModel: CreateItemModel) {
  const states = new Map<string, Repeatable>();

  const publish = (entry: Entry, state: Repeatable) => {
    const previous = entry.snapshot.repeatable?.items ?? [];
    const count = state.records.length;
    const items = state.records.map((record, index): RepeatableItem => {
      const item = {
        key: record.key,
        index,
        label: labelOf(entry.field, record.model, index),
        open: record.key === state.activeKey,
        isFirst: index === 0,
        isLast: index === count - 1,
        model: record.model,
      };
      const before = previous[index];
      const same =
        before && (Object.keys(item) as (keyof RepeatableItem)[]).every((k) => before[k] === item[k]);
      return same ? before : item;
    });
    const editable = !entry.snapshot.readOnly;
    const repeatable: RepeatableSnapshot = {
      items,
      activeKey: state.activeKey,
      canAdd: editable && !!entry.field.CanAdd,
      canDelete: editable && !!entry.field.CanDelete,
      // A fixed list (no adding, no deleting) keeps its order.
      showReorder: editable && !fixedList(entry.field) && showReorderArrows(count),
    };
    patchEntry(entry, { repeatable });
  };

  const addRecord = (entry: Entry, state: Repeatable, item: WorkingObject, order: number) => {
    const key = `${entry.key}-${++state.created}`;
    const onAnswer = core.options.onAnswer;
    const model = createItemModel(entry.field.Eform ?? { GroupFields: [] }, {
      ...core.options,
      readOnly: entry.snapshot.readOnly,
      values: item,
      onAnswer:
        onAnswer &&
        ((answer, event) => onAnswer(answer, { ...event, item: { fieldKey: entry.key, itemKey: key } })),
    });
    const unsubscribe = model.subscribeValues(() => notifyValues(core));
    state.records.push({ key, order, model, unsubscribe });
    return key;
  };

  const stateOf = (entry: Entry) => {
    const state = states.get(entry.key);
    if (!state) throw new Error(`${entry.field.FieldName} is not a repeatable group`);
    return state;
  };
  const at = (state: Repeatable, itemKey: string) =>
    state.records.findIndex((record) => record.key === itemKey);

  return {
    /** Builds the items from values[MyKey] (else WorkingObjs), replacing any items the field had. */
    init(entry: Entry) {
      for (const record of states.get(entry.key)?.records ?? []) {
        record.unsubscribe();
        record.model.dispose();
      }
      const property = orderPropertyOf(entry.field);
      const stored = entry.field.MyKey === undefined ? undefined : core.values.get(entry.field.MyKey);
      const source = (Array.isArray(stored) ? stored : (entry.field.WorkingObjs ?? [])) as WorkingObject[];
      const state: Repeatable = { records: [], activeKey: undefined, created: 0 };
      for (const item of orderedItems(source, property))
        addRecord(entry, state, item, item[property] as number);
      states.set(entry.key, state);
      publish(entry, state);
    },
    /** spec 000 §4: adds an item when CanAdd; the new one becomes active. Returns its key. */
    add(entry: Entry) {
      const state = stateOf(entry);
      if (!entry.field.CanAdd || entry.snapshot.readOnly) return undefined;
      const order = nextOrder(state.records.map((record) => record.order));
      const key = addRecord(entry, state, { [orderPropertyOf(entry.field)]: order }, order);
      state.activeKey = key;
      clearServerError(entry);
      publish(entry, state);
      notifyValues(core);
      return key;
    },
    /** spec 000 §4: deletes when CanDelete, after the field's DeleteFunction or the confirmDelete option agree. */
    async remove(entry: Entry, itemKey: string) {
      const state = stateOf(entry);
      const index = at(state, itemKey);
      if (!entry.field.CanDelete || entry.snapshot.readOnly || index < 0) return false;
      const item = state.records[index]!.model.getValues() as WorkingObject;
      const confirm = entry.field.DeleteFunction
        ? entry.field.DeleteFunction(item, index)
        : (core.options.confirmDelete?.(item, entry.field) ?? true);
      if (!(await confirm)) return false;
      const now = at(state, itemKey);
      if (now < 0) return false;
      const [removed] = state.records.splice(now, 1);
      removed!.unsubscribe();
      removed!.model.dispose();
      if (state.activeKey === itemKey) state.activeKey = undefined;
      clearServerError(entry);
      publish(entry, state);
      notifyValues(core);
      return true;
    },
    /** spec 000 §4: moves an item up or down by swapping its order property with its neighbour's. */
    move(entry: Entry, itemKey: string, direction: MoveDirection) {
      const state = stateOf(entry);
      const index = at(state, itemKey);
      const target = moveTarget(index, direction, state.records.length);
      if (target === undefined || entry.snapshot.readOnly) return false;
      const property = orderPropertyOf(entry.field);
      const a = state.records[index]!;
      const b = state.records[target]!;
      [a.order, b.order] = [b.order, a.order];
      a.model.setValues({ [property]: a.order });
      b.model.setValues({ [property]: b.order });
      state.records[index] = b;
      state.records[target] = a;
      clearServerError(entry);
      publish(entry, state);
      return true;
    },
    /** spec 000 §4: one item open at a time; opening the open one closes it. */
    toggle(entry: Entry, itemKey: string) {
      const state = stateOf(entry);
      state.activeKey = state.activeKey === itemKey || at(state, itemKey) < 0 ? undefined : itemKey;
      publish(entry, state);
    },
    values(entry: Entry): FormValues[] {
      return stateOf(entry).records.map((record) => record.model.getValues());
    },
    models(entry: Entry): FormModel[] {
      return stateOf(entry).records.map((record) => record.model);
    },
    dispose() {
      for (const state of states.values())
        for (const record of state.records) {
          record.unsubscribe();
          record.model.dispose();
        }
    },
  };
}

export type Repeatables = ReturnType<typeof createRepeatables>;
