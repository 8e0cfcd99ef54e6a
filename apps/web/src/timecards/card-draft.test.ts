import { computeTimecard, epochFromLocal, type TimecardInput } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { applyDraft, type CardInputAnswer } from './card-draft';
import { cardRows } from './card-layout';
import { TIME_ENTRY_HINT } from './time-entry';

// The editor's unsaved edits: what the engine is given as the user types, and what Save sends.

const zone = 'America/Chicago';
const at = (local: string) => epochFromLocal(local, zone);
const iso = (local: string) => new Date(at(local) * 1000).toISOString();
const input: TimecardInput = {
  timeZone: zone,
  period: { start: '2026-11-15', end: '2026-11-21' },
  settings: { shiftMode: 'default' },
  // Monday: IN 08:00 and no OUT (forgotten). Tuesday: 09:00 to 17:00.
  punches: [
    { id: '1', type: 'in', at: at('2026-11-16T08:00'), origin: 'clock' },
    { id: '2', type: 'in', at: at('2026-11-17T09:00'), origin: 'clock' },
    { id: '3', type: 'out', at: at('2026-11-17T17:00'), origin: 'clock' },
  ],
  asOf: at('2026-11-23T12:00'),
};
const answer: CardInputAnswer = {
  employeeId: 7,
  periodState: 'open',
  periodChange: null,
  showsPay: false,
  input,
  punchDetails: ['1', '2', '3'].map((id) => ({ id, version: Number(id) + 10, note: null, entryStateId: null, locked: false })),
};
const rows = cardRows(computeTimecard({ ...input, trace: false }), 2);
const slot = (date: string, key: string) => rows.find((r) => r.date === date)!.slots.find((s) => s.key.endsWith(key))!;
const monday = (draftText: string) => applyDraft(answer, rows, { [slot('2026-11-16', '0|out').key]: draftText });

describe('the time card draft', () => {
  it('lays out a row per day with the forgotten OUT as a missed cell', () => {
    expect(rows).toHaveLength(7);
    expect(slot('2026-11-16', '0|in').punchId).toBe('1');
    expect(slot('2026-11-16', '0|out')).toMatchObject({ punchId: null, missed: true });
    expect(slot('2026-11-16', '1|in')).toMatchObject({ punchId: null, missed: false });
  });

  it('adds the typed OUT: the card computed from the draft has the hours and no M', () => {
    const before = computeTimecard({ ...input, trace: false });
    expect(before.punches[0]!.flags).toContain('missed');
    const draft = monday('4:30p');
    expect(draft.changes).toEqual([{ op: 'add', type: 'out', at: iso('2026-11-16T16:30') }]);
    const card = computeTimecard({ ...input, punches: draft.punches, trace: true });
    expect(card.days.find((d) => d.date === '2026-11-16')!.paidSeconds).toBe(8.5 * 3600);
    expect(card.punches.flatMap((p) => p.flags)).not.toContain('missed');
    expect(card.trace.some((t) => t.date === '2026-11-16' && t.text.length > 0)).toBe(true);
  });

  it('reads an OUT earlier than its IN as the next morning', () => {
    expect(monday('2a').changes).toEqual([{ op: 'add', type: 'out', at: iso('2026-11-17T02:00') }]);
  });

  it('sends an edit or a delete of a saved punch with the version it was loaded at', () => {
    const edited = applyDraft(answer, rows, { [slot('2026-11-17', '0|out').key]: '17:30' });
    expect(edited.changes).toEqual([{ op: 'edit', id: 3, version: 13, at: iso('2026-11-17T17:30') }]);
    const cleared = applyDraft(answer, rows, { [slot('2026-11-17', '0|out').key]: '' });
    expect(cleared.changes).toEqual([{ op: 'delete', id: 3, version: 13 }]);
    expect(cleared.punches.map((p) => p.id)).toEqual(['1', '2']);
    // The same time typed again is no change.
    expect(applyDraft(answer, rows, { [slot('2026-11-17', '0|out').key]: '5:00p' }).changes).toEqual([]);
  });

  it('keeps a cell that is not a time out of the card and says what to type', () => {
    const draft = monday('half past four');
    expect(draft.errors).toEqual({ [slot('2026-11-16', '0|out').key]: TIME_ENTRY_HINT });
    expect(draft.changes).toEqual([]);
  });
});
