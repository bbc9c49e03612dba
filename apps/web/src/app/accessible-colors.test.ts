import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, contrastRatio, darkSurfaces, darkTint } from './accessible-colors.ts';
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

const dark = cssVariablesResolver(resolved).dark;
const { body, card } = darkSurfaces(resolved);
const paletteColours = Object.keys(resolved.colors).filter((name) => name !== 'dark');

// Issue 32, dark mode: the same measure on Mantine's dark page (dark.7) and its cards and striped rows (dark.6).
describe("the dark scheme's colours (WCAG AA, 4.5:1 for normal text)", () => {
  it.each(paletteColours)(
    '%s: white on a filled button; its text and outline on the page and a card',
    (name) => {
      expect(contrastRatio(resolved.white, dark[`--mantine-color-${name}-filled`]!)).toBeGreaterThanOrEqual(
        AA_CONTRAST,
      );
      for (const surface of [body, card]) {
        expect(contrastRatio(dark[`--mantine-color-${name}-text`]!, surface)).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
        expect(contrastRatio(dark[`--mantine-color-${name}-outline`]!, surface)).toBeGreaterThanOrEqual(
          AA_CONTRAST,
        );
      }
    },
  );

  it.each(paletteColours)("%s: a light button's or badge's text on its dark tint", (name) => {
    const tint = darkTint(resolved.colors[name]!);
    expect(contrastRatio(dark[`--mantine-color-${name}-light-color`]!, tint)).toBeGreaterThanOrEqual(
      AA_CONTRAST,
    );
  });

  it('words secondary text, placeholders, links, errors and the logo at 4.5:1', () => {
    for (const variable of ['dimmed', 'placeholder', 'anchor', 'error'])
      expect(contrastRatio(dark[`--mantine-color-${variable}`]!, card)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(dark['--wayfare-logo-text']!, body)).toBeGreaterThanOrEqual(AA_CONTRAST);
    // Mantine's own dimmed grey (dark.2) is 4.0:1 on the page: not kept.
    expect(dark['--mantine-color-dimmed']).not.toBe(resolved.colors.dark[2]);
  });
});

// Issue 32: a focused field's ring is 3:1 at least on what surrounds it (WCAG 2.4.11), in either scheme.
describe('the focus ring', () => {
  it.each([
    ['light', light, [resolved.white, resolved.colors.gray[0]]],
    ['dark', dark, [body, card]],
  ] as const)('is 3:1 on the %s page and its cards', (_scheme, variables, surfaces) => {
    for (const surface of surfaces)
      expect(contrastRatio(variables['--wayfare-focus-ring']!, surface)).toBeGreaterThanOrEqual(3);
  });
});
