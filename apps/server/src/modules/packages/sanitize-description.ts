import sanitizeHtml from 'sanitize-html';

/**
 * A package's Description is rich text shown to drivers: formatting and links stay, scripts, event
 * handlers, styles and frames go (sanitize-html's defaults allow no script or on* attribute).
 */
export const sanitizeDescription = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
    allowedSchemes: ['http', 'https', 'mailto'],
  }).trim();
