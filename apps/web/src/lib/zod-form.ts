import type { z } from 'zod';

/**
 * Validates a form with the same zod schema the server applies to the call, so the browser and the
 * API can never disagree on a rule or its message. Returns {field: first message}, as forms show it.
 */
export function zodFormValidator<T>(schema: z.ZodType) {
  return (values: T): Record<string, string> => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      if (key && !errors[key]) errors[key] = issue.message;
    }
    return errors;
  };
}

/** Puts a validation problem's per-property messages ({Property: [messages]}) on the form's fields. */
export function fieldErrorsOf(errors: Record<string, string[]>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.join(' ')]));
}
