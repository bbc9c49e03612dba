import { darken, getPrimaryShade, lighten, luminance, type MantineTheme } from '@mantine/core';

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `from`, or the first darker colour (the palette's next shades, then darkened) that `passes`. */
function firstPassing(shades: readonly string[], from: number, passes: (color: string) => boolean): string {
  const darker = shades.slice(from).find(passes);
  if (darker) return darker;
  let color = shades.at(-1)!;
  for (let step = 0.05; !passes(color) && step < 1; step += 0.05) color = darken(shades.at(-1)!, step);
  return color;
}

/** `from`, or the first lighter colour (the palette's lighter shades, then lightened) that `passes`. */
function firstLighterPassing(
  shades: readonly string[],
  from: number,
  passes: (color: string) => boolean,
): string {
  const lighter = shades
    .slice(0, from + 1)
    .reverse()
    .find(passes);
  if (lighter) return lighter;
  let color = shades[0]!;
  for (let step = 0.05; !passes(color) && step < 1; step += 0.05) color = lighten(shades[0]!, step);
  return color;
}

/**
 * Mantine's light scheme draws a filled button's white text on shade 6 (red 3.3:1, orange 2.6:1) and a
 * light button's text in shade 9 on shade 1 (orange 3.6:1, green 3.8:1): below WCAG AA's 4.5:1, which
 * axe reports. Each palette colour's filled, outline and text colour is its first shade from the primary
 * one with white text at 4.5:1 at least, and its light text the first from shade 9 at 4.5:1 on its tint
 * (darkened past shade 9 where none is), so every `color` a screen gives passes without its own fix.
 */
export function accessibleColorVariables(theme: MantineTheme): Record<string, string> {
  const primaryShade = getPrimaryShade(theme, 'light');
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = firstPassing(
      shades,
      primaryShade,
      (color) => contrastRatio(theme.white, color) >= AA_CONTRAST,
    );
    const lightText = firstPassing(shades, 9, (color) => contrastRatio(color, shades[1]!) >= AA_CONTRAST);
    Object.assign(variables, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-outline`]: filled,
      [`--mantine-color-${name}-light-color`]: lightText,
    });
  }
  return variables;
}

/** The dark scheme's page and its lighter surfaces (a card, a striped row): text must pass on each. */
export function darkSurfaces(theme: MantineTheme) {
  const dark = theme.colors.dark;
  return { body: dark[7]!, card: dark[6]! };
}

/** The tint a light badge or button sits on in the dark scheme (Mantine's own formula). */
export const darkTint = (shades: readonly string[]) => darken(shades[9]!, 0.5);

/**
 * Issue 32, dark mode: Mantine's dark scheme writes coloured text in shade 4 and fills buttons with
 * shade 8 (red.8 under white is 4.4:1), and its dimmed grey (dark.2) is 4.0:1 on the page. The same
 * rule as the light scheme's: each colour's text and outline is its first shade from 4, lighter, at
 * 4.5:1 on a card; its filled colour the first from the dark primary shade, darker, under white text;
 * its light text the first from shade 0, lighter, on its dark tint.
 */
export function accessibleDarkColorVariables(theme: MantineTheme): Record<string, string> {
  const { card } = darkSurfaces(theme);
  const onCard = (color: string) => contrastRatio(color, card) >= AA_CONTRAST;
  const primaryShade = getPrimaryShade(theme, 'dark');
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    if (name === 'dark') continue;
    const filled = firstPassing(
      shades,
      primaryShade,
      (color) => contrastRatio(theme.white, color) >= AA_CONTRAST,
    );
    const text = firstLighterPassing(shades, 4, onCard);
    const tint = darkTint(shades);
    const lightText = firstLighterPassing(shades, 0, (color) => contrastRatio(color, tint) >= AA_CONTRAST);
    Object.assign(variables, {
      [`--mantine-color-${name}-filled`]: filled,
      [`--mantine-color-${name}-filled-hover`]: darken(filled, 0.1),
      [`--mantine-color-${name}-text`]: text,
      [`--mantine-color-${name}-outline`]: text,
      [`--mantine-color-${name}-light-color`]: lightText,
    });
  }
  const dimmed = firstLighterPassing(theme.colors.dark, 2, onCard);
  return {
    ...variables,
    '--mantine-color-dimmed': dimmed,
    '--mantine-color-placeholder': dimmed,
    '--mantine-color-anchor': variables[`--mantine-color-${theme.primaryColor}-text`]!,
    '--mantine-color-error': variables['--mantine-color-red-text']!,
  };
}
