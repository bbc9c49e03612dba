import { texts } from '@wayfare/contracts';

/**
 * What the server writes into the web app's HTML head for a public page (issue 20 §2), so that search
 * engines and link previews see the page's own title, description and picture without running script.
 */
export type PageHead = {
  /** The page's own title; ' · Wayfare' is added. */
  title: string;
  description: string;
  /** The page's path, for og:url and the canonical link. */
  path: string;
  /** A picture: an /uploads/ path (made absolute) or an https address. */
  image?: string;
  type?: 'website' | 'article';
  /** 404: the app is sent with its not-found page (an unknown or unpublished article). */
  status?: 200 | 404;
};

/** A module's public pages: the head of the page at a path, or undefined when the path is not its. */
export type PageHeadSource = (path: string) => Promise<PageHead | undefined> | PageHead | undefined;

export const SITE_NAME = 'Wayfare';
export const HOME_DESCRIPTION =
  'Wayfare: rides and shared rides across Nigeria with independent, verified drivers.';

const pageHead = (path: string, title: string, description: string): PageHead => ({
  path,
  title,
  description,
});

// spec 000 §2.1 and 001 §2: the titles and subtitles of the public pages.
const builtInHeads: Record<string, PageHead> = {
  '/': { ...pageHead('/', 'Rides across Nigeria', HOME_DESCRIPTION) },
  '/blog': pageHead('/blog', texts.blogCenterTitle, texts.blogCenterSubtitle),
  '/termsandconditions': pageHead('/termsandconditions', texts.termsTitle, texts.termsSubtitle),
  '/privacypolicy': pageHead('/privacypolicy', texts.privacyTitle, texts.termsSubtitle),
  '/about': pageHead(
    '/about',
    texts.aboutTitle,
    'Who we are: Wayfare arranges rides and shared rides with independent drivers across Nigeria.',
  ),
  '/contact': pageHead(
    '/contact',
    texts.contactTitle,
    'Write to Wayfare customer support, there for riders and drivers 24 hours a day, 7 days a week.',
  ),
};

/** The built-in heads of the public site's fixed pages; a module's source may replace one. */
export const builtInPageHeads: PageHeadSource = (path) => builtInHeads[path];

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const absolute = (siteUrl: string, address: string) =>
  address.startsWith('/') ? `${siteUrl}${address}` : address;

/** The head's tags, every value HTML-escaped. */
export function headTags(head: PageHead, siteUrl: string) {
  const url = absolute(siteUrl, head.path);
  const title = `${head.title} · ${SITE_NAME}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  return {
    title: `<title>${escapeHtml(title)}</title>`,
    tags: [
      meta('name', 'description', head.description),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:title', head.title),
      meta('property', 'og:description', head.description),
      meta('property', 'og:type', head.type ?? 'website'),
      meta('property', 'og:url', url),
      ...(head.image ? [meta('property', 'og:image', absolute(siteUrl, head.image))] : []),
      meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
    ],
  };
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

/** The app's HTML with the page's head: its title replaced, its description and previews added. */
export function withHead(html: string, head: PageHead, siteUrl: string) {
  const { title, tags } = headTags(head, siteUrl);
  const withoutOld = html.replace(DESCRIPTION, '');
  const titled = TITLE.test(withoutOld) ? withoutOld.replace(TITLE, () => title) : withoutOld;
  const added = `${TITLE.test(withoutOld) ? '' : title}${tags.join('')}`;
  return titled.replace(/<\/head>/i, () => `${added}</head>`);
}

/** The app's HTML for an address it has no page for: the app shows its not-found page; robots skip it. */
export const notFoundHtml = (html: string) =>
  html.replace(/<\/head>/i, () => '<meta name="robots" content="noindex" /></head>');
