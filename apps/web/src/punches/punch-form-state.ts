import { EMPTY_COSTING_SELECTION, epochFromLocal, localFromEpoch, type CostingSelection } from '@punchline/domain';
import type { PunchInput, PunchRecord } from '@punchline/contracts';

// The punch form's values: the instant as a day and a wall time in the organization's zone.

export type PunchDraft = {
  employeeId: number | null;
  type: 'in' | 'out';
  date: string;
  time: string;
  costing: CostingSelection;
  punchCodeId: number | null;
  note: string;
  customFields: Record<string, string | number | boolean | null>;
  flagged: boolean;
};

/** A new punch: today, now to the minute, an IN. */
export function newDraft(timeZone: string, now = Date.now()): PunchDraft {
  const local = localFromEpoch(Math.floor(now / 1000), timeZone);
  return {
    employeeId: null,
    type: 'in',
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    costing: EMPTY_COSTING_SELECTION,
    punchCodeId: null,
    note: '',
    customFields: {},
    flagged: false,
  };
}

export function draftOf(punch: PunchRecord, timeZone: string): PunchDraft {
  const local = localFromEpoch(Math.floor(new Date(punch.at).getTime() / 1000), timeZone);
  return {
    employeeId: punch.employeeId,
    type: punch.type,
    date: local.slice(0, 10),
    time: local.slice(11, 16),
    costing: { ...EMPTY_COSTING_SELECTION, ...punch.costing },
    punchCodeId: punch.punchCodeId,
    note: punch.note ?? '',
    // The values the punch's write schema accepted (text, number, yes/no).
    customFields: { ...punch.customFields } as PunchDraft['customFields'],
    flagged: punch.flagged,
  };
}

const chosen = (s: CostingSelection) => Object.entries(s).some(([key, v]) => key !== 'costingIsPartial' && v !== null);

/** The body of the save; the day and time are read in the organization's zone. */
export function inputOf(draft: PunchDraft, timeZone: string, version?: number): PunchInput {
  const at = new Date(epochFromLocal(`${draft.date}T${draft.time}`, timeZone) * 1000).toISOString();
  return {
    ...(draft.employeeId === null ? {} : { employeeId: draft.employeeId }),
    type: draft.type,
    at,
    costing: chosen(draft.costing) ? draft.costing : null,
    punchCodeId: draft.punchCodeId,
    note: draft.note.trim() === '' ? null : draft.note.trim(),
    customFields: draft.customFields,
    flagged: draft.flagged,
    ...(version === undefined ? {} : { version }),
  };
}
