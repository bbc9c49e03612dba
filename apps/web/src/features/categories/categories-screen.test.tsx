import { screen, waitFor, within } from '@testing-library/react';
import { type Category, categoryTexts } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { alertStore } from '../../lib/alerts.ts';
import { myRights, signInAdmin } from '../../test/admin-rights.ts';
import { answer, fakeApi, problem } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import CategoriesPage from './pages/categories-page.tsx';

/** The Category area in memory, refusing as the server module does (a parent with children: 409). */
function fakeCategories() {
  const rows: Category[] = [
    { Id: 1, Name: 'Comfort', ParentId: null, ImageURL: '/uploads/categories/comfort.png', Description: '' },
    { Id: 2, Name: 'Economy', ParentId: null, ImageURL: '', Description: '' },
    { Id: 3, Name: 'Comfort Quiet', ParentId: 1, ImageURL: '', Description: '' },
    { Id: 4, Name: 'Airport', ParentId: 3, ImageURL: '', Description: '' },
  ];
  const api = fakeApi(
    myRights(),
    answer(calls.Category.GetAllCategories, () => ({ rows: [...rows], total: rows.length })),
    answer(calls.Category.CreateCategory, ({ body }) => {
      const saved = {
        Id: rows.length + 10,
        Name: body.Name,
        ParentId: body.ParentId ?? null,
        ImageURL: body.ImageURL,
        Description: body.Description,
      };
      rows.push(saved);
      return saved;
    }),
    answer(calls.Category.UpdateCategory, ({ body }) => {
      if (body.Name === 'Economy') {
        const message = categoryTexts.nameTaken('Economy', null);
        return problem(409, message, { Name: [message] });
      }
      const index = rows.findIndex((row) => row.Id === body.Id);
      rows[index] = { ...rows[index]!, Name: body.Name, ParentId: body.ParentId ?? null };
      return rows[index]!;
    }),
    answer(calls.Category.DeleteCategory, ({ body }) => {
      const children = rows.filter((row) => row.ParentId === body.Id).length;
      if (children > 0) return problem(409, categoryTexts.hasChildren(children));
      const [gone] = rows.splice(
        rows.findIndex((row) => row.Id === body.Id),
        1,
      );
      return { Message: categoryTexts.deleted(gone!.Name) };
    }),
  );
  return { api, rows };
}

const cardOf = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('.mantine-Card-root') as HTMLElement;
const titles = () => screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
const alerts = () => alertStore.get().map((alert) => [alert.type, alert.message]);

describe('categories screen', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it('shows the top level as cards six to a row, pictures or the placeholder, then a New card; no search or paging', async () => {
    fakeCategories();
    renderAt(<CategoriesPage />, '/admin/categories');
    const comfort = await cardOf('Comfort');
    expect(titles()).toEqual(['Comfort', 'Economy', 'New']);
    expect(within(comfort).getByRole('img')).toHaveAttribute('src', '/uploads/categories/comfort.png');
    expect(
      within(await cardOf('Economy'))
        .getByRole('img')
        .getAttribute('src'),
    ).toMatch(/^data:image\/svg/);
    expect(
      within(comfort)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit', 'Child(ren)', 'Delete']);
    expect(screen.getAllByTestId('listing-column')[0]).toHaveAttribute('data-span', '2');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
  });

  it('drills into children with the parent in the URL and ancestors in the breadcrumb; Previous goes up a level', async () => {
    fakeCategories();
    const { user, location } = renderAt(<CategoriesPage />, '/admin/categories');
    await user.click(within(await cardOf('Comfort')).getByRole('button', { name: 'Child(ren)' }));
    await waitFor(() => expect(location().search).toBe('?parent=1'));
    await cardOf('Comfort Quiet');
    await user.click(within(await cardOf('Comfort Quiet')).getByRole('button', { name: 'Child(ren)' }));
    await waitFor(() => expect(location().search).toBe('?parent=3'));
    expect(await cardOf('Airport')).toBeInTheDocument();
    expect(titles()).toEqual(['Previous', 'Airport', 'New']);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'Categories/Comfort/Comfort Quiet',
    );
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location().search).toBe('?parent=1'));
    expect(await cardOf('Comfort Quiet')).toBeInTheDocument();
  });

  it('adds a category under the current parent from the New card, sending its ParentId', async () => {
    const { api } = fakeCategories();
    const { user, location, fill } = renderAt(<CategoriesPage />, '/admin/categories?parent=1', {
      withAlerts: true,
    });
    await user.click(within(await cardOf('New')).getByRole('button', { name: 'New' }));
    expect(await screen.findByRole('heading', { name: 'New Category' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Enter Name');
    await fill(screen.getByLabelText(/^Name/), 'x'.repeat(101));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(expect.stringContaining('100'));
    await fill(screen.getByLabelText(/^Name/), 'Comfort Pets');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(location().search).toBe('?parent=1'));
    expect(api.sentTo(calls.Category.CreateCategory).map((request) => request.body)).toEqual([
      { Id: 0, Name: 'Comfort Pets', ParentId: 1, ImageURL: '', Description: '' },
    ]);
    expect(alerts()).toContainEqual(['Success', 'Comfort Pets has been saved']);
    expect(await cardOf('Comfort Pets')).toBeInTheDocument();
  });

  it('updates a category where it is, and shows a refused name under the field', async () => {
    const { api } = fakeCategories();
    const { user, fill } = renderAt(<CategoriesPage />, '/admin/categories?parent=1');
    await user.click(within(await cardOf('Comfort Quiet')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { name: 'Edit Comfort Quiet' })).toBeInTheDocument();
    await fill(screen.getByLabelText(/^Name/), 'Economy');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        expect.stringContaining('A top-level category named Economy already exists'),
      ),
    );
    await fill(screen.getByLabelText(/^Name/), 'Comfort Silent');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await cardOf('Comfort Silent')).toBeInTheDocument();
    expect(api.sentTo(calls.Category.UpdateCategory).at(-1)?.body).toEqual({
      Id: 3,
      Name: 'Comfort Silent',
      ParentId: 1,
      ImageURL: '',
      Description: '',
    });
  });

  it("asks before deleting, and shows the server's refusal of a parent with children", async () => {
    const { api } = fakeCategories();
    const { user } = renderAt(<CategoriesPage />, '/admin/categories', { withAlerts: true });
    await user.click(within(await cardOf('Comfort')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure, you want to delete this category (Comfort)?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(alerts()).toContainEqual([
        'Error',
        'This category has 1 child categories. Delete or move them first',
      ]),
    );
    expect(await cardOf('Comfort')).toBeInTheDocument();
    await user.click(within(await cardOf('Economy')).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Economy' })).not.toBeInTheDocument());
    expect(api.sentTo(calls.Category.DeleteCategory).map((request) => request.body)).toEqual([
      { Id: 1 },
      { Id: 2 },
    ]);
  });
});
