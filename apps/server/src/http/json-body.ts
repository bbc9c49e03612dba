import type { FastifyInstance } from 'fastify';
import { invalid, invalidProperty } from '../errors.ts';
import { NUL_REFUSED } from './nul-character.ts';

// In JSON text a NUL can only arrive escaped, as \u0000 after an odd number of backslashes.
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

function isValidJson(text: string) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Valid JSON that Fastify's parser refused has a `__proto__` key, or a `constructor` holding a
 * `prototype`: said in words, against that property, like any other property the call does not have.
 */
function pollutingPropertyError(text: string) {
  const property = text.includes('__proto__') || !text.includes('constructor') ? '__proto__' : 'constructor';
  return invalidProperty(property, `${property} is not a property of this request`);
}

/**
 * Fastify's own JSON parser (which refuses __proto__ and constructor.prototype), plus one check:
 * PostgreSQL cannot store the NUL character in text, so a body carrying one is refused up front
 * with a 400 instead of failing later in the database with a 500.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.includes('\\u0000') && ESCAPED_NUL.test(text)) {
      done(invalid(NUL_REFUSED), undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Parsing again only on the failure path, to tell a polluting key from broken JSON.
      if (error && isValidJson(text)) done(pollutingPropertyError(text), undefined);
      else done(error, value);
    });
  });
}
