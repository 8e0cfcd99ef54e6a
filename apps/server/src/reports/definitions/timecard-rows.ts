import type { ReportRow } from '@punchline/contracts';
import { FLAG_LETTERS, type FlagCode, type PunchResult, type Shift } from '@punchline/domain';
import type { StoredCard } from '../../timecards/timecards.service';

// One time card as report rows (the timecards spec says their shape): a row per punch pair,
// the day's paid total on the day's last row, then a row per pay code. Pure.

const letters = (flags: readonly FlagCode[]) => [...new Set(flags.map((f) => FLAG_LETTERS[f]))].join(' ');

type PairRow = { pair: Shift['pairs'][number]; flags: FlagCode[] };

/** A day's pairs in shift order; a shift's own flags go on its first pair, a punch's on its pair. */
function pairsOfDay(shifts: readonly Shift[], punches: ReadonlyMap<string, PunchResult>): PairRow[] {
  return shifts.flatMap((shift) =>
    shift.pairs.map((pair, i) => ({
      pair,
      flags: [
        ...(i === 0 ? shift.flags : []),
        ...(pair.in === null ? [] : (punches.get(pair.in)?.flags ?? [])),
        ...(pair.out === null ? [] : (punches.get(pair.out)?.flags ?? [])),
      ],
    })),
  );
}

/** The day rows of a card: pairs with in/out as paid (rounded) and as recorded. */
export function dayRows(card: StoredCard): ReportRow[] {
  const punches = new Map(card.punches.map((p) => [p.id, p]));
  const rows: ReportRow[] = [];
  for (const day of card.days) {
    const pairs = pairsOfDay(
      card.shifts.filter((s) => s.date === day.date),
      punches,
    );
    // A day without pairs still prints when it pays (time off, a holiday) or is flagged.
    if (pairs.length === 0 && day.paidSeconds === 0 && day.flags.length === 0) continue;
    const lines = pairs.length > 0 ? pairs : [null];
    lines.forEach((line, i) => {
      const last = i === lines.length - 1;
      const p = line?.pair;
      rows.push({
        date: day.date,
        pair: i,
        payCode: null,
        in: p && p.in !== null ? p.start : null,
        out: p && p.out !== null ? p.end : null,
        recordedIn: p && p.in !== null ? (punches.get(p.in)?.at ?? null) : null,
        recordedOut: p && p.out !== null ? (punches.get(p.out)?.at ?? null) : null,
        seconds: p ? p.seconds : 0,
        flags: letters(line ? line.flags : day.flags),
        dayTotal: last ? day.paidSeconds : null,
      });
    });
  }
  return rows;
}

/** The pay code rows of a card in the organization's code order (codes it does not list last). */
export function payCodeRows(card: StoredCard, order: readonly string[], nameOf: (code: string) => string): ReportRow[] {
  const lines = card.payCodes.filter((l) => l.seconds !== 0 || l.amountScaled !== 0);
  const rank = (code: string) => (order.includes(code) ? order.indexOf(code) : order.length);
  return [...lines]
    .sort((a, b) => rank(a.code) - rank(b.code) || a.code.localeCompare(b.code))
    .map((l) => ({ date: null, pair: null, payCode: nameOf(l.code), payCodeSeconds: l.seconds, amount: l.amount }));
}
