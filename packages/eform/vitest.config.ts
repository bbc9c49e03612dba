import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// The core's tests run in Node; the renderer's (src/react) declare `// @vitest-environment jsdom`.
export default defineProject({
  plugins: [react()],
  test: {
    name: 'eform',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/react/test/setup.ts'],
    css: false,
  },
});
