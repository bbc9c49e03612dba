import { type FieldLabels, labelledErrors, withFieldLabel } from '@wayfare/contracts';
import type { z } from 'zod';

/**
 * Validates a form with the same zod schema the server applies to the call, so the browser and the
 * API can never disagree on a rule or its message. Returns {field: first message}, as forms show it,
 * each message naming its field by the label the form shows (`labels`), never by its wire name.
 */
export function zodFormValidator<T>(schema: z.ZodType, labels: FieldLabels = {}) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (!key || errors[key]) continue;
      const label = labels[key];
      errors[key] = label ? withFieldLabel(issue.message, key, label) : issue.message;
    }
    return errors;
  };
}

/** Puts a validation problem's per-property messages ({Property: [messages]}) on the form's fields, labelled. */
export function fieldErrorsOf(
  errors: Record<string, string[]>,
  labels: FieldLabels = {},
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labelledErrors(errors, labels)).map(([field, messages]) => [field, messages.join(' ')]),
  );
}
