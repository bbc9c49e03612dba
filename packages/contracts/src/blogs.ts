import { z } from 'zod';
import { requiredText, text } from './fields.ts';
import { parseUploadedFilePath } from './files.ts';
import { newRecordId, recordId } from './locations.ts';
import { keywordQuery, pageQuery, sortQuery } from './paging.ts';

/** spec 000 §3.1 page kinds, issue 20 §1 numbers: Article is the default. */
export const PageType = { Home: 1, About: 2, Contact: 3, Blog: 4, Article: 5 } as const;
export type PageTypeId = (typeof PageType)[keyof typeof PageType];
export const pageTypeNames: Record<PageTypeId, string> = {
  1: 'Home',
  2: 'About',
  3: 'Contact',
  4: 'Blog',
  5: 'Article',
};

/** spec 000 §3.1 content kinds, issue 20 §1 numbers. */
export const ContentType = { Text: 1, Picture: 2, Video: 3, Embedded_Content: 4 } as const;
export type ContentTypeId = (typeof ContentType)[keyof typeof ContentType];
export const contentTypeNames: Record<ContentTypeId, string> = {
  1: 'Text',
  2: 'Picture',
  3: 'Video',
  4: 'Embedded_Content',
};

/** issue 20 §1: the limits of an article. */
export const blogLimits = {
  name: 200,
  seos: 300,
  tags: 20,
  tagLength: 40,
  summary: 20_000,
  rows: 100,
  contentsPerRow: 12,
  /** ContentsJson, serialised, in bytes: 500 KB. */
  contentsJsonBytes: 500 * 1024,
  content: 200_000,
  address: 2000,
  url: 250,
} as const;
/** spec 000 §9: a content block's default width, of 12 columns. */
export const DEFAULT_CONTENT_WIDTH = 6;
/** spec 000 §9: the public blog's page size, and the article page's other articles. */
export const PUBLIC_BLOG_PAGE_SIZE = 24;
export const MAX_PUBLIC_BLOG_PAGE_SIZE = 50;
export const OTHER_ARTICLES_PAGE_SIZE = 10;

export const blogTexts = {
  noBlog: (id: number) => `There is no article with Id ${id}`,
  noPublishedBlog: 'There is no published article at this address',
  alreadyPublished: 'This article is already published',
  alreadyUnpublished: 'This article is a draft: it is not published',
  published: (name: string) => `${name} has been published`,
  unpublished: (name: string) => `${name} has been unpublished`,
  deleted: (name: string) => `${name} has been deleted`,
  copyName: (name: string) => `${name} (copy)`,
  // spec 001 §8: the editor's success alert after an update
  updated: (name: string) => `${name} has been updated Successfully. Thank you`,
  articleDateRequired: 'ArticleDate is required',
  tagTooLong: `Each tag must be at most ${blogLimits.tagLength} characters`,
  tooManyTags: `Tags must be at most ${blogLimits.tags} tags`,
  address: (label: string) => `${label} must be an uploaded file (/uploads/…) or an https address`,
  contentsTooLarge: 'ContentsJson must be at most 500 KB',
  contentsNotJson: 'ContentsJson must be the rows as JSON',
  tooManyRows: `ContentsJson must have at most ${blogLimits.rows} rows`,
  tooManyContents: `A row must have at most ${blogLimits.contentsPerRow} contents`,
  width: 'Width must be a whole number from 1 to 12',
  pageType: 'PageType must be Home (1), About (2), Contact (3), Blog (4) or Article (5)',
  contentType: 'ContentType must be Text (1), Picture (2), Video (3) or Embedded_Content (4)',
} as const;

/** Forms send numbers as text at times; both "7" and 7 are read as 7. */
const numberText = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;

const flag = (label: string, fallback: boolean) =>
  z
    .boolean({ error: `${label} must be true or false` })
    .nullish()
    .transform((value) => value ?? fallback);

/** A picture, poster or video: an uploaded file's FilePath or an https address; '' or nothing is none. */
export const mediaAddress = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(blogLimits.address, `${label} must be at most ${blogLimits.address} characters`)
    .refine((value) => value === '' || isMediaAddress(value), blogTexts.address(label))
    .nullish()
    .transform((value) => value ?? '');

export function isMediaAddress(value: string) {
  if (value.startsWith('/uploads/')) return parseUploadedFilePath('Picture', value).ok;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !/[\s"'<>]/.test(value);
  } catch {
    return false;
  }
}

