import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ApiError } from './api-error';
import { JSON_TOO_DEEP, jsonDeeperThan, MAX_JSON_DEPTH } from './json-depth';

/** Clear texts for the client errors Fastify raises itself, in place of its own wording. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid: it has a malformed percent-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'The request body has a content type the server does not accept; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
  FST_ERR_CTP_INVALID_CHARSET: 'The request body has a character set the server does not accept; send UTF-8.',
  FST_ERR_BAD_STATUS_CODE: 'The request could not be answered.',
};

/** The spec's `{detail}` text for one of Fastify's own client errors (code known or not). */
export function frameworkErrorDetail(error: Pick<FastifyError, 'code' | 'message'>): string {
  return FRAMEWORK_MESSAGES[error.code] ?? error.message;
}

/** Fastify's `frameworkErrors` option: errors raised before a route is found (a malformed
 *  percent-escape, an over-long path parameter) answer in the spec's shape too. */
export function onFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(error.statusCode ?? 400).send({ detail: frameworkErrorDetail(error) });
}

const CLIENT_ERROR_DETAIL: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request headers or query string are too large.'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive.'],
};

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses (headers or query string
 * over the size limit, garbage on the wire) never reaches Fastify's routing, so the answer is
 * written to the socket here, in the spec's shape, as Node's own handler would otherwise do.
 */
export function onClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, detail] = CLIENT_ERROR_DETAIL[error.code ?? ''] ?? [400, 'The request is not valid HTTP.'];
  const body = JSON.stringify({ detail });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * JSON bodies through Fastify's own parser (prototype-poisoning checks kept), except that an empty
 * body is no body: common HTTP clients send `Content-Type: application/json` with nothing on a
 * DELETE. A route whose schema requires a body still refuses the missing one (400). A body nested
 * deeper than MAX_JSON_DEPTH is refused (400) before it is parsed.
 */
export function registerJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    const text = body.toString();
    if (jsonDeeperThan(text, MAX_JSON_DEPTH)) return done(new ApiError(400, { detail: JSON_TOO_DEEP }), undefined);
    parseJson(request, text, done);
  });
}
