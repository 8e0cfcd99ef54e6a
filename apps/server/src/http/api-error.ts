import type { ApiErrorBody } from '@punchline/contracts';

/** An error the client caused or must see, carried to the one error handler with its status. */
export class ApiError extends Error {
  /** Headers the answer carries (a 429's Retry-After). */
  readonly headers: Record<string, string> = {};

  constructor(
    readonly statusCode: number,
    readonly body: ApiErrorBody,
  ) {
    super(body.detail ?? body.nonFieldErrors?.[0] ?? `HTTP ${statusCode}`);
  }

  static badRequest(detail: string) {
    return new ApiError(400, { detail });
  }
  static fields(errors: Record<string, string[]>) {
    return new ApiError(400, errors);
  }
  static nonField(message: string, statusCode = 400) {
    return new ApiError(statusCode, { nonFieldErrors: [message] });
  }
  static unauthorized(detail = 'Authentication credentials were not provided.', code?: string) {
    return new ApiError(401, code ? { detail, code } : { detail });
  }
  static forbidden(detail = 'You do not have permission to perform this action.') {
    return new ApiError(403, { detail });
  }
  static notFound(detail = 'Not found.') {
    return new ApiError(404, { detail });
  }
  static conflict(detail: string) {
    return new ApiError(409, { detail });
  }
  /** 429, with Retry-After in whole seconds when the wait is known. */
  static tooManyRequests(detail: string, retryAfterSec?: number) {
    const error = new ApiError(429, { detail });
    if (retryAfterSec !== undefined) error.headers['retry-after'] = String(Math.max(1, Math.ceil(retryAfterSec)));
    return error;
  }
}
