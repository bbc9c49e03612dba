import { z } from 'zod';

// The app is served with a Content-Security-Policy that allows no eval, so in the product zod's probe for
// `new Function` fails and every parse takes its interpreted path. This page has no such policy; saying
// jitless here makes its parses (the form definition's check among them) take the same path.
z.config({ jitless: true });
