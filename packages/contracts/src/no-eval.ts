import { z } from 'zod';

/**
 * Makes zod validate without compiling code (`new Function`): the console's Content-Security-Policy
 * (apps/server/src/http/security-headers.ts) forbids eval, and zod's probe for it would be
 * reported as a violation. Call once at start, in a browser.
 */
export function validateWithoutEval(): void {
  z.config({ jitless: true });
}
