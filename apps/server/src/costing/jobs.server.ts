import { jobsResource } from '@punchline/contracts';
import { ApiError } from '../http/api-error';
import { updateRecord } from '../resources/resource.service';
import { defineServerResource, type ActionHandler, type HookContext, type Row } from '../resources/server-resources';
import { customValueErrors, labelTypeErrors, mergeErrors } from './costing-checks';
import { jobAccessConditions } from './job-access';

// Jobs (costing/jobs): work labels only in labelIds, user labels only in userLabelIds, custom
// field values of fields that apply to users; the job access lookups (job-access.ts); the bulk
// actions of the list, each a save through the same rules and audit as the form's.

async function beforeSave(ctx: HookContext, values: Row, current: Row | null): Promise<void> {
  const errors = mergeErrors(
    await labelTypeErrors(ctx, values, current, 'labelIds', 'work'),
    await labelTypeErrors(ctx, values, current, 'userLabelIds', 'user'),
    await customValueErrors(ctx, values, current),
  );
  if (Object.keys(errors).length > 0) throw ApiError.fields(errors);
}

const save = (ctx: HookContext, record: Row, values: Row) =>
  updateRecord(ctx.trx, ctx.def, ctx.orgId, { id: record.id as number }, values, ctx.caller, { denorm: false });

/** The job's work labels with `data.labelIds` added or taken away. */
const changeLabels =
  (add: boolean): ActionHandler =>
  (ctx, record, data) => {
    const given = new Set(data.labelIds as number[]);
    const held = record.labelIds as number[];
    return save(ctx, record, { labelIds: add ? [...new Set([...held, ...given])] : held.filter((id) => !given.has(id)) });
  };

/** The jobs' actions (jobsResource.actions), by name: also what POST costing/jobs/bulk-action maps onto. */
export const jobActions: Record<string, ActionHandler> = {
  activate: (ctx, record) => save(ctx, record, { active: true }),
  deactivate: (ctx, record) => save(ctx, record, { active: false }),
  setCategory: (ctx, record, data) => save(ctx, record, { jobCategoryId: data.jobCategoryId ?? null }),
  addLabels: changeLabels(true),
  removeLabels: changeLabels(false),
};

export const jobsServer = defineServerResource(jobsResource, {
  hooks: { beforeSave },
  actions: jobActions,
  listWhere: (ctx, params) => jobAccessConditions(ctx, params, 'r'),
});
