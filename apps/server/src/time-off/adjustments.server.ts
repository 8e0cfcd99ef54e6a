import { timeOffAdjustmentsResource } from '@punchline/contracts';
import { sql } from 'kysely';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';

// Who adjusted a balance is kept beside the audit trail, for the ledger's line.
defineServerResource(timeOffAdjustmentsResource, {
  hooks: {
    afterSave: async (ctx: HookContext, saved: Row, before: Row | null) => {
      if (before) return;
      await sql`update time_off_adjustments set created_by = ${ctx.caller.access.userId} where id = ${saved.id as number}`.execute(ctx.trx);
    },
  },
});
