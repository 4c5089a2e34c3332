import { z } from 'zod';

// zod compiles object parsers with `new Function` when it may, and probes whether it may by trying
// once; the Content-Security-Policy forbids eval, and the browser reports even the caught probe as a
// violation. Imported first by main.tsx, before any schema is built, since zod decides per schema.
z.config({ jitless: true });
