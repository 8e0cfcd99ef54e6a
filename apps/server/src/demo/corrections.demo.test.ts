import type { ReportResult } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { seedDemoCorrections } from './corrections.demo';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';

// The demo's corrections (forgotten clock-outs typed in, clock-ins moved back) go through the
// console's write path, so the audit reports have a history: shown here on two punches written
// straight into the demo organization (the replay of its clock activity is activity.demo's subject).

describe('demo corrections', async () => {
  const { app, db } = await createTestApp();
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  const now = Date.parse('2026-11-25T15:00:00Z') / 1000;
  const workers = await db
    .selectFrom('employees as e')
    .innerJoin('org_units as u', 'u.id', 'e.org_unit_id')
    .select(['e.id', 'u.name'])
    .where('e.org_id', '=', orgId)
    .where('e.is_worker', '=', true)
    .orderBy('e.id')
    .execute();
  const downtown = workers.find((w) => w.name === 'Downtown')!.id;
  const other = workers.find((w) => w.name !== 'Downtown')!.id;
  const punch = (employeeId: number, iso: string) => {
    const at = new Date(iso);
    return sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
      values (${orgId}, ${employeeId}, ${at}, ${at}, ${at}, 'in', 'clock')`.execute(db);
  };
  // An IN left open on Monday (a forgotten clock-out), and a Downtown IN at 08:05 (New York) last Thursday.
  await punch(other, '2026-11-23T13:00:00Z');
  await punch(downtown, '2026-11-19T13:05:00Z');
  await sql`insert into punches (org_id, employee_id, at, original_at, received_at, type, origin)
    values (${orgId}, ${downtown}, '2026-11-19T21:30:00Z', '2026-11-19T21:30:00Z', now(), 'out', 'clock')`.execute(db);
  const seeded = await seedDemoCorrections(db, orgId, now);
  const owner = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const report = async (key: string) =>
    json<ReportResult>(
      await app.inject({
        method: 'POST',
        url: `/api/orgs/${orgId}/reports/${key}`,
        headers: bearer(owner),
        payload: { from: '2026-11-01', to: '2026-11-30' },
      }),
    );

  it('types the forgotten clock-out and moves the late clock-in back, each in the audit trail', async () => {
    expect(seeded).toEqual({ added: 1, moved: 1 });
    const rows = (await report('audit-time-entry')).groups.flatMap((g) => g.rows);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const whoDid = rows.map((r) => String(Object.values(r).join(' ')));
    expect(whoDid.some((text) => /Demo Owner/.test(text))).toBe(true);
    expect(whoDid.some((text) => /Maya Brooks/.test(text) && /8:05/.test(text) && /8:00/.test(text))).toBe(true);
    const audit = (await report('audit')).groups.flatMap((g) => g.rows);
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });
});
