// @vitest-environment jsdom
import { IconRestore, IconTrash } from '@tabler/icons-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticIcon } from './static-icon.ts';

describe('staticIcon', () => {
  it.each([
    ['a sized, hidden icon', IconTrash, { size: 16, 'aria-hidden': true as const }],
    [
      'a classed icon with its own stroke and style',
      IconRestore,
      { className: 'x', stroke: 1.5, style: { width: 14 } },
    ],
  ])('draws %s exactly as the icon’s component does', (_, Icon, props) => {
    const markup = renderToStaticMarkup(staticIcon(Icon, props));
    expect(markup).toBe(renderToStaticMarkup(<Icon {...props} />));
    expect(markup).toMatch(/^<svg [^>]*class="tabler-icon [^"]*".*<path /);
  });
});
