import type { FastifyInstance } from 'fastify';
import { invalid } from '../errors.ts';

// In JSON text a NUL can only arrive escaped, as \u0000 after an odd number of backslashes.
const ESCAPED_NUL = /(?<!\\)(?:\\\\)*\\u0000/;

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
      done(invalid('Text may not contain the NUL character (\\u0000)'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
