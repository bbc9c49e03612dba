import { type FieldSnapshot, type FormModel, fieldKeyOf } from '@wayfare/eform/core';

// Stand-in for the form engine core's model.setServerErrors (branch eform), until it lands: a model
// whose field snapshots also carry the server's messages, built on the model's public API.

/** A problem's per-property messages, keyed by the property (a field's MyKey). */
export type ServerErrors = Record<string, readonly string[] | string>;

export type ServerErrorsModel = FormModel & {
  /** Shows each message under the field bound to its property; returns the ones no field is bound to. */
  setServerErrors(errors: ServerErrors): ServerErrors;
};

type Shown = { message: string; base: FieldSnapshot; view: FieldSnapshot };

/**
 * Wraps a model so a server refusal ({ Name: ['A country named Ghana already exists'] }) shows under
 * the field it concerns, until that field is answered again (or the next save's errors replace it).
 */
export function withServerErrors(model: FormModel): ServerErrorsModel {
  const fieldKeys = new Map<string, string>();
  for (const group of model.definition.GroupFields) {
    for (const field of group.Fields) if (field.MyKey) fieldKeys.set(field.MyKey, fieldKeyOf(field));
  }
  const shown = new Map<string, Shown>();
  const listeners = new Map<string, Set<() => void>>();
  const tell = (key: string) => {
    for (const listener of [...(listeners.get(key) ?? [])]) listener();
  };

  const getFieldSnapshot = (fieldId: string | number) => {
    const key = String(fieldId);
    const base = model.getFieldSnapshot(fieldId);
    const entry = shown.get(key);
    if (!entry) return base;
    if (entry.base === base) return entry.view;
    // The person changed the field: the server's message was about the old value.
    if (base.input !== entry.base.input) {
      shown.delete(key);
      return base;
    }
    const view = { ...base, error: base.error ?? entry.message };
    shown.set(key, { ...entry, base, view });
    return view;
  };

  return {
    ...model,
    getFieldSnapshot,
    subscribeField(fieldId, listener) {
      const key = String(fieldId);
      const own = listeners.get(key) ?? new Set();
      listeners.set(key, own.add(listener));
      const unsubscribe = model.subscribeField(fieldId, listener);
      return () => {
        own.delete(listener);
        unsubscribe();
      };
    },
    setServerErrors(errors) {
      const cleared = [...shown.keys()];
      shown.clear();
      const unmatched: ServerErrors = {};
      for (const [property, messages] of Object.entries(errors)) {
        const key = fieldKeys.get(property);
        const message = (typeof messages === 'string' ? [messages] : messages).join(' ');
        if (key === undefined || !message) {
          unmatched[property] = messages;
          continue;
        }
        const base = model.getFieldSnapshot(key);
        shown.set(key, { message, base, view: { ...base, error: message } });
      }
      for (const key of new Set([...cleared, ...shown.keys()])) tell(key);
      return unmatched;
    },
  };
}
