import { screen, within } from '@testing-library/react';
import { Endpoint, type Rating } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../lib/session.ts';
import { expectPermissionNotice, myRights, signInAdmin, signInLimitedTo } from '../../test/admin-rights.ts';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderAt } from '../../test/render.tsx';
import { tableRowOf } from '../../test/screen-queries.ts';
import MyRatingsPage from './pages/my-ratings-page.tsx';
import RatingsPage from './pages/ratings-page.tsx';

const aRating = (Id: number, RatedBy: string, more: Partial<Rating> = {}): Rating => ({
  Id,
  RatedBy,
  ItemName: 'Bola Eze (Driver)',
  ItemUrl: '/admin/otherrides/41',
  StarRating: 4,
  MyTotalStarRatingAsDriver: 4.5,
  RideId: 41,
  Comment: 'Smooth ride, arrived early',
  CreatedDate: '2026-11-20T09:30:00.000Z',
  ...more,
});

const ratings = [
  aRating(2, 'Ada Okafor'),
  aRating(1, 'Bola Eze', {
    ItemName: 'Ada Okafor (Customer)',
    ItemUrl: '/admin/otherrides/40',
    RideId: 40,
    StarRating: 2,
    Comment: null,
  }),
];

const byKeyword = (keyword: string | undefined) =>
  ratings.filter((row) =>
    `${row.RatedBy} ${row.ItemName} ${row.Comment ?? ''}`
      .toLowerCase()
      .includes((keyword ?? '').toLowerCase()),
  );

function fakeRatings(rights = myRights()) {
  return fakeApi(
    rights,
    answer(calls.Rating.GetRatings, ({ query }) => {
      const rows = byKeyword(query.keyword);
      return { rows, total: rows.length };
    }),
    answer(calls.Rating.GetMyRatings, () => ({ rows: [ratings[1]!], total: 1 })),
  );
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Rating Activities', { timeout: 20_000 }, () => {
  beforeEach(() => signInAdmin());

  it("lists every rating with its stars, the rated person linking to the ride's page", async () => {
    fakeRatings();
    renderAt(<RatingsPage />, '/admin/ratings');
    const row = await tableRowOf('Ada Okafor');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      '#',
      'Rated By',
      'Item',
      'Rating',
      'Comment',
      'Date',
    ]);
    expect(cellsOf(row).slice(0, 5)).toEqual([
      '1',
      'Ada Okafor',
      'Bola Eze (Driver)',
      '',
      'Smooth ride, arrived early',
    ]);
    expect(within(row).getByRole('link', { name: 'Bola Eze (Driver)' })).toHaveAttribute(
      'href',
      '/admin/otherrides/41',
    );
    expect(within(row).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    const other = await tableRowOf('Bola Eze');
    expect(within(other).getByRole('img', { name: 'Rated 2 out of 5' })).toBeInTheDocument();
    expect(cellsOf(other)[4]).toBe('—');
  });

  it('searches by keyword, sent to GetRatings', async () => {
    const api = fakeRatings();
    renderAt(<RatingsPage />, '/admin/ratings?keyword=customer');
    await tableRowOf('Bola Eze');
    expect(screen.queryByRole('cell', { name: 'Ada Okafor' })).not.toBeInTheDocument();
    expect(api.sentTo(calls.Rating.GetRatings).at(-1)?.query.get('keyword')).toBe('customer');
  });

  it('shows the notice, and asks for no rating, to someone without the Rating endpoint', async () => {
    const api = fakeRatings(signInLimitedTo({ [Endpoint.Ride]: { CanView: true } }));
    renderAt(<RatingsPage />, '/admin/ratings');
    await expectPermissionNotice(api, calls.Rating.GetRatings);
  });

  it('shows a customer the ratings they received under /teacher/ratings, without links to admin pages', async () => {
    session.signIn({
      Token: 'rider-token',
      User: {
        Id: 'r1',
        EmailAddress: 'ada@example.com',
        Surname: 'Okafor',
        FirstName: 'Ada',
        HasAdminRole: false,
        AllowAllEndPoints: false,
        AdminEndPoints: [],
      },
      RequireNewPassword: false,
    });
    const api = fakeRatings();
    renderAt(<MyRatingsPage />, '/teacher/ratings');
    expect(await screen.findByRole('heading', { name: 'Rating Activities', level: 1 })).toBeInTheDocument();
    const row = await tableRowOf('Bola Eze');
    expect(within(row).getByText('Ada Okafor (Customer)')).toBeInTheDocument();
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(api.sentTo(calls.Rating.GetMyRatings)).toHaveLength(1);
    expect(api.sentTo(calls.Rating.GetRatings)).toEqual([]);
  });
});
