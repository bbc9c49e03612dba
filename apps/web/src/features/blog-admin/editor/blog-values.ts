import {
  type Blog,
  type BlogContent,
  type BlogRow,
  ContentType,
  DEFAULT_CONTENT_WIDTH,
  PageType,
  parseContentsJson,
} from '@wayfare/contracts';
import type { FormValues } from '@wayfare/eform/core';
import { EMBEDDED } from '../forms/blog-form.ts';

export const isArticle = (pageType: unknown) =>
  pageType === undefined || pageType === null || pageType === '' || Number(pageType) === PageType.Article;

/** A new article: an Article dated today, with no rows yet. */
export const newBlog = (): FormValues => ({
  Id: 0,
  Name: '',
  Picture: '',
  PageType: PageType.Article,
  PageTypeName: 'Article',
  ArticleDate: new Date().toISOString().slice(0, 10),
  SEOs: '',
  Tags: '',
  Summary: '',
  Url: '',
  ContentsJson: [],
});

/** The form's values of a saved article: its rows as items, the embedded HTML under its own key. */
export const blogValues = (blog: Blog): FormValues => ({
  ...blog,
  ContentsJson: parseContentsJson(blog.ContentsJson).map((row) => ({
    ...row,
    Contents: row.Contents.map((content) => ({
      ...content,
      [EMBEDDED]: content.ContentType === ContentType.Embedded_Content ? content.Content : '',
    })),
  })),
});

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const number = (value: unknown, fallback: number) =>
  value === '' || value === null || value === undefined || Number.isNaN(Number(value))
    ? fallback
    : Number(value);

/** The form's rows as the request's rows (ContentsJson, issue 20 §1), in the order they show. */
export function rowsOf(values: FormValues): BlogRow[] {
  const rows = Array.isArray(values.ContentsJson) ? (values.ContentsJson as FormValues[]) : [];
  return rows.map((row, rowIndex) => ({
    Id: number(row.Id, 0),
    FitToScreen: flag(row.FitToScreen, false),
    Order: rowIndex + 1,
    Contents: (Array.isArray(row.Contents) ? (row.Contents as FormValues[]) : []).map(
      (content): BlogContent => {
        const kind = number(content.ContentType, ContentType.Text) as BlogContent['ContentType'];
        return {
          Id: number(content.Id, 0),
          ContentType: kind,
          Width: number(content.Width, DEFAULT_CONTENT_WIDTH),
          Content:
            kind === ContentType.Embedded_Content
              ? text(content[EMBEDDED])
              : kind === ContentType.Text
                ? text(content.Content)
                : '',
          Picture: kind === ContentType.Picture ? text(content.Picture) : '',
          IsYouTube: kind === ContentType.Video && flag(content.IsYouTube, false),
          Poster: kind === ContentType.Video ? text(content.Poster) : '',
          VideoURL: kind === ContentType.Video ? text(content.VideoURL) : '',
          AllowControl: flag(content.AllowControl, true),
          AutoPlay: flag(content.AutoPlay, false),
          Mute: flag(content.Mute, false),
          LoopForever: flag(content.LoopForever, false),
        };
      },
    ),
  }));
}
