import type { DefaultRange } from '@punchline/contracts';
import { formatDate, type FormatPreferences, type PayPeriod } from '@punchline/domain';
import type { StoredCard } from '../../timecards/timecards.service';
import { loadOrgInputs } from '../../timecards/timecards.service';
import { cachedCardsWithFingerprints } from '../report-cards';
import type { ReportRun } from '../report-definition';
import { payPeriodsOf, reportRange, type DayRange } from '../report-range';
import { reportWorkers, type ReportWorker } from '../report-workers';

// The cached time cards of every pay period touching a report's range, for the report's workers,
// in the rows' order (worker name, then period). The reports built on the cards (time cards, raw
// punch totals, job transfers) read them here so they all see the time card screen's numbers.

/** fingerprint: of the card's inputs, what an approval of the card holds. */
export type CardOfRange = { worker: ReportWorker; period: PayPeriod; card: StoredCard; fingerprint: string };

export async function cardsOfRange(r: ReportRun, fallback: DefaultRange = 'currentPayPeriod') {
  const inputs = await loadOrgInputs(r.trx, r.orgId);
  const range = reportRange(r.params, fallback, inputs, r.now, r.weekStartsOn);
  const periods = payPeriodsOf(inputs, range);
  const workers = await reportWorkers(r.trx, r.orgId, r.params, r.prefs);
  const byWorker = new Map<number, CardOfRange[]>(workers.map((w) => [w.id, []]));
  for (const [i, period] of periods.entries()) {
    const ids = workers.map((w) => w.id);
    const progress = (fraction: number) => r.progress((i + fraction) / periods.length);
    const cards = await cachedCardsWithFingerprints(r.trx, r.orgId, inputs, period, ids, r.now, progress);
    for (const worker of workers) {
      const read = cards.get(worker.id);
      if (read) byWorker.get(worker.id)!.push({ worker, period, card: read.value, fingerprint: read.fingerprint });
    }
  }
  return { inputs, range, periods, cards: workers.flatMap((w) => byWorker.get(w.id)!) };
}

/** Whether a local date lies in the range (ISO dates compare as text). */
export const inRange = (range: DayRange, date: string) => date >= range.from && date <= range.to;

/** The line under the title naming the days covered ('11/08/2026 – 11/21/2026'). */
export const rangeNote = (range: DayRange, prefs: FormatPreferences) => `${formatDate(range.from, prefs)} – ${formatDate(range.to, prefs)}`;
