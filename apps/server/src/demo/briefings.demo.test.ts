import type { BriefingAcknowledgmentRow } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { writeTenant } from '../db/tenant';
import { seedDemoBriefings } from './briefings.demo';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';

// The demo's briefings as the owner sees them in Settings → Users → Briefing Types.

const NOW = Date.parse('2026-11-26T20:00:00Z') / 1000;

describe('demo briefings', async () => {
  const { app, db } = await createTestApp({}, { clock: { now: () => NOW * 1000 } });
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  await writeTenant(db, orgId, (trx) => sql`insert into devices (org_id, name) values (${orgId}, 'Downtown kiosk')`.execute(trx));
  const seeded = await seedDemoBriefings(db, orgId, NOW);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const get = async <T>(path: string) => {
    const response = await app.inject({ url: `/api/orgs/${orgId}/${path}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };
  const { results: types } = await get<{ results: { id: number; name: string; frequency: string; questions: string[] }[] }>(
    'briefing/types',
  );
  const acks = (id: number, outstanding = false) =>
    get<{ results: BriefingAcknowledgmentRow[] }>(`briefing/types/${id}/acknowledgments${outstanding ? '?outstanding=yes' : ''}`);

  it('has a daily talk heard today by all the warehouse but one, at the kiosk', async () => {
    const talk = types.find((t) => t.name === 'Morning safety talk')!;
    expect(talk.frequency).toBe('daily');
    const { results } = await acks(talk.id);
    expect(results.length).toBeGreaterThan(1);
    expect(results.every((r) => r.acknowledgedAt !== null && r.deviceName === 'Downtown kiosk')).toBe(true);
    expect((await acks(talk.id, true)).results).toHaveLength(1);
  });

  it('has the forklift rules with one question, acknowledged by one driver with the right answer', async () => {
    const rules = types.find((t) => t.name === 'Forklift safety rules')!;
    expect(rules).toMatchObject({ frequency: 'once', questions: [expect.stringContaining('*Lowered to the floor')] });
    const done = (await acks(rules.id)).results.filter((r) => r.current);
    expect(done).toHaveLength(1);
    expect(done[0]!.answers).toEqual([{ question: 'Where are the forks when the truck is parked?', answer: 'Lowered to the floor' }]);
    expect(seeded.acknowledgments).toBeGreaterThan(2);
  });
});
