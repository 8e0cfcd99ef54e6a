import { describe, expect, it } from 'vitest';
import { resourceWorld } from './resource-test-kit';

describe('GET/PUT org/defaults', async () => {
  const { orgA, call } = await resourceWorld();
  const url = `/orgs/${orgA}/org/defaults`;

  it('reads the organization itself and saves into it, so the session shows the change', async () => {
    const first = (await call('admin', 'GET', url)).json<{ result: Record<string, unknown> }>().result;
    expect(first).toEqual({
      organizationName: 'Alpha',
      timezone: 'America/New_York',
      weekStartsOn: 1,
      daysOfWeek: [2, 3, 4, 5, 6],
      fullDayDuration: 480,
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
});
