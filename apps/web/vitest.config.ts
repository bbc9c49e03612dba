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
    // Each file would otherwise load jsdom, React, Mantine and the app's modules afresh: 4 min 17 s of
    // CPU for the project, against 1 min 25 s shared. Files share the module cache and the window; what
    // lives in them is reset after every test (setup.ts: DOM, timers, globals, storage, session, alerts,
    // address) and every render makes its own query cache and router.
    isolate: false,
    css: false,
  },
});
