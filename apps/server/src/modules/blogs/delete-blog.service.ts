import { blogTexts, type MessageReply } from '@wayfare/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { toLoggedBlog } from './blog-view.ts';
import { blogs } from './blogs.table.ts';
import type { By } from './save-blog.service.ts';

/** DeleteBlog: gone from the admin list, the blog and the sitemap; its url may be used again. */
export function deleteBlog(db: Db, input: { Id: number } & By): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [deleted] = await tx.delete(blogs).where(eq(blogs.id, input.Id)).returning();
    if (!deleted) throw notFound(blogTexts.noBlog(input.Id));
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Blogs',
      action: 'DeleteBlog',
      recordId: input.Id,
      before: toLoggedBlog(deleted),
    });
    return { Message: blogTexts.deleted(deleted.name) };
  });
}
