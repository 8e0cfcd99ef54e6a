import { createHash } from 'node:crypto';
import {
  computeTimecard,
  engineRulesFrom,
  epochFromLocal,
  isoFromDay,
  payPeriodFor,
  punchPayClass,
  type EngineRules,
  type PayPeriod,
  type Punch,
  type ScheduledShift,
  type StoredTimeRules,
  type TimeOffEntry,
  type Timecard,
} from '@punchline/domain';
import { sql, type Selectable } from 'kysely';
import { isReadOnlyTx } from '../db/database';
import type { TenantTx } from '../db/tenant';
import type { Database } from '../db/schema';
import { ApiError } from '../http/api-error';
import { scheduleGate } from '../schedule-claims/schedule-gate';
import { timeOffForCards } from '../time-off/card-time-off';
import { timeOffGate } from '../time-off/time-off-gate';
import { loadStoredRules } from './rules.service';
import { publishedSchedules } from './scheduled-shifts';
import { periodStateOf, type PeriodState } from './pay-periods.service';

/** A card as stored and answered: the engine's Timecard without its trace. */
export type StoredCard = Omit<Timecard, 'trace'>;

export type CardAnswer = StoredCard & {
  employeeId: number;
  periodState: PeriodState;
  /** A locked or finalized period keeps the card it had: true when today's inputs would differ. */
  stale: boolean;
  computedAt: string;
};

/** What a card is computed from, besides the worker: read once per run, shared by its cards. */
export type OrgInputs = {
  stored: StoredTimeRules;
  timeZone: string;
  /** Schedules are on (the feature and a shift mode other than default): cards compare punches with the published schedule. */
  scheduling: boolean;
  /** Time off is on (the pto feature and timeOffEnabled): cards pay its entries and the holidays. */
  timeOff: boolean;
};

export async function loadOrgInputs(trx: TenantTx, orgId: number): Promise<OrgInputs> {
  const [stored, org, gate, timeOff] = await Promise.all([
    loadStoredRules(trx, orgId),
    trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow(),
    scheduleGate(trx, orgId),
    timeOffGate(trx, orgId),
  ]);
  return { stored, timeZone: org.timezone, scheduling: gate.enabled, timeOff: timeOff.enabled };
}

/** The pay period holding a local date under the organization's payroll defaults. */
export function periodOf(inputs: OrgInputs, date: string): PayPeriod {
  const { payPeriodType, payPeriodStarts } = inputs.stored.payroll;
  return payPeriodFor(date, { payPeriodType, payPeriodStarts });
}

// Punches of the period plus the workweeks around it (docs/time-engine.md "Inputs"): 8 days either
// side cover any workweek start and a 48-hour shift crossing an edge.
const MARGIN_DAYS = 8;

const isoInstant = (value: Date | string) => new Date(value).getTime() / 1000;

/** The punch columns a card reads. */
export const PUNCH_INPUT_COLUMNS = [
  'id',
  'at',
  'original_at',
  'received_at',
  'type',
  'origin',
  'pay_class_id',
  'costing',
  'flagged',
  'offline',
  'tampered',
  'attempted',
  'face',
  'geo',
  'cred',
] as const;
export type PunchRow = Pick<Selectable<Database['punches']>, (typeof PUNCH_INPUT_COLUMNS)[number]>;

/** A stored punch as the engine reads it: its instants and what its flags follow from. */
export function enginePunch(rules: EngineRules, p: PunchRow): Punch {
  const punch: Punch = {
    id: String(p.id),
    at: isoInstant(p.at),
    type: p.type,
    origin: p.origin,
    originalAt: isoInstant(p.original_at),
    receivedAt: isoInstant(p.received_at),
  };
  const payClass = punchPayClass(rules, p.pay_class_id);
  if (payClass !== undefined) punch.payClass = payClass;
  // The punch write paths store costing as a map of strings (punches/punch-costing.ts storedCosting).
  if (p.costing) punch.costing = p.costing as Readonly<Record<string, string | null>>;
  // Only what is set goes in: an unflagged punch's input (and so its fingerprint) stays as it was.
  if (p.flagged) punch.flagged = true;
  if (p.offline) punch.offline = true;
  if (p.tampered) punch.tampered = true;
  if (p.attempted) punch.attempted = true;
  if (p.face) punch.face = p.face;
  if (p.geo) punch.geo = p.geo;
  if (p.cred) punch.cred = p.cred;
  return punch;
}

