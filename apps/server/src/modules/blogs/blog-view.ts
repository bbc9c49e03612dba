import {
  type Blog,
  type BlogListRow,
  type PageTypeId,
  type PublishedBlogRow,
  pageTypeNames,
} from '@wayfare/contracts';
import type { blogs } from './blogs.table.ts';

export type BlogRecord = typeof blogs.$inferSelect;

/** spec 001 §3 Blog article as the wire carries it: the rows serialised as ContentsJson. */
export const toBlog = (row: BlogRecord): Blog => ({
  Id: row.id,
  Name: row.name,
  Picture: row.picture,
  PageType: row.pageType,
  PageTypeName: pageTypeNames[row.pageType as PageTypeId] ?? '',
  ArticleDate: row.articleDate,
  SEOs: row.seos,
  Tags: row.tags,
  Summary: row.summary,
  Publish: row.publish,
  Url: row.url,
  ContentsJson: JSON.stringify(row.contents),
  UpdatedDate: row.updatedAt.toISOString(),
});

/** A row of the admin list: the article without its summary and contents. */
export const toListRow = (row: Omit<BlogRecord, 'summary' | 'summaryText' | 'contents'>): BlogListRow => ({
  Id: row.id,
  Name: row.name,
  Picture: row.picture,
  PageType: row.pageType,
  PageTypeName: pageTypeNames[row.pageType as PageTypeId] ?? '',
  ArticleDate: row.articleDate,
  SEOs: row.seos,
  Tags: row.tags,
  Publish: row.publish,
  Url: row.url,
  UpdatedDate: row.updatedAt.toISOString(),
});

/** A card of the public blog. */
export const toPublishedRow = (row: BlogRecord): PublishedBlogRow => ({
  Id: row.id,
  Name: row.name,
  Picture: row.picture,
  ArticleDate: row.articleDate,
  Summary: row.summary,
  Tags: row.tags,
  Url: row.url,
});

// The activity log keeps the rows as they are when they are short; a long article's rows are logged
// as their size (the log is read by people, and an entry should not weigh half a megabyte).
const MAX_LOGGED_CONTENTS = 10_000;

/** An article as the activity log records it. */
export function toLoggedBlog(row: BlogRecord) {
  const blog = toBlog(row);
  if (blog.ContentsJson.length <= MAX_LOGGED_CONTENTS) return blog;
  const contents = row.contents.reduce((sum, contentRow) => sum + contentRow.Contents.length, 0);
  return {
    ...blog,
    ContentsJson: `${row.contents.length} rows, ${contents} contents, ${blog.ContentsJson.length} characters`,
  };
}
