import type {
  BodyOf,
  configAnswerSchema,
  identifyAnswerSchema,
  Identification,
  missedPunchAnswerSchema,
  missedPunchBodySchema,
  openShiftClaimAnswerSchema,
  openShiftsAnswerSchema,
  openShiftWithdrawAnswerSchema,
  pairAnswerSchema,
  payStubListAnswerSchema,
  punchAnswerSchema,
  PunchBody,
  ResultOf,
  scheduleAnswerSchema,
  scheduleSeenAnswerSchema,
  TimeOffAsk,
  timeOffAnswerSchema,
  timeOffQuoteAnswerSchema,
  timeOffRequestAnswerSchema,
  workerDisciplineAnswerSchema,
  workerEventAcknowledgeAnswerSchema,
  clockMessagesAnswerSchema,
  clockBriefingsAnswerSchema,
  credentialPhotoAnswerSchema,
  credentialPhotoBodySchema,
  credentialProblemsAnswerSchema,
} from '@punchline/contracts/device';

// The device API's calls (docs/device-api.md), each typed by its contract (@punchline/contracts/device,
// types only: nothing of zod reaches the bundle), and how their failures look to the clock.

/** The server answered with an error: `detail` is written for the person at the clock. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(errorText(body));
  }
  get code(): string | undefined {
    return typeof this.body.code === 'string' ? this.body.code : undefined;
  }
}

/** No answer: the network is down, or the server could not be reached. */
export class NetworkError extends Error {}

export type ErrorBody = { detail?: string; code?: string; since?: string; choices?: string[] } & Record<string, unknown>;

/** The text to show for an error body: its detail, else its field messages. */
export function errorText(body: ErrorBody): string {
  if (typeof body.detail === 'string') return body.detail;
  const messages = Object.values(body).flatMap((v) => (Array.isArray(v) ? v.filter((m): m is string => typeof m === 'string') : []));
  return messages.join(' ') || 'Something went wrong. Try again.';
}

/** Ten seconds: a worker does not wait longer at a clock; the punch is then kept for later. */
const TIMEOUT_MS = 10_000;

