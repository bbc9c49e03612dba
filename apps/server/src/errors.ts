/**
 * The few errors a service throws. The error handler turns each into RFC 9457 problem details;
 * the message becomes the problem's title and detail, so it is written for the person who reads it.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const invalid = (message: string, errors?: Record<string, string[]>) =>
  new AppError(400, message, errors);

/** A validation failure of one property, reported like a schema failure. */
export const invalidProperty = (property: string, message: string) =>
  invalid(message, { [property]: [message] });

export const unauthorized = (message = 'Kindly sign in to continue') => new AppError(401, message);

export const forbidden = (message = 'You do not have permission to do this') => new AppError(403, message);

export const notFound = (message: string) => new AppError(404, message);

export const conflict = (message: string, errors?: Record<string, string[]>) =>
  new AppError(409, message, errors);

export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