/** What a card reads of the worker: pay class, pay rule, work-day start, hourly or salaried. */
export type CardWorker = {
  id: number;
  pay_class_id: number | null;
  pay_rule_id: number | null;
  pay_type: string;
  shift_starts_at: string | null;
};

/** The instants whose punches a card of the period reads (docs/time-engine.md "Inputs"). */
export function punchWindow(inputs: OrgInputs, period: PayPeriod): { from: Date; to: Date } {
  const from = epochFromLocal(`${isoFromDay(period.startDay - MARGIN_DAYS)}T00:00`, inputs.timeZone);
  const to = epochFromLocal(`${isoFromDay(period.endDay + MARGIN_DAYS + 1)}T00:00`, inputs.timeZone);
  return { from: new Date(from * 1000), to: new Date(to * 1000) };
}

/**
 * The engine's full input for one worker and period from what was read for it (the punches of
 * its window in instant order, the hourly rate), and the fingerprint of all of it. One card and a
 * recompute batch both come here, so a card cached by either is recognised by the other.
 */
export function cardInput(
  inputs: OrgInputs,
  worker: CardWorker,
  period: PayPeriod,
  rows: readonly PunchRow[],
  rate: string | undefined,
  now: number,
  schedule: readonly ScheduledShift[] | null,
  timeOff: readonly TimeOffEntry[] | null = null,
) {
  const rules: EngineRules = engineRulesFrom(inputs.stored, {
    payClassId: worker.pay_class_id,
    payRuleId: worker.pay_rule_id,
    shiftStartsAt: worker.shift_starts_at,
  });
  const punches: Punch[] = rows.map((p) => enginePunch(rules, p));
  // `asOf` matters only through one question (is the last IN a shift still running?), so the
  // fingerprint holds the answer, not the clock: the cache stays valid while nothing changes.
  const last = punches.at(-1);
  const running = last?.type === 'in' && now - last.at < (rules.settings.maxShift ?? 16) * 3600;
  const base = { timeZone: inputs.timeZone, period: { start: period.start, end: period.end }, punches, ...rules, wage: rate };
  // Without schedules the input has no schedule key, so those organizations' cached cards keep their fingerprints.
  // Likewise time off: only an organization that uses it has the key (and only with entries).
  const scheduled = schedule === null ? base : { ...base, schedule };
  const input = timeOff === null || timeOff.length === 0 ? scheduled : { ...scheduled, timeOff };
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ ...input, running }))
    .digest('base64url');
  return { input: { ...input, asOf: now, trace: false }, fingerprint };
}

/** Reads one worker's punches and rate for the period, then cardInput. */
export async function inputFor(trx: TenantTx, orgId: number, inputs: OrgInputs, worker: CardWorker, period: PayPeriod, now: number) {
  const { from, to } = punchWindow(inputs, period);
  const [rows, rate, schedules, timeOff] = await Promise.all([
    trx
      .selectFrom('punches')
      .select(PUNCH_INPUT_COLUMNS)
      .where('org_id', '=', orgId)
      .where('employee_id', '=', worker.id)
      .where('deleted_at', 'is', null)
      .where('at', '>=', from)
      .where('at', '<', to)
      .orderBy('at')
      .orderBy('id')
      .execute(),
    // Salaried workers' rates are annual amounts: only an hourly rate is a wage per hour.
    worker.pay_type === 'hourly'
      ? trx
          .selectFrom('employee_pay_rates')
          .select(sql<string>`rate::text`.as('rate'))
          .where('org_id', '=', orgId)
          .where('employee_id', '=', worker.id)
          .where('effective_from', '<=', period.start)
          .orderBy('effective_from', 'desc')
          .limit(1)
          .executeTakeFirst()
      : undefined,
    inputs.scheduling ? publishedSchedules(trx, orgId, [worker.id], from, to) : null,
    inputs.timeOff ? timeOffForCards(trx, orgId, [worker.id], period, inputs.stored.shift.fullDayDuration) : null,
  ]);
  return cardInput(inputs, worker, period, rows, rate?.rate, now, schedules?.get(worker.id) ?? null, timeOff?.get(worker.id) ?? null);
}

