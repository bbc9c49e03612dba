import { eformTexts, repeatableItemLabel } from '@wayfare/contracts';
import type { Field, WorkingObject } from '../definition/types.ts';
import { inOrder } from './layout.ts';

// spec 000 §3.1: repeatable group field defaults.
export const DEFAULT_ITEM_OBJECT_NAME = eformTexts.defaultItemObjectName;
export const DEFAULT_ORDER_PROPERTY = 'Order';

export const itemObjectNameOf = (field: Pick<Field, 'ItemObjectName'>) =>
  field.ItemObjectName || DEFAULT_ITEM_OBJECT_NAME;
export const orderPropertyOf = (field: Pick<Field, 'ListOrderPropertyName'>) =>
  field.ListOrderPropertyName || DEFAULT_ORDER_PROPERTY;

/** spec 000 §2.4: items are labelled '{ItemObjectName} {n}' with n starting at 1. */
export const itemLabel = (field: Pick<Field, 'ItemObjectName'>, index: number) =>
  repeatableItemLabel(itemObjectNameOf(field), index + 1);

/** spec 000 §4: up and down show only when more than one item exists. */
export const showReorderArrows = (count: number) => count > 1;

export type MoveDirection = 'up' | 'down';

/** Where an item moves to, or undefined when it cannot move that way (first up, last down). */
export function moveTarget(index: number, direction: MoveDirection, count: number): number | undefined {
  const target = direction === 'up' ? index - 1 : index + 1;
  return index >= 0 && index < count && target >= 0 && target < count ? target : undefined;
}

const orderOf = (item: WorkingObject, property: string) => {
  const order = item[property];
  return typeof order === 'number' && Number.isFinite(order) ? order : undefined;
};

/**
 * Items in their order (spec 000 §4: reordering uses the order property). Items sort by the property; when
 * some lack it or two share it, the list keeps its given order and is numbered 1, 2, 3... so that a move
 * (which swaps two orders) always changes the order. Returns copies only of the items it renumbers.
 */
export function orderedItems(items: readonly WorkingObject[], property: string): WorkingObject[] {
  const orders = items.map((item) => orderOf(item, property));
  const distinct = orders.every((order) => order !== undefined) && new Set(orders).size === orders.length;
  if (distinct)
    return items
      .map((item, i) => ({ item, order: orders[i]! }))
      .sort((a, b) => a.order - b.order)
      .map(({ item }) => item);
  return items.map((item, i) => (orders[i] === i + 1 ? item : { ...item, [property]: i + 1 }));
}

/** The order a new item gets: one more than the highest. */
export const nextOrder = (orders: readonly number[]) => (orders.length === 0 ? 1 : Math.max(...orders) + 1);

/** The item template's fields in order: the columns of a TableQuestions table (spec 000 §2.4 header row). */
export const itemTemplateFields = (field: Pick<Field, 'Eform'>): Field[] =>
  inOrder(field.Eform?.GroupFields ?? [], (group) => group.GroupOrder).flatMap((group) =>
    inOrder(group.Fields, (f) => f.FieldOrder),
  );
