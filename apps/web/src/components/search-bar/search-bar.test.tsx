import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { SearchBar, type SearchBarProps } from './search-bar.tsx';
import { LIST_SEARCH_DELAY_MS } from './search-layout.ts';

const base: SearchBarProps = { keyword: '', onKeywordChange: () => {} };

/** The span Mantine actually draws for a grid column (its flex-basis at the sm breakpoint and up). */
function drawnSpan(column: HTMLElement) {
  const rules = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');
  const className = Array.from(column.classList).find((name) => name.startsWith('__m__-'));
  const rule = rules
    .split('}')
    .find((text) => text.includes('min-width: 48em') && text.includes(`.${className}`));
  const percent = rule?.match(/--col-flex-basis:\s*calc\(([\d.]+)%/)?.[1];
  return percent === undefined ? undefined : Math.round((Number(percent) / 100) * 12);
}

function Harness({ onSearch }: { onSearch: (keyword: string) => void }) {
  const [keyword, setKeyword] = useState('');
  return (
    <SearchBar
      keyword={keyword}
      onKeywordChange={(next) => {
        setKeyword(next);
        onSearch(next);
      }}
    />
  );
}

function Outside() {
  const [keyword, setKeyword] = useState('Kano');
  return (
    <>
      <button type="button" onClick={() => setKeyword('Ibadan')}>
        Back
      </button>
      <SearchBar keyword={keyword} onKeywordChange={setKeyword} />
    </>
  );
}

describe('SearchBar layout (spec 000 §2.3)', () => {
  it('gives the search area 12 columns and the keyword box 8 when there is no action and no filter', () => {
    renderWidget(<SearchBar {...base} />);
    const area = screen.getByTestId('search-area');
    expect(area).toHaveAttribute('data-span', '12');
    expect(screen.getByTestId('keyword-column')).toHaveAttribute('data-span', '8');
    expect(drawnSpan(screen.getByTestId('keyword-column'))).toBe(8);
    expect(screen.queryByTestId('action-area')).not.toBeInTheDocument();
  });

  it('gives the search area 9 columns when there are action buttons', () => {
    renderWidget(<SearchBar {...base} actions={[{ onClick: () => {} }]} />);
    expect(screen.getByTestId('search-area')).toHaveAttribute('data-span', '9');
    expect(drawnSpan(screen.getByTestId('search-area'))).toBe(9);
    expect(screen.getByTestId('action-area')).toHaveAttribute('data-span', '3');
  });

  it('narrows the keyword box to 4 columns when date, list or extra filters show', () => {
    const filters: Partial<SearchBarProps>[] = [
      { dateRange: { from: null, to: null, onChange: () => {} } },
      {
        option: { label: 'Status', data: [{ value: '1', label: 'Active' }], value: null, onChange: () => {} },
      },
      { extraFilters: <span>extra</span> },
    ];
    for (const filter of filters) {
      const { unmount } = renderWidget(<SearchBar {...base} {...filter} />);
      expect(screen.getByTestId('keyword-column')).toHaveAttribute('data-span', '4');
      expect(drawnSpan(screen.getByTestId('keyword-column'))).toBe(4);
      unmount();
    }
  });
});

describe('SearchBar content', () => {
  it('uses the placeholder Search with Keywords by default and shows From and To pickers', () => {
    renderWidget(<SearchBar {...base} dateRange={{ from: '2024-01-05', to: null, onChange: () => {} }} />);
    expect(screen.getByPlaceholderText('Search with Keywords')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'From' })).toHaveTextContent('5 Jan 2024');
    expect(screen.getByRole('button', { name: 'To' })).toBeInTheDocument();
  });

  it('titles a single action Create by default', async () => {
    const create = vi.fn();
    renderWidget(<SearchBar {...base} actions={[{ onClick: create }]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(create).toHaveBeenCalledOnce();
  });

  it('shows several actions as a drop-down', async () => {
    const resend = vi.fn();
    renderWidget(
      <SearchBar
        {...base}
        actionTitle="Actions"
        actions={[
          { label: 'Resend All Failed', onClick: resend },
          { label: 'Export', onClick: () => {} },
        ]}
      />,
    );
    expect(screen.queryByRole('menuitem', { name: 'Resend All Failed' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Resend All Failed' }));
    expect(resend).toHaveBeenCalledOnce();
  });
});

describe('SearchBar keyword debounce (spec 000 §9: 1000 ms)', () => {
  afterEach(() => vi.useRealTimers());

  it('reloads once, 1 s after typing stops, and not before', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWidget(<Harness onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search with Keywords');
    for (const text of ['L', 'La', 'Lag', 'Lago', 'Lagos']) {
      fireEvent.change(box, { target: { value: text } });
      act(() => vi.advanceTimersByTime(600));
    }
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(LIST_SEARCH_DELAY_MS - 600 - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('Lagos');
    act(() => vi.advanceTimersByTime(5000));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(box).toHaveValue('Lagos');
  });

  it('searches at once on Enter', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    renderWidget(<Harness onSearch={onSearch} />);
    const box = screen.getByPlaceholderText('Search with Keywords');
    fireEvent.change(box, { target: { value: 'Abuja' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onSearch).toHaveBeenCalledWith('Abuja');
  });

  it('shows a keyword changed from outside, as after going back', async () => {
    renderWidget(<Outside />);
    const box = screen.getByPlaceholderText('Search with Keywords');
    expect(box).toHaveValue('Kano');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(box).toHaveValue('Ibadan');
  });
});
