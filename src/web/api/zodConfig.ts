import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, after probing whether it may: under
// the site's Content Security Policy (script-src 'self', no 'unsafe-eval') the probe is a CSP violation
// in the browser's console and its Issues. Imported first by the app's start (start-app.tsx) and by the
// confirmation answer's parser (parseBookingBody.ts, in its worker or on the page), before any schema is built.
config({ jitless: true });
