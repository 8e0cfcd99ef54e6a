import {
  disciplineCustomInfractionsResource,
  disciplineCustomInfractionTypesResource,
  disciplineEventTypesResource,
  disciplinePoliciesResource,
  disciplineSettings,
} from '@punchline/contracts';
import { addDaysIso } from '@punchline/domain';
import { sql } from 'kysely';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { writeTenant, type TenantTx } from '../db/tenant';
import { raiseDueEvents } from '../discipline/events.service';
import { excuse } from '../discipline/excusals.service';
import { disciplineContext, workerLedgers, type DisciplineContext, type WorkerLedger } from '../discipline/ledger.service';
import { disciplineWorkers } from '../discipline/workers';
import { withOrg } from '../orgs/org-access';
import { callerOf, type Caller } from '../resources/access';
import { createRecord } from '../resources/resource.service';
import { saveSettings } from '../resources/settings.service';
import { serverSecret } from '../system/server-secrets';
import { DEMO_OWNER_EMAIL } from './demo-data';

// The demo's attendance discipline (issue 34), made last, by the owner through the services the
// console calls: discipline switched on; Verbal, Written (acknowledged by the worker at the clock)
// and Final Warnings; two custom infraction types; the "Standard attendance" policy for every
// worker, which finds its infractions in the six weeks of time cards against the published
// schedule; one late start excused (the Red Line was down); one worker taken past the Written
// Warning with custom infractions; and the events now due raised, as the job would.

export const DEMO_POLICY = 'Standard attendance';
const WRITTEN_AT = 6;

export type DemoDiscipline = { policyId: number; excused: string | null; writtenWorker: number | null; custom: number; events: number };

const CUSTOM = [
  { name: 'Dress code', points: 1, note: 'No hairnet at the bench after a reminder that morning.' },
  { name: 'Phone on the floor', points: 1, note: 'On a personal call at the counter with customers waiting.' },
];

const idOf = (row: Record<string, unknown>) => Number(row.id);

async function settingsAndTypes(trx: TenantTx, orgId: number, caller: Caller) {
  await saveSettings(
    trx,
    disciplineSettings,
    orgId,
    undefined,
    { disciplineEnabled: true, lookBackDays: 365, showPointsAtClock: true },
    caller,
  );
  const type = async (name: string, level: number, workerAcknowledges: boolean, description: string) =>
    idOf(
      await createRecord(trx, disciplineEventTypesResource, orgId, { name, level, workerAcknowledges, description, active: true }, caller),
    );
  const verbal = await type('Verbal Warning', 1, false, 'A word with the shift lead, noted in the file.');
  const written = await type('Written Warning', 2, true, 'A letter the worker reads and acknowledges at the clock.');
  const final = await type('Final Warning', 3, false, 'A meeting with the manager; the next step is dismissal.');
  const custom: number[] = [];
  for (const c of CUSTOM)
    custom.push(
      idOf(
        await createRecord(trx, disciplineCustomInfractionTypesResource, orgId, { name: c.name, points: c.points, active: true }, caller),
      ),
    );
  const policy = await createRecord(
    trx,
    disciplinePoliciesResource,
    orgId,
    {
      name: DEMO_POLICY,
      active: true,
      priority: 10,
      appliesTo: 'all',
      lateBandMinutes: 15,
      latePoints: 0.5,
      lateBeyondPoints: 1,
      noShowPoints: 2,
      missedPunchPoints: 0.5,
      // Leaving early is agreed with the shift lead at the bakery; breaks are the time rules' business.
      earlyLeavePoints: 0,
      earlyLeaveBeyondPoints: 0,
      missedBreakPoints: 0,
      shortBreakPoints: 0,
      unscheduledOvertimePoints: 0,
      expireAfterDays: 90,
      rewardDays: 30,
      rewardPoints: 1,
      threshold1Points: 4,
      threshold1EventTypeId: verbal,
      threshold2Points: WRITTEN_AT,
      threshold2EventTypeId: written,
      threshold3Points: 9,
      threshold3EventTypeId: final,
    },
    caller,
  );
  return { policyId: idOf(policy), custom };
}

