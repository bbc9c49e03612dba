/** Messages per property, as a problem's `errors` lists them. */
export type PropertyErrors = Record<string, string[]>;

/**
 * Collects messages per property name. The names come from the request (a body's unknown keys, a
 * form's fields), so they may be `constructor`, `toString` or `__proto__`: the collection has no
 * prototype, so such a name is just another key and never reaches an inherited method.
 */
export function collectPropertyErrors() {
  const errors: PropertyErrors = Object.create(null);
  return {
    errors,
    add(property: string, message: string) {
      const messages = Object.hasOwn(errors, property) ? errors[property]! : [];
      if (!messages.includes(message)) messages.push(message);
      // defineProperty, not assignment: assigning `__proto__` would not make an own key.
      Object.defineProperty(errors, property, { value: messages, enumerable: true, writable: true });
    },
    get isEmpty() {
      return Object.keys(errors).length === 0;
    },
  };
}
