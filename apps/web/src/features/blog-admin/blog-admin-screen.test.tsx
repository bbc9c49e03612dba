import { screen, waitFor, within } from '@testing-library/react';
import { type Blog, type BlogRow, blogTexts, bulkTexts, Endpoint, pageTypeNames } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { answerBulk } from '../../test/fake-bulk.ts';
import { problem } from '../../test/mock-api.ts';
import { renderAt } from '../../test/render.tsx';
import { successes, tableRowOf } from '../../test/screen-queries.ts';
import ArticlesPage from './pages/articles-page.tsx';

const rowsOfLagos: BlogRow[] = [
  {
    Id: 1,
    FitToScreen: false,
    Order: 1,
    Contents: [
      {
        Id: 1,
        ContentType: 1,
        Width: 12,
        Content: '<p>Traffic on the bridge eases after nine.</p>',
        Picture: '',
        IsYouTube: false,
        Poster: '',
        VideoURL: '',
        AllowControl: true,
        AutoPlay: false,
        Mute: false,
        LoopForever: false,
      },
      {
        Id: 2,
        ContentType: 4,
        Width: 6,
        Content: '<iframe src="https://www.google.com/maps/embed?pb=1"></iframe>',
        Picture: '',
        IsYouTube: false,
        Poster: '',
        VideoURL: '',
        AllowControl: true,
        AutoPlay: false,
        Mute: false,
        LoopForever: false,
      },
    ],
  },
];

const aBlog = (Id: number, Name: string, more: Partial<Blog> = {}): Blog => ({
  Id,
  Name,
  Picture: '',
  PageType: 5,
  PageTypeName: 'Article',
  ArticleDate: '2026-03-14',
  SEOs: `${Name} for search`,
  Tags: 'lagos, traffic',
  Summary: '<p>How to move around Lagos.</p>',
  Publish: true,
  Url: Name.toLowerCase().replace(/\W+/g, '-'),
  ContentsJson: JSON.stringify(rowsOfLagos),
  UpdatedDate: '2026-03-14T10:00:00Z',
  ...more,
});

/** The Blogs calls in memory, as the blogs module answers them. */
function fakeBlogs(rightsAnswer = myRights()) {
  const blogs: Blog[] = [aBlog(1, 'Getting Around Lagos'), aBlog(2, 'Airport Rides', { Publish: false })];
  const named = (Id: number) => blogs.find((row) => row.Id === Id)!;
  const api = fakeApi(
    rightsAnswer,
    answer(calls.Blogs.GetBlogs, ({ query }) => {
      const rows = blogs
        .filter((row) => row.Name.toLowerCase().includes((query.keyword ?? '').toLowerCase()))
        .map(({ Summary: _s, ContentsJson: _c, ...row }) => row);
      return { rows, total: rows.length };
    }),
    answer(calls.Blogs.GetBlogById, ({ query }) => named(Number(query.id))),
    answer(calls.Blogs.GetPageTypes, () => ({
      rows: Object.entries(pageTypeNames).map(([Id, Name]) => ({ Id: Number(Id), Name })),
      total: 5,
    })),
    answer(calls.Blogs.CreateBlog, ({ body }) => {
      if (body.Name === 'Taken')
        return problem(400, 'One or more validation errors occurred.', { SEOs: ['SEOs is required'] });
      blogs.push(aBlog(3, body.Name, { Publish: false }));
      return { Id: 3 };
    }),
    answer(calls.Blogs.UpdateBlog, ({ body }) => {
      const row = named(Number(body.Id));
      row.Name = body.Name;
      return { Url: row.Url, Name: row.Name };
    }),
    answer(calls.Blogs.PublishBlog, ({ body }) => {
      const row = named(Number(body.Id));
      row.Publish = true;
      return { Message: blogTexts.published(row.Name) };
    }),
    answerBulk(calls.Blogs.BulkPublishBlog, (Id: number) => {
      if (named(Id).Publish) return blogTexts.alreadyPublished;
      named(Id).Publish = true;
    }),
    answer(calls.Blogs.UnpublishBlog, ({ body }) => {
      const row = named(Number(body.Id));
      row.Publish = false;
      return { Message: blogTexts.unpublished(row.Name) };
    }),
    answer(calls.Blogs.DuplicateBlog, ({ body }) => {
      const row = named(Number(body.Id));
      blogs.push({ ...row, Id: 4, Name: blogTexts.copyName(row.Name), Publish: false });
      return { Id: 4 };
    }),
    answer(calls.Blogs.DeleteBlog, ({ body }) => {
      const [gone] = blogs.splice(
        blogs.findIndex((row) => row.Id === Number(body.Id)),
        1,
      );
      return { Message: blogTexts.deleted(gone!.Name) };
    }),
  );
  return { api, blogs };
}

