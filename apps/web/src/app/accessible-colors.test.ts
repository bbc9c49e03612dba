import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio } from './accessible-colors.ts';
import { cssVariablesResolver, theme } from './theme.ts';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

describe("the theme's colours (WCAG AA, 4.5:1 for normal text)", () => {
  it.each(Object.keys(resolved.colors))('%s: white on a filled button, its colour on white', (name) => {
    const filled = light[`--mantine-color-${name}-filled`]!;
    expect(contrastRatio(resolved.white, filled)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(light[`--mantine-color-${name}-filled-hover`]!, resolved.white)).toBeGreaterThan(
      contrastRatio(filled, resolved.white),
    );
    expect(light[`--mantine-color-${name}-outline`]).toBe(filled);
  });

  it.each(Object.keys(resolved.colors))("%s: a light button's text on its tint", (name) => {
    const text = light[`--mantine-color-${name}-light-color`]!;
    expect(contrastRatio(text, resolved.colors[name]![1])).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it("words a field's error (message and border) in a red of 4.5:1 on white", () =>
    expect(contrastRatio(light['--mantine-color-error']!, resolved.white)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    ));

  it("keeps a palette's own shade where one passes; darkens past shade 9 where none does", () => {
    // The confirm prompt's red Yes (Mantine's red.6 is 3.3:1); the brand's green already passed.
    expect(light['--mantine-color-red-filled']).toBe(resolved.colors.red[8]);
    expect(light['--mantine-color-brand-filled']).toBe(resolved.colors.brand![6]);
    expect(light['--mantine-color-red-light-color']).toBe(resolved.colors.red[9]);
    // A row's orange Suspend: shade 9 on its tint is 3.6:1, so darker than any shade of the palette.
    expect(resolved.colors.orange).not.toContain(light['--mantine-color-orange-light-color']);
  });
});
