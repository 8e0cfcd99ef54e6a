/** A failed API call: status, the server's error body and the text to show (SPEC section 8). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }
}

/** The network failed before the server answered (offline, server down). */
export class NetworkError extends Error {}

/** A token could not be made (SPEC section 4 Tokens): the call never reached the API. */
export class TokenError extends ApiRequestError {}
