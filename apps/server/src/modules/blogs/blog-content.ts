import { type BlogContent, type BlogRow, ContentType, textOfHtml } from '@wayfare/contracts';
import { sanitizedEmbed, sanitizedHtml } from '../../sanitize-html.ts';

/**
 * The rows as they are kept: in their Order, numbered 1, 2… again; each row and content keeps its Id
 * when it is a positive number not used before in the article, else gets the next free one (a new
 * block sends 0). Text is sanitised; an Embedded_Content keeps only an allowed, sandboxed iframe.
 */
export function keptRows(rows: readonly BlogRow[]): BlogRow[] {
  const rowIds = numbering(rows.map((row) => row.Id));
  const contentIds = numbering(rows.flatMap((row) => row.Contents.map((content) => content.Id)));
  let contentIndex = 0;
  const numbered = rows.map((row, index) => ({
    ...row,
    Id: rowIds[index]!,
    Contents: row.Contents.map((content) => ({
      ...sanitizedContent(content),
      Id: contentIds[contentIndex++]!,
    })),
  }));
  return numbered
    .map((row, index) => ({ row, index }))
    .sort((a, b) => a.row.Order - b.row.Order || a.index - b.index)
    .map(({ row }, index) => ({ ...row, Order: index + 1 }));
}

/** A content block with its HTML sanitised: Text as rich text, an Embedded_Content as allowed frames. */
const sanitizedContent = (content: BlogContent): BlogContent => ({
  ...content,
  Content:
    content.ContentType === ContentType.Embedded_Content
      ? sanitizedEmbed(content.Content)
      : sanitizedHtml(content.Content),
});

/** Ids for a list: a positive one seen for the first time is kept, the others get max + 1, + 2… */
function numbering(ids: readonly number[]) {
  const seen = new Set<number>();
  let next = Math.max(0, ...ids);
  return ids.map((id) => {
    if (id > 0 && !seen.has(id)) {
      seen.add(id);
      return id;
    }
    next += 1;
    seen.add(next);
    return next;
  });
}

/** The summary as kept, with its plain text for the keyword search. */
export const keptSummary = (summary: string) => {
  const html = sanitizedHtml(summary);
  return { summary: html, summaryText: textOfHtml(html).replace(/&amp;/g, '&').slice(0, 20_000) };
};

/**
 * A published article's summary and rows as they are served: their HTML sanitised again, as on save. The
 * public pages are drawn by the server from what it serves (issue 20 §5), where DOMPurify's second pass
 * cannot run before the browser has taken the page over; so HTML that reached the database some other way
 * than a save (a restored backup, a hand-written row) still cannot carry script into them.
 */
export const servedContent = (row: { summary: string; contents: readonly BlogRow[] }) => ({
  summary: sanitizedHtml(row.summary),
  contents: row.contents.map((contentRow) => ({
    ...contentRow,
    Contents: contentRow.Contents.map(sanitizedContent),
  })),
});
