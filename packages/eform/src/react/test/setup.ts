// Setup of the renderer's component tests (jsdom); the core's Node tests pass through untouched.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

if (typeof window !== 'undefined') {
  // jsdom lacks the browser APIs Mantine and ProseMirror measure the page with.
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.HTMLElement.prototype.scrollIntoView = () => {};
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  const rect = () => ({ x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, toJSON() {} });
  Range.prototype.getBoundingClientRect = rect as () => DOMRect;
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  document.elementFromPoint = () => null;
  // A loaded machine renders Mantine slowly: a first render of every field type takes about 1 s on an idle
  // 2-core machine and over 5 s (Vitest's default test timeout) when other work shares it.
  configure({ asyncUtilTimeout: 3000 });
  vi.setConfig({ testTimeout: 20_000 });
  afterEach(() => cleanup());
}
