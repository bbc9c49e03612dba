import { z } from 'zod';

// The server's Content-Security-Policy allows scripts from the site only, never eval, so zod's compiled
// fast path (built with `new Function`) cannot run in the browser. Saying so up front stops zod probing
// for it on the first parse, a probe the browser reports as a CSP violation, and lets every page,
// the form benchmark's included, parse as the product does.
z.config({ jitless: true });
