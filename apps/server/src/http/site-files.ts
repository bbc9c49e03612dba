import { access } from '@wayfare/contracts';
import type { FastifyInstance } from 'fastify';
import { type AppContext, siteUrlOf } from '../app-context.ts';

/** A page of the sitemap: its path, and when it last changed when that is known. */
export type SitemapEntry = string | { path: string; lastmod?: string };

/** The public pages a search engine should know; modules add theirs (the blog's articles) here. */
export type SitemapSource = (siteUrl: string) => Promise<SitemapEntry[]> | SitemapEntry[];

// spec 000 §2.1: the content page also serves about ('About Us') and contact ('Contact Us').
const publicPages: SitemapSource = () => [
  '/',
  '/blog',
  '/privacypolicy',
  '/termsandconditions',
  '/about',
  '/contact',
];

const escapeXml = (value: string) =>
  value.replace(
    /[<>&'"]/g,
    (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`,
  );

/** A public route for search engines, with its line in the API documentation. */
const forSearchEngines = (summary: string) => ({ config: { access: access.public }, schema: { summary } });
const robotsRoute = forSearchEngines('For search engines: what not to crawl, and where the sitemap is.');
const sitemapRoute = forSearchEngines('For search engines: the public pages and the published articles.');

export function registerSiteFiles(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'config'>,
  sources: SitemapSource[] = [],
) {
  app.get('/robots.txt', robotsRoute, (request, reply) => {
    const siteUrl = siteUrlOf(request, ctx.config);
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /account/',
      'Disallow: /order/',
      'Disallow: /teacher/',
      'Disallow: /api/',
      `Sitemap: ${siteUrl}/sitemap.xml`,
      '',
    ].join('\n');
  });

  app.get('/sitemap.xml', sitemapRoute, async (request, reply) => {
    const siteUrl = siteUrlOf(request, ctx.config);
    const entries = (await Promise.all([publicPages, ...sources].map((source) => source(siteUrl)))).flat();
    const urls = entries
      .map((entry) => {
        const { path, lastmod } = typeof entry === 'string' ? { path: entry, lastmod: undefined } : entry;
        const changed = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : '';
        return `  <url><loc>${escapeXml(siteUrl + path)}</loc>${changed}</url>`;
      })
      .join('\n');
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
