import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../test-render.tsx';
import { PageBreadcrumb } from './page-breadcrumb.tsx';

describe('PageBreadcrumb', () => {
  it('links the earlier steps and marks the last one as the current page', async () => {
    const toList = vi.fn();
    renderWidget(
      <PageBreadcrumb
        items={[
          { label: 'Home', to: '/admin/home' },
          { label: 'Countries', onClick: toList },
          { label: 'Nigeria' },
        ]}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      /Home.*Countries.*Nigeria/,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/admin/home');
    await userEvent.click(screen.getByRole('button', { name: 'Countries' }));
    expect(toList).toHaveBeenCalledOnce();
    expect(screen.getByText('Nigeria')).toHaveAttribute('aria-current', 'page');
  });
});
