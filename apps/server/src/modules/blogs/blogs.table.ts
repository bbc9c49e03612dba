import type { BlogRow } from '@wayfare/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * spec 001 §3 Blog article: an article or a page of the public site. The rows of content blocks
 * (ContentsJson) are kept as JSONB, checked and sanitised on save; `summary_text` is the summary without
 * its tags, for the public keyword search. `url` is made once, from the name at creation.
 */
export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    picture: text('picture').notNull().default(''),
    pageType: smallint('page_type').notNull().default(5),
    articleDate: date('article_date', { mode: 'string' }),
    seos: text('seos').notNull(),
    tags: text('tags').notNull(),
    summary: text('summary').notNull(),
    summaryText: text('summary_text').notNull().default(''),
    publish: boolean('publish').notNull().default(false),
    contents: jsonb('contents').$type<BlogRow[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('blogs_url_key').on(table.url),
    // The public blog: published articles, newest article date first.
    index('blogs_published_idx').on(table.publish, table.pageType, table.articleDate.desc()),
    check('blogs_page_type_check', sql`${table.pageType} between 1 and 5`),
  ],
);