const sentBody = (
  api: ReturnType<typeof fakeBlogs>['api'],
  call: typeof calls.Blogs.CreateBlog | typeof calls.Blogs.UpdateBlog,
) => api.sentTo(call).map((request) => request.body as Record<string, unknown>);

// The rich-text editor (Tiptap) measures the selection, which jsdom does not lay out.
beforeAll(() => {
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON() {} });
  Range.prototype.getBoundingClientRect ??= rect as () => DOMRect;
  Range.prototype.getClientRects ??= () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint ??= () => null;
});

describe('Blog Center', { timeout: 30_000 }, () => {
  beforeEach(() => signInAdmin());

  it('lists the articles with their page type, date and Published or Draft, and their actions', async () => {
    fakeBlogs();
    renderAt(<ArticlesPage />, '/admin/articles');
    const lagos = await tableRowOf('Getting Around Lagos');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      // Issue 32: the bulk actions' check box column, named by its box ('Select all on this page').
      '',
      '#',
      'Name',
      'Page Type',
      'Article Date',
      'Status',
      'Actions',
    ]);
    expect(
      within(lagos)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      // The bulk actions' check box (issue 32).
      '',
      '1',
      'Getting Around Lagos',
      'Article',
      '14 Mar 2026',
      'Published',
      'EditUnpublishDuplicateDelete',
    ]);
    const airport = await tableRowOf('Airport Rides');
    expect(within(airport).getByText('Draft')).toBeInTheDocument();
    expect(within(airport).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('publishes the chosen articles together after one prompt, and reports the one it could not (issue 32)', async () => {
    const { api } = fakeBlogs();
    const { user } = renderAt(<ArticlesPage />, '/admin/articles');
    await tableRowOf('Airport Rides');
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = await screen.findByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 articles selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Publish' }));
    const prompt = (await screen.findByText(bulkTexts.confirm('publish', 2, 'articles'))).closest(
      '[role="dialog"]',
    );
    await user.click(within(prompt as HTMLElement).getByRole('button', { name: 'Yes' }));
    const report = await screen.findByRole('dialog', { name: 'Publish: the report' });
    expect(within(report).getByText('1 of 2 articles done.')).toBeInTheDocument();
    expect(within(report).getByRole('listitem')).toHaveTextContent(
      `Getting Around Lagos: ${blogTexts.alreadyPublished}`,
    );
    expect(api.sentTo(calls.Blogs.BulkPublishBlog).map((sent) => sent.body)).toEqual([{ Ids: [1, 2] }]);
    await waitFor(async () => expect(await tableRowOf('Airport Rides')).toHaveTextContent('Published'));
  });

  it('publishes a draft after the prompt, and it shows Published', async () => {
    const { api } = fakeBlogs();
    const { user } = renderAt(<ArticlesPage />, '/admin/articles');
    await user.click(within(await tableRowOf('Airport Rides')).getByRole('button', { name: 'Publish' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent('Are you sure, you want to publish this article (Airport Rides)?');
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toEqual(['Airport Rides has been published']));
    expect(api.sentTo(calls.Blogs.PublishBlog).map((request) => request.body)).toEqual([{ Id: 2 }]);
    await waitFor(async () =>
      expect(within(await tableRowOf('Airport Rides')).getByText('Published')).toBeInTheDocument(),
    );
  });

  it('duplicates an article as a draft copy, and deletes the copy after the prompt', async () => {
    const { api } = fakeBlogs();
    const { user } = renderAt(<ArticlesPage />, '/admin/articles');
    await user.click(
      within(await tableRowOf('Getting Around Lagos')).getByRole('button', { name: 'Duplicate' }),
    );
    await waitFor(() => expect(successes()).toEqual(['Getting Around Lagos (copy) has been saved']));
    const copy = await tableRowOf('Getting Around Lagos (copy)');
    expect(within(copy).getByText('Draft')).toBeInTheDocument();
    await user.click(within(copy).getByRole('button', { name: 'Delete' }));
    const prompt = await screen.findByRole('dialog');
    expect(prompt).toHaveTextContent(
      'Are you sure, you want to delete this article (Getting Around Lagos (copy))?',
    );
    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(successes()).toContain('Getting Around Lagos (copy) has been deleted'));
    expect(api.sentTo(calls.Blogs.DeleteBlog).map((request) => request.body)).toEqual([{ Id: 4 }]);
  });

  it('edits an article: its rows load as items, Update sends ContentsJson and shows the spec sentence', async () => {
    const { api } = fakeBlogs();
    const { user, fill } = renderAt(<ArticlesPage />, '/admin/articles?edit=1');
    expect(await screen.findByRole('heading', { name: 'Edit Getting Around Lagos' })).toBeInTheDocument();
    expect(screen.getByText('General Information')).toBeInTheDocument();
    expect(screen.getByText('Page Content')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Getting Around Lagos'));
    // The Url is shown, never edited.
    expect(screen.getByText('getting-around-lagos')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Url/ })).not.toBeInTheDocument();
    await fill(name, 'Moving Around Lagos');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(successes()).toEqual(['Moving Around Lagos has been updated Successfully. Thank you']),
    );
    const [body] = sentBody(api, calls.Blogs.UpdateBlog);
    expect(body).toMatchObject({
      Id: 1,
      Name: 'Moving Around Lagos',
      PageType: 5,
      ArticleDate: expect.stringMatching(/^2026-03-14/),
    });
    expect(typeof body!.ContentsJson).toBe('string');
    expect(JSON.parse(String(body!.ContentsJson))).toEqual(rowsOfLagos);
  });

  it('previews the article with its summary and blocks, sanitised', async () => {
    fakeBlogs();
    const { user } = renderAt(<ArticlesPage />, '/admin/articles?edit=1');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Getting Around Lagos'),
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Getting Around Lagos' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('How to move around Lagos.');
    expect(preview).toHaveTextContent('Traffic on the bridge eases after nine.');
    expect(preview.querySelector('iframe[src^="https://www.google.com/maps/embed"]')).not.toBeNull();
  });

  it('writes a new article with a text block: required fields first, then ContentsJson with the row', async () => {
    const { api } = fakeBlogs();
    const { user, fill } = renderAt(<ArticlesPage />, '/admin/articles');
    await user.click(await screen.findByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { name: 'New Article' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Enter Name');
    expect(api.sentTo(calls.Blogs.CreateBlog)).toEqual([]);

    await fill(screen.getByRole('textbox', { name: /^Name/ }), 'Night Rides');
    await fill(screen.getByRole('textbox', { name: /^SEOs/ }), 'Riding safely at night');
    await fill(screen.getByRole('textbox', { name: /^Tags/ }), 'night, safety');
    await user.click(screen.getByRole('textbox', { name: /^Summary/ }));
    await user.keyboard('Share your trip.');
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    await user.click(await screen.findByRole('button', { name: 'Add Content' }));
    const text = await screen.findByRole('textbox', { name: /^Text/ });
    await user.click(text);
    await user.keyboard('Sit in the back.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successes()).toEqual(['Night Rides has been saved']));
    const [body] = sentBody(api, calls.Blogs.CreateBlog);
    expect(body).toMatchObject({
      Id: 0,
      Name: 'Night Rides',
      SEOs: 'Riding safely at night',
      Tags: 'night, safety',
      Summary: '<p>Share your trip.</p>',
      PageType: 5,
    });
    expect(JSON.parse(String(body!.ContentsJson))).toEqual([
      {
        Id: 0,
        FitToScreen: false,
        Order: 1,
        Contents: [expect.objectContaining({ ContentType: 1, Width: 6, Content: '<p>Sit in the back.</p>' })],
      },
    ]);
  });

  it('marks Article Date required for an Article only', async () => {
    fakeBlogs();
    const { user } = renderAt(<ArticlesPage />, '/admin/articles?edit=new');
    const requiredMark = (label: string) =>
      screen.getByText(label, { selector: 'label' }).querySelector('.mantine-InputWrapper-required');
    await screen.findByRole('textbox', { name: /^Name/ });
    const pageType = screen.getByRole('combobox', { name: /^Page Type/ });
    await waitFor(() => expect(pageType).toHaveDisplayValue('Article'));
    expect(requiredMark('Article Date')).not.toBeNull();
    await user.click(pageType);
    await user.click(await screen.findByRole('option', { name: 'About' }));
    await waitFor(() => expect(requiredMark('Article Date')).toBeNull());
    expect(requiredMark('Name')).not.toBeNull();
  });

  it('offers Fit To Screen on the rows of a page that is not an article, keeping what was typed', async () => {
    const { api } = fakeBlogs();
    const { user, fill } = renderAt(<ArticlesPage />, '/admin/articles?edit=new');
    await fill(await screen.findByRole('textbox', { name: /^Name/ }), 'About Wayfare');
    await user.click(screen.getByRole('button', { name: 'Add Row' }));
    expect(screen.queryByRole('checkbox', { name: 'Fit To Screen' })).not.toBeInTheDocument();
    const pageType = screen.getByRole('combobox', { name: /^Page Type/ });
    await waitFor(() => expect(pageType).toHaveDisplayValue('Article'));
    await user.click(pageType);
    await user.click(await screen.findByRole('option', { name: 'About' }));
    await user.click(await screen.findByRole('button', { name: 'Row 1' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Fit To Screen' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('About Wayfare');
    await fill(screen.getByRole('textbox', { name: /^SEOs/ }), 'Who we are');
    await fill(screen.getByRole('textbox', { name: /^Tags/ }), 'about');
    await user.click(screen.getByRole('textbox', { name: /^Summary/ }));
    await user.keyboard('We move Lagos.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(successes()).toEqual(['About Wayfare has been saved']));
    const [body] = sentBody(api, calls.Blogs.CreateBlog);
    expect(body).toMatchObject({ Name: 'About Wayfare', PageType: 2 });
    expect(JSON.parse(String(body!.ContentsJson))).toEqual([
      { Id: 0, FitToScreen: true, Order: 1, Contents: [] },
    ]);
  });

  it("shows the server's refusal under its field", async () => {
    fakeBlogs();
    const { user, fill } = renderAt(<ArticlesPage />, '/admin/articles?edit=new');
    await fill(await screen.findByRole('textbox', { name: /^Name/ }), 'Taken');
    await fill(screen.getByRole('textbox', { name: /^SEOs/ }), 'x');
    await fill(screen.getByRole('textbox', { name: /^Tags/ }), 'x');
    await user.click(screen.getByRole('textbox', { name: /^Summary/ }));
    await user.keyboard('x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^SEOs/ })).toHaveAccessibleDescription(
        expect.stringContaining('SEOs is required'),
      ),
    );
  });

  it('is for those holding Blog & Articles view (issue 29 §3)', async () => {
    const refused = fakeBlogs(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    const { unmount } = renderAt(<ArticlesPage />, '/admin/articles');
    await expectPermissionNotice(refused.api, calls.Blogs.GetBlogs);
    unmount();
    fakeBlogs(signInLimitedTo({ [Endpoint.Blog]: { CanView: true } }));
    renderAt(<ArticlesPage />, '/admin/articles');
    expect(await tableRowOf('Getting Around Lagos')).toBeInTheDocument();
  });
});
