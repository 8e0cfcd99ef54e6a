import { MISSED_PUNCH_DECISIONS, punchesResource, type Fields } from '@punchline/contracts';
import type { ScreenAction, ScreenConfig } from '../lists/screen-config';
import { bulkDecideMissed, bulkPunches } from './punches-api';
import { PunchFlags } from './punch-flags';

// The punches and missed-punch lists over their definitions (packages/contracts resources/punches.ts).

const punchAction = (action: 'delete' | 'flag' | 'unflag', label: string, confirm?: string): ScreenAction<number[]> => ({
  label,
  ...(confirm ? { confirm } : {}),
  run: (ids, { orgId }) => bulkPunches(orgId, ids, action),
});

export const punchesConfig: ScreenConfig = {
  columns: { flags: { cell: ({ value }) => <PunchFlags letters={value} />, width: 140 } },
  listColumns: punchesResource.list.columns,
  bulkActions: [
    punchAction('flag', 'Flag'),
    punchAction('unflag', 'Unflag'),
    punchAction('delete', 'Delete', 'Delete {count} punches? They leave the time cards.'),
  ],
};

const NOTE: Fields = { note: { type: 'text', label: 'Note', maxLength: 500, multiline: true } };

const decide = (action: (typeof MISSED_PUNCH_DECISIONS)[number], label: string): ScreenAction<number[]> => ({
  label,
  input: NOTE,
  run: (ids, { orgId }, data) => bulkDecideMissed(orgId, ids, action, (data?.note as string | null | undefined) ?? null),
});

export const missedPunchesConfig: ScreenConfig = {
  // Close as resolved: the punch is on the card already (approving is refused then, punch_exists).
  bulkActions: [decide('approve', 'Approve'), decide('reject', 'Reject'), decide('resolve', 'Close as resolved')],
};
