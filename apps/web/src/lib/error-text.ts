import { texts } from '@wayfare/contracts';

export const GENERIC_ERROR = 'Something went wrong. Kindly try again';

type ErrorBody = {
  Title?: unknown;
  title?: unknown;
  Message?: unknown;
  message?: unknown;
  errors?: unknown;
  Errors?: unknown;
};

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Every message of an errors object ({Property: [messages]}), in order. */
function validationMessages(errors: unknown): string[] {
  if (!errors || typeof errors !== 'object') return [];
  return Object.values(errors as Record<string, unknown>).flatMap((messages) =>
    Array.isArray(messages) ? messages.filter(nonEmptyString) : nonEmptyString(messages) ? [messages] : [],
  );
}

/**
 * A bare {Property: [messages]} body: only its lists are messages, so a problem's own members
 * (type, detail, instance) never pass for one.
 */
function bareValidationMessages(body: object): string[] {
  return Object.values(body).flatMap((messages) =>
    Array.isArray(messages) ? messages.filter(nonEmptyString) : [],
  );
}

/**
 * spec 000 §8: the error text is chosen in this order: the response title (with the per-field error
 * lists appended when the capitalised Title is used); the response message; status 0 means the
 * network is down; status 400 joins every validation message with commas; 404 says the URL does not
 * exist; otherwise the body text or the generic message. (401 is handled before: it signs out.)
 */
export function errorText(status: number, body: unknown): string {
  const object = body && typeof body === 'object' ? (body as ErrorBody) : undefined;
  if (object) {
    if (nonEmptyString(object.Title)) {
      const fieldMessages = validationMessages(object.Errors ?? object.errors);
      return [object.Title, ...fieldMessages].join(' ');
    }
    if (nonEmptyString(object.title)) return object.title;
    const message = object.Message ?? object.message;
    if (nonEmptyString(message)) return message;
  }
  if (status === 0) return texts.networkDown;
  if (status === 400) {
    const errors = object?.errors ?? object?.Errors;
    const messages = errors ? validationMessages(errors) : object ? bareValidationMessages(object) : [];
    if (messages.length > 0) return messages.join(', ');
  }
  if (status === 404) return texts.urlDoesNotExist;
  if (nonEmptyString(body)) return body;
  return GENERIC_ERROR;
}
