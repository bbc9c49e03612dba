import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PUBLIC_BLOG_PAGE_SIZE, texts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_PICTURE } from '../../../components/placeholder-pictures.ts';
import { alertStore } from '../../../lib/alerts.ts';
import { answer, fakeApi } from '../../../test/fake-api.ts';
import { problem } from '../../../test/mock-api.ts';
import { renderAt } from '../../../test/render.tsx';
import { aCard } from '../testing/blog-test-data.ts';
import { BLOG_SEARCH_DELAY_MS, BlogPage } from './blog-page.tsx';

/** 30 published articles; GetPublishedBlogs as the server answers it (keyword over name and tags). */
function fakeBlog() {
  const cards = Array.from({ length: 30 }, (_, index) =>
    aCard(index + 1, `Article ${index + 1}`, index === 2 ? { Picture: '', Tags: 'Abuja, Safety' } : {}),
  );
  return fakeApi(
    answer(calls.Blogs.GetPublishedBlogs, ({ query }) => {
      const keyword = (query.keyword ?? '').toLowerCase();
      const rows = cards.filter((card) => `${card.Name} ${card.Tags}`.toLowerCase().includes(keyword));
      const start = query.page * query.pageSize;
      return { rows: rows.slice(start, start + query.pageSize), total: rows.length };
    }),
  );
}

const cards = () => within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('link');

describe('the blog centre (spec 001 §2)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows its title, 24 cards of picture, name and date linking to the article, and pages on', async () => {
    const api = fakeBlog();
    const { user, location } = renderAt(<BlogPage />, '/blog');
    expect(screen.getByRole('heading', { level: 1, name: texts.blogCenterTitle })).toBeInTheDocument();
    expect(screen.getByText(texts.blogCenterSubtitle)).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Articles' });
    expect(cards()).toHaveLength(PUBLIC_BLOG_PAGE_SIZE);
    expect(api.sentTo(calls.Blogs.GetPublishedBlogs)[0]?.query.get('pageSize')).toBe('24');

    const first = cards()[0]!;
    expect(first).toHaveAttribute('href', '/article/article-1');
    expect(within(first).getByText('Article 1')).toBeInTheDocument();
    expect(within(first).getByText('2 Mar 2026')).toBeInTheDocument();
    expect(first.querySelector('img')).toHaveAttribute('src', '/uploads/Picture/2026/03/article-1.jpg');
    // A card without a picture shows the placeholder.
    expect(cards()[2]!.querySelector('img')).toHaveAttribute('src', PLACEHOLDER_PICTURE);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(location().search).toBe('?page=1');
    expect(within(cards()[0]!).getByText('Article 25')).toBeInTheDocument();
  });

  it("loads the first row's pictures at once (the first before all) and the rest as they come near, each with its size", async () => {
    fakeBlog();
    renderAt(<BlogPage />, '/blog');
    await screen.findByRole('list', { name: 'Articles' });
    const pictures = cards().map((card) => card.querySelector('img')!);
    expect(pictures[0]).toHaveAttribute('fetchpriority', 'high');
    expect(pictures.slice(0, 4).map((picture) => picture.getAttribute('loading'))).toEqual(
      Array(4).fill('eager'),
    );
    expect(pictures.slice(4).every((picture) => picture.getAttribute('loading') === 'lazy')).toBe(true);
    expect(pictures.slice(1).some((picture) => picture.hasAttribute('fetchpriority'))).toBe(false);
    // Its size before it arrives, so the page does not move when it does.
    for (const picture of pictures) {
      expect(picture).toHaveAttribute('width', '1200');
      expect(picture).toHaveAttribute('height', '630');
    }
  });

  it('searches 3 s after typing stops, and keeps the keyword in the address', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeBlog();
    const { location } = renderAt(<BlogPage />, '/blog');
    await screen.findByRole('list', { name: 'Articles' });
    const box = screen.getByRole('searchbox', { name: 'Search articles' });
    fireEvent.change(box, { target: { value: 'Abuj' } });
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.change(box, { target: { value: 'Abuja' } });
    act(() => vi.advanceTimersByTime(BLOG_SEARCH_DELAY_MS - 1));
    expect(location().search).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(location().search).toBe('?keyword=Abuja');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(within(cards()[0]!).getByText('Article 3')).toBeInTheDocument();
    expect(api.sentTo(calls.Blogs.GetPublishedBlogs).at(-1)?.query.get('keyword')).toBe('Abuja');
  });

  it('opens already searched from a tag link (?keyword=)', async () => {
    fakeBlog();
    renderAt(<BlogPage />, '/blog?keyword=safety', { route: '/blog' });
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('searchbox', { name: 'Search articles' })).toHaveValue('safety');
  });

  it('shows a failed load in an error alert and empties the list', async () => {
    fakeApi(
      answer(calls.Blogs.GetPublishedBlogs, () => problem(400, 'keyword must be at most 200 characters')),
    );
    renderAt(<BlogPage />, '/blog', { withAlerts: true });
    await waitFor(() =>
      expect(alertStore.get().map((alert) => [alert.type, alert.message])).toContainEqual([
        'Error',
        'keyword must be at most 200 characters',
      ]),
    );
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
