import { epochFromLocal, localFromEpoch } from '@punchline/domain';
import { describe, expect, it } from 'vitest';
import { planDemoActivity, type DemoActivityWorker } from './activity.demo';

// The plan of the demo's clock activity (activity.demo.ts): what it promises the demo shows.

const ZONE = 'America/New_York';
const NOW = epochFromLocal('2026-11-23T10:00', ZONE);
const UNITS = ['Downtown', 'Airport', 'Harbor'] as const;
const WORKERS: DemoActivityWorker[] = Array.from({ length: 30 }, (_, index) => ({
  id: 100 + index,
  index,
  unit: UNITS[index % 3]!,
  pin: String(2000 + index * 7),
  qrBadge: `badge${index}`,
}));
const plan = planDemoActivity(WORKERS, ZONE, NOW);
const local = (at: number) => localFromEpoch(at, ZONE);

describe('the demo activity plan', () => {
  it('covers six weeks up to now, in the order the clocks sent it, every id once', () => {
    expect(plan.every((s, i) => i === 0 || plan[i - 1]!.sendAt <= s.sendAt)).toBe(true);
    expect(plan.every((s) => s.sendAt <= NOW && s.at <= s.sendAt)).toBe(true);
    expect(local(plan[0]!.at) < '2026-10-13').toBe(true);
    expect(new Set(plan.map((s) => s.clientId)).size).toBe(plan.length);
    expect(planDemoActivity(WORKERS, ZONE, NOW)).toEqual(plan); // seeded: the same every run
  });

  it('has an afternoon of offline punches at the Harbor kiosk, sent when its network came back', () => {
    const offline = plan.filter((s) => s.offline);
    expect(offline.length).toBeGreaterThan(3);
    expect(offline.every((s) => s.device === 'Harbor' && local(s.sendAt).endsWith('17:30'))).toBe(true);
  });

  it('has failed face matches followed by the same worker punching by PIN or badge', () => {
    const faces = plan.filter((s) => s.identification.method === 'face');
    expect(faces.length).toBeGreaterThan(2);
    for (const face of faces) {
      const next = plan.find((s) => s.employeeId === face.employeeId && s.at === face.at + 20);
      expect(next?.identification.method).not.toBe('face');
    }
  });

  it('has a forgotten clock-out, a night worker crossing midnight and one phone punch away from the shop', () => {
    const forgetful = plan.filter((s) => s.employeeId === 101 && s.kind === 'punch' && s.identification.method !== 'face');
    expect(plan.filter((s) => s.kind === 'missedPunch').map((s) => [s.employeeId, s.type])).toEqual([[101, 'out']]);
    const twoInsInARow = forgetful.some((s, i) => i > 0 && s.type === 'in' && forgetful[i - 1]!.type === 'in');
    expect(twoInsInARow).toBe(true);
    const night = plan.filter((s) => s.employeeId === 103 && s.identification.method !== 'face');
    expect(night.some((s) => s.type === 'in' && local(s.at).slice(11, 13) === '22')).toBe(true);
    expect(night.some((s) => s.type === 'out' && Number(local(s.at).slice(11, 13)) < 12)).toBe(true);
    const away = plan.filter((s) => s.location && Math.abs(s.location.latitude - 42.382) < 0.0001);
    expect(away).toHaveLength(1);
  });

  it('has the forgotten clock-out whatever the weekday the demo is made on', () => {
    // Ten days before a Tuesday is a Saturday: the forgotten day is then the Friday before.
    for (let offset = 0; offset < 7; offset += 1) {
      const now = epochFromLocal(`2026-11-${String(23 + offset).padStart(2, '0')}T00:30`, ZONE);
      const requests = planDemoActivity(WORKERS, ZONE, now).filter((s) => s.kind === 'missedPunch');
      expect(
        requests.map((s) => [s.employeeId, s.type]),
        local(now),
      ).toEqual([[101, 'out']]);
    }
  });
});
