import sanitizeHtml from 'sanitize-html';
import { Mustache } from './mustache.ts';

type Values = Record<string, string>;

/** A subject or SMS is plain text: values go in as they are. */
const plain = { escape: (value: unknown) => String(value) };

export const renderPlain = (wording: string, values: Values) => Mustache.render(wording, values, {}, plain);

/** The HTML body: every value HTML-escaped (mustache's default), so a name cannot add markup. */
export const renderHtml = (wording: string, values: Values) => Mustache.render(wording, values);

// sanitize-html writes text back with these five escaped; nothing else is left encoded.
const entities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};

/**
 * The plain-text part of an HTML e-mail (for mail programs that show no HTML, and for the outbox's
 * listing): paragraphs and line breaks become new lines, tags go, entities are decoded.
 */
export function plainTextOf(html: string) {
  const withBreaks = html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote)>/gi, '$&\n');
  const text = sanitizeHtml(withBreaks, { allowedTags: [], allowedAttributes: {} });
  return text
    .replace(/&(lt|gt|quot|#39|amp);/g, (entity) => entities[entity]!)
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}
