import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
  // spec 000 §9: mobile up to 575.98px, tablet 576 to 767.98px.
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  defaultRadius: 'md',
});
