import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The core's tests run in Node; the renderer's (src/react) declare `// @vitest-environment jsdom`.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'eform',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/react/test/setup.ts'],
    // Each renderer test file would otherwise load Mantine, Tiptap and jsdom afresh (about 3 s a file, two
    // minutes for the project on a busy 2-core machine; 25 s shared). Files share nothing but the module
    // cache: every test renders its own model with its own option cache, and the DOM is cleaned after each.
    isolate: false,
    css: false,
  },
});
