import sanitize from 'sanitize-html';

/**
 * Rich text an administrator typed (a description, a message template), as it may be kept and shown:
 * the library's default formatting tags, links and pictures, without scripts, event handlers, styles,
 * frames or javascript: addresses.
 */
export const sanitizedHtml = (html: string) =>
  sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img'],
    allowedSchemes: ['http', 'https', 'mailto'],
  }).trim();
