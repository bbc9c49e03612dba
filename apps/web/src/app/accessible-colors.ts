import { darken, getPrimaryShade, luminance, type MantineTheme } from '@mantine/core';

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
