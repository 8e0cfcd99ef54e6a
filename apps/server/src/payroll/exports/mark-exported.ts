import { hasFeature } from '@punchline/domain';
import { sql } from 'kysely';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import type { OrgAccess } from '../../orgs/org-access';
import { markEntryState } from '../../punches/punch-store';
import { instantsOf } from '../../timecards/timecard-summaries.service';

// markExported (the session's entryStateExportPrompt): the exported workers' punches of the
// file's days (a run's, or a pay period's) get the organization's "Exported" entry state, through the one module that writes punches.
// It changes no instant, so a locked pay period may be marked. Without entry states or without an
// active state named Exported the export is refused (nothing written) rather than marked silently
// wrong or not at all.

export const ENTRY_STATES_OFF =
  'Entry states are turned off for this organization: turn them on in Settings → Punches, or export without marking.';
export const NO_EXPORTED_STATE =
  'There is no active entry state named Exported: add one in Settings → Punches → States, or export without marking.';

export async function markExported(
  trx: TenantTx,
  access: OrgAccess,
  days: { periodStart: string; periodEnd: string },
  workerIds: readonly number[],
): Promise<number> {
  const org = await trx
    .selectFrom('organizations')
    .select(['timezone', sql<boolean | null>`(settings->>'entryStateEnabled')::boolean`.as('statesOn')])
    .where('id', '=', access.orgId)
    .executeTakeFirstOrThrow();
  if (!hasFeature(access.features, 'entry_state') || org.statesOn !== true) throw ApiError.fields({ markExported: [ENTRY_STATES_OFF] });
  const state = await trx
    .selectFrom('entry_states')
    .select('id')
    .where('org_id', '=', access.orgId)
    .where('active', '=', true)
    .where(sql<string>`lower(name)`, '=', 'exported')
    .executeTakeFirst();
  if (!state) throw ApiError.fields({ markExported: [NO_EXPORTED_STATE] });
  const range = instantsOf({ from: days.periodStart, to: days.periodEnd }, org.timezone);
  let marked = 0;
  for (const id of workerIds) marked += await markEntryState(trx, access.orgId, id, range, state.id);
  return marked;
}
