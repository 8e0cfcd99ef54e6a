import type { CardApproval } from '@punchline/contracts';
import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { emitWebhookEvent } from '../webhooks/emit';
import { computeCardDetail, loadOrgInputs, periodOf, type CardAnswer, type CardOptions } from './timecards.service';

// A supervisor's approval of a worker's card. What is approved is the card's input
// fingerprint: any later change of punches, rules or pay makes the approval no longer current,
// and the card says so instead of pretending the new card was approved.

export type ApprovedCard = CardAnswer & {
  approved: boolean;
  /** Approved once, then changed: to be approved again. */
  approvalStale: boolean;
  approval: CardApproval | null;
};

/** The approvals of some workers' cards of one period, keyed by worker. */
export async function approvalsOf(trx: TenantTx, orgId: number, employeeIds: readonly number[], periodStart: string) {
  if (employeeIds.length === 0) return new Map<number, { fingerprint: string; approval: Omit<CardApproval, 'current'> }>();
  const rows = await trx
    .selectFrom('timecard_approvals as a')
    .leftJoin('users as u', 'u.id', 'a.approved_by')
    .select(['a.employee_id', 'a.fingerprint', 'a.approved_by', 'a.approved_at', 'u.name'])
    .where('a.org_id', '=', orgId)
    .where('a.period_start', '=', periodStart)
    .where('a.employee_id', 'in', employeeIds)
    .execute();
  return new Map(
    rows.map((r) => [
      Number(r.employee_id),
      {
        fingerprint: r.fingerprint,
        approval: {
          approvedById: r.approved_by === null ? null : Number(r.approved_by),
          approvedBy: r.name,
          approvedAt: new Date(r.approved_at).toISOString(),
        },
      },
    ]),
  );
}

/** The approval fields of a card answer, from its stored approval (if any) and today's fingerprint. */
export function approvalFields(stored: { fingerprint: string; approval: Omit<CardApproval, 'current'> } | undefined, fingerprint: string) {
  if (!stored) return { approved: false, approvalStale: false, approval: null };
  const current = stored.fingerprint === fingerprint;
  return { approved: current, approvalStale: !current, approval: { ...stored.approval, current } };
}

/** A worker's card (computeCard) with its approval state. */
export async function cardWithApproval(
  trx: TenantTx,
  orgId: number,
  employeeId: number,
  date: string,
  options: CardOptions,
): Promise<ApprovedCard> {
  const { card, fingerprint } = await computeCardDetail(trx, orgId, employeeId, date, options);
  const stored = (await approvalsOf(trx, orgId, [employeeId], card.period.start)).get(employeeId);
  return { ...card, ...approvalFields(stored, fingerprint) };
}

/** Approves the card as it is now (replacing an earlier approval of the same period). */
export async function approveCard(trx: TenantTx, orgId: number, employeeId: number, date: string, userId: number, options: CardOptions) {
  const { card, fingerprint } = await computeCardDetail(trx, orgId, employeeId, date, options);
  await trx
    .insertInto('timecard_approvals')
    .values({ org_id: orgId, employee_id: employeeId, period_start: card.period.start, fingerprint, approved_by: userId })
    .onConflict((oc) =>
      oc
        .columns(['org_id', 'employee_id', 'period_start'])
        .doUpdateSet({ fingerprint, approved_by: userId, approved_at: sql<Date>`now()` }),
    )
    .execute();
  await emitWebhookEvent(trx, orgId, 'timecard.approved', {
    employeeId,
    periodStart: card.period.start,
    periodEnd: card.period.end,
    approvedBy: userId,
  });
  return cardWithApproval(trx, orgId, employeeId, date, options);
}

/** Withdraws the approval of the card of the period holding date (nothing to withdraw is fine). */
export async function unapproveCard(trx: TenantTx, orgId: number, employeeId: number, date: string, now: number) {
  const inputs = await loadOrgInputs(trx, orgId);
  const period = periodOf(inputs, date);
  await trx
    .deleteFrom('timecard_approvals')
    .where('org_id', '=', orgId)
    .where('employee_id', '=', employeeId)
    .where('period_start', '=', period.start)
    .execute();
  return cardWithApproval(trx, orgId, employeeId, date, { inputs, now });
}
