import { type BlogRow, blogTexts, type PageTypeId } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { keptRows, keptSummary } from './blog-content.ts';
import { uniqueUrl } from './blog-url.ts';
import { toLoggedBlog } from './blog-view.ts';
import { blogs } from './blogs.table.ts';

/** The administrator making a change, for the activity log. */
export type By = { by: string };

export type BlogInput = {
  Name: string;
  Picture: string;
  PageType: PageTypeId;
  ArticleDate: string | null;
  SEOs: string;
  Tags: string;
  Summary: string;
  ContentsJson: BlogRow[];
};

const toColumns = (input: BlogInput) => ({
  name: input.Name,
  picture: input.Picture,
  pageType: input.PageType,
  articleDate: input.ArticleDate,
  seos: input.SEOs,
  tags: input.Tags,
  ...keptSummary(input.Summary),
  contents: keptRows(input.ContentsJson),
});

/** CreateBlog: a draft, its url made from its name. */
export function createBlog(db: Db, input: BlogInput & By): Promise<{ Id: number }> {
  return db.transaction(async (tx) => {
    const url = await uniqueUrl(tx, input.Name);
    const [row] = await tx
      .insert(blogs)
      .values({ ...toColumns(input), url, publish: false })
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Blogs',
      action: 'CreateBlog',
      recordId: row!.id,
      after: toLoggedBlog(row!),
    });
    return { Id: row!.id };
  });
}

/** UpdateBlog: everything but the url (shared links keep working) and whether it is published. */
export function updateBlog(
  db: Db,
  input: BlogInput & { Id: number } & By,
): Promise<{ Url: string; Name: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, input.Id)).for('update');
    if (!current) throw notFound(blogTexts.noBlog(input.Id));
    const [row] = await tx
      .update(blogs)
      .set({ ...toColumns(input), updatedAt: sql`now()` })
      .where(eq(blogs.id, input.Id))
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Blogs',
      action: 'UpdateBlog',
      recordId: input.Id,
      before: toLoggedBlog(current),
      after: toLoggedBlog(row!),
    });
    return { Url: row!.url, Name: row!.name };
  });
}
