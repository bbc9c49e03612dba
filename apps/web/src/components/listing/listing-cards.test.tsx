import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLACEHOLDER_PICTURE } from '../placeholder-pictures.ts';
import { renderWidget } from '../test-render.tsx';
import { ListingCards } from './listing-cards.tsx';
import { type ListingItem, listingStyles } from './listing-types.ts';
import { SINGLE_CLICK_DELAY_MS } from './use-click-timing.ts';

const items: ListingItem[] = [
  {
    key: 1,
    Title: 'Lagos Marina',
    SubTitle: 'Pick-up point',
    Description: 'By the jetty',
    Date: '2024-03-09T10:00:00',
    Picture: '/uploads/marina.jpg',
    URL: '/article/marina',
    ToolTip: 'Busy at rush hour',
    IsSelected: true,
  },
  { key: 2, Title: 'Abuja Central', Description: 'No picture yet' },
];

describe('ListingCards', () => {
  afterEach(() => vi.useRealTimers());

  it.each(listingStyles)('shows every item in the %s style', (listingStyle) => {
    const { container } = renderWidget(<ListingCards items={items} listingStyle={listingStyle} />);
    // Collapsible_List repeats a linked title inside its (closed) panel.
    expect(screen.getAllByText('Lagos Marina').length).toBeGreaterThan(0);
    expect(screen.getByText('Abuja Central')).toBeInTheDocument();
    expect(container.querySelector(`[data-listing-style="${listingStyle}"]`)).not.toBeNull();
    expect(container.querySelectorAll('[data-selected="true"]')).toHaveLength(1);
  });

  it('shows the placeholder picture for an item without a picture', () => {
    renderWidget(<ListingCards items={items} />);
    expect(screen.getByAltText('Abuja Central')).toHaveAttribute('src', PLACEHOLDER_PICTURE);
    expect(screen.getByAltText('Lagos Marina')).toHaveAttribute('src', '/uploads/marina.jpg');
  });

  it('links the title to its URL and shows the date', () => {
    renderWidget(<ListingCards items={items} />);
    expect(screen.getByRole('link', { name: 'Lagos Marina' })).toHaveAttribute('href', '/article/marina');
    expect(screen.getByText('9 Mar 2024')).toBeInTheDocument();
  });

  it('puts 3 items per row by default, 4 of 12 columns each', () => {
    renderWidget(<ListingCards items={items} />);
    for (const column of screen.getAllByTestId('listing-column'))
      expect(column).toHaveAttribute('data-span', '4');
  });

  it('shows a No Record card when empty and a Loading... card while loading', () => {
    const { unmount } = renderWidget(<ListingCards items={[]} />);
    expect(screen.getByText('No Record')).toBeInTheDocument();
    unmount();
    renderWidget(<ListingCards items={[]} loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('No Record')).not.toBeInTheDocument();
  });

  it('runs a single-click action 200 ms after the click, not before', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    renderWidget(
      <ListingCards items={[{ key: 1, Title: 'Trip', Actions: [{ label: 'Open', onClick: open }] }]} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    act(() => vi.advanceTimersByTime(SINGLE_CLICK_DELAY_MS - 1));
    expect(open).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(open).toHaveBeenCalledOnce();
    expect(SINGLE_CLICK_DELAY_MS).toBe(200);
  });

  it('runs only the double-click action on a double click', () => {
    vi.useFakeTimers();
    const open = vi.fn();
    const edit = vi.fn();
    renderWidget(
      <ListingCards
        items={[{ key: 1, Title: 'Trip', Actions: [{ label: 'Open', onClick: open, onDoubleClick: edit }] }]}
      />,
    );
    const button = screen.getByRole('button', { name: 'Open' });
    fireEvent.click(button);
    act(() => vi.advanceTimersByTime(80));
    fireEvent.click(button);
    fireEvent.doubleClick(button);
    act(() => vi.advanceTimersByTime(1000));
    expect(edit).toHaveBeenCalledOnce();
    expect(open).not.toHaveBeenCalled();
  });
});
