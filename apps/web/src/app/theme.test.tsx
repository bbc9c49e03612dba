import { Loader } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';

describe('the theme', () => {
  it('makes a loader a status named by its label, as screen readers and axe need', () => {
    render(
      <Providers env="test">
        <Loader aria-label="Loading the page" />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  });
});
