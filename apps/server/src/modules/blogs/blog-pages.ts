import { blogLimits, PageType, type PageTypeId } from '@wayfare/contracts';
import type { Db } from '../../db/database.ts';
import type { PageHead, PageHeadSource } from '../../http/page-heads.ts';
import type { SitemapSource } from '../../http/site-files.ts';
import type { BlogRecord } from './blog-view.ts';
import {
  newestPublishedPage,
  publishedArticleAddresses,
  publishedBlogAt,
} from './published-blogs.service.ts';

const ARTICLE_PATH = /^\/article\/([^/]+)$/;

const headOf = (row: BlogRecord, path: string): PageHead => ({
  title: row.name,
  description: row.seos,
  path,
  ...(row.picture ? { image: row.picture } : {}),
  type: 'article',
});

/** The url in /article/{url}, or undefined when it cannot be one (bad escapes, too long). */
function articleUrlOf(path: string) {
  const encoded = ARTICLE_PATH.exec(path)?.[1];
  if (encoded === undefined) return undefined;
  try {
    const url = decodeURIComponent(encoded);
    return url.length <= blogLimits.url ? url : '';
  } catch {
    return '';
  }
}

// issue 20 §3: a published About or Contact page replaces the built-in text, and its title.
const replaceablePages: Record<string, PageTypeId> = {
  '/about': PageType.About,
  '/contact': PageType.Contact,
};

/**
 * issue 20 §2: /article/{url} carries the article's title, SEOs and picture; an unknown or unpublished
 * one is a 404. /about and /contact carry their published page's, when there is one.
 */
export const blogPageHeads =
  (db: Db): PageHeadSource =>
  async (path) => {
    const url = articleUrlOf(path);
    if (url !== undefined) {
      const row = url === '' ? undefined : await publishedBlogAt(db, url);
      return row ? headOf(row, `/article/${encodeURIComponent(row.url)}`) : { ...notFound(path) };
    }
    const pageType = replaceablePages[path];
    if (pageType === undefined) return undefined;
    const page = await newestPublishedPage(db, pageType);
    return page ? { ...headOf(page, path), type: 'website' } : undefined;
  };

const notFound = (path: string): PageHead => ({ title: '', description: '', path, status: 404 });

/** issue 20 §2: the sitemap lists every published article, with when it last changed. */
export const blogSitemap =
  (db: Db): SitemapSource =>
  () =>
    publishedArticleAddresses(db);
