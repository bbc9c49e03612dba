import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The benchmark page, built like the web app (React plugin, production mode); the driver passes --outDir.
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 5000, reportCompressedSize: false },
});
