import './focus-ring.css';
import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { accessibleColorVariables, accessibleDarkColorVariables } from './accessible-colors.ts';

const brand: MantineColorsTuple = [
  '#e6f7ef',
  '#cdeadd',
  '#9dd4ba',
  '#69bd95',
  '#3fa976',
  '#259d63',
  '#0b7a4b',
  '#08693f',
  '#045d36',
  '#004f2b',
];

/** The class of focus-ring.css, which outlines a focused field in --wayfare-focus-ring. */
export const FOCUS_RING_CLASS = 'wayfare-focus-ring';

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  // spec 000 §9: mobile up to 575.98px, tablet 576 to 767.98px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
  components: {
    // A Loader is a span, and a span's aria-label ('Loading the page') names nothing without a role (axe's
    // aria-prohibited-attr): as a status it is named, and announced politely.
    Loader: { defaultProps: { role: 'status' } },
    // Its close button is an icon alone: without a name a screen reader says "button" (axe's button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // A badge is never narrower than its words: a narrow column cut statuses to 'ACC…' and 'PUBLISH…' (issue 32).
    Badge: { styles: { root: { minWidth: 'max-content' } } },
    // Every text field, select and date picker (each draws Mantine's Input) rings itself when focused.
    Input: { classNames: { input: FOCUS_RING_CLASS } },
  },
});

/**
 * Mantine's dimmed grey (gray.6) is 3.3:1 on white, under WCAG AA's 4.5:1 for body text:
 * secondary text uses gray.7 (about 8:1) instead. Its placeholder grey (gray.5) is 2.1:1, and a date
 * picker's placeholder ('From', 'To') is text axe measures: placeholders use a grey of 4.7:1, still
 * lighter than what a person typed. Buttons, badges and coloured text keep AA too (accessible-colors.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => {
  const colors = accessibleColorVariables(current);
  const darkColors = accessibleDarkColorVariables(current);
  return {
    variables: {},
    light: {
      ...colors,
      // A field's error (its message and red border) is red.6, 3.3:1 on white: the red that passes instead.
      '--mantine-color-error': colors['--mantine-color-red-filled']!,
      '--mantine-color-dimmed': current.colors.gray[7],
      '--mantine-color-placeholder': '#6c757d',
      '--wayfare-focus-ring': colors[`--mantine-color-${current.primaryColor}-filled`]!,
      '--wayfare-logo-text': current.colors.brand![7]!,
    },
    dark: {
      ...darkColors,
      '--wayfare-focus-ring': darkColors[`--mantine-color-${current.primaryColor}-text`]!,
      // The logo's brand.7 is 2.4:1 on the dark page: the brand's readable text colour there.
      '--wayfare-logo-text': darkColors['--mantine-color-brand-text']!,
    },
  };
};
