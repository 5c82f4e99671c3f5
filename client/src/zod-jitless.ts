import { z } from 'zod';

// zod compiles its object parsers with `new Function()` when it can, and probes for it once; the
// Content-Security-Policy (script-src 'self', no 'unsafe-eval') forbids both, so parse without it.
z.config({ jitless: true });
