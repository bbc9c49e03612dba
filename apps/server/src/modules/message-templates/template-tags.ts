import { messageTemplateTexts } from '@wayfare/contracts';
import { Mustache } from './mustache.ts';

/**
 * Whether a wording uses only `{{Placeholder}}` tags of its type. Read with mustache's own parser, so
 * what is checked is what will be rendered: unescaped values (`{{{…}}}`, `{{&…}}`), sections,
 * partials, comments and delimiter changes are refused, as are unknown names and broken tags.
 * Answers the problem to show, or undefined when the wording is fine.
 */
export function placeholderProblem(wording: string, allowed: readonly string[]): string | undefined {
  const refusal = messageTemplateTexts.onlyPlaceholders(allowed);
  let tokens: unknown[][];
  try {
    tokens = Mustache.parse(wording) as unknown[][];
  } catch {
    return refusal;
  }
  const fine = tokens.every(
    ([kind, value]) => kind === 'text' || (kind === 'name' && allowed.includes(String(value))),
  );
  return fine ? undefined : refusal;
}
