// The renderer imports its one stylesheet (the 12-column field grid); the app's bundler (Vite) loads it.
declare module '*.css';
