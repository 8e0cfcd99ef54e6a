import { timeOffAdjustmentsResource } from '@punchline/contracts';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';

// Who adjusted a balance is kept beside the audit trail, for the ledger's line.
export const timeOffAdjustmentsServer = defineServerResource(timeOffAdjustmentsResource, {
  hooks: {
    afterSave: async (ctx: HookContext, saved: Row, before: Row | null) => {
      if (before) return;
      await ctx.trx
        .updateTable('time_off_adjustments')
        .set({ created_by: ctx.caller.access.userId })
        .where('id', '=', saved.id as number)
        .execute();
    },
  },
});
