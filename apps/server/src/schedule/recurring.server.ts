import { recurringSchedulesResource, scheduleTemplatesResource } from '@punchline/contracts';
import { defineServerResource, type HookContext, type Row } from '../resources/server-resources';
import { materializeRecurring, materializeTemplate } from './materialize.service';

// The server halves of templates and recurring schedules (issue 19): saving either makes the
// shifts again in the same transaction, so what the board shows next is already the new plan.

export const scheduleTemplatesServer = defineServerResource(scheduleTemplatesResource, {
  hooks: { afterSave: (ctx: HookContext, saved: Row) => materializeTemplate(ctx.trx, ctx.orgId, Number(saved.id), ctx.caller.clock.now()) },
});

export const recurringSchedulesServer = defineServerResource(recurringSchedulesResource, {
  hooks: {
    afterSave: async (ctx: HookContext, saved: Row) =>
      void (await materializeRecurring(ctx.trx, ctx.orgId, Number(saved.id), { now: ctx.caller.clock.now() })),
    // Its future shifts as made go with it; those someone edited stay, as ordinary shifts.
    beforeDelete: async (ctx: HookContext, current: Row) =>
      void (await materializeRecurring(ctx.trx, ctx.orgId, Number(current.id), { now: ctx.caller.clock.now(), stop: true })),
  },
});
