import type { GrossLine, NetPayResult, PayLine } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { payCodeNames } from '../../reports/report-cards';
import { textUnits, unitsText } from './money-units';
import type { GatheredWorker, SummaryReads } from './summary-inputs';

// From a worker's inputs to the gross lines of the summary: one line per pay code of the cards
// (hours, time off or holidays, as the time off codes pay them), priced by the time cards already
// and rounded there to payAccuracy.

export type CodeCatalog = { nameOf: (code: string) => string; kindOf: (code: string) => GrossLine['kind'] };

/** The organization's pay code names, and which codes time off and holidays are paid under. */
export async function codeCatalog(trx: TenantTx, orgId: number): Promise<CodeCatalog> {
  const [names, { rows }] = await Promise.all([
    payCodeNames(trx, orgId),
    sql<{ code: string; holiday: boolean }>`
      select coalesce(p.code, c.code) as code, exists (select 1 from holidays h where h.code_id = c.id) as holiday
        from time_off_codes c left join pay_codes p on p.id = c.pay_code_id
       where c.org_id = ${orgId} and c.paid`.execute(trx),
  ]);
  const holidays = new Set(rows.filter((r) => r.holiday).map((r) => r.code));
  const timeOff = new Set(rows.filter((r) => !r.holiday).map((r) => r.code));
  return {
    nameOf: (code) => names.byCode.get(code) ?? code,
    kindOf: (code) => (holidays.has(code) ? 'holiday' : timeOff.has(code) ? 'time_off' : 'hours'),
  };
}

/** The rate an amount of seconds was paid at, per hour, to 6 places (null when nothing was paid). */
function hourlyRate(amountScaled: number, seconds: number, accuracy: number): string | null {
  if (seconds === 0 || amountScaled === 0) return null;
  const micros = (BigInt(amountScaled) * 10n ** BigInt(6 - accuracy) * 3600n * 2n + BigInt(seconds)) / (BigInt(seconds) * 2n);
  return unitsText(micros, 6);
}

/** The gross lines of the cards, in the pay codes' order. */
export function cardLines(worker: GatheredWorker, catalog: CodeCatalog): GrossLine[] {
  const { accuracy } = worker.inputs.settings;
  return Object.entries(worker.inputs.card).map(([code, [seconds, amountScaled]]) => ({
    kind: catalog.kindOf(code),
    code,
    name: catalog.nameOf(code),
    seconds,
    rate: hourlyRate(amountScaled, seconds, accuracy),
    amount: unitsText(BigInt(amountScaled), accuracy),
    source: {
      cards: worker.cards.filter((c) => c.codes.some((l) => l.code === code)).map((c) => c.periodStart),
      rates: worker.inputs.rates,
    },
  }));
}

/** A summary without net pay (enableNetPay off): gross only, nothing taken, net equal to gross. */
export function grossOnly(lines: readonly GrossLine[], accuracy: number): NetPayResult {
  const gross = unitsText(
    lines.reduce((sum, l) => sum + textUnits(l.amount, accuracy), 0n),
    accuracy,
  );
  const payLines: PayLine[] = lines.map((l) => ({ ...l, base: null, taxable: true }));
  return { lines: payLines, gross, taxableGross: gross, deductions: unitsText(0n, accuracy), net: gross, employerCost: gross };
}

/** Where the summary came from, stored beside its inputs (not hashed). */
export const readsOf = (worker: GatheredWorker): SummaryReads => ({
  cards: worker.cards.map((c) => ({ periodStart: c.periodStart, fingerprint: c.fingerprint, whole: c.whole })),
});
