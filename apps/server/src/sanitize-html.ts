import { EMBED_FRAME_HOSTS, EMBED_SANDBOX, isAllowedEmbed } from '@wayfare/contracts';
import sanitize from 'sanitize-html';

/**
 * Rich text an administrator typed (a description, a message template), as it may be kept and shown:
 * ordinary formatting (the rich-text editor's colours, alignment and emphasis), links and pictures.
 * Scripts, other styles, frames, event handlers and javascript: addresses go.
 */
export const sanitizedHtml = (html: string) =>
  sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'span', 'u', 's'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      '*': ['style'],
    },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,6}$/i, /^rgb\(\s*\d+\s*,\s*\d+\s*,\s*\d+\s*\)$/],
        'text-align': [/^(left|right|center|justify)$/],
        'font-weight': [/^(bold|normal|\d{3})$/],
        'font-style': [/^(italic|normal)$/],
        'text-decoration': [/^(underline|line-through|none)$/],
      },
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: { a: withPlainAddress('href'), img: withPlainAddress('src') },
  }).trim();

/**
 * An address that starts with a quote or a backtick ('`javascript:…`', old Internet Explorer's
 * quoting) slips past the scheme check as a "relative" address: it goes. A plain address starts with a
 * letter, a digit, '/', '#', '.', '?', or '{' (a message template's {{Link}}).
 */
const withPlainAddress =
  (attribute: string) =>
  (tagName: string, attribs: sanitize.Attributes): sanitize.Tag => {
    const value = attribs[attribute];
    if (value === undefined || /^\s*[\p{L}\p{N}/#.?{]/u.test(value)) return { tagName, attribs };
    const { [attribute]: _dropped, ...kept } = attribs;
    return { tagName, attribs: kept };
  };

/**
 * An Embedded_Content block as it may be kept: only iframes whose address is on the allow-list,
 * sandboxed, with their size and title; anything else (other tags, other hosts, handlers) goes.
 */
export const sanitizedEmbed = (html: string) =>
  sanitize(html, {
    allowedTags: ['iframe'],
    allowedAttributes: {
      iframe: [
        'src',
        'width',
        'height',
        'title',
        'allow',
        'allowfullscreen',
        'loading',
        'sandbox',
        'referrerpolicy',
      ],
    },
    allowedSchemes: ['https'],
    allowedSchemesByTag: { iframe: ['https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: EMBED_FRAME_HOSTS,
    allowIframeRelativeUrls: false,
    exclusiveFilter: (frame) => frame.tag === 'iframe' && !isAllowedEmbed(frame.attribs.src ?? ''),
    transformTags: {
      iframe: (tagName, attribs) => ({
        tagName,
        attribs: {
          ...attribs,
          sandbox: EMBED_SANDBOX,
          referrerpolicy: 'strict-origin-when-cross-origin',
          loading: 'lazy',
          ...(attribs.allow ? { allow: allowedFeatures(attribs.allow) } : {}),
        },
      }),
    },
  }).trim();

// The player features a frame may ask for; anything else it names is dropped.
const FRAME_FEATURES = new Set([
  'accelerometer',
  'autoplay',
  'clipboard-write',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'picture-in-picture',
  'web-share',
]);
const allowedFeatures = (allow: string) =>
  allow
    .split(';')
    .map((feature) => feature.trim())
    .filter((feature) => FRAME_FEATURES.has(feature))
    .join('; ');
