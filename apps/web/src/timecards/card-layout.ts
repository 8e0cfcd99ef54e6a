import { dayFromIso, isoFromDay, localFromEpoch, type Timecard } from '@punchline/domain';

// The time card as the editor's grid: one row per day (more when a day has more in/out pairs than
// a row holds), each row `pairsPerRow` in/out pairs. The layout comes from the saved card and stays
// put while the user types, so a cell never moves under the cursor; typed values overlay it.

export type Slot = {
  /** Stable key of the cell: date, row of the day, pair, in or out. */
  key: string;
  date: string;
  type: 'in' | 'out';
  /** The saved punch in this cell, or null for an empty cell (typing there adds a punch). */
  punchId: string | null;
  /** The missing side of a pair (M): shown empty and highlighted. */
  missed: boolean;
  /** Key of the IN cell of the same pair (for an OUT), to read an overnight OUT. */
  pairedIn: string | null;
};

export type CardRow = { key: string; date: string; firstOfDay: boolean; slots: Slot[] };

type Pair = { in: string | null; out: string | null };

/** The days of a period, as local dates. */
export function daysOfPeriod(period: { start: string; end: string }): string[] {
  const days: string[] = [];
  for (let d = dayFromIso(period.start); d <= dayFromIso(period.end); d++) days.push(isoFromDay(d));
  return days;
}

/** Rows of the grid from the saved card: its shifts' pairs by work day, `pairsPerRow` to a row. */
export function cardRows(card: Pick<Timecard, 'period' | 'shifts'>, pairsPerRow: number): CardRow[] {
  const perRow = Math.max(1, Math.floor(pairsPerRow));
  const rows: CardRow[] = [];
  for (const date of daysOfPeriod(card.period)) {
    const pairs: Pair[] = card.shifts.filter((s) => s.date === date).flatMap((s) => s.pairs.map((p) => ({ in: p.in, out: p.out })));
    const count = Math.max(1, Math.ceil(pairs.length / perRow));
    for (let r = 0; r < count; r++) {
      const slots: Slot[] = [];
      for (let i = 0; i < perRow; i++) {
        const pair = pairs[r * perRow + i];
        const base = `${date}|${r}|${i}`;
        slots.push({
          key: `${base}|in`,
          date,
          type: 'in',
          punchId: pair?.in ?? null,
          missed: pair !== undefined && pair.in === null,
          pairedIn: null,
        });
        slots.push({
          key: `${base}|out`,
          date,
          type: 'out',
          punchId: pair?.out ?? null,
          missed: pair !== undefined && pair.out === null,
          pairedIn: `${base}|in`,
        });
      }
      rows.push({ key: `${date}|${r}`, date, firstOfDay: r === 0, slots });
    }
  }
  return rows;
}

/** Minutes after local midnight of an instant in a zone. */
export function localMinutes(at: number, timeZone: string): number {
  const local = localFromEpoch(at, timeZone);
  return Number(local.slice(11, 13)) * 60 + Number(local.slice(14, 16));
}
