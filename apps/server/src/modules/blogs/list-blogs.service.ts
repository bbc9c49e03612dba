import {
  type BLOG_SORTS,
  type Blog,
  type BlogListRow,
  blogTexts,
  pageTypeNames,
  type Sorting,
} from '@wayfare/contracts';
import { desc, eq, getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { byName, keywordMatch, type Page, pageOf, sortedBy } from '../../db/list-query.ts';
import { notFound } from '../../errors.ts';
import { toBlog, toListRow } from './blog-view.ts';
import { blogs } from './blogs.table.ts';

// The list leaves out what may be large: the summary and the rows.
const {
  summary: _summary,
  summaryText: _summaryText,
  contents: _contents,
  ...listColumns
} = getTableColumns(blogs);

/**
 * GetBlogs: drafts and published alike, the keyword in the name or the tags; the newest first unless
 * sorted otherwise (a blog has tens of articles: no index is needed to sort them).
 */
export async function listBlogs(
  db: Db,
  query: { keyword?: string | undefined; page: number; pageSize: number } & Partial<
    Sorting<(typeof BLOG_SORTS)[number]>
  >,
): Promise<Page<BlogListRow>> {
  const where = keywordMatch([blogs.name, blogs.tags], query.keyword);
  const order = sortedBy(query, {
    columns: { Name: byName(blogs.name), ArticleDate: blogs.articleDate, Publish: blogs.publish },
    tieBreaker: blogs.id,
    byDefault: [desc(blogs.id)],
  });
  const select = db
    .select(listColumns)
    .from(blogs)
    .where(where)
    .orderBy(...order);
  const page = await pageOf(db, { select, from: blogs, where, page: query.page, pageSize: query.pageSize });
  return { rows: page.rows.map(toListRow), total: page.total };
}

/** GetBlogById: the whole article, draft or published. */
export async function findBlog(db: Db, id: number): Promise<Blog> {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row) throw notFound(blogTexts.noBlog(id));
  return toBlog(row);
}

/** GetPageTypes: Home 1, About 2, Contact 3, Blog 4, Article 5. */
export const pageTypeList = (): Page<{ Id: number; Name: string }> => {
  const rows = Object.entries(pageTypeNames).map(([id, name]) => ({ Id: Number(id), Name: name }));
  return { rows, total: rows.length };
};
