import type { PublishedShift } from '@punchline/contracts';
import type { MissedPunchFact, ScheduledShiftFact, WorkedShiftFact, WorkerFacts } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { cachedCards, storedCards } from '../reports/report-cards';
import { payPeriodsOf, type DayRange } from '../reports/report-range';
import { excusedDays } from '../reports/definitions/schedule-excused';
import { loadOrgInputs, type StoredCard } from '../timecards/timecards.service';

// The facts infractions are found from, for a set of workers over a range of days: their
// published shifts (never the draft), the shifts of their time cards (the same cached cards the
// time card screen shows, brought up to date first, as the reports read them), the punches the
// cards mark missed, and the days they were excused (approved time off, holidays: as the Absent
// report reads them).

async function publishedShifts(trx: TenantTx, orgId: number, ids: readonly number[], range: DayRange) {
  const out = new Map<number, ScheduledShiftFact[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const rows = await trx
    .selectFrom('shifts')
    .select(['id', 'published_employee_id', 'published'])
    .where('org_id', '=', orgId)
    .where('published', 'is not', null)
    .where(sql<boolean>`published_employee_id = any(${[...ids]}::bigint[])`)
    .where(sql<boolean>`(published->>'workDate')::date between ${range.from}::date and ${range.to}::date`)
    .orderBy('published_start_at')
    .execute();
  for (const row of rows) {
    const shift = row.published as PublishedShift;
    out.get(row.published_employee_id!)?.push({
      id: row.id,
      date: shift.workDate,
      start: Date.parse(shift.start) / 1000,
      end: Date.parse(shift.end) / 1000,
    });
  }
  return out;
}

/** The card's shifts and missed punches dated within the range. */
function cardFacts(card: StoredCard, range: DayRange): { worked: WorkedShiftFact[]; missed: MissedPunchFact[] } {
  const punchAt = new Map(card.punches.map((p) => [p.id, p.at]));
  const within = (date: string) => date >= range.from && date <= range.to;
  const worked = card.shifts
    .filter((s) => within(s.date))
    .map((s): WorkedShiftFact => {
      const firstIn = s.pairs[0]?.in ?? null;
      const lastOut = s.pairs.at(-1)?.out ?? null;
      return {
        date: s.date,
        start: s.start,
        arrived: firstIn === null ? null : (punchAt.get(firstIn) ?? null),
        left: lastOut === null ? null : (punchAt.get(lastOut) ?? null),
        scheduledShiftId: s.scheduledShiftId === null ? null : Number(s.scheduledShiftId),
        flags: s.flags,
        pairs: s.pairs,
      };
    });
  const missed = card.punches
    .filter((p) => p.flags.includes('missed') && p.shift >= 0)
    .map((p) => ({ id: p.id, date: card.shifts[p.shift]!.date, at: p.at, type: p.type }))
    .filter((p) => within(p.date));
  return { worked, missed };
}

/**
 * Each worker's facts over the range, judged at `now` (ms). `cards: 'cached'` reads the cards as
 * cached without bringing them up to date, for a read-only transaction (the dashboard feed).
 */
export async function workerFacts(
  trx: TenantTx,
  orgId: number,
  ids: readonly number[],
  range: DayRange,
  now: number,
  cards: 'current' | 'cached' = 'current',
): Promise<Map<number, WorkerFacts>> {
  const inputs = await loadOrgInputs(trx, orgId);
  const nowSeconds = Math.floor(now / 1000);
  const [scheduled, excused] = await Promise.all([
    inputs.scheduling ? publishedShifts(trx, orgId, ids, range) : Promise.resolve(new Map<number, ScheduledShiftFact[]>()),
    excusedDays(trx, orgId, ids, range),
  ]);
  const excusedOf = new Map<number, Set<string>>();
  for (const key of excused) {
    const [id, date] = key.split('|');
    const set = excusedOf.get(Number(id)) ?? new Set<string>();
    excusedOf.set(Number(id), set.add(date!));
  }
  const facts = new Map<number, WorkerFacts>(
    ids.map((id) => [
      id,
      {
        employeeId: id,
        scheduled: scheduled.get(id) ?? [],
        worked: [],
        missedPunches: [],
        excusedDates: excusedOf.get(id) ?? new Set<string>(),
        now: nowSeconds,
        startLateGrace: inputs.stored.shift.startLateGrace,
        leaveEarlyGrace: inputs.stored.shift.leaveEarlyGrace,
      },
    ]),
  );
  if (ids.length === 0) return facts;
  // Periods before anyone's first punch hold nothing: their cards are not computed.
  const { rows } = await sql<{ first: string | null }>`select to_char(min(at) at time zone ${inputs.timeZone}, 'YYYY-MM-DD') as first
    from punches where org_id = ${orgId} and employee_id = any(${[...ids]}::bigint[]) and deleted_at is null and at >= ${range.from}::date - 1`.execute(
    trx,
  );
  const first = rows[0]?.first;
  if (!first) return facts;
  const from = first > range.from ? first : range.from;
  for (const period of payPeriodsOf(inputs, { from, to: range.to })) {
    const read =
      cards === 'current' ? await cachedCards(trx, orgId, inputs, period, ids, nowSeconds) : await storedCards(trx, orgId, period, ids);
    for (const [id, card] of read) {
      const f = facts.get(id)!;
      const { worked, missed } = cardFacts(card, range);
      (f.worked as WorkedShiftFact[]).push(...worked);
      (f.missedPunches as MissedPunchFact[]).push(...missed);
    }
  }
  return facts;
}
