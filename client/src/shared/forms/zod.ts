import { z } from 'zod';

/**
 * The one `zod` every client form schema imports. Zod 4 compiles an object schema's parser with
 * `new Function` when it may, and probes for that by calling `new Function("")` while the schema is
 * built. The shop's Content-Security-Policy has no 'unsafe-eval' (server/src/http/security-headers.ts),
 * so the probe is refused and Chromium files a CSP issue on every page with a form (Lighthouse's Best
 * Practices `inspector-issues`). Forms are small: the interpreted parser is fast enough, and jitless
 * mode never probes. It must be set before any `z.object()` runs, hence this module (eslint's
 * no-restricted-imports sends every other import of 'zod' here).
 */
z.config({ jitless: true });

export { z };
