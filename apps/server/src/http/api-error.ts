import type { ApiErrorBody } from '@punchline/contracts';

/** An error the client caused or must see, carried to the one error handler with its status. */
export class ApiError extends Error {
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
  static tooManyRequests(detail: string) {
    return new ApiError(429, { detail });
  }
}