async function call<T>(path: string, init: { token?: string; method?: 'GET' | 'POST'; body?: unknown }): Promise<T> {
  const headers: Record<string, string> = { 'X-App-Version': __APP_VERSION__ };
  if (init.token) headers.Authorization = `Device ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/device/v1/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    throw new NetworkError('No network');
  }
  const json = (await response.json().catch(() => ({}))) as { result?: T } & ErrorBody;
  if (!response.ok) {
    // A gateway's HTML error page or an empty body still says what happened.
    throw new ApiError(
      response.status,
      Object.keys(json).length > 0 ? json : { detail: `The server answered ${response.status}. Try again.` },
    );
  }
  return json.result as T;
}

export const deviceApi = {
  pair: (code: string) =>
    call<ResultOf<typeof pairAnswerSchema>>('pair', { method: 'POST', body: { code, platform: 'web', appVersion: __APP_VERSION__ } }),
  config: (token: string) => call<ResultOf<typeof configAnswerSchema>>('config', { token }),
  identify: (token: string, identification: Identification) =>
    call<ResultOf<typeof identifyAnswerSchema>>('identify', { token, method: 'POST', body: { identification } }),
  punch: (token: string, submission: PunchBody) =>
    call<ResultOf<typeof punchAnswerSchema>>('punches', { token, method: 'POST', body: submission }),
  missedPunch: (token: string, request: BodyOf<typeof missedPunchBodySchema>) =>
    call<ResultOf<typeof missedPunchAnswerSchema>>('missed-punch-requests', { token, method: 'POST', body: request }),
  // The worker's published schedule and open shifts (issue 19): POST, the identification in the body.
  schedule: (token: string, identification: Identification) =>
    call<ResultOf<typeof scheduleAnswerSchema>>('schedule', { token, method: 'POST', body: { identification } }),
  scheduleSeen: (token: string, identification: Identification, through: number) =>
    call<ResultOf<typeof scheduleSeenAnswerSchema>>('schedule/seen', { token, method: 'POST', body: { identification, through } }),
  openShifts: (token: string, identification: Identification) =>
    call<ResultOf<typeof openShiftsAnswerSchema>>('open-shifts', { token, method: 'POST', body: { identification } }),
  claim: (token: string, identification: Identification, shiftId: number) =>
    call<ResultOf<typeof openShiftClaimAnswerSchema>>(`open-shifts/${shiftId}/claim`, { token, method: 'POST', body: { identification } }),
  withdraw: (token: string, identification: Identification, shiftId: number) =>
    call<ResultOf<typeof openShiftWithdrawAnswerSchema>>(`open-shifts/${shiftId}/withdraw`, {
      token,
      method: 'POST',
      body: { identification },
    }),
  // Time off (issue 20): balances and requests, what a request comes to, asking, taking back.
  timeOff: (token: string, identification: Identification) =>
    call<ResultOf<typeof timeOffAnswerSchema>>('time-off', { token, method: 'POST', body: { identification } }),
  timeOffQuote: (token: string, identification: Identification, ask: TimeOffAsk) =>
    call<ResultOf<typeof timeOffQuoteAnswerSchema>>('time-off/quote', { token, method: 'POST', body: { identification, ...ask } }),
  requestTimeOff: (token: string, identification: Identification, ask: TimeOffAsk, clientId: string) =>
    call<ResultOf<typeof timeOffRequestAnswerSchema>>('time-off/requests', {
      token,
      method: 'POST',
      body: { identification, ...ask, clientId },
    }),
  cancelTimeOff: (token: string, identification: Identification, id: number) =>
    call<ResultOf<typeof timeOffRequestAnswerSchema>>(`time-off/requests/${id}/cancel`, {
      token,
      method: 'POST',
      body: { identification },
    }),
  // Messages waiting for the worker (issue 35): listed after identifying; reading and acknowledging are receipts (receipts.ts).
  messages: (token: string, identification: Identification) =>
    call<ResultOf<typeof clockMessagesAnswerSchema>>('messages', { token, method: 'POST', body: { identification } }),
  // The worker's credential problems before a clock-in, and a photo of a document (issue 35).
  credentialProblems: (token: string, identification: Identification) =>
    call<ResultOf<typeof credentialProblemsAnswerSchema>>('credentials/problems', { token, method: 'POST', body: { identification } }),
  credentialPhoto: (token: string, body: BodyOf<typeof credentialPhotoBodySchema>) =>
    call<ResultOf<typeof credentialPhotoAnswerSchema>>('credentials/photo', { token, method: 'POST', body }),
};

/** A POST whose answer the caller does not read (a receipt, receipts.ts). */
export const postDevice = (token: string, path: string, body: unknown) => call<unknown>(path, { token, method: 'POST', body });

/** A file the server answers (a pay stub's PDF): the body as a Blob, or the error as call() throws it. */
async function callFile(path: string, token: string, body: unknown): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/device/v1/${path}`, {
      method: 'POST',
      headers: { 'X-App-Version': __APP_VERSION__, Authorization: `Device ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch {
    throw new NetworkError('No network');
  }
  if (!response.ok) {
    const json = (await response.json().catch(() => ({}))) as ErrorBody;
    throw new ApiError(
      response.status,
      Object.keys(json).length > 0 ? json : { detail: `The server answered ${response.status}. Try again.` },
    );
  }
  return response.blob();
}

/** My pay (issue 33): the worker's pay stubs, and one stub's PDF. POST, the identification in the body. */
export const payStubApi = {
  list: (token: string, identification: Identification) =>
    call<ResultOf<typeof payStubListAnswerSchema>>('pay-stubs', { token, method: 'POST', body: { identification } }),
  file: (token: string, identification: Identification, paySummaryId: number) =>
    callFile(`pay-stubs/${paySummaryId}`, token, { identification }),
};

/** My attendance (issue 34): the worker's points, and acknowledging an event. POST, the identification in the body. */
export const disciplineApi = {
  get: (token: string, identification: Identification) =>
    call<ResultOf<typeof workerDisciplineAnswerSchema>>('discipline', { token, method: 'POST', body: { identification } }),
  acknowledge: (token: string, identification: Identification, eventId: number) =>
    call<ResultOf<typeof workerEventAcknowledgeAnswerSchema>>(`discipline/events/${eventId}/acknowledge`, {
      token,
      method: 'POST',
      body: { identification },
    }),
};

/** Briefings (issue 35): the worker's pending ones, and a PDF one's file. Acknowledging is a receipt (receipts.ts). */
export const briefingApi = {
  pending: (token: string, identification: Identification) =>
    call<ResultOf<typeof clockBriefingsAnswerSchema>>('briefings', { token, method: 'POST', body: { identification } }),
  pdf: (token: string, identification: Identification, id: number) => callFile(`briefings/${id}/pdf`, token, { identification }),
};

/** Whether an error means the device is not paired any more: drop the token and show pairing. */
export const isUnpaired = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 401;
