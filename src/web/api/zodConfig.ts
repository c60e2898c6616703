import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, after probing whether it may: under
// the site's Content Security Policy (script-src 'self', no 'unsafe-eval') the probe is a CSP violation
// in the browser's console and its Issues. Imported first by the app's start (start-app.tsx) and by
// bookingApi.ts (which the confirmation page loads on its own), before any schema is built.
config({ jitless: true });
