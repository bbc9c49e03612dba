import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from '../app/providers.tsx';
import { ColorSchemeSwitch } from './color-scheme-switch.tsx';

const renderSwitch = () =>
  render(
    <Providers env="test">
      <ColorSchemeSwitch />
    </Providers>,
  );
const scheme = () => document.documentElement.getAttribute('data-mantine-color-scheme');

afterEach(() => localStorage.clear());

// Issue 32: light, dark or the system's scheme, kept in this browser for the next visit.
describe('the colour scheme switch', () => {
  it('offers Light, Dark and System, Light at first', () => {
    renderSwitch();
    const group = screen.getByRole('radiogroup', { name: 'Colour scheme' });
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(within(group).getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Dark' })).not.toBeChecked();
    expect(within(group).getByRole('radio', { name: 'System' })).not.toBeChecked();
    expect(scheme()).toBe('light');
  });

  it('turns the page dark at once, and the choice outlives the page', async () => {
    const user = userEvent.setup();
    const first = renderSwitch();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(scheme()).toBe('dark');
    first.unmount();

    renderSwitch();
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(scheme()).toBe('dark');
    await user.click(screen.getByRole('radio', { name: 'System' }));
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    // jsdom's system prefers light.
    expect(scheme()).toBe('light');
  });
});
