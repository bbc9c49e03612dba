import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { RideStatus } from '@wayfare/contracts';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, darkTint } from '../app/accessible-colors.ts';
import { Providers } from '../app/providers.tsx';
import { cssVariablesResolver, theme } from '../app/theme.ts';
import { RideStatusBadge } from './ride-status-badge.tsx';
import { StatusBadge } from './screen/status-badge.tsx';
import { ToneBadge } from './tone-badge.tsx';

// Issue 32: status badges were 3.8:1. Each shared badge draws its text and tint from the theme's
// variables, and those are measured here in both schemes, as the browser resolves them.

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = cssVariablesResolver(resolved) as Record<'light' | 'dark', Record<string, string>>;

/** The colour a `var(--mantine-color-{name}-…)` reference resolves to in `scheme`. */
function resolve(reference: string, scheme: 'light' | 'dark'): string {
  const name = /^var\((--[\w-]+)\)$/.exec(reference.trim())?.[1];
  if (!name) return reference;
  const own = variables[scheme][name];
  if (own) return resolve(own, scheme);
  const tint = /^--mantine-color-(\w+)-light$/.exec(name)?.[1];
  if (tint) return scheme === 'light' ? resolved.colors[tint]![1] : darkTint(resolved.colors[tint]!);
  throw new Error(`${name} is not one of the theme's variables`);
}

function expectReadableBadge(ui: ReactElement, text: string) {
  render(<Providers env="test">{ui}</Providers>);
  const badge = screen.getByText(text).closest<HTMLElement>('.mantine-Badge-root')!;
  // Its own colour only through the theme: no fixed text colour that the dark scheme would not change.
  expect(badge.style.color).toBe('');
  for (const scheme of ['light', 'dark'] as const) {
    const textColour = resolve(badge.style.getPropertyValue('--badge-color'), scheme);
    const tint = resolve(badge.style.getPropertyValue('--badge-bg'), scheme);
    expect(contrastRatio(textColour, tint), `${text} in the ${scheme} scheme`).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  }
}

describe('the status badges (4.5:1 in either scheme)', () => {
  it.each(['green', 'yellow', 'blue', 'red', 'orange', 'gray'] as const)('a %s tone badge', (tone) =>
    expectReadableBadge(<ToneBadge tone={tone}>Paid</ToneBadge>, 'Paid'),
  );

  it.each([true, false])('an on/off badge (on: %s)', (on) =>
    expectReadableBadge(<StatusBadge on={on} />, on ? 'Enabled' : 'Disabled'),
  );

  it.each(Object.entries(RideStatus))("a ride's status badge: %s", (name, status) =>
    expectReadableBadge(<RideStatusBadge status={status} name={name} />, name),
  );
});
