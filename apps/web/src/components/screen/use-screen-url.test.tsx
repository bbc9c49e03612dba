import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { useScreenUrl } from './use-screen-url.ts';

/** A screen that shows what the URL says and offers the recipe's moves as buttons. */
function Probe() {
  const url = useScreenUrl();
  return (
    <div>
      <output data-testid="state">
        {url.editing === null
          ? url.viewing === null
            ? 'list'
            : `view ${url.viewing}`
          : `edit ${url.editing}`}
        {url.isNew ? ' (new)' : ''}
      </output>
      <button type="button" onClick={url.openNew}>
        New
      </button>
      <button type="button" onClick={() => url.openEdit(5)}>
        Edit 5
      </button>
      <button type="button" onClick={() => url.openView(7)}>
        View 7
      </button>
      <button type="button" onClick={url.close}>
        Close
      </button>
    </div>
  );
}

const shown = () => screen.getByTestId('state').textContent;

describe('useScreenUrl', () => {
  it("opens a record's form at ?edit=<id> beside the list's parameters, and Back returns to the list", async () => {
    const user = userEvent.setup();
    const { location, router } = renderWidget(<Probe />, { at: '/admin/countries?keyword=gh&page=1' });
    expect(shown()).toBe('list');
    await user.click(screen.getByRole('button', { name: 'Edit 5' }));
    expect(location().search).toBe('?keyword=gh&page=1&edit=5');
    expect(shown()).toBe('edit 5');

    await act(() => router.navigate(-1));
    expect(location().search).toBe('?keyword=gh&page=1');
    expect(shown()).toBe('list');
    await act(() => router.navigate(1));
    expect(shown()).toBe('edit 5');
  });

  it('opens a new record at ?edit=new', async () => {
    const user = userEvent.setup();
    const { location } = renderWidget(<Probe />, { at: '/admin/countries' });
    await user.click(screen.getByRole('button', { name: 'New' }));
    expect(location().search).toBe('?edit=new');
    expect(shown()).toBe('edit new (new)');
  });

  it('reads an old link with the empty id (?edit=0) as a new record', () => {
    renderWidget(<Probe />, { at: '/admin/countries?edit=0' });
    expect(shown()).toBe('edit 0 (new)');
  });

  it('opens the detail view at ?view=<id>, in place of an open form', async () => {
    const user = userEvent.setup();
    const { location } = renderWidget(<Probe />, { at: '/admin/accounts?edit=5' });
    await user.click(screen.getByRole('button', { name: 'View 7' }));
    expect(location().search).toBe('?view=7');
    expect(shown()).toBe('view 7');
  });

  it('closing a form it opened steps back in history, so Forward reopens it', async () => {
    const user = userEvent.setup();
    const { location, router } = renderWidget(<Probe />, { at: '/admin/countries?page=2' });
    await user.click(screen.getByRole('button', { name: 'Edit 5' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    // navigate(-1) settles after the click returns.
    await waitFor(() => expect(location().search).toBe('?page=2'));
    await act(() => router.navigate(1));
    expect(location().search).toBe('?page=2&edit=5');
  });

  it('closing a form reached by a link replaces it with its list (Back leaves the screen)', async () => {
    const user = userEvent.setup();
    const { location, router } = renderWidget(<Probe />, { at: '/admin/countries?page=2&edit=5' });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(location().search).toBe('?page=2');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
