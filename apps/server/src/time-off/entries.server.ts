import { timeOffEntriesResource } from '@punchline/contracts';
import { sql } from 'kysely';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';
import { loadTimeOffOrg } from './time-off-org';

// The server half of time off entries (issue 20): an entry made or changed by hand takes from the
// balance its time in the code's unit (hours, or the part of the organization's full day); an
// entry made by approving a request keeps the amount the request worked out (a scheduled day may
// be longer or shorter than the full day) until its time or code is changed.

export const timeOffEntriesServer = defineServerResource(timeOffEntriesResource, {
  computed: {
    amount: () => sql`r.amount`,
    unit: () => sql`(select c.unit from time_off_codes c where c.id = r.code_id)`,
    requestId: () => sql`r.request_id::int`,
  },
  hooks: {
    afterSave: async (ctx: HookContext, saved: Row, before: Row | null) => {
      if (before && before.minutes === saved.minutes && before.codeId === saved.codeId) return;
      const org = await loadTimeOffOrg(ctx.trx, ctx.orgId);
      const fullDayMinutes = org.fullDaySeconds / 60;
      await sql`update time_off_entries e
        set amount = round((case when c.unit = 'hours' then e.minutes / 60.0 else e.minutes / ${fullDayMinutes}::numeric end), 4)::float8,
            created_by = coalesce(e.created_by, ${ctx.caller.access.userId})
        from time_off_codes c where c.id = e.code_id and e.org_id = ${ctx.orgId} and e.id = ${saved.id as number}`.execute(ctx.trx);
    },
  },
});
