import { type Blog, blogTexts, PageType, type PageTypeId, type PublishedBlogRow } from '@wayfare/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { keywordMatch, type Page, pageOf } from '../../db/list-query.ts';
import { notFound } from '../../errors.ts';
import { sanitizedHtml } from '../../sanitize-html.ts';
import { servedContent } from './blog-content.ts';
import { type BlogRecord, toBlog, toPublishedRow } from './blog-view.ts';
import { blogs } from './blogs.table.ts';

/**
 * GetPublishedBlogs: published pages of one kind (Articles unless asked otherwise), the keyword in the
 * name, the tags or the summary's text; newest article date first. Drafts are never here.
 */
export async function listPublishedBlogs(
  db: Db,
  query: { keyword?: string | undefined; page: number; pageSize: number; pageType?: PageTypeId | undefined },
): Promise<Page<PublishedBlogRow>> {
  const where = and(
    eq(blogs.publish, true),
    eq(blogs.pageType, query.pageType ?? PageType.Article),
    keywordMatch([blogs.name, blogs.tags, blogs.summaryText], query.keyword),
  );
  const select = db
    .select()
    .from(blogs)
    .where(where)
    .orderBy(sql`${blogs.articleDate} desc nulls last`, desc(blogs.id));
  const page = await pageOf(db, { select, from: blogs, where, page: query.page, pageSize: query.pageSize });
  // Sanitised again as it is served, as a whole article is (findPublishedBlog).
  const rows = page.rows.map((row) => toPublishedRow({ ...row, summary: sanitizedHtml(row.summary) }));
  return { rows, total: page.total };
}

/** The published page at a url, or undefined: a draft or an unknown url is not there. */
export async function publishedBlogAt(db: Db, url: string): Promise<BlogRecord | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.url, url.toLowerCase()), eq(blogs.publish, true)));
  return row;
}

/**
 * GetPublishedBlog: the whole published article; a draft or an unknown url is a 404. Its HTML sanitised
 * again as it is served (`servedContent`): the server draws it as served (issue 20 §5).
 */
export async function findPublishedBlog(db: Db, url: string): Promise<Blog> {
  const row = await publishedBlogAt(db, url);
  if (!row) throw notFound(blogTexts.noPublishedBlog);
  return toBlog({ ...row, ...servedContent(row) });
}

/** The newest published page of a kind (the About or Contact page that replaces the built-in text). */
export async function newestPublishedPage(db: Db, pageType: PageTypeId): Promise<BlogRecord | undefined> {
  const [row] = await db
    .select()
    .from(blogs)
    .where(and(eq(blogs.publish, true), eq(blogs.pageType, pageType)))
    .orderBy(desc(blogs.updatedAt))
    .limit(1);
  return row;
}

/** The sitemap's articles: every published Article, with when it last changed. */
export async function publishedArticleAddresses(db: Db) {
  const rows = await db
    .select({ url: blogs.url, updatedAt: blogs.updatedAt })
    .from(blogs)
    .where(and(eq(blogs.publish, true), eq(blogs.pageType, PageType.Article)))
    .orderBy(desc(blogs.updatedAt))
    .limit(50_000);
  return rows.map((row) => ({
    path: `/article/${encodeURIComponent(row.url)}`,
    lastmod: row.updatedAt.toISOString(),
  }));
}
