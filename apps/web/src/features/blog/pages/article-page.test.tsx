import { screen, waitFor, within } from '@testing-library/react';
import { ContentType } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it } from 'vitest';
import { alertStore } from '../../../lib/alerts.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { aCard, anArticle } from '../testing/blog-test-data.ts';
import { ArticlePage } from './article-page.tsx';

const others = Array.from({ length: 11 }, (_, index) =>
  index === 3 ? aCard(7, anArticle().Name, { Url: anArticle().Url }) : aCard(100 + index, `Other ${index}`),
);

function fakeArticle(article = anArticle()) {
  return fakeApi(
    answer(calls.Blogs.GetPublishedBlog, ({ query }) =>
      query.url === article.Url ? article : problem(404, 'There is no published article at this address'),
    ),
    answer(calls.Blogs.GetPublishedBlogs, ({ query }) => ({
      rows: others.slice(0, query.pageSize),
      total: others.length,
    })),
  );
}

const openArticle = (url = anArticle().Url) =>
  renderAt(<ArticlePage notFound={<p>Page not found</p>} />, `/article/${url}`, { route: '/article/:id' });

describe('the article page (spec 001 §2)', () => {
  it('shows the title, summary, the rows of blocks in their widths, tags and other articles', async () => {
    const api = fakeArticle();
    openArticle();
    expect(await screen.findByRole('heading', { level: 1, name: anArticle().Name })).toBeInTheDocument();
    expect(document.title).toBe(`${anArticle().Name} · Wayfare`);
    expect(api.sentTo(calls.Blogs.GetPublishedBlog)[0]?.query.get('url')).toBe(anArticle().Url);
    expect(screen.getByTestId('article-summary')).toHaveTextContent('Third Mainland Bridge');
    expect(screen.getByText('2 Mar 2026')).toBeInTheDocument();

    const rows = screen.getAllByTestId('article-row');
    expect(rows).toHaveLength(2);
    const text = rows[0]!.querySelector(`[data-content-type="${ContentType.Text}"]`)!;
    expect(within(text as HTMLElement).getByRole('heading', { name: 'Book before you leave the house' }));
    const picture = rows[0]!.querySelector('img')!;
    expect(picture).toHaveAttribute('src', '/uploads/Picture/2026/03/bridge.jpg');
    // The YouTube video through youtube-nocookie, with its options, sandboxed.
    const video = rows[1]!.querySelector('iframe')!;
    const address = new URL(video.getAttribute('src')!);
    expect(address.origin + address.pathname).toBe('https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      controls: '1',
      autoplay: '0',
      loop: '1',
      playlist: 'aqz-KE-bpKQ',
    });
    expect(video.getAttribute('sandbox')).not.toContain('allow-top-navigation');

    const tags = within(screen.getByRole('region', { name: 'Search with Tags' })).getAllByRole('link');
    expect(tags.map((tag) => [tag.textContent, tag.getAttribute('href')])).toEqual([
      ['Lagos', '/blog?keyword=Lagos'],
      ['Traffic', '/blog?keyword=Traffic'],
      ['Tips', '/blog?keyword=Tips'],
    ]);

    const sidebar = screen.getByRole('complementary', { name: 'Other Articles' });
    await waitFor(() => expect(within(sidebar).getAllByRole('link')).toHaveLength(10));
    expect(within(sidebar).queryByRole('link', { name: anArticle().Name })).not.toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Other 0' })).toHaveAttribute(
      'href',
      '/article/other-0',
    );
  });

  it('never lets the HTML of a text block or the summary run script', async () => {
    const rows = [
      {
        Id: 1,
        FitToScreen: false,
        Order: 0,
        Contents: [
          {
            Id: 1,
            ContentType: ContentType.Text,
            Width: 6,
            Content:
              '<p>Hello</p><script>window.pwned = 1</script><img src="x" onerror="window.pwned = 2"><a href="javascript:alert(1)">link</a>',
          },
          {
            Id: 2,
            ContentType: ContentType.Embedded_Content,
            Width: 6,
            Content:
              '<iframe src="https://evil.example/embed"></iframe><iframe src="https://www.google.com/maps/embed?pb=1" onload="window.pwned = 3"></iframe>',
          },
        ],
      },
    ];
    fakeArticle(
      anArticle({
        Summary: '<p onclick="window.pwned = 4">Summary</p><svg><script>window.pwned = 5</script></svg>',
        ContentsJson: JSON.stringify(rows),
      }),
    );
    openArticle();
    await screen.findByRole('heading', { level: 1 });
    const article = screen.getByRole('article');
    expect(article.querySelector('script')).toBeNull();
    expect(article.innerHTML).not.toMatch(/onerror|onclick|onload|javascript:/);
    const frames = article.querySelectorAll('iframe');
    expect(Array.from(frames).map((frame) => frame.getAttribute('src'))).toEqual([
      'https://www.google.com/maps/embed?pb=1',
    ]);
    expect(frames[0]).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-presentation allow-popups',
    );
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('shows the not-found page for an unknown or unpublished article, without an error alert', async () => {
    fakeArticle();
    openArticle('no-such-article');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(alertStore.get()).toEqual([]);
  });

  it('shows any other failure in an error alert', async () => {
    fakeApi(
      answer(calls.Blogs.GetPublishedBlog, () => problem(400, 'url must be at most 250 characters')),
      answer(calls.Blogs.GetPublishedBlogs, () => ({ rows: [], total: 0 })),
    );
    openArticle();
    await waitFor(() =>
      expect(alertStore.get().map((alert) => alert.message)).toEqual(['url must be at most 250 characters']),
    );
  });
});
