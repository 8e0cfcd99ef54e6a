import type { DisciplineLedger } from '@punchline/contracts';
import { addDaysIso, pointsLedger, type Describe, type FormatPreferences, type PointsLedger } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';
import { formatPrefs } from '../punches/punches.list';
import { orgToday } from '../time-off/requests.server';
import { describer } from './describe';
import { disciplineSettingsOf, type DisciplineSettings } from './discipline-gate';
import { workerInfractions, type WorkerInfraction } from './infractions.service';
import { loadPolicies, NO_FALL_OFF, policyFor, type DisciplinePolicy } from './policies';
import type { DisciplineWorker } from './workers';

// Workers' points ledgers (issue 34), computed from the infractions at every read over the
// organization's look-back (Settings → Attendance → Defaults): a corrected card, an excusal or a
// policy change shows at the next read, and each entry says why it is there.

/** What every discipline read starts from. */
export type DisciplineContext = {
  settings: DisciplineSettings;
  policies: DisciplinePolicy[];
  prefs: FormatPreferences;
  describe: Describe;
  today: string;
  now: number;
};

export async function disciplineContext(trx: TenantTx, orgId: number, now: number): Promise<DisciplineContext> {
  const [settings, policies, prefs, org, today] = await Promise.all([
    disciplineSettingsOf(trx, orgId),
    loadPolicies(trx, orgId),
    formatPrefs(trx, orgId),
    trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow(),
    orgToday(trx, orgId, now),
  ]);
  return { settings, policies, prefs, describe: describer(prefs, org.timezone || 'UTC'), today, now };
}

export type WorkerLedger = {
  worker: DisciplineWorker;
  policy: DisciplinePolicy | null;
  from: string;
  asOf: string;
  ledger: PointsLedger;
  infractions: WorkerInfraction[];
};

/** The first day a ledger as of `asOf` counts. */
export const ledgerStart = (ctx: DisciplineContext, asOf: string) => addDaysIso(asOf, 1 - ctx.settings.lookBackDays);

/** Each worker's ledger as of a day. */
export async function workerLedgers(
  trx: TenantTx,
  orgId: number,
  ctx: DisciplineContext,
  workers: readonly DisciplineWorker[],
  asOf: string = ctx.today,
): Promise<Map<number, WorkerLedger>> {
  const from = ledgerStart(ctx, asOf);
  const infractions = await workerInfractions(trx, orgId, workers, ctx.policies, { from, to: asOf }, ctx.now, ctx.describe);
  const out = new Map<number, WorkerLedger>();
  for (const worker of workers) {
    const policy = policyFor(ctx.policies, worker);
    const mine = infractions.get(worker.id) ?? [];
    const ledger = pointsLedger(mine, policy?.fallOff ?? NO_FALL_OFF, from, asOf, ctx.describe.date);
    out.set(worker.id, { worker, policy, from, asOf, ledger, infractions: mine });
  }
  return out;
}

/** The API's shape of a ledger (its events are added by the caller). */
export function ledgerToApi(l: WorkerLedger): Omit<DisciplineLedger, 'events'> {
  return {
    employeeId: l.worker.id,
    worker: l.worker.name,
    policy: l.policy && { id: l.policy.id, name: l.policy.name },
    from: l.from,
    asOf: l.asOf,
    balance: l.ledger.balance,
    nextExpiry: l.ledger.nextExpiry,
    thresholds: (l.policy?.fallOff.thresholds ?? []).map((t) => ({ points: t.points, eventType: t.eventType })),
    entries: l.ledger.entries,
  };
}
