import type { FastifyServerOptions } from 'fastify';
import { DEFAULT_BODY_LIMIT } from './body-limit';
import { onClientError, onFrameworkError } from './framework-errors';

/** Fastify's limits, and its own refusals in the spec's error shape (`{detail}`). */
export function httpServerOptions(): Pick<FastifyServerOptions, 'bodyLimit' | 'routerOptions' | 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    // Small by default; bulk import raises its own after checking the caller (body-limit.ts).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Path parameters are ids, names and device ids (at most 100 characters): longer is a 414.
    routerOptions: { maxParamLength: 100 },
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
  };
}
