import { epochFromLocal, type Punch, type TimecardInput } from '@punchline/domain';
import type { CardRow, Slot } from './card-layout';
import { clockOf, parseTimeEntry } from './time-entry';

// The user's unsaved edits of a card: the typed text per cell. From them come the engine's input
// (the browser recomputes the card as they type) and the one changes call of Save.

export type PunchDetail = { id: string; version: number; note: string | null; entryStateId: number | null; locked: boolean };

/** GET timecards/{employeeId}/input. */
export type CardInputAnswer = {
  employeeId: number;
  periodState: 'open' | 'locked' | 'finalized';
  periodChange: { by: string | null; at: string } | null;
  showsPay: boolean;
  input: TimecardInput;
  punchDetails: PunchDetail[];
};

export type CardChange =
  | { op: 'add'; type: 'in' | 'out'; at: string }
  | { op: 'edit'; id: number; version: number; at: string }
  | { op: 'delete'; id: number; version: number };

/** Typed text by cell key; a cell not in it shows its saved value. */
export type Draft = Readonly<Record<string, string>>;

export type AppliedDraft = {
  punches: Punch[];
  changes: CardChange[];
  /** Cells whose text is not a time, with what to type. */
  errors: Record<string, string>;
};

const DAY = 86_400;
export const newPunchId = (slotKey: string) => `new:${slotKey}`;

/** The instant a cell's text means on its row's date; an OUT before its IN is the next day's. */
function instantOf(slot: Slot, minutes: number, timeZone: string, inAt: number | undefined): number {
  const at = epochFromLocal(`${slot.date}T${clockOf(minutes)}`, timeZone);
  return slot.type === 'out' && inAt !== undefined && at <= inAt ? at + DAY : at;
}

export function applyDraft(answer: CardInputAnswer, rows: readonly CardRow[], draft: Draft): AppliedDraft {
  const { timeZone } = answer.input;
  const saved = new Map(answer.input.punches.map((p) => [p.id, p]));
  const versions = new Map(answer.punchDetails.map((d) => [d.id, d.version]));
  const changed = new Map<string, number | null>();
  const added: Punch[] = [];
  const changes: CardChange[] = [];
  const errors: Record<string, string> = {};
  // The instant each cell holds after the edits, so an OUT can be read against its IN.
  const cellAt = new Map<string, number>();
  for (const slot of rows.flatMap((r) => r.slots)) {
    const savedAt = slot.punchId === null ? undefined : saved.get(slot.punchId)?.at;
    const text = draft[slot.key];
    if (text === undefined) {
      if (savedAt !== undefined) cellAt.set(slot.key, savedAt);
      continue;
    }
    if (text.trim() === '') {
      if (slot.punchId !== null) changed.set(slot.punchId, null);
      continue;
    }
    const parsed = parseTimeEntry(text);
    if ('error' in parsed) {
      errors[slot.key] = parsed.error;
      if (savedAt !== undefined) cellAt.set(slot.key, savedAt);
      continue;
    }
    const at = instantOf(slot, parsed.minutes, timeZone, slot.pairedIn === null ? undefined : cellAt.get(slot.pairedIn));
    cellAt.set(slot.key, at);
    if (slot.punchId !== null) {
      if (at !== savedAt) changed.set(slot.punchId, at);
    } else {
      added.push({ id: newPunchId(slot.key), type: slot.type, at, origin: 'added', originalAt: at, receivedAt: at });
      changes.push({ op: 'add', type: slot.type, at: new Date(at * 1000).toISOString() });
    }
  }
  for (const [id, at] of changed) {
    const version = versions.get(id) ?? 1;
    changes.push(
      at === null
        ? { op: 'delete', id: Number(id), version }
        : { op: 'edit', id: Number(id), version, at: new Date(at * 1000).toISOString() },
    );
  }
  const punches = [
    ...answer.input.punches
      .filter((p) => changed.get(p.id) !== null)
      .map((p) => (changed.has(p.id) ? { ...p, at: changed.get(p.id) as number } : p)),
    ...added,
  ].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));
  return { punches, changes, errors };
}
