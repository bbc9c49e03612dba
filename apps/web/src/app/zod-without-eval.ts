import { z } from 'zod';

// The server's Content-Security-Policy allows no eval, so zod's compiled fast path (built with
// `new Function`) can never run here, and zod's probe for it is reported as a CSP violation. Saying so
// before any schema is built spares the probe. vite.config.ts keeps this module in zod's own chunk, which
// runs before any chunk that builds schemas: imported from app/start.tsx alone, it would run after them.
z.config({ jitless: true });
