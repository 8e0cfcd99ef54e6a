import type { Message, MessageRecipient } from '@punchline/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, createTestApp, json, signInToken } from '../../test/test-app';
import { loadConfig } from '../config';
import { writeTenant } from '../db/tenant';
import { DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD, demoOrgId, seedDemoData } from './demo-data';
import { seedDemoMessaging } from './messaging.demo';
import { seedDemoSchedule } from './schedule.demo';

// The demo's messages on a demo organization with its teams and the Downtown kiosk (the replay's
// clocks are activity.demo's subject), as the owner sees them in Manage → Messaging.

const NOW = Date.parse('2026-11-26T20:00:00Z') / 1000;

describe('demo messaging', async () => {
  const { app, db } = await createTestApp({}, { clock: { now: () => NOW * 1000 } });
  await seedDemoData(db);
  const orgId = await demoOrgId(db);
  await writeTenant(db, orgId, async (trx) => {
    await seedDemoSchedule(trx, orgId, [], [], 'America/New_York', NOW);
    await sql`insert into devices (org_id, name) values (${orgId}, 'Downtown kiosk')`.execute(trx);
  });
  const seeded = await seedDemoMessaging(app, db, loadConfig({}), orgId, NOW);
  const token = await signInToken(app, DEMO_OWNER_EMAIL, DEMO_OWNER_PASSWORD);
  const get = async <T>(path: string) => {
    const response = await app.inject({ url: `/api/orgs/${orgId}/${path}`, headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return json<T>(response);
  };

  it('has a must-acknowledge note to the Bakers mostly acknowledged at the kiosk, a read notice and a scheduled one', async () => {
    const { results } = await get<{ results: Message[] }>('messaging/messages');
    expect(results.map((m) => [m.subject, m.status])).toEqual([
      ['Inventory count on Saturday', 'scheduled'],
      ['New fuel cards', 'sent'],
      ['Wet floor by the proofing room', 'sent'],
    ]);
    const wet = results[2]!;
    expect(wet.mustAcknowledge).toBe(true);
    expect(wet.counts.recipients).toBeGreaterThan(2);
    expect(wet.counts).toEqual({
      recipients: wet.counts.recipients,
      read: wet.counts.recipients - 2,
      acknowledged: wet.counts.recipients - 2,
    });
    expect(seeded.acknowledged).toBe(wet.counts.acknowledged);
    const { results: recipients } = await get<{ results: MessageRecipient[] }>(
      `messaging/recipients?messageId=${wet.id}&status=acknowledged`,
    );
    expect(recipients[0]).toMatchObject({ acknowledgedDeviceName: 'Downtown kiosk' });
    expect(results[1]!.counts.read).toBe(seeded.read);
  });
});
