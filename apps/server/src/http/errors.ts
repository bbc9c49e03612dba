/**
 * The few errors a service throws. The error handler turns each into RFC 9457 problem details;
 * their messages are written for the person who will read them.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const invalid = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, 'Invalid request', message, errors);

/** A validation failure of one property, reported like a schema failure. */
export const invalidProperty = (property: string, message: string) =>
  invalid(message, { [property]: [message] });

export const unauthorized = (message = 'Kindly sign in to continue') =>
  new AppError(401, 'Unauthorized', message);

export const forbidden = (message = 'You do not have permission to do this') =>
  new AppError(403, 'Forbidden', message);

export const notFound = (message: string) => new AppError(404, 'Not Found', message);

export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError(409, 'Conflict', message, errors);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'Too Many Requests', message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
