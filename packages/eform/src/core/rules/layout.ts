import { enterField } from '@wayfare/contracts';
import type { Field, Group } from '../definition/types.ts';

// spec 000 §9: default field width 4 and group width 12, in columns of 12.
export const DEFAULT_FIELD_WIDTH = 4;
export const DEFAULT_GROUP_WIDTH = 12;

export const fieldWidthOf = (field: Pick<Field, 'PageWidth'>) => field.PageWidth ?? DEFAULT_FIELD_WIDTH;
export const groupWidthOf = (group: Pick<Group, 'GroupPageWidth'>) =>
  group.GroupPageWidth ?? DEFAULT_GROUP_WIDTH;

/** spec 000 §3.1: a PageWidth of 0 hides the field (its value is still bound). */
export const isHiddenByWidth = (field: Pick<Field, 'PageWidth'>) => fieldWidthOf(field) === 0;

/** spec 000 §5: the placeholder default is 'Enter {field name}'. */
export const placeholderOf = (field: Pick<Field, 'PlaceHolder' | 'FieldName'>) =>
  field.PlaceHolder || enterField(field.FieldName);

/** Fields and groups in their GroupOrder / FieldOrder; those without an order keep their place. */
export function inOrder<T>(items: readonly T[], orderOf: (item: T) => number | undefined): T[] {
  return items
    .map((item, index) => ({ item, index, order: orderOf(item) ?? index }))
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ item }) => item);
}
