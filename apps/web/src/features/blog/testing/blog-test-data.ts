import { type Blog, ContentType, PageType, type PublishedBlogRow } from '@wayfare/contracts';

/** A published article as GetPublishedBlogs lists it. */
export const aCard = (Id: number, Name: string, more: Partial<PublishedBlogRow> = {}): PublishedBlogRow => ({
  Id,
  Name,
  Picture: `/uploads/Picture/2026/03/article-${Id}.jpg`,
  ArticleDate: '2026-03-02',
  Summary: `<p>About ${Name}</p>`,
  Tags: 'Lagos, Tips',
  Url: Name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  ...more,
});

/** A whole published article as GetPublishedBlog answers it. */
export const anArticle = (more: Partial<Blog> = {}): Blog => ({
  Id: 7,
  Name: 'Getting Around Lagos During Rush Hour',
  Picture: '/uploads/Picture/2026/03/lagos.jpg',
  PageType: PageType.Article,
  PageTypeName: 'Article',
  ArticleDate: '2026-03-02',
  SEOs: 'How to beat Lagos rush hour',
  Tags: 'Lagos, Traffic, Tips',
  Summary: '<p>Third Mainland Bridge at 7 am does not have to ruin your morning.</p>',
  Publish: true,
  Url: 'getting-around-lagos-during-rush-hour',
  ContentsJson: JSON.stringify([
    {
      Id: 1,
      FitToScreen: false,
      Order: 1,
      Contents: [
        {
          Id: 1,
          ContentType: ContentType.Text,
          Width: 8,
          Content: '<h2>Book before you leave the house</h2><p>Request your ride early.</p>',
        },
        { Id: 2, ContentType: ContentType.Picture, Width: 4, Picture: '/uploads/Picture/2026/03/bridge.jpg' },
      ],
    },
    {
      Id: 2,
      FitToScreen: false,
      Order: 2,
      Contents: [
        {
          Id: 3,
          ContentType: ContentType.Video,
          Width: 12,
          IsYouTube: true,
          VideoURL: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
          AllowControl: true,
          AutoPlay: false,
          Mute: false,
          LoopForever: true,
        },
      ],
    },
  ]),
  UpdatedDate: '2026-03-02T10:00:00Z',
  ...more,
});
