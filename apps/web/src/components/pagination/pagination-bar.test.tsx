import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { isLastPage, pageWindow } from './page-window.ts';
import { PaginationBar } from './pagination-bar.tsx';

const PAGE_SIZE = 20;
const rowsForPages = (pages: number) => pages * PAGE_SIZE;

describe('pageWindow (shown 1-based; page is 0-based on the wire)', () => {
  it('shows pages 1-5 while the shown current page is 4 or lower', () => {
    for (const page of [0, 1, 2, 3])
      expect(pageWindow(page, rowsForPages(30), PAGE_SIZE)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows the five ending at the current page from the shown page 5 on', () => {
    expect(pageWindow(4, rowsForPages(30), PAGE_SIZE)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(5, rowsForPages(30), PAGE_SIZE)).toEqual([2, 3, 4, 5, 6]);
    expect(pageWindow(11, rowsForPages(30), PAGE_SIZE)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(29, rowsForPages(30), PAGE_SIZE)).toEqual([26, 27, 28, 29, 30]);
  });

  it('never shows a page past the last one', () => {
    expect(pageWindow(0, rowsForPages(3), PAGE_SIZE)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 41, PAGE_SIZE)).toEqual([1, 2, 3]);
    expect(pageWindow(0, 0, PAGE_SIZE)).toEqual([1]);
    expect(pageWindow(0, rowsForPages(5), PAGE_SIZE)).toEqual([1, 2, 3, 4, 5]);
  });

  it('draws the window of the last page for a page past the end', () => {
    expect(pageWindow(40, rowsForPages(7), PAGE_SIZE)).toEqual([3, 4, 5, 6, 7]);
  });

  it('knows the last page from the total and the page size', () => {
    expect(isLastPage(0, 20, 20)).toBe(true);
    expect(isLastPage(0, 21, 20)).toBe(false);
    expect(isLastPage(1, 21, 20)).toBe(true);
    expect(isLastPage(0, 0, 20)).toBe(true);
  });
});

describe('PaginationBar', () => {
  const shownNumbers = () =>
    screen.getAllByRole('button', { name: /^Page / }).map((button) => Number(button.textContent));

  it('disables Previous on the first page and Next on the last', () => {
    renderWidget(<PaginationBar page={0} total={45} pageSize={PAGE_SIZE} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    expect(shownNumbers()).toEqual([1, 2, 3]);
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  });

  it('disables Next once the last page is shown', () => {
    renderWidget(<PaginationBar page={2} total={45} pageSize={PAGE_SIZE} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('reports the 0-based page of the number or arrow clicked', async () => {
    const onPageChange = vi.fn();
    renderWidget(
      <PaginationBar page={6} total={rowsForPages(10)} pageSize={PAGE_SIZE} onPageChange={onPageChange} />,
    );
    expect(shownNumbers()).toEqual([3, 4, 5, 6, 7]);
    await userEvent.click(screen.getByRole('button', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(7);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(5);
  });
});
