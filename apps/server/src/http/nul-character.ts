import type { FastifyInstance } from 'fastify';
import { invalid } from './errors.ts';

/** PostgreSQL cannot store the NUL character in text, so no text that carries one goes any further. */
export const NUL_REFUSED = 'Text may not contain the NUL character (\\u0000)';

export const containsNul = (text: string) => text.includes('\0');

/** Whether any string in a parsed query or path parameters (a value, a repeated value, a name) has a NUL. */
function anyTextHasNul(values: unknown): boolean {
  if (!values || typeof values !== 'object') return false;
  for (const [name, value] of Object.entries(values)) {
    if (containsNul(name)) return true;
    for (const item of [value].flat()) if (typeof item === 'string' && containsNul(item)) return true;
  }
  return false;
}

/**
 * Refuses a NUL in the address (query or path parameters) of every route with a 400, before any
 * handler could pass it to the database and fail there with a 500. JSON bodies are checked as they
 * are parsed (json-body.ts), and upload forms as they are read (files/upload-form.ts).
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (!request.raw.url?.includes('%00')) return;
    if (anyTextHasNul(request.query) || anyTextHasNul(request.params)) throw invalid(NUL_REFUSED);
  });
}
