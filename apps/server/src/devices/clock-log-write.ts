import type { TenantTx } from '../db/tenant';
import { ApiError } from '../http/api-error';
import { keepPhoto } from './clock-photo';
import type { PunchBody } from '@punchline/contracts';

// One clock log row per attempt (Manage → Clock Logs), accepted or refused, with what the clock
// said (identification, face, location, costing) and the answer it got, replayed on a retry.

/** What a clock is told when its submission has a punch no kept answer accounts for. */
export const BEING_RECORDED = 'This punch is being recorded by another request. Send it again in a moment.';

/** The answer given to the clock, as the log keeps it: replayed as is for the same clientId. */
export type StoredAnswer = { status: number; body: unknown; clientId: string };

export type LogFacts = {
  orgId: number;
  deviceId: number;
  employeeId: number | null;
  body: PunchBody;
  deviceAt: Date;
  receivedAt: Date;
  /** The attempt's instant (the punch's, when one was made). */
  at: Date;
  offline: boolean;
  tampered: boolean;
  geo: 'inside' | 'outside' | 'unknown' | null;
  /** The clock defaults' photo capture: a photo is kept only when it is on. */
  photoCapture: boolean;
};

// A refused attempt may name a punch code that does not exist: the log keeps only a real one.
async function existingPunchCode(trx: TenantTx, orgId: number, id: number | undefined): Promise<number | null> {
  if (id === undefined) return null;
  const row = await trx.selectFrom('punch_codes').select('id').where('org_id', '=', orgId).where('id', '=', id).executeTakeFirst();
  return row ? id : null;
}

type Outcome =
  | { outcome: 'accepted'; clientId: string; punchId: number; punchAt: Date }
  | { outcome: 'refused'; clientId: string; refusalCode: string; refusal: string };

/**
 * Inserts the log. An accepted one carries the submission's clientId (its answer is kept for
 * retries in punch_submissions, claimSubmission; the unique key makes a second accepted log of one
 * submission and instant a no-op). A refused one gets a clientId of its own: a refusal does not use
 * up the submission's.
 */
export async function insertClockLog(trx: TenantTx, facts: LogFacts, outcome: Outcome, answer: StoredAnswer): Promise<void> {
  const { body } = facts;
  const face = body.identification.face;
  const photo = await keepPhoto(trx, facts.orgId, facts.deviceId, body, facts.photoCapture);
  const values = {
    org_id: facts.orgId,
    device_id: facts.deviceId,
    employee_id: facts.employeeId,
    client_id: outcome.clientId,
    at: facts.at,
    device_at: facts.deviceAt,
    received_at: facts.receivedAt,
    type: body.type as 'in' | 'out' | 'auto',
    method: body.identification.method,
    outcome: outcome.outcome as 'accepted' | 'refused',
    refusal_code: outcome.outcome === 'refused' ? outcome.refusalCode : null,
    refusal: outcome.outcome === 'refused' ? outcome.refusal : null,
    punch_id: outcome.outcome === 'accepted' ? outcome.punchId : null,
    punch_at: outcome.outcome === 'accepted' ? outcome.punchAt : null,
    response: JSON.stringify(answer),
    face_status: face ? (face.reason ?? face.status) : null,
    face_score: face?.score ?? null,
    face_liveness: face?.liveness ?? null,
    face_matches: face?.matches ? JSON.stringify(face.matches) : null,
    face_photo_id: photo.photoId,
    photo_note: photo.note,
    latitude: body.location?.latitude ?? null,
    longitude: body.location?.longitude ?? null,
    accuracy_m: body.location?.accuracy ?? null,
    costing: body.costing ? JSON.stringify(body.costing) : null,
    punch_code_id: await existingPunchCode(trx, facts.orgId, body.punchCodeId),
    offline: facts.offline,
    tampered: facts.tampered,
    geo: facts.geo,
  };
  await trx
    .insertInto('clock_logs')
    .values(values)
    .onConflict((oc) => oc.columns(['org_id', 'client_id', 'at']).doNothing())
    .execute();
}

/**
 * Claims a submission (its clientId) for this attempt: answers null when the claim is ours, or the
 * answer of the attempt that was accepted before. A concurrent attempt's claim makes this wait
 * until that attempt commits (then its answer is read) or rolls back (then the claim is ours): the
 * attempts of one submission take turns, whatever instant each computes.
 */
export async function claimSubmission(trx: TenantTx, orgId: number, clientId: string): Promise<StoredAnswer | null> {
  const claimed = await trx
    .insertInto('punch_submissions')
    .values({ org_id: orgId, client_id: clientId })
    .onConflict((oc) => oc.columns(['org_id', 'client_id']).doNothing())
    .returning('client_id')
    .executeTakeFirst();
  if (claimed) return null;
  const first = await trx
    .selectFrom('punch_submissions')
    .select('answer')
    .where('org_id', '=', orgId)
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  // Never seen: the claim and its answer are written in one transaction. Told to resend, not replayed.
  if (first.answer === null) throw ApiError.conflict(BEING_RECORDED);
  return first.answer as StoredAnswer;
}

/** Keeps the accepted attempt's answer for its retries (the claim is this transaction's). */
export async function keepAnswer(trx: TenantTx, orgId: number, answer: StoredAnswer): Promise<void> {
  await trx
    .updateTable('punch_submissions')
    .set({ answer: JSON.stringify(answer) })
    .where('org_id', '=', orgId)
    .where('client_id', '=', answer.clientId)
    .execute();
}
