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
