import type { FastifyInstance } from 'fastify';
import { invalid, invalidProperty } from '../errors.ts';
import { NUL_REFUSED } from './nul-character.ts';

// In JSON text a NUL can only arrive escaped, as \u0000 after an odd number of backslashes.
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

// A lone surrogate can only arrive escaped too (\ud800 to \udfff); raw bytes that are not UTF-8 are
// already read as U+FFFD.
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F]/;
export const ILL_FORMED_TEXT_REFUSED =
  'Text must be valid Unicode: a lone surrogate (\\ud800 to \\udfff) is not a character';

// In a unicode-aware pattern a paired surrogate is one code point, so \p{Cs} matches lone ones only.
const LONE_SURROGATE = /\p{Cs}/u;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Whether any string or property name in a parsed body is not well-formed UTF-16. */
function hasIllFormedText(value: unknown): boolean {
  if (typeof value === 'string') return !isWellFormed(value);
  if (Array.isArray(value)) return value.some(hasIllFormedText);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, item]) => !isWellFormed(key) || hasIllFormedText(item));
  }
  return false;
}

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
 * Fastify's own JSON parser (which refuses __proto__ and constructor.prototype), plus two checks:
 * PostgreSQL cannot store the NUL character in text, nor a lone surrogate in JSON (jsonb refuses the
 * escape; text columns would silently turn it into U+FFFD), so a body carrying either is refused up
 * front with a 400 instead of failing later in the database with a 500 or storing something else.
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
      else if (!error && ESCAPED_SURROGATE.test(text) && hasIllFormedText(value)) {
        done(invalid(ILL_FORMED_TEXT_REFUSED), undefined);
      } else done(error, value);
    });
  });
}
