import type { FastifyInstance } from 'fastify';
import { AppError, invalid } from '../errors.ts';
import { collectPropertyErrors } from '../property-errors.ts';

/** PostgreSQL cannot store the NUL character in text, so no text that carries one goes any further. */
export const NUL_REFUSED = 'Text may not contain the NUL character (\\u0000)';

const containsNul = (text: string) => text.includes('\0');

/** The first parameter (of a parsed query or path) whose name or any value has a NUL. */
function parameterWithNul(values: unknown): { name: string } | undefined {
  if (!values || typeof values !== 'object') return undefined;
  for (const [name, value] of Object.entries(values)) {
    if (containsNul(name)) return { name: '' };
    for (const item of [value].flat()) if (typeof item === 'string' && containsNul(item)) return { name };
  }
  return undefined;
}

/** Named like a schema's refusal when the parameter's name can be shown; the title says what to do. */
function nulRefusal(name: string) {
  if (!name) return invalid(NUL_REFUSED);
  const { errors, add } = collectPropertyErrors();
  add(name, `${name} may not contain the NUL character (\\u0000)`);
  return new AppError(400, NUL_REFUSED, errors);
}

/**
 * Refuses a NUL in the address (query or path parameters) of every route with a 400, before any
 * handler could pass it to the database and fail there with a 500. JSON bodies are checked as they
 * are parsed (json-body.ts); an upload form's fields are checked by their contract.
 */
export function registerNulRefusal(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // In an address a NUL can only arrive escaped.
    if (!request.raw.url?.includes('%00')) return;
    const found = parameterWithNul(request.query) ?? parameterWithNul(request.params);
    if (found) throw nulRefusal(found.name);
  });
}
