import {
  reportSpec,
  type Fields,
  type ReportKey,
  type ReportParams,
  type ReportSchedule,
  type ReportTemplate,
  type ReportTemplateBody,
} from '@punchline/contracts';
import { hasPermission } from '@punchline/domain';
import type { Selectable } from 'kysely';
import { actorOf } from '../../audit/actor';
import type { Identity } from '../../auth/identity';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { withOrg, type OrgAccess } from '../../orgs/org-access';
import { createWith, deleteWith, updateWith, type Place, type RecordKind } from '../../resources/write-core';
import { loadOrgInputs } from '../../timecards/timecards.service';
import { NEEDS_AUDIT } from '../report-runs.service';
import { RUN_SUMMARY_COLUMNS, runSummary } from '../run-summaries';
import { nextRunAt } from './next-run';
import { templateErrors } from './template-rules';

// Memorized reports (SPEC section 7 reports/templates; docs/reports.md): a report's parameters
// under a name, private to its owner or shared with chosen administrators; with a schedule, sent
// by mail (send-template.ts). Everyone who sees one may open and run it; only its owner changes,
// deletes or sends it. Writes go through the write core (version check, audit row).

export const TEMPLATE_NOT_FOUND = 'This memorized report does not exist, or it is not shared with you.';
export const OWNER_ONLY = 'Only the owner of this memorized report can change, delete or send it. Save a copy of your own to change it.';

export type TemplateRow = Selectable<Database['report_templates']>;

const AUDIT_FIELDS: Fields = {
  report: { type: 'text', label: 'Report' },
  name: { type: 'text', label: 'Name' },
  params: { type: 'text', label: 'Parameters' },
  sharedWith: { type: 'text', label: 'Shared With' },
  schedule: { type: 'text', label: 'Schedule' },
};

/** Templates the caller may see: their own and those shared with them. */
const visible = (trx: TenantTx, orgId: number, userId: number) =>
  trx
    .selectFrom('report_templates')
    .selectAll()
    .where('org_id', '=', orgId)
    .where((eb) => eb.or([eb('owner_id', '=', userId), eb('shared_with', '@>', JSON.stringify([userId]))]));

const templateKind = (userId: number): RecordKind<TemplateRow> => ({
  kind: 'reportTemplate',
  fields: AUDIT_FIELDS,
  notFound: TEMPLATE_NOT_FOUND,
  read: async ({ trx, orgId }: Place, id, lock) => {
    const query = visible(trx, orgId, userId).where('id', '=', id);
    return lock ? query.forUpdate().executeTakeFirst() : query.executeTakeFirst();
  },
  trail: (row) => ({
    report: row.report,
    name: row.name,
    params: JSON.stringify(row.params),
    sharedWith: JSON.stringify(row.shared_with),
    schedule: row.schedule === null ? null : JSON.stringify(row.schedule),
  }),
  associated: () => [],
});

/** The audit reports' templates need view_audit, like their runs. */
function checkReport(access: OrgAccess, report: string): void {
  if (reportSpec(report as ReportKey)?.permission === 'view_audit' && !hasPermission(access.permissions, 'view_audit'))
    throw ApiError.forbidden(NEEDS_AUDIT);
}

const ownerOnly = (access: OrgAccess) => (row: TemplateRow) => {
  if (row.owner_id !== access.userId) throw ApiError.forbidden(OWNER_ONLY);
};

/** When an active schedule sends next, seen from `now` in the organization's zone and pay periods. */
export async function scheduleNextRun(trx: TenantTx, orgId: number, schedule: ReportSchedule | null, now: number): Promise<Date | null> {
  if (!schedule?.active) return null;
  const inputs = await loadOrgInputs(trx, orgId);
  const { payPeriodType, payPeriodStarts } = inputs.stored.payroll;
  return new Date(nextRunAt(schedule, now, inputs.timeZone || 'UTC', { payPeriodType, payPeriodStarts }) * 1000);
}

type Values = ReportTemplateBody & { nextRunAt: Date | null };

const columnsOf = (orgId: number, v: Values) => ({
  org_id: orgId,
  report: v.report,
  name: v.name,
  params: JSON.stringify(v.params),
  shared_with: JSON.stringify([...new Set(v.sharedWith)]),
  schedule: v.schedule === null ? null : JSON.stringify(v.schedule),
  next_run_at: v.nextRunAt,
});

/** Rows as the API answers them: with the owner's name and the template's latest run. */
async function answer(trx: TenantTx, orgId: number, access: OrgAccess, rows: readonly TemplateRow[]): Promise<ReportTemplate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const owners = new Map(
    (
      await trx
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', 'in', [...new Set(rows.map((r) => r.owner_id ?? 0))])
        .execute()
    ).map((u) => [u.id, u.name]),
  );
  const runs = await trx
    .selectFrom('report_runs as r')
    .leftJoin('users as u', 'u.id', 'r.run_by')
    .distinctOn('r.template_id')
    .select(RUN_SUMMARY_COLUMNS)
    .where('r.org_id', '=', orgId)
    .where('r.template_id', 'in', ids)
    .orderBy('r.template_id')
    .orderBy('r.id', 'desc')
    .execute();
  const lastRun = new Map(runs.map((r) => [r.template_id, runSummary(r)]));
  return rows.map((row) => ({
    id: row.id,
    report: row.report as ReportKey,
    title: reportSpec(row.report as ReportKey)?.title ?? row.report,
    name: row.name,
    params: row.params as ReportParams,
    owner: { id: row.owner_id, name: owners.get(row.owner_id ?? 0) ?? '' },
    mine: row.owner_id === access.userId,
    sharedWith: row.shared_with as number[],
    schedule: row.schedule as ReportSchedule | null,
    nextRunAt: row.next_run_at === null ? null : new Date(row.next_run_at).toISOString(),
    lastRun: lastRun.get(row.id) ?? null,
    version: row.version,
  }));
}

