import type { DisciplineEvent, Infraction } from '@punchline/contracts';
import { epochFromLocal } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { writeTenant } from '../db/tenant';
import { seedPunches } from '../punches/punch-store';
import type { DemoPlannedShift } from './activity.demo';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';
import { DEMO_POLICY, seedDemoDiscipline } from './discipline.demo';
import { seedDemoSchedule } from './schedule.demo';

// The demo's attendance discipline on a demo organization whose activity is a few weeks of 8:00
// shifts published and punched for four workers (the six weeks' replay is activity.demo's
// subject): some arrive 3 minutes late (inside the demo's 5-minute grace), some 10 to 25.

const ZONE = 'America/New_York';
const NOW = Date.parse('2026-11-26T20:00:00Z') / 1000; // Thursday 26 November 2026, 15:00 in New York
const MIN = 60;
/** Minutes late on some days, per worker; every other weekday they come 3 minutes late. */
const LATE: Record<number, Record<string, number>> = {
  0: { '2026-11-10': 20, '2026-11-17': 20, '2026-11-24': 20 },
  1: { '2026-11-19': 25 },
  3: { '2026-11-23': 10 },
};
const weekdays = Array.from({ length: 24 }, (_, i) => `2026-11-${String(2 + i).padStart(2, '0')}`).filter(
  (d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()),
);

describe('demo attendance discipline', async () => {
  const { app, db } = await createTestApp({}, { clock: { now: () => NOW * 1000 } });
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  const { rows } = await sql<{ id: number }>`select id::int as id from employees where org_id = ${orgId} and active and is_worker
    order by id limit 4`.execute(db);
  const workers = rows.map((r, n) => ({ id: r.id, index: 10 + n, unit: 'Downtown' as const, pin: '0000', qrBadge: null }));
  const planned: DemoPlannedShift[] = workers.flatMap((w) =>
    weekdays.map((date) => {
      const start = epochFromLocal(`${date}T08:00`, ZONE);
      return { employeeId: w.id, date, start, end: start + 8.5 * 3600, night: false };
    }),
  );
  await writeTenant(db, orgId, async (trx) => {
    await seedDemoSchedule(trx, orgId, workers, planned, ZONE, NOW);
    await seedPunches(
      trx,
      planned.flatMap((s) => {
        const late = LATE[workers.findIndex((w) => w.id === s.employeeId)]?.[s.date] ?? 3;
        return [
          { orgId, employeeId: s.employeeId, at: new Date((s.start + late * MIN) * 1000), type: 'in' as const },
          { orgId, employeeId: s.employeeId, at: new Date(s.end * 1000), type: 'out' as const },
        ];
      }),
    );
  });
  const seeded = await seedDemoDiscipline(db, orgId, NOW);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const get = async <T>(path: string) => {
    const response = await app.inject({ url: `/api/orgs/${orgId}/${path}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };

  it('runs discipline with the Standard attendance policy for every worker, its thresholds raising the three warnings', async () => {
    const settings = await get<{ result: { disciplineEnabled: boolean; showPointsAtClock: boolean } }>('discipline/settings');
    expect(settings.result).toMatchObject({ disciplineEnabled: true, showPointsAtClock: true });
    const { results: policies } = await get<{ results: Record<string, unknown>[] }>('discipline/policies');
    expect(policies.map((p) => p.name)).toEqual([DEMO_POLICY]);
    expect(policies[0]).toMatchObject({ appliesTo: 'all', latePoints: 0.5, lateBeyondPoints: 1, expireAfterDays: 90, rewardDays: 30 });
    expect([policies[0]!.threshold1Points, policies[0]!.threshold2Points, policies[0]!.threshold3Points]).toEqual([4, 6, 9]);
    const { results: types } = await get<{ results: { name: string; workerAcknowledges: boolean }[] }>('discipline/event-types');
    expect(types.map((t) => [t.name, t.workerAcknowledges])).toEqual([
      ['Verbal Warning', false],
      ['Written Warning', true],
      ['Final Warning', false],
    ]);
  });

  it('finds the late starts beyond the grace and excuses one of them', async () => {
    const { results: counted } = await get<{ results: Infraction[] }>('discipline/infractions?status=all');
    const lates = counted.filter((i) => i.kind === 'late');
    expect(lates.map((i) => i.minutes).sort()).toEqual([10, 20, 20, 20, 25]);
    const { results: excused } = await get<{ results: Infraction[] }>('discipline/infractions?status=excused');
    expect(excused).toHaveLength(1);
    expect(excused[0]).toMatchObject({ key: seeded.excused, kind: 'late', date: '2026-11-24', employeeId: workers[0]!.id });
    expect(excused[0]!.excused?.reason).toMatch(/Red Line/);
  });

  it('takes one worker past the Written Warning, which asks them to acknowledge it at the clock', async () => {
    expect(seeded.writtenWorker).toBe(workers[0]!.id);
    expect(seeded.custom).toBe(4); // 2 points of late starts left after the excusal, 4 of custom infractions
    const { results: events } = await get<{ results: DisciplineEvent[] }>('discipline/events?status=all');
    expect(events).toHaveLength(seeded.events);
    const theirs = events.filter((e) => e.employeeId === seeded.writtenWorker);
    expect(theirs.map((e) => e.eventType).sort()).toEqual(['Verbal Warning', 'Written Warning']);
    expect(theirs.find((e) => e.eventType === 'Written Warning')).toMatchObject({
      workerAcknowledges: true,
      holds: true,
      policyName: DEMO_POLICY,
    });
  });
});
