import type { FastifyInstance } from 'fastify';
import { registerJsonParser } from './framework-errors';
import { registerTextGuard } from './text-guard';

/** What every route gets before its handler: JSON parsing that takes an empty body as none, and
 *  the refusal of text PostgreSQL cannot store. Register before the routes. */
export function registerInputGuards(app: FastifyInstance): void {
  registerJsonParser(app);
  registerTextGuard(app);
}
