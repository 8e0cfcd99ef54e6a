import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import pg from 'pg';
import { ApiError } from './api-error';
import { frameworkErrorDetail } from './framework-errors';

type FieldErrors = Record<string, string[]>;

export const SERVER_ERROR = 'A server error occurred. Please try again; if it keeps happening, contact support.';
export const VALUE_NOT_STORABLE = 'A value in the request cannot be stored: it has a character, a size or a form that is not allowed.';
export const REQUEST_TOO_LARGE = 'The request is too large or too deeply nested to be stored.';
export const RESTRICTED_ROW =
  'You can only add or change records within the org units, departments, labels and jobs you are allowed to manage.';

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

/**
 * The database refusing a value the request carried, the second wall behind validation and the
 * text guard: SQLSTATE class 22 (data exception: a NUL or untranslatable character, a number out
 * of range, bad text for a type, a string too long), 54000/54001 (a value or nesting too large) and
 * 42501 from a row-level security policy.
 */
function clientCausedDbError(error: unknown): ApiError | null {
  if (!(error instanceof pg.DatabaseError) || typeof error.code !== 'string') return null;
  if (error.code.startsWith('22')) return ApiError.badRequest(VALUE_NOT_STORABLE);
  if (error.code === '54000' || error.code === '54001') return ApiError.badRequest(REQUEST_TOO_LARGE);
  // A row-level security policy's check refusing a written row: an administrator's label
  // restrictions (migration 0040) met by a write that would leave what they may manage.
  if (error.code === '42501' && error.message.includes('row-level security')) return ApiError.forbidden(RESTRICTED_ROW);
  return null;
}

/** The one place that shapes every error response; a stack or SQL text never reaches a client. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) return reply.status(error.statusCode).headers(error.headers).send(error.body);
    if (hasZodFastifySchemaValidationErrors(error)) return reply.status(400).send(toFieldErrors(error.validation));
    if (error.validation) return reply.status(400).send(toFieldErrors(error.validation));
    const refused = clientCausedDbError(error);
    if (refused) {
      // Kept in the log: validation should have caught it, so it names a gap to close.
      request.log.warn({ err: error }, 'the database refused a value from the request');
      return reply.status(refused.statusCode).send(refused.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported type), in clear words.
      return reply.status(status).send({ detail: frameworkErrorDetail(error) });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ detail: SERVER_ERROR });
  });
}
