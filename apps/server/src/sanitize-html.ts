import sanitize from 'sanitize-html';

/**
 * HTML an administrator typed (a description), as it may be kept and shown: the library's default
 * formatting tags and links, without scripts, event handlers, styles or javascript: addresses.
 */
export const sanitizedHtml = (html: string) => sanitize(html).trim();
