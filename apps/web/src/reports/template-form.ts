import type { ReportSchedule, ReportTemplate, ReportTemplateBody } from '@punchline/contracts';
import { DEFAULT_SCHEDULED_REPORT_MAX_ADDITIONAL_RECIPIENTS } from '@punchline/domain';

export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const FREQUENCY_LABELS: Record<ReportSchedule['frequency'], string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  payPeriod: 'After each pay period',
  monthly: 'Monthly',
};
export const FORMAT_LABELS: Record<ReportSchedule['format'], string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** A new schedule: weekly on Monday at 07:00, as Excel, to the owner only. */
export const NEW_SCHEDULE: ReportSchedule = {
  frequency: 'weekly',
  weekday: 2,
  time: '07:00',
  format: 'xlsx',
  recipients: [],
  active: true,
};

/** How many addresses besides the owner a schedule may mail (the session's limit, 5 by default). */
export const recipientLimit = (session: { scheduledReportMaxAdditionalRecipients?: number }) =>
  session.scheduledReportMaxAdditionalRecipients ?? DEFAULT_SCHEDULED_REPORT_MAX_ADDITIONAL_RECIPIENTS;

/** A schedule in words: "Weekly on Monday at 07:00, Excel, to you and 2 others". */
export function scheduleText(schedule: ReportSchedule | null): string {
  if (!schedule) return 'Not scheduled';
  const when =
    schedule.frequency === 'weekly'
      ? `Weekly on ${WEEKDAYS[(schedule.weekday ?? 1) - 1]}`
      : schedule.frequency === 'monthly'
        ? `Monthly on day ${schedule.dayOfMonth ?? 1}`
        : FREQUENCY_LABELS[schedule.frequency];
  const others = schedule.recipients.length;
  const to = others === 0 ? 'to you' : `to you and ${others} other${others === 1 ? '' : 's'}`;
  return `${when} at ${schedule.time}, ${FORMAT_LABELS[schedule.format]}, ${to}${schedule.active ? '' : ' (paused)'}`;
}

/** The schedule as sent: only the day field its frequency reads. */
export function cleanSchedule(schedule: ReportSchedule): ReportSchedule {
  const { weekday, dayOfMonth, ...rest } = schedule;
  if (schedule.frequency === 'weekly') return { ...rest, weekday: weekday ?? 2 };
  if (schedule.frequency === 'monthly') return { ...rest, dayOfMonth: dayOfMonth ?? 1 };
  return rest;
}

/** The PUT body of an edited template, with the version read (a newer one answers 409). */
export function templateBody(
  template: ReportTemplate,
  edit: { name: string; sharedWith: number[]; schedule: ReportSchedule | null },
): ReportTemplateBody {
  return {
    report: template.report,
    name: edit.name.trim(),
    params: template.params,
    sharedWith: edit.sharedWith,
    schedule: edit.schedule ? cleanSchedule(edit.schedule) : null,
    version: template.version,
  };
}

/** What to say when a save is refused because someone saved first (HTTP 409). */
export const STALE_TEMPLATE_MESSAGE =
  'Someone changed this memorized report after you opened it. Reload the page to see their changes, then make yours again.';
