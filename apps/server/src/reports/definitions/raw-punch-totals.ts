import { RAW_PUNCH_TOTALS_REPORT, type ReportRow } from '@punchline/contracts';
import type { StoredCard } from '../../timecards/timecards.service';
import type { ReportRun, ServerReport } from '../report-definition';
import type { DayRange } from '../report-range';
import { workerCells } from '../report-workers';
import { cardsOfRange, inRange, rangeNote } from './cards-of-range';

// The rounding neutrality check (US 29 CFR 785.48(b)). For every complete punch pair of the shifts
// dated in the range, the time between its punches as recorded (PunchResult.at) against the time
// the card pays for it after rounding (the pair's seconds, between the rounded instants). Breaks
// deducted automatically are not rounding, so they are left out of both sides.

type Sums = { rawSeconds: number; roundedSeconds: number; roundedUp: number; roundedDown: number };

/** What rounding did to one card's shifts dated in the range. */
export function roundingOfCard(card: StoredCard, range: DayRange): Sums {
  const sums: Sums = { rawSeconds: 0, roundedSeconds: 0, roundedUp: 0, roundedDown: 0 };
  const at = new Map(card.punches.map((p) => [p.id, p.at]));
  for (const shift of card.shifts) {
    if (!inRange(range, shift.date)) continue;
    for (const pair of shift.pairs) {
      if (pair.in === null || pair.out === null) continue;
      sums.rawSeconds += at.get(pair.out)! - at.get(pair.in)!;
      sums.roundedSeconds += pair.seconds;
    }
  }
  for (const p of card.punches) {
    const shift = card.shifts[p.shift];
    if (!shift || !inRange(range, shift.date)) continue;
    if (p.roundedAt > p.at) sums.roundedUp += 1;
    else if (p.roundedAt < p.at) sums.roundedDown += 1;
  }
  return sums;
}

async function run(r: ReportRun) {
  const { range, cards } = await cardsOfRange(r);
  const byWorker = new Map<number, { cells: ReturnType<typeof workerCells>; sums: Sums }>();
  for (const { worker, card } of cards) {
    const sums = roundingOfCard(card, range);
    const entry = byWorker.get(worker.id) ?? {
      cells: workerCells(worker),
      sums: { rawSeconds: 0, roundedSeconds: 0, roundedUp: 0, roundedDown: 0 },
    };
    for (const k of Object.keys(sums) as (keyof Sums)[]) entry.sums[k] += sums[k];
    byWorker.set(worker.id, entry);
  }
  const rows: ReportRow[] = [];
  // Map order is the cards' order: by worker name.
  for (const { cells, sums } of byWorker.values()) {
    if (sums.rawSeconds === 0 && sums.roundedSeconds === 0 && sums.roundedUp + sums.roundedDown === 0) continue;
    // Net minutes to the hundredth: a rule rounding to whole minutes gives whole numbers.
    const netMinutes = Math.round(((sums.roundedSeconds - sums.rawSeconds) / 60) * 100) / 100;
    rows.push({ ...cells, ...sums, netMinutes });
  }
  return {
    rows,
    notes: [`Shifts dated ${rangeNote(range, r.prefs)}`, 'Net minutes above zero: workers were paid for more time than they recorded.'],
  };
}

export const rawPunchTotalsReport: ServerReport = { spec: RAW_PUNCH_TOTALS_REPORT, run };