const readView = { mode: 'read', permission: 'view_reports' } as const;
const writeView = { mode: 'write', permission: 'view_reports' } as const;

/** GET reports/templates: the caller's own and those shared with them (audit ones only with view_audit), by name. */
export async function listTemplates(db: Db, identity: Identity, orgId: number): Promise<ReportTemplate[]> {
  return withOrg(db, identity, orgId, readView, async (trx, access) => {
    const rows = await visible(trx, orgId, access.userId).orderBy('name').orderBy('id').execute();
    const allowed = rows.filter(
      (r) => reportSpec(r.report as ReportKey)?.permission !== 'view_audit' || hasPermission(access.permissions, 'view_audit'),
    );
    return answer(trx, orgId, access, allowed);
  });
}

export async function getTemplate(db: Db, identity: Identity, orgId: number, id: number): Promise<ReportTemplate> {
  return withOrg(db, identity, orgId, readView, async (trx, access) => {
    const row = await templateKind(access.userId).read({ trx, orgId }, id, false);
    if (!row) throw ApiError.notFound(TEMPLATE_NOT_FOUND);
    checkReport(access, row.report);
    return (await answer(trx, orgId, access, [row]))[0]!;
  });
}

/** POST reports/templates: a new memorized report owned by the caller. */
export async function createTemplate(
  db: Db,
  identity: Identity,
  orgId: number,
  body: ReportTemplateBody,
  now: number,
): Promise<ReportTemplate> {
  return withOrg(db, identity, orgId, writeView, async (trx, access) => {
    checkReport(access, body.report);
    const values: Values = { ...body, nextRunAt: await scheduleNextRun(trx, orgId, body.schedule, now) };
    const row = await createWith({ trx, orgId, actor: actorOf(identity, access) }, templateKind(access.userId), values, {
      check: (v) => templateErrors(trx, orgId, v),
      insert: (v) =>
        trx
          .insertInto('report_templates')
          .values({ ...columnsOf(orgId, v), owner_id: access.userId })
          .returningAll()
          .executeTakeFirstOrThrow(),
    });
    return (await answer(trx, orgId, access, [row]))[0]!;
  });
}

/** PUT reports/templates/{id}: the owner's change; a stale version answers 409. */
export async function updateTemplate(
  db: Db,
  identity: Identity,
  orgId: number,
  id: number,
  body: ReportTemplateBody,
  now: number,
): Promise<ReportTemplate> {
  return withOrg(db, identity, orgId, writeView, async (trx, access) => {
    checkReport(access, body.report);
    const row = await updateWith(
      { trx, orgId, actor: actorOf(identity, access) },
      templateKind(access.userId),
      { id, version: body.version },
      {
        refuse: ownerOnly(access),
        plan: async () => ({ ...body, nextRunAt: await scheduleNextRun(trx, orgId, body.schedule, now) }),
        check: (v) => templateErrors(trx, orgId, v),
        write: (v) =>
          trx
            .updateTable('report_templates')
            .set({ ...columnsOf(orgId, v), version: (eb) => eb('version', '+', 1), updated_at: new Date(now * 1000) })
            .where('org_id', '=', orgId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow(),
      },
    );
    return (await answer(trx, orgId, access, [row]))[0]!;
  });
}

/** DELETE reports/templates/{id}: the owner's; its kept runs stay (their template becomes null). */
export async function deleteTemplate(db: Db, identity: Identity, orgId: number, id: number, version?: number): Promise<void> {
  await withOrg(db, identity, orgId, writeView, async (trx, access) => {
    await deleteWith(
      { trx, orgId, actor: actorOf(identity, access) },
      templateKind(access.userId),
      { id, version },
      {
        refuse: ownerOnly(access),
        remove: async () => {
          await trx.deleteFrom('report_templates').where('org_id', '=', orgId).where('id', '=', id).execute();
        },
      },
    );
  });
}

/** The template the owner asks to send now (send-template.ts sends it): 404 unseen, 403 not theirs, 409 without a schedule. */
export async function templateToSend(db: Db, identity: Identity, orgId: number, id: number): Promise<TemplateRow> {
  return withOrg(db, identity, orgId, readView, async (trx, access) => {
    const row = await templateKind(access.userId).read({ trx, orgId }, id, false);
    if (!row) throw ApiError.notFound(TEMPLATE_NOT_FOUND);
    checkReport(access, row.report);
    ownerOnly(access)(row);
    if (row.schedule === null) throw ApiError.conflict('Add a schedule (its format and recipients) to send this memorized report.');
    return row;
  });
}
