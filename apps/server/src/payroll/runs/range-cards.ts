import type { PayPeriod } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { apportion } from '../../reports/definitions/pay-code-jobs';
import { cachedCards, cachedPayCodes } from '../../reports/report-cards';
import { RECOMPUTE_BATCH } from '../../timecards/recompute-batch';
import type { OrgInputs, StoredCard } from '../../timecards/timecards.service';
import type { RunRange } from './run-scope';

// The time a run pays, from the cached time cards (brought up to date first, set-based, the way a
// report reads them), so a run's hours are the time card screen's. A period wholly inside the range
// gives its card's pay code lines as they are; a period the range cuts (an off-cycle run) gives the
// seconds of the days inside the range and their share of each code's amount (largest remainder),
// so the days of a period always add up to its card.

/** One pay code of one card, as far as the range covers it. */
export type CodeTime = { code: string; seconds: number; amountScaled: number };

/** What a run read of one card: which period, the card's fingerprint, its lines inside the range. */
export type RangeCard = { periodStart: string; fingerprint: string; whole: boolean; codes: CodeTime[]; paidSeconds: number };

const inside = (range: RunRange, period: PayPeriod) => range.start <= period.start && period.end <= range.end;

/** A cut period's lines: the seconds of its days inside the range, and their share of each amount. */
function cutLines(card: StoredCard, range: RunRange): CodeTime[] {
  const secondsIn = new Map<string, number>();
  for (const day of card.days) {
    if (day.date < range.start || day.date > range.end) continue;
    for (const [code, seconds] of Object.entries(day.byPayCode)) secondsIn.set(code, (secondsIn.get(code) ?? 0) + seconds);
  }
  return card.payCodes
    .filter((line) => (secondsIn.get(line.code) ?? 0) > 0)
    .map((line) => {
      const seconds = Math.min(line.seconds, secondsIn.get(line.code) ?? 0);
      const [amountScaled] = apportion(line.amountScaled, [seconds, line.seconds - seconds]);
      return { code: line.code, seconds, amountScaled: amountScaled ?? 0 };
    });
}

/** The cards' fingerprints of one period (the cache's, after bringing it up to date). */
export async function cardFingerprints(trx: TenantTx, orgId: number, periodStart: string, ids: readonly number[]) {
  const out = new Map<number, string>();
  for (let i = 0; i < ids.length; i += RECOMPUTE_BATCH) {
    const rows = await trx
      .selectFrom('timecard_cache')
      .select(['employee_id', 'fingerprint'])
      .where('org_id', '=', orgId)
      .where('period_start', '=', periodStart)
      .where('employee_id', 'in', ids.slice(i, i + RECOMPUTE_BATCH))
      .execute();
    for (const r of rows) out.set(r.employee_id, r.fingerprint);
  }
  return out;
}

/** Each worker's cards of the range, up to date, with the lines the range covers. */
export async function rangeCards(
  trx: TenantTx,
  orgId: number,
  inputs: OrgInputs,
  periods: readonly PayPeriod[],
  range: RunRange,
  ids: readonly number[],
  now: number,
): Promise<Map<number, RangeCard[]>> {
  const out = new Map<number, RangeCard[]>(ids.map((id) => [id, []]));
  for (const period of periods) {
    const whole = inside(range, period);
    // A whole period needs only the pay code lines; a cut one its days too (the whole card).
    const lines = whole
      ? await cachedPayCodes(trx, orgId, inputs, period, ids, now)
      : new Map([...(await cachedCards(trx, orgId, inputs, period, ids, now))].map(([id, card]) => [id, cutLines(card, range)]));
    const fingerprints = await cardFingerprints(trx, orgId, period.start, ids);
    for (const id of ids) {
      const codes = (lines.get(id) ?? [])
        .filter((l) => l.seconds > 0 || l.amountScaled !== 0)
        .map((l) => ({ code: l.code, seconds: l.seconds, amountScaled: l.amountScaled }));
      const paidSeconds = codes.reduce((sum, c) => sum + c.seconds, 0);
      out.get(id)!.push({ periodStart: period.start, fingerprint: fingerprints.get(id) ?? '', whole, codes, paidSeconds });
    }
  }
  return out;
}
