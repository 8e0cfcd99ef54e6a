import { expect, type Page } from '@playwright/test';
import { demoOrgId, withDatabase } from './database';
import { orgApi, orgWrite } from './org-api';

// What the attendance specs share (issue 34). The demo runs discipline (demo/discipline.demo.ts,
// points shown at the clock), so a spec only adds its own event type, custom infraction type and a
// policy for its own new worker alone (priority 1: it wins over the demo's policy for that worker),
// and takes them away afterwards. Nothing the demo or another spec reads is changed.

export type AttendanceSetup = { worker: number; policy: string; eventType: string; customType: string };

/** The spec's event type, custom infraction type (worth `points`) and the worker's policy with one threshold. */
export async function setUpAttendance(
  page: Page,
  orgId: string,
  s: AttendanceSetup,
  o: { points: number; threshold: number; workerAcknowledges: boolean },
): Promise<{ customTypeId: number }> {
  const { result: settings } = await orgApi<{ result: { disciplineEnabled: boolean; showPointsAtClock: boolean } }>(
    page,
    orgId,
    'discipline/settings',
  );
  expect(settings).toMatchObject({ disciplineEnabled: true, showPointsAtClock: true });
  type Saved = { result: { id: number } };
  const eventType = await orgWrite<Saved>(page, orgId, 'POST', 'discipline/event-types', {
    name: s.eventType,
    level: 2,
    workerAcknowledges: o.workerAcknowledges,
  });
  const customType = await orgWrite<Saved>(page, orgId, 'POST', 'discipline/custom-infraction-types', {
    name: s.customType,
    points: o.points,
  });
  await orgWrite(page, orgId, 'POST', 'discipline/policies', {
    name: s.policy,
    priority: 1,
    appliesTo: 'workers',
    employeeIds: [s.worker],
    expireAfterDays: 90,
    threshold1Points: o.threshold,
    threshold1EventTypeId: eventType.result.id,
  });
  return { customTypeId: customType.result.id };
}

/** Removes what setUpAttendance and the spec made. */
export async function tearDownAttendance(s: AttendanceSetup): Promise<void> {
  await withDatabase(async (db) => {
    const org = await demoOrgId(db);
    for (const table of ['discipline_events', 'discipline_excusals', 'discipline_custom_infractions'])
      await db.query(`delete from ${table} where org_id = $1 and employee_id = $2`, [org, s.worker]);
    // A spec's shift is its worker's alone: gone with them, so no schedule shows it.
    await db.query(`delete from shifts where org_id = $1 and (employee_id = $2 or published_employee_id = $2)`, [org, s.worker]);
    await db.query(`delete from discipline_policies where org_id = $1 and name = $2`, [org, s.policy]);
    await db.query(`delete from discipline_custom_infraction_types where org_id = $1 and name = $2`, [org, s.customType]);
    await db.query(`delete from discipline_event_types where org_id = $1 and name = $2`, [org, s.eventType]);
  });
}

/** The organization's today, and a day some days from it (ISO dates). */
export async function orgToday(page: Page, orgId: string): Promise<string> {
  const { timezone } = await orgApi<{ timezone: string }>(page, orgId, 'session');
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
}
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
