import { describe, expect, it } from 'vitest';
import { resourceWorld } from '../../test/kits/resource-test-kit';

describe('GET/PUT org/defaults', async () => {
  const { orgA, call, db } = await resourceWorld();
  const url = `/orgs/${orgA}/org/defaults`;

  it('reads the organization itself and saves into it, so the session shows the change', async () => {
    const first = (await call('admin', 'GET', url)).json<{ result: Record<string, unknown> }>().result;
    expect(first).toEqual({
      organizationName: 'Alpha',
      timezone: 'America/New_York',
      weekStartsOn: 1,
      daysOfWeek: [2, 3, 4, 5, 6],
      fullDayDuration: 480,
      reportRetentionDays: 90,
      version: 0,
    });
    const saved = await call('admin', 'PUT', url, {
      organizationName: ' Alpha Foods ',
      timezone: 'Europe/Paris',
      weekStartsOn: '2',
      version: 0,
    });
    expect(saved.json<{ result: object }>().result).toMatchObject({
      organizationName: 'Alpha Foods',
      timezone: 'Europe/Paris',
      weekStartsOn: 2,
      version: 1,
    });
    const session = (await call('admin', 'GET', `/orgs/${orgA}/session`)).json<Record<string, unknown>>();
    expect([session.organizationName, session.timezone]).toEqual(['Alpha Foods', 'Europe/Paris']);
  });

  it('refuses an unknown time zone, out-of-range days and durations', async () => {
    const response = await call('admin', 'PUT', url, { timezone: 'Mars/Olympus', fullDayDuration: 2000, organizationName: '', version: 1 });
    expect(response.json()).toEqual({
      timezone: ['This selection is not valid.'],
      fullDayDuration: ['must be between 1 and 1440.'],
      organizationName: ['Organization Name is a required field.'],
    });
    const days = await call('admin', 'PUT', url, { daysOfWeek: [1, 8], version: 1 });
    expect(days.json()).toEqual({ daysOfWeek: ['must be between 1 and 7.'] });
  });

  it('refuses a stale version (409, nothing saved) and audits a save with the values before and after', async () => {
    const current = (await call('admin', 'GET', url)).json<{ result: { version: number; weekStartsOn: number } }>().result;
    const stale = await call('admin', 'PUT', url, { weekStartsOn: 3, version: current.version - 1 });
    expect(stale.statusCode).toBe(409);
    expect((await call('admin', 'GET', url)).json<{ result: object }>().result).toEqual(current);
    const saved = await call('admin', 'PUT', url, { weekStartsOn: 4, version: current.version });
    expect(saved.json<{ result: object }>().result).toMatchObject({ weekStartsOn: 4, version: current.version + 1 });
    const event = await db
      .selectFrom('audit_events')
      .select(['action', 'record_id', 'changes'])
      .where('org_id', '=', orgA)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(event).toMatchObject({
      action: 'update',
      record_id: orgA,
      changes: { weekStartsOn: { before: current.weekStartsOn, after: 4 } },
    });
  });
});
