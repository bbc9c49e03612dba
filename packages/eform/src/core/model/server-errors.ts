import { withFieldLabel } from '@wayfare/contracts';
import { type Entry, patchEntry } from './field-entry.ts';
import { isOnPage } from './form-state.ts';
import type { Core } from './model-core.ts';
import type { Repeatables } from './repeatable-controller.ts';
import type { ServerErrors, ServerErrorsResult } from './types.ts';

// RFC 9457 problem details name each property's messages by its wire name; a nested one by its path, which
// our server joins with dots ('Stops.1.Name') and other servers write with brackets ('Stops[1].Name').
const ITEM_PATH = /^([^.[\]]+)(?:\.(\d+)|\[(\d+)\])\.(.+)$/;

/** 'Stops.1.Name' and 'Stops[1].Name' → Stops, 1, Name; undefined for a key that names no item's property. */
export function splitItemPath(key: string): { property: string; index: number; rest: string } | undefined {
  const match = ITEM_PATH.exec(key);
  if (!match) return undefined;
  const [, property = '', dotted, bracketed, rest = ''] = match;
  return { property, index: Number(dotted ?? bracketed), rest };
}

/** Several messages for one property show as one text, joined as spec 000 §8 joins a 400's messages. */
const joinServerMessages = (messages: readonly string[]) => messages.join(', ');

/**
 * A person reads the field's label, not its wire name: 'ThreeLetterIsoCode must be 3 letters' under the
 * field 'Three-letter ISO code' reads 'Three-letter ISO code must be 3 letters' (issue 21).
 */
const asLabelled = (entry: Entry, message: string) =>
  entry.field.MyKey && entry.field.FieldName
    ? withFieldLabel(message, entry.field.MyKey, entry.field.FieldName)
    : message;

/** The field bound to a wire property: its MyKey exactly, else ignoring case. */
function fieldFor(core: Core, property: string): Entry | undefined {
  const bound = core.ordered.filter((entry) => entry.field.MyKey !== undefined);
  const lower = property.toLowerCase();
  return (
    bound.find((entry) => entry.field.MyKey === property) ??
    bound.find((entry) => entry.field.MyKey?.toLowerCase() === lower)
  );
}

/** Takes a server error off a field (its value changed, or the server's errors were replaced). */
export function clearServerError(entry: Entry) {
  if (entry.snapshot.errorCode === 'server') patchEntry(entry, { error: undefined, errorCode: undefined });
}

export function clearServerErrors(core: Core, repeatables: Repeatables) {
  for (const entry of core.ordered) {
    clearServerError(entry);
    if (entry.snapshot.kind === 'repeatable')
      for (const model of repeatables.models(entry)) model.clearServerErrors();
  }
}

/**
 * Shows a problem's per-property messages under the fields bound to those properties (code 'server'),
 * replacing the server errors shown before. 'Stops.1.Name' goes to the Name field of the second item of
 * the repeatable field bound to Stops. Messages no shown field can take are returned, to show in the alert.
 */
export function applyServerErrors(
  core: Core,
  repeatables: Repeatables,
  errors: ServerErrors,
): ServerErrorsResult {
  clearServerErrors(core, repeatables);
  const shown: Record<string, string> = {};
  const unmatched: Record<string, string[]> = {};
  const onFields = new Map<Entry, string[]>();
  // Per repeatable field, per item index: the item's own errors, and the wire key each came from.
  const inItems = new Map<
    Entry,
    Map<number, { errors: Record<string, string[]>; keys: Map<string, string> }>
  >();

  for (const [key, messages] of Object.entries(errors)) {
    if (messages.length === 0) continue;
    const direct = fieldFor(core, key);
    if (direct && isOnPage(direct)) {
      onFields.set(direct, [...(onFields.get(direct) ?? []), ...messages]);
      continue;
    }
    const path = splitItemPath(key);
    const holder = path && fieldFor(core, path.property);
    if (!path || !holder || !isOnPage(holder) || holder.snapshot.kind !== 'repeatable') {
      unmatched[key] = [...messages];
      continue;
    }
    const items = inItems.get(holder) ?? new Map();
    inItems.set(holder, items);
    const item = items.get(path.index) ?? { errors: {}, keys: new Map() };
    items.set(path.index, item);
    item.errors[path.rest] = [...(item.errors[path.rest] ?? []), ...messages];
    item.keys.set(path.rest, key);
  }

  for (const [entry, messages] of onFields) {
    const message = joinServerMessages(messages.map((text) => asLabelled(entry, text)));
    patchEntry(entry, { error: message, errorCode: 'server' });
    shown[entry.key] = message;
  }
  for (const [entry, items] of inItems) {
    const models = repeatables.models(entry);
    for (const [index, item] of items) {
      const model = models[index];
      if (!model) {
        for (const [rest, messages] of Object.entries(item.errors))
          unmatched[item.keys.get(rest)!] = messages;
        continue;
      }
      const result = model.setServerErrors(item.errors);
      for (const [key, message] of Object.entries(result.shown))
        shown[`${entry.key}.${index}.${key}`] = message;
      for (const [rest, messages] of Object.entries(result.unmatched))
        unmatched[item.keys.get(rest) ?? rest] = [...messages];
    }
  }
  return { shown, unmatched };
}
