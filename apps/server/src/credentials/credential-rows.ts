import type { ReportRow } from '@punchline/contracts';
import {
  CREDENTIAL_STATUS_LABELS,
  credentialStatus,
  dayFromIso,
  policyCovers,
  type CredentialPolicy,
  type CredentialWorker,
} from '@punchline/domain';
import type { CredentialType, HeldRow } from './credential-facts';

// The credential columns of one worker (both credential reports): one row per type the covering
// policies require, the strictest clock action among them, the worker's best credential of it.

const STRENGTH = { none: 0, warn: 1, refuse: 2 } as const;
const ACTION_TEXT = { none: 'Nothing', warn: 'Warn', refuse: 'Refuse' } as const;

export function credentialCells(
  policies: readonly CredentialPolicy[],
  types: ReadonlyMap<number, CredentialType>,
  worker: CredentialWorker,
  jobId: number | null,
  held: readonly HeldRow[],
  today: string,
  includeJobPolicies: boolean,
): ReportRow[] {
  const required = new Map<number, { policies: string[]; action: CredentialPolicy['clockAction'] }>();
  for (const p of policies) {
    if (p.appliesTo === 'jobs' && !includeJobPolicies) continue;
    if (!policyCovers(p, worker, jobId)) continue;
    for (const typeId of p.credentialTypeIds) {
      const r = required.get(typeId) ?? { policies: [], action: 'none' as const };
      r.policies.push(p.name);
      if (STRENGTH[p.clockAction] > STRENGTH[r.action]) r.action = p.clockAction;
      required.set(typeId, r);
    }
  }
  const rows: ReportRow[] = [];
  for (const [typeId, need] of required) {
    const type = types.get(typeId);
    if (!type) continue;
    const mine = held.filter((h) => h.typeId === typeId);
    const status = credentialStatus(mine, typeId, today, type.expires ? (type.reminderDays ?? 30) : 0);
    const best = mine[0] ?? null; // newest expiry first (heldCredentials' order)
    const expiresOn = best?.expiresOn ?? null;
    rows.push({
      credentialTypeId: typeId,
      credential: type.name,
      status: CREDENTIAL_STATUS_LABELS[status],
      number: best?.number ?? null,
      expiresOn,
      daysLeft: expiresOn === null ? null : dayFromIso(expiresOn) - dayFromIso(today),
      policy: need.policies.join(', '),
      atClock: ACTION_TEXT[need.action],
    });
  }
  return rows.sort((a, b) => String(a.credential).localeCompare(String(b.credential)));
}
