import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ApiError } from './api-error';

type FieldErrors = Record<string, string[]>;

/** Turns schema validation issues into `{field: [messages]}`; issues on the whole object go to
 *  nonFieldErrors. Query and path problems are named after their parameter too. */
function toFieldErrors(issues: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.split('/').filter(Boolean)[0] ?? 'nonFieldErrors';
    (errors[field] ??= []).push(issue.message ?? 'is not valid.');
  }
  return errors;
}

/** The one place that shapes every error response; a stack or SQL text never reaches a client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(toFieldErrors(error.validation));
    if (error.validation) return reply.status(400).send(toFieldErrors(error.validation));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported type) carry safe messages.
      return reply.status(status).send({ detail: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: 'A server error occurred. Please try again; if it keeps happening, contact support.' });
  });
}
