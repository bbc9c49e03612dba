import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from '../../build/compile-hints.ts';

// The benchmark page, built like the web app (React plugin, compile hints, production mode); the driver
// passes --outDir. Its one chunk holds the form and all it runs, so the chunk is marked as called on load.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react(), compileHints((chunk) => chunk.isEntry)],
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 5000, reportCompressedSize: false },
});
