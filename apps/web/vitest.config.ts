import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    setupFiles: ['./src/test/setup.ts'],
    // A screen test is a person's whole task (open a dialog, pick, type, send, read the alert), each step
    // allowed up to 3 s (asyncUtilTimeout in setup.ts) on a busy 2-core machine: 5 s (the default) for the
    // lot ran out on such runs.
    testTimeout: 15_000,
    css: false,
  },
});
