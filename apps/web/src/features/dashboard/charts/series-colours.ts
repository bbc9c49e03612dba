/** Mantine colours distinct enough side by side, in turn for each series. */
const colours = [
  'blue.6',
  'teal.6',
  'orange.6',
  'grape.6',
  'red.6',
  'cyan.6',
  'lime.7',
  'indigo.6',
  'pink.6',
];

export const seriesColour = (index: number) => colours[index % colours.length] as string;
