import { blogLimits, blogTexts } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { uniqueUrl } from './blog-url.ts';
import { toLoggedBlog } from './blog-view.ts';
import { blogs } from './blogs.table.ts';
import type { By } from './save-blog.service.ts';

/** DuplicateBlog (ours): an unpublished copy named '{Name} (copy)', with its own url. */
export function duplicateBlog(db: Db, input: { Id: number } & By): Promise<{ Id: number }> {
  return db.transaction(async (tx) => {
    const [original] = await tx.select().from(blogs).where(eq(blogs.id, input.Id));
    if (!original) throw notFound(blogTexts.noBlog(input.Id));
    // A name at the limit still gets its ' (copy)': the name gives up its last characters.
    const suffix = blogTexts.copyName('');
    const name = blogTexts.copyName(original.name.slice(0, blogLimits.name - suffix.length).trimEnd());
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = original;
    const [row] = await tx
      .insert(blogs)
      .values({ ...copied, name, url: await uniqueUrl(tx, name), publish: false })
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Blogs',
      action: 'DuplicateBlog',
      recordId: row!.id,
      after: toLoggedBlog(row!),
    });
    return { Id: row!.id };
  });
}
