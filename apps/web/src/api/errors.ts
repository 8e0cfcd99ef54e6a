const GENERIC_MESSAGE = 'Something went wrong. Please try again.';

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

const humanize = (field: string) => field.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** SPEC section 8 "Error text extraction": detail or message; else the first field as
 *  'Field name: message' (no field name for nonFieldErrors); else the generic message. */
export function errorText(body: unknown): string {
  if (!body || typeof body !== 'object') return GENERIC_MESSAGE;
  const record = body as Record<string, unknown>;
  for (const key of ['detail', 'message']) if (typeof record[key] === 'string') return record[key];
  for (const [field, value] of Object.entries(record)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message !== 'string') continue;
    return field === 'nonFieldErrors' ? message : `${humanize(field)}: ${message}`;
  }
  return GENERIC_MESSAGE;
}
