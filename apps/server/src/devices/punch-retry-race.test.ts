import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { deviceWorld } from '../../test/kits/device-test-world';

// A clock's retry arriving while its first attempt is still being written (issue 37). Punches and
// clock logs are partitioned by month on their instant, so their unique keys hold the instant, and
// a retry's instant may differ from the first attempt's (a tampered clock's punch takes its
// receipt time): the keys alone would let the retry store a second punch. An attempt claims its
// clientId first (claimSubmission, punch_submissions): the retry waits on the first's claim, then
// answers as the first.

describe('a retry while the first attempt is in flight', async () => {
  const w = await deviceWorld();
  const kiosk = await w.device({ name: 'Kiosk' });

  it('waits for the first attempt, then gets its answer, and no second punch is stored', async () => {
    const worker = await w.pinWorker();
    const body = w.punchBody(worker.pin);
    const firstAt = new Date(Math.floor(Date.parse(body.at) / 1000) * 1000 - 1000);
    const result = (punchId: number) => ({
      punch: { id: punchId, type: 'in', at: firstAt.toISOString(), flags: [] },
      employee: { id: worker.id, firstName: 'First', lastName: 'Attempt' },
      clockedIn: true,
      shiftStartedAt: firstAt.toISOString(),
      todaySeconds: 0,
      geo: null,
    });
    let stored: { status: number; clientId: string; body: unknown } | undefined;
    let retry!: Promise<{ statusCode: number; body: string }>;
    let settled = false;
    // The first attempt, as submit-punch.service.ts writes it, holding its turn until it commits.
    await w.db.transaction().execute(async (trx) => {
      await sql`insert into punch_submissions (org_id, client_id) values (${w.org}, ${body.clientId})`.execute(trx);
      const { rows } = await sql<{
        id: number;
      }>`insert into punches (org_id, employee_id, at, original_at, type, origin, client_id, device_id)
        values (${w.org}, ${worker.id}, ${firstAt}, ${firstAt}, 'in', 'clock', ${body.clientId}, ${kiosk.id}) returning id`.execute(trx);
      stored = { status: 201, clientId: body.clientId, body: { result: result(Number(rows[0]!.id)) } };
      await sql`insert into clock_logs (org_id, device_id, employee_id, client_id, at, type, method, outcome, punch_id, punch_at, response)
        values (${w.org}, ${kiosk.id}, ${worker.id}, ${body.clientId}, ${firstAt}, 'in', 'pin', 'accepted', ${rows[0]!.id}, ${firstAt},
          ${JSON.stringify(stored)}::jsonb)`.execute(trx);
      await sql`update punch_submissions set answer = ${JSON.stringify(stored)}::jsonb
        where org_id = ${w.org} and client_id = ${body.clientId}`.execute(trx);
      retry = w.punch(kiosk.token, body).then((r) => {
        settled = true;
        return r;
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled, 'the retry went on while the first attempt held its claim').toBe(false);
    });
    const answer = await retry;
    expect(answer.statusCode, answer.body).toBe(201);
    expect(JSON.parse(answer.body)).toEqual(stored!.body);
    const punches = await w.punchesOf(worker.id);
    expect(punches).toHaveLength(1);
    expect(punches[0]!.at.toISOString()).toBe(firstAt.toISOString());
  });
});
