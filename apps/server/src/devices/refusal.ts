import { ApiError } from '../http/api-error';
import { PERIOD_CLOSED } from '../punches/punch-periods';

/**
 * A refusal of a clock's attempt: the answer (status and body, with a `code` the clock can act
 * on) and what the clock log records of it. employeeId: the worker, when we got as far as knowing.
 */
export class DeviceRefusal extends ApiError {
  constructor(
    statusCode: number,
    detail: string,
    readonly refusalCode: string,
    readonly employeeId: number | null = null,
    extra: Record<string, string | string[]> = {},
  ) {
    super(statusCode, { detail, code: refusalCode, ...extra });
  }
}

/** Field errors (costing, punch code) as a refusal: the field-error shape, code kept for the log only. */
export class DeviceFieldRefusal extends ApiError {
  constructor(
    errors: Record<string, string[]>,
    readonly refusalCode: string,
  ) {
    super(400, errors);
  }
}

/** What the clock log records of a refusal: a code and the text the clock was shown. */
export function refusalOf(error: ApiError): { code: string; text: string } {
  const text =
    error.body.detail ??
    Object.values(error.body)
      .flat()
      .find((v): v is string => typeof v === 'string') ??
    error.message;
  if (error instanceof DeviceRefusal || error instanceof DeviceFieldRefusal) return { code: error.refusalCode, text };
  if (error.body.detail === PERIOD_CLOSED) return { code: 'period_closed', text };
  return { code: 'refused', text };
}
