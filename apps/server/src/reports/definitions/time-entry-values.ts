import { formatDateTime, type FormatPreferences } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { valueText } from './audit-cells';

// A punch's audited values (punches/punch-writes.ts AUDIT_FIELDS: the trail keeps ids and ISO
// instants) as a person reads them: the time in the organization's zone and formats, costing and
// punch codes by name.

export const PUNCH_FIELD_LABELS: Record<string, string> = {
  at: 'Time',
  type: 'Type',
  costing: 'Costing',
  punchCodeId: 'Punch Code',
  note: 'Note',
  customFields: 'Custom Fields',
  flagged: 'Flagged',
};

const COSTING_PARTS = [
  ['job', 'Job', 'jobs'],
  ['jobPhase', 'Phase', 'phases'],
  ['costCode', 'Cost code', 'costCodes'],
] as const;

type Names = Record<'jobs' | 'phases' | 'costCodes' | 'punchCodes', Map<string, string>>;

/** The names the values refer to, read once per run (small tables). */
export async function timeEntryNames(trx: TenantTx, orgId: number): Promise<Names> {
  const byId = (rows: { id: number; name: string }[]) => new Map(rows.map((r) => [String(r.id), r.name]));
  const [jobs, phases, costCodes, punchCodes] = await Promise.all([
    trx.selectFrom('jobs').select(['id', 'name']).where('org_id', '=', orgId).execute(),
    trx.selectFrom('job_phases').select(['id', 'name']).where('org_id', '=', orgId).execute(),
    trx.selectFrom('cost_codes').select(['id', 'name']).where('org_id', '=', orgId).execute(),
    trx.selectFrom('punch_codes').select(['id', 'name']).where('org_id', '=', orgId).execute(),
  ]);
  return { jobs: byId(jobs), phases: byId(phases), costCodes: byId(costCodes), punchCodes: byId(punchCodes) };
}

export type ValueContext = { names: Names; timeZone: string; prefs: FormatPreferences };

/** One audited value of a punch as text; null when the field had no value. */
export function timeEntryValue(field: string, value: unknown, c: ValueContext): string | null {
  if (value === null || value === undefined) return null;
  switch (field) {
    case 'at':
      return formatDateTime(String(value), c.timeZone, c.prefs);
    case 'type':
      return value === 'in' ? 'In' : value === 'out' ? 'Out' : valueText(value);
    case 'flagged':
      return value ? 'Yes' : 'No';
    case 'punchCodeId':
      return c.names.punchCodes.get(String(value)) ?? `#${String(value)}`;
    case 'costing': {
      const map = value as Record<string, unknown>;
      const parts = COSTING_PARTS.filter(([key]) => map[key] !== undefined && map[key] !== null).map(
        ([key, label, names]) => `${label}: ${c.names[names].get(String(map[key])) ?? `#${String(map[key])}`}`,
      );
      return parts.length > 0 ? parts.join(', ') : null;
    }
    default:
      return valueText(value);
  }
}
