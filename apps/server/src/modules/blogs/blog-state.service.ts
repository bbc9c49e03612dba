import { blogTexts, type MessageReply } from '@wayfare/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../errors.ts';
import { recordAdminChange } from '../activity/index.ts';
import { blogs } from './blogs.table.ts';
import type { By } from './save-blog.service.ts';

/**
 * PublishBlog and UnpublishBlog (spec 001 §4: Publish toggled). Publishing a published article or
 * unpublishing a draft is refused with 409, naming the state it is in.
 */
export function setBlogPublished(
  db: Db,
  input: { Id: number; publish: boolean } & By,
): Promise<MessageReply> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(blogs).where(eq(blogs.id, input.Id)).for('update');
    if (!current) throw notFound(blogTexts.noBlog(input.Id));
    if (current.publish === input.publish) {
      throw conflict(input.publish ? blogTexts.alreadyPublished : blogTexts.alreadyUnpublished);
    }
    const [row] = await tx
      .update(blogs)
      .set({ publish: input.publish, updatedAt: sql`now()` })
      .where(eq(blogs.id, input.Id))
      .returning();
    await recordAdminChange(tx, {
      userId: input.by,
      area: 'Blogs',
      action: input.publish ? 'PublishBlog' : 'UnpublishBlog',
      recordId: input.Id,
      before: { Publish: current.publish },
      after: { Publish: row!.publish },
    });
    return {
      Message: input.publish ? blogTexts.published(current.name) : blogTexts.unpublished(current.name),
    };
  });
}
