import type { ReportTemplate } from '@punchline/contracts';
import { describe, expect, it } from 'vitest';
import { NEW_SCHEDULE, recipientLimit, scheduleText, templateBody } from './template-form';

const template = {
  id: 3,
  report: 'totals',
  title: 'Totals',
  name: 'Weekly totals',
  params: { groupBy: 'department' },
  owner: { id: 1, name: 'Demo Owner' },
  mine: true,
  sharedWith: [],
  schedule: null,
  nextRunAt: null,
  lastRun: null,
  version: 4,
} satisfies ReportTemplate;

describe('memorized report editing', () => {
  it('says a schedule in words', () => {
    expect(scheduleText(null)).toBe('Not scheduled');
    expect(scheduleText(NEW_SCHEDULE)).toBe('Weekly on Monday at 07:00, Excel, to you');
    expect(
      scheduleText({ ...NEW_SCHEDULE, frequency: 'monthly', dayOfMonth: 31, format: 'pdf', recipients: ['a@x.io'], active: false }),
    ).toBe('Monthly on day 31 at 07:00, PDF, to you and 1 other (paused)');
  });

  it('sends the version read and only the day field the frequency uses', () => {
    const body = templateBody(template, {
      name: ' Totals ',
      sharedWith: [7],
      schedule: { ...NEW_SCHEDULE, frequency: 'daily', dayOfMonth: 5 },
    });
    expect(body).toEqual({
      report: 'totals',
      name: 'Totals',
      params: { groupBy: 'department' },
      sharedWith: [7],
      schedule: { frequency: 'daily', time: '07:00', format: 'xlsx', recipients: [], active: true },
      version: 4,
    });
  });

  it("limits recipients to the session's setting, 5 when it has none", () => {
    expect(recipientLimit({ scheduledReportMaxAdditionalRecipients: 2 })).toBe(2);
    expect(recipientLimit({})).toBe(5);
  });
});
