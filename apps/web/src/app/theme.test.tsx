import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Badge, Loader, Select, Textarea, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from './providers.tsx';
import { FOCUS_RING_CLASS } from './theme.ts';

describe('the theme', () => {
  it('makes a loader a status named by its label, as screen readers and axe need', () => {
    render(
      <Providers env="test">
        <Loader aria-label="Loading the page" />
      </Providers>,
    );
    expect(screen.getByRole('status', { name: 'Loading the page' })).toBeInTheDocument();
  });

  // Issue 32: a focused field showed only its 1-px border turning green.
  it('rings every focused text field, select and text area with a 2-px outline outside its border', () => {
    render(
      <Providers env="test">
        <TextInput label="First name" />
        <Textarea label="Comment" />
        <Select label="State" data={['Lagos']} />
      </Providers>,
    );
    for (const name of ['First name', 'Comment', 'State'])
      expect(screen.getByRole(name === 'State' ? 'combobox' : 'textbox', { name })).toHaveClass(
        FOCUS_RING_CLASS,
      );
    // Vitest leaves style sheets out of the page: the rule is read from the file.
    const focusRingSheet = readFileSync(path.join(import.meta.dirname, 'focus-ring.css'), 'utf8');
    expect(focusRingSheet).toContain(`.${FOCUS_RING_CLASS}:focus`);
    expect(focusRingSheet).toContain('outline: 2px solid var(--wayfare-focus-ring)');
  });

  // Issue 32: a narrow column cut 'PUBLISHED' and 'ACCEPTED' to 'PUBLISH…' and 'ACC…'.
  it('never draws a badge narrower than its words', () => {
    render(
      <Providers env="test">
        <Badge>Accepted</Badge>
      </Providers>,
    );
    expect(screen.getByText('Accepted').closest('.mantine-Badge-root')).toHaveStyle({
      minWidth: 'max-content',
    });
  });
});