/** A row's or a content's Id: 0 (or nothing) for a new one; the server numbers them on save. */
const blockId = (label: string) =>
  z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 0 : numberText(value)),
    z
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} must be 0 or more`)
      .max(1_000_000, `${label} must be at most 1000000`),
  );

/** issue 20 §1: one content block of a row. */
export const blogContent = z.object({
  Id: blockId('Id'),
  ContentType: z.preprocess(
    numberText,
    z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], { error: blogTexts.contentType }),
  ),
  Width: z.preprocess(
    (value) =>
      value === null || value === undefined || value === '' ? DEFAULT_CONTENT_WIDTH : numberText(value),
    z
      .number({ error: blogTexts.width })
      .int(blogTexts.width)
      .min(1, blogTexts.width)
      .max(12, blogTexts.width),
  ),
  Content: text('Content', blogLimits.content)
    .nullish()
    .transform((value) => value ?? ''),
  Picture: mediaAddress('Picture'),
  IsYouTube: flag('IsYouTube', false),
  Poster: mediaAddress('Poster'),
  VideoURL: mediaAddress('VideoURL'),
  AllowControl: flag('AllowControl', true),
  AutoPlay: flag('AutoPlay', false),
  Mute: flag('Mute', false),
  LoopForever: flag('LoopForever', false),
});
export type BlogContent = z.output<typeof blogContent>;

/** issue 20 §1: a row of content blocks; FitToScreen is for pages that are not articles. */
export const blogRow = z.object({
  Id: blockId('Id'),
  FitToScreen: flag('FitToScreen', false),
  Order: z.preprocess(
    (value) => (value === null || value === undefined || value === '' ? 0 : numberText(value)),
    z.number({ error: 'Order must be a number' }).int('Order must be a whole number').min(0).max(1000),
  ),
  Contents: z
    .array(blogContent, { error: 'Contents must be a list of contents' })
    .max(blogLimits.contentsPerRow, blogTexts.tooManyContents)
    .nullish()
    .transform((value) => value ?? []),
});
export type BlogRow = z.output<typeof blogRow>;

export const blogRows = z
  .array(blogRow, { error: blogTexts.contentsNotJson })
  .max(blogLimits.rows, blogTexts.tooManyRows);

const byteLength = (value: string) => new TextEncoder().encode(value).length;

/**
 * ContentsJson: the serialised rows (spec 001 §3), sent as that JSON text or as the rows themselves;
 * at most 500 KB serialised. The server keeps the rows and answers the JSON text.
 */
export const contentsJson = z.preprocess((value, ctx) => {
  if (value === null || value === undefined || value === '') return [];
  const serialised = typeof value === 'string' ? value : JSON.stringify(value);
  if (serialised === undefined || byteLength(serialised) > blogLimits.contentsJsonBytes) {
    ctx.addIssue({ code: 'custom', message: blogTexts.contentsTooLarge, input: value });
    return z.NEVER;
  }
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    ctx.addIssue({ code: 'custom', message: blogTexts.contentsNotJson, input: value });
    return z.NEVER;
  }
}, blogRows);

/** The rows of an article's ContentsJson, for a screen that shows or edits them. */
export function parseContentsJson(value: string): BlogRow[] {
  const parsed = contentsJson.safeParse(value);
  return parsed.success ? parsed.data : [];
}

/** Text with its tags removed: what a rich text says (empty for '<p><br></p>'). */
export const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Comma-separated, each trimmed, empties dropped, duplicates (any case) once; at most 20 of 40 characters. */
const tags = z
  .string({ error: (issue) => (issue.input == null ? 'Tags is required' : 'Tags must be text') })
  .max(5000, 'Tags must be at most 5000 characters')
  .transform((value) => {
    const seen = new Set<string>();
    const list: string[] = [];
    for (const tag of value.split(',').map((part) => part.trim().replace(/\s+/g, ' '))) {
      if (tag === '' || seen.has(tag.toLowerCase())) continue;
      seen.add(tag.toLowerCase());
      list.push(tag);
    }
    return list;
  })
  .superRefine((list, ctx) => {
    if (list.length === 0) ctx.addIssue({ code: 'custom', message: 'Tags is required' });
    else if (list.length > blogLimits.tags) ctx.addIssue({ code: 'custom', message: blogTexts.tooManyTags });
    else if (list.some((tag) => tag.length > blogLimits.tagLength))
      ctx.addIssue({ code: 'custom', message: blogTexts.tagTooLong });
  })
  .transform((list) => list.join(', '));

/** The tags of an article's Tags, for links to /blog?keyword={tag}. */
export const tagsOf = (value: string) =>
  value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');

const DATE = /^(\d{4}-\d{2}-\d{2})([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** ArticleDate: a date (YYYY-MM-DD) or a date-time whose date is kept; required for an Article. */
const articleDate = z
  .string({ error: 'ArticleDate must be a date' })
  .trim()
  .max(40, 'ArticleDate must be a date')
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const match = DATE.exec(value);
    const date = match?.[1];
    if (
      !date ||
      Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ||
      new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date
    ) {
      ctx.addIssue({ code: 'custom', message: 'ArticleDate must be a date' });
      return z.NEVER;
    }
    return date;
  });

const pageType = z.preprocess(
  (value) => (value === null || value === undefined || value === '' ? PageType.Article : numberText(value)),
  z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
    error: blogTexts.pageType,
  }),
);

// spec 001 §5: Name, SEOs, Tags and Summary required; ArticleDate for an Article.
const blogFields = {
  Name: requiredText('Name', blogLimits.name),
  Picture: mediaAddress('Picture'),
  PageType: pageType,
  ArticleDate: articleDate,
  SEOs: requiredText('SEOs', blogLimits.seos),
  Tags: tags,
  // Sanitised by the server before it is kept.
  Summary: requiredText('Summary', blogLimits.summary).refine(
    (value) => textOfHtml(value) !== '' || /<img\s/i.test(value),
    'Summary is required',
  ),
  ContentsJson: contentsJson,
  // What the server sets: a client may send back the article it was given; they are ignored.
  Url: text('Url', blogLimits.url).nullish(),
  Publish: z.boolean({ error: 'Publish must be true or false' }).nullish(),
  PageTypeName: text('PageTypeName', 20).nullish(),
  UpdatedDate: text('UpdatedDate', 40).nullish(),
};

const articleDateForArticles = (value: { PageType: number; ArticleDate: string | null }) =>
  value.PageType !== PageType.Article || value.ArticleDate !== null;
// Checked even when other properties fail, so that one reply names every missing property.
const articleDateIssue = {
  message: blogTexts.articleDateRequired,
  path: ['ArticleDate'],
  when: (payload: z.core.ParsePayload) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    !payload.issues.some(
      (issue) => !issue.path?.length || issue.path[0] === 'PageType' || issue.path[0] === 'ArticleDate',
    ),
};

export const createBlogRequest = z
  .strictObject({ Id: newRecordId('article', 'UpdateBlog'), ...blogFields })
  .refine(articleDateForArticles, articleDateIssue);
export type CreateBlogRequest = z.input<typeof createBlogRequest>;
export const updateBlogRequest = z
  .strictObject({ Id: recordId('Id'), ...blogFields })
  .refine(articleDateForArticles, articleDateIssue);
export type UpdateBlogRequest = z.input<typeof updateBlogRequest>;
export const blogIdRequest = z.strictObject({ Id: recordId('Id') });
export type BlogIdRequest = z.input<typeof blogIdRequest>;

/** What the blog admin's list sorts by (issue 32). */
export const BLOG_SORTS = ['Name', 'ArticleDate', 'Publish'] as const;
export const getBlogsQuery = pageQuery.extend(keywordQuery.shape).extend(sortQuery(BLOG_SORTS).shape);
export type GetBlogsQuery = z.input<typeof getBlogsQuery>;
export const getBlogByIdQuery = z.object({ id: recordId('id') });

/** Ours: pageType (Articles by default) lets the about and contact pages find their published page. */
export const getPublishedBlogsQuery = keywordQuery.extend({
  pageType: z.coerce
    .number({ error: blogTexts.pageType })
    .pipe(
      z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)], {
        error: blogTexts.pageType,
      }),
    )
    .optional(),
  page: pageQuery.shape.page.pipe(z.number().max(100_000, 'page must be at most 100000')),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number' })
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PUBLIC_BLOG_PAGE_SIZE, `pageSize must be at most ${MAX_PUBLIC_BLOG_PAGE_SIZE}`)
    .default(PUBLIC_BLOG_PAGE_SIZE),
});
export type GetPublishedBlogsQuery = z.input<typeof getPublishedBlogsQuery>;
export const getPublishedBlogQuery = z.object({
  url: z
    .string({ error: 'url is required' })
    .trim()
    .min(1, 'url is required')
    .max(blogLimits.url, `url must be at most ${blogLimits.url} characters`),
});

/** spec 001 §3 Blog article, as the admin calls and GetPublishedBlog answer it. */
export const blog = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Picture: z.string(),
  PageType: z.number().int(),
  PageTypeName: z.string(),
  /** YYYY-MM-DD, or null for a page that is not an article and has none. */
  ArticleDate: z.string().nullable(),
  SEOs: z.string(),
  Tags: z.string(),
  Summary: z.string(),
  Publish: z.boolean(),
  Url: z.string(),
  /** The rows, serialised (`parseContentsJson` reads them). */
  ContentsJson: z.string(),
  UpdatedDate: z.string(),
});
export type Blog = z.infer<typeof blog>;

/** One row of the admin list (GetBlogs): the article without its summary and contents. */
export const blogListRow = blog.omit({ Summary: true, ContentsJson: true });
export type BlogListRow = z.infer<typeof blogListRow>;

/** One card of the public blog (GetPublishedBlogs). */
export const publishedBlogRow = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Picture: z.string(),
  ArticleDate: z.string().nullable(),
  Summary: z.string(),
  Tags: z.string(),
  Url: z.string(),
});
export type PublishedBlogRow = z.infer<typeof publishedBlogRow>;

export const pageTypeOption = z.object({ Id: z.number().int(), Name: z.string() });
export const blogIdReply = z.object({ Id: z.number().int() });
export const updateBlogReply = z.object({ Url: z.string(), Name: z.string() });
