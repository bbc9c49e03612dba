import { act, screen, waitFor } from '@testing-library/react';
import { type FoundGroup, type FoundRecord, RideStatus } from '@wayfare/contracts';
import * as calls from '@wayfare/contracts/calls';
import { describe, expect, it, vi } from 'vitest';
import { answer, fakeApi } from '../../test/fake-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { HeaderSearch, SEARCH_LABEL } from './header-search.tsx';

const record = (fields: Partial<FoundRecord> & Pick<FoundRecord, 'Kind' | 'Id' | 'Title'>): FoundRecord => ({
  Detail: '',
  RideStatus: null,
  OrderNumber: null,
  ...fields,
});

function openAdminPage() {
  const api = fakeApi(
    answer(calls.Search.FindRecords, ({ query }) => ({
      Partial: false,
      Groups: query.q.startsWith('LAG')
        ? ([
            {
              Name: 'Rides',
              Records: [
                record({
                  Kind: 'Ride',
                  Id: '42',
                  Title: 'Ride #42 to Lekki',
                  RideStatus: RideStatus.Completed,
                }),
              ],
            },
            { Name: 'Cars', Records: [record({ Kind: 'Car', Id: '7', Title: 'LAG-123 · Toyota Corolla' })] },
          ] satisfies FoundGroup[])
        : [],
    })),
  );
  const rendered = renderRoutes(
    [
      {
        path: '/admin/home',
        element: (
          <>
            <input aria-label="Another field" />
            <HeaderSearch compact={false} />
          </>
        ),
      },
    ],
    { at: '/admin/home' },
  );
  return { ...rendered, ...api };
}

describe('the admin header search (issue 32)', () => {
  it('opens with / and focuses its box, but not while typing / in another field', async () => {
    const { user } = openAdminPage();
    await user.type(screen.getByRole('textbox', { name: 'Another field' }), '3/4');
    expect(screen.queryByRole('textbox', { name: SEARCH_LABEL })).toBeNull();
    await user.click(document.body);
    await user.keyboard('/');
    await waitFor(() => expect(screen.getByRole('textbox', { name: SEARCH_LABEL })).toHaveFocus());
  });

  it('shows the groups found and opens the one chosen with the arrows and Enter at its record address', async () => {
    const { user, location, sentTo } = openAdminPage();
    await user.click(screen.getByRole('button', { name: SEARCH_LABEL }));
    const box = await screen.findByRole('textbox', { name: SEARCH_LABEL });
    await user.type(box, 'LAG-123');
    expect(await screen.findByRole('group', { name: 'Cars' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Rides' })).toBeVisible();
    expect(sentTo(calls.Search.FindRecords).at(-1)?.query.get('q')).toBe('LAG-123');
    // The first arrow chooses the first record (the ride), the second the car.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/admin/cardetails/7'));
  });

  it('asks nothing for one character and says how many it needs', async () => {
    // Fake timers, moving with the clock, so the typing pause can be passed at once below.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user, sent } = openAdminPage();
      await user.click(screen.getByRole('button', { name: SEARCH_LABEL }));
      await user.type(await screen.findByRole('textbox', { name: SEARCH_LABEL }), 'L');
      expect(await screen.findByText('Type at least 2 characters to search')).toBeVisible();
      // Past the typing pause, when a longer query would have been sent.
      await act(() => vi.advanceTimersByTimeAsync(2_000));
      expect(sent).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
