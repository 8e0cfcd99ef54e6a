import { config } from 'zod';

// Imported first by main.tsx, before any module defines a schema: zod decides whether to compile
// an object schema (with `new Function`) when the schema is made, and the CSP forbids eval
// (apps/server/src/http/security-headers.ts), so its probe would be reported as a violation.
config({ jitless: true });
