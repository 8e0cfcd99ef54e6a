import { reportSpec, type FieldErrors, type ReportParams, type ReportSchedule, type ReportTemplateBody } from '@punchline/contracts';
import { DEFAULT_SESSION_SETTINGS } from '@punchline/domain';
import type { TenantTx } from '../../db/tenant';
import { ApiError } from '../../http/api-error';
import { groupingOf, shownColumns } from '../report-shape';

// The checks of a memorized report's values (SPEC section 7 reports/templates): its parameters
// pass the report's own shaping rules, it is shared only with administrators of the
// organization, and its schedule is whole and within the organization's recipient limit.

export const WEEKDAY_NEEDED = 'A weekly schedule needs its day of the week.';
export const DAY_OF_MONTH_NEEDED = 'A monthly schedule needs its day of the month.';
export const NOT_ADMINISTRATORS = 'can only name administrators of this organization; remove the others.';

/** At most this many addresses besides the owner (SPEC section 3, scheduledReportMaxAdditionalRecipients). */
export function tooManyRecipients(max: number): string {
  return `no more than ${max} additional recipients; the owner always receives it.`;
}

/** The organization's limit of additional recipients (its session settings, default 5). */
export async function maxRecipients(trx: TenantTx, orgId: number): Promise<number> {
  const org = await trx.selectFrom('organizations').select('settings').where('id', '=', orgId).executeTakeFirstOrThrow();
  const value = Number((org.settings as Record<string, unknown> | null)?.scheduledReportMaxAdditionalRecipients);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_SESSION_SETTINGS.scheduledReportMaxAdditionalRecipients;
}

/** The report's own rules over the parameters: unknown columns or groupings are refused. */
export function paramErrors(report: ReportTemplateBody['report'], params: ReportParams): string[] {
  const spec = reportSpec(report);
  if (!spec) return [`There is no report '${report}'.`];
  const errors: string[] = [];
  for (const rule of [() => shownColumns(spec, params, true), () => groupingOf(spec, params)]) {
    try {
      rule();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      errors.push(error.message);
    }
  }
  return errors;
}

export function scheduleErrors(schedule: ReportSchedule | null, max: number): FieldErrors {
  if (!schedule) return {};
  const errors: FieldErrors = {};
  if (schedule.frequency === 'weekly' && schedule.weekday === undefined) errors.weekday = [WEEKDAY_NEEDED];
  if (schedule.frequency === 'monthly' && schedule.dayOfMonth === undefined) errors.dayOfMonth = [DAY_OF_MONTH_NEEDED];
  if (schedule.recipients.length > max) errors.recipients = [tooManyRecipients(max)];
  return errors;
}

/** The users of sharedWith that are no administrators (members) of the organization. */
export async function strangers(trx: TenantTx, orgId: number, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const members = await trx
    .selectFrom('org_users')
    .select('user_id')
    .where('org_id', '=', orgId)
    .where('user_id', 'in', [...userIds])
    .execute();
  const known = new Set(members.map((m) => Number(m.user_id)));
  return userIds.filter((id) => !known.has(id));
}

/** Every field error of a template's values at once. */
export async function templateErrors(trx: TenantTx, orgId: number, body: ReportTemplateBody): Promise<FieldErrors> {
  const errors: FieldErrors = { ...scheduleErrors(body.schedule, await maxRecipients(trx, orgId)) };
  const params = paramErrors(body.report, body.params);
  if (params.length > 0) errors.params = params;
  if ((await strangers(trx, orgId, body.sharedWith)).length > 0) errors.sharedWith = [NOT_ADMINISTRATORS];
  return errors;
}
