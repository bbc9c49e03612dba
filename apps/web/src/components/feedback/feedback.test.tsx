import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { confirmAction } from './confirm-action.tsx';
import { SummaryCards } from './summary-cards.tsx';

describe('confirmAction (spec 001 §5)', () => {
  it('asks the spec question and resolves true when confirmed', async () => {
    renderWidget(<div />);
    const answer = confirmAction({ action: 'delete', item: 'country', name: 'Nigeria' });
    expect(
      await screen.findByText('Are you sure, you want to delete this country (Nigeria)?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await expect(answer).resolves.toBe(true);
  });

  it('resolves false when declined, and the prompt closes', async () => {
    renderWidget(<div />);
    const answer = confirmAction({ action: 'disable', item: 'state', name: 'Lagos' });
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() =>
      expect(
        screen.queryByText('Are you sure, you want to disable this state (Lagos)?'),
      ).not.toBeInTheDocument(),
    );
  });

  it.each(['delete', 'disable', 'suspend', 'remove'])('confirms %s with a red button', async (action) => {
    renderWidget(<div />);
    void confirmAction({ action, item: 'country', name: 'Ghana' });
    const yes = await screen.findByRole('button', { name: 'Yes' });
    expect(yes.getAttribute('style')).toContain('--mantine-color-red-filled');
  });

  it('confirms what takes nothing away in the usual colour', async () => {
    renderWidget(<div />);
    void confirmAction({ action: 'enable', item: 'country', name: 'Ghana' });
    const yes = await screen.findByRole('button', { name: 'Yes' });
    expect(yes.getAttribute('style') ?? '').not.toContain('red');
  });

  it('resolves false when dismissed with Escape', async () => {
    renderWidget(<div />);
    const answer = confirmAction({ action: 'suspend', item: 'account', name: 'Ada Obi' });
    await screen.findByText('Are you sure, you want to suspend this account (Ada Obi)?');
    await userEvent.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });
});

describe('SummaryCards', () => {
  it('shows each figure with its title, numbers grouped with commas, and names each card with its figure', () => {
    renderWidget(
      <SummaryCards
        figures={[
          { title: 'Total Users', value: 12500 },
          { title: 'Completed Rides', value: '—' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Total Users: 12,500' })).toHaveTextContent('12,500');
    expect(screen.getByRole('group', { name: 'Completed Rides: —' })).toHaveTextContent('—');
  });

  it('makes a figure with an address a link to its list', () => {
    renderWidget(<SummaryCards figures={[{ title: 'Total Drivers', value: 7, to: '/admin/drivers' }]} />);
    const card = screen.getByRole('link', { name: 'Total Drivers: 7' });
    expect(card).toHaveAttribute('href', '/admin/drivers');
    expect(card).toHaveTextContent('7');
  });
});
