/** What a form calls each wire property it shows ({ Firstname: 'First name' }). */
export type FieldLabels = Readonly<Record<string, string>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A message about a property as a person reads it: the property's wire name that opens the message
 * ('Firstname is required', 'Stops.1.Name is required') becomes the field's label ('First name is
 * required'). The wire keeps its names, since clients rely on them; a message that does not open with
 * the name (the spec's verbatim 'Invalid Emaill Address') is left as it is.
 */
export function withFieldLabel(message: string, property: string, label: string): string {
  const last =
    property
      .split(/[.[\]]+/)
      .filter(Boolean)
      .pop() ?? property;
  for (const name of new Set([property, last])) {
    const opening = new RegExp(`^${escapeRegExp(name)}(?![\\w-])`, 'i');
    if (opening.test(message)) return message.replace(opening, label);
  }
  return message;
}

/** The label of a property: exactly, else ignoring case (the wire matches names case-insensitively). */
export function labelOf(labels: FieldLabels, property: string): string | undefined {
  if (Object.hasOwn(labels, property)) return labels[property];
  const lower = property.toLowerCase();
  const found = Object.keys(labels).find((name) => name.toLowerCase() === lower);
  return found === undefined ? undefined : labels[found];
}

/** A problem's per-property messages with the labels the form shows; properties it does not label keep theirs. */
export function labelledErrors(
  errors: Readonly<Record<string, readonly string[]>>,
  labels: FieldLabels,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(errors).map(([property, messages]) => {
      const label = labelOf(labels, property);
      return [
        property,
        messages.map((message) => (label ? withFieldLabel(message, property, label) : message)),
      ];
    }),
  );
}

/**
 * A problem's title with the same labels: each per-property message it repeats (a 400's title joins
 * them) is replaced by the labelled one; a title of its own ('This e-mail address is taken') stays.
 */
export function labelledTitle(
  title: string,
  errors: Readonly<Record<string, readonly string[]>>,
  labels: FieldLabels,
): string {
  const labelled = labelledErrors(errors, labels);
  let result = title;
  for (const [property, messages] of Object.entries(errors))
    messages.forEach((message, index) => {
      const replacement = labelled[property]?.[index];
      if (replacement !== undefined && replacement !== message)
        result = result.split(message).join(replacement);
    });
  return result;
}