/** The latest late start of more than the band (a whole point), excused for the whole morning's trains. */
async function excuseOneLateStart(
  trx: TenantTx,
  orgId: number,
  dctx: DisciplineContext,
  caller: Caller,
  ledgers: Map<number, WorkerLedger>,
) {
  const lates = [...ledgers.values()].flatMap((l) => l.infractions).filter((i) => i.kind === 'late' && i.points >= 1 && !i.excused);
  const latest = lates.sort((a, b) => b.date.localeCompare(a.date) || a.key.localeCompare(b.key))[0];
  if (!latest) return null;
  const reason = 'The Red Line was shut down that morning (MBTA service alert): the whole route was late.';
  await excuse(trx, orgId, dctx, caller.actor, { keys: [latest.key], reason });
  return latest.key;
}

/** The worker closest below the Written Warning, taken past it by what their managers saw on the floor. */
async function pastTheWrittenWarning(trx: TenantTx, orgId: number, dctx: DisciplineContext, caller: Caller, types: number[]) {
  const workers = await disciplineWorkers(trx, orgId, dctx.prefs, { activeOnly: true });
  const below = [...(await workerLedgers(trx, orgId, dctx, workers)).values()]
    .filter((l) => l.policy && l.ledger.balance < WRITTEN_AT)
    .sort((a, b) => b.ledger.balance - a.ledger.balance || a.worker.id - b.worker.id);
  const chosen = below[0]?.worker;
  if (!chosen) return { worker: null, added: 0 };
  // Their latest work days (the published schedule), else every third day back.
  const { rows } = await sql<{ d: string }>`select distinct published->>'workDate' as d from shifts
    where org_id = ${orgId} and published_employee_id = ${chosen.id} and published->>'workDate' < ${dctx.today}
    order by 1 desc limit ${CUSTOM.length * 3}`.execute(trx);
  const days = rows.map((r) => r.d);
  let balance = below[0]!.ledger.balance;
  let added = 0;
  while (balance < WRITTEN_AT && added < CUSTOM.length * 3) {
    const kind = CUSTOM[added % CUSTOM.length]!;
    const date = days[added] ?? addDaysIso(dctx.today, -2 - 3 * added);
    const values = { employeeId: chosen.id, typeId: types[added % CUSTOM.length], date, note: kind.note };
    await createRecord(trx, disciplineCustomInfractionsResource, orgId, values, caller);
    added += 1;
    balance = (await workerLedgers(trx, orgId, dctx, [chosen])).get(chosen.id)!.ledger.balance;
  }
  return { worker: chosen.id, added };
}

/** Seeds the demo organization's attendance discipline, after its activity and corrections; `now` in epoch seconds. */
export async function seedDemoDiscipline(db: Db, orgId: number, now: number): Promise<DemoDiscipline> {
  await writeTenant(db, orgId, async (trx) => {
    await sql`update organizations set features = array(select distinct unnest(features || array['discipline'])) where id = ${orgId}`.execute(
      trx,
    );
  });
  const owner = await db.selectFrom('users').select('id').where('email', '=', DEMO_OWNER_EMAIL).executeTakeFirstOrThrow();
  const identity: Identity = { userId: owner.id, kind: 'identity' };
  const secrets = { tokens: await serverSecret(db, 'token-signing-key'), pins: await serverSecret(db, 'pin-hash-key') };
  const clock = { now: () => now * 1000 };
  return withOrg(db, identity, orgId, { mode: 'write', permission: 'manage_discipline' }, async (trx, access) => {
    const caller = callerOf(identity, access, { secrets, clock });
    const { policyId, custom } = await settingsAndTypes(trx, orgId, caller);
    const dctx = await disciplineContext(trx, orgId, now * 1000);
    const workers = await disciplineWorkers(trx, orgId, dctx.prefs, { activeOnly: true });
    const excused = await excuseOneLateStart(trx, orgId, dctx, caller, await workerLedgers(trx, orgId, dctx, workers));
    const written = await pastTheWrittenWarning(trx, orgId, dctx, caller, custom);
    const events = await raiseDueEvents(trx, orgId, dctx);
    return { policyId, excused, writtenWorker: written.worker, custom: written.added, events };
  });
}