/** The worker a card is computed for; 404 when the caller cannot see them. */
export async function workerOf(trx: TenantTx, orgId: number, employeeId: number): Promise<CardWorker> {
  const worker = await trx
    .selectFrom('employees')
    .select(['id', 'pay_class_id', 'pay_rule_id', 'pay_type', 'shift_starts_at'])
    .where('org_id', '=', orgId)
    .where('id', '=', employeeId)
    .executeTakeFirst();
  // A worker outside a restricted administrator's sight is not found, like any record of theirs.
  if (!worker) throw ApiError.notFound('Worker not found.');
  return worker;
}

/**
 * The card of one worker for the pay period holding `date`: served from timecard_cache when its
 * fingerprint matches today's inputs, otherwise computed and cached (trx must be able to write).
 * A locked or finalized period keeps its cached card (marked stale when the inputs changed since).
 */
export async function computeCard(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  date: string,
  options: CardOptions,
): Promise<CardAnswer> {
  return (await computeCardDetail(trx, orgId, employeeId, date, options)).card;
}

/** How a card is computed: the organization's inputs when already read, and the app clock's time
 *  (epoch seconds) that an open shift counts up to. */
export type CardOptions = { inputs?: OrgInputs; now: number };

/** computeCard with the fingerprint of today's input (what an approval records and compares). */
export async function computeCardDetail(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  date: string,
  options: CardOptions,
): Promise<{ card: CardAnswer; fingerprint: string }> {
  const inputs = options.inputs ?? (await loadOrgInputs(trx, orgId));
  const { now } = options;
  const period = periodOf(inputs, date);
  const worker = await workerOf(trx, orgId, employeeId);
  const [{ input, fingerprint }, cached, state] = await Promise.all([
    inputFor(trx, orgId, inputs, worker, period, now),
    trx
      .selectFrom('timecard_cache')
      .select(['fingerprint', 'card', 'computed_at'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('period_start', '=', period.start)
      .executeTakeFirst(),
    periodStateOf(trx, orgId, period.start),
  ]);
  const answer = (card: StoredCard, computedAt: Date, stale: boolean): CardAnswer => ({
    ...card,
    employeeId,
    periodState: state,
    stale,
    computedAt: computedAt.toISOString(),
  });
  if (cached && (cached.fingerprint === fingerprint || state !== 'open')) {
    return { card: answer(cached.card as StoredCard, cached.computed_at, cached.fingerprint !== fingerprint), fingerprint };
  }
  const { trace: _trace, ...card } = computeTimecard(input);
  const computedAt = new Date(now * 1000);
  // The reports' replica keeps nothing (db/database.ts): the card is answered without being cached.
  if (isReadOnlyTx(trx)) return { card: answer(card, computedAt, false), fingerprint };
  await trx
    .insertInto('timecard_cache')
    .values({
      org_id: orgId,
      employee_id: employeeId,
      period_start: period.start,
      period_end: period.end,
      fingerprint,
      card: JSON.stringify(card),
      computed_at: computedAt,
    })
    .onConflict((oc) =>
      oc.columns(['org_id', 'employee_id', 'period_start']).doUpdateSet({
        period_end: period.end,
        fingerprint,
        card: JSON.stringify(card),
        computed_at: computedAt,
      }),
    )
    .execute();
  return { card: answer(card, computedAt, false), fingerprint };
}
