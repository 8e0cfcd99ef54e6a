import { policyThresholds } from '@punchline/contracts';
import type { FallOffPolicy, PointsPolicy } from '@punchline/domain';
import type { TenantTx } from '../db/tenant';

// The organization's attendance policies as the rules read them, and whose each worker is: the
// first active policy, by priority then id, whose scope holds the worker.

export type DisciplinePolicy = {
  id: number;
  name: string;
  appliesTo: string;
  departmentIds: number[];
  orgUnitIds: number[];
  labelIds: number[];
  employeeIds: number[];
  points: PointsPolicy;
  fallOff: FallOffPolicy;
};

/** What a policy's scope is matched against. */
export type ScopedWorker = { id: number; departmentId: number | null; orgUnitId: number | null; labelIds: readonly number[] };

const num = (v: unknown): number => (v == null ? 0 : Number(v));
const ids = (v: unknown): number[] => (Array.isArray(v) ? v.map(Number) : []);

export async function loadPolicies(trx: TenantTx, orgId: number): Promise<DisciplinePolicy[]> {
  const [rows, types] = await Promise.all([
    trx
      .selectFrom('discipline_policies')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('active', '=', true)
      .orderBy('priority')
      .orderBy('id')
      .execute(),
    trx.selectFrom('discipline_event_types').select(['id', 'name']).where('org_id', '=', orgId).execute(),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.name]));
  return rows.map((r) => {
    const thresholds = policyThresholds({
      threshold1Points: r.threshold1_points == null ? null : num(r.threshold1_points),
      threshold1EventTypeId: r.threshold1_event_type_id,
      threshold2Points: r.threshold2_points == null ? null : num(r.threshold2_points),
      threshold2EventTypeId: r.threshold2_event_type_id,
      threshold3Points: r.threshold3_points == null ? null : num(r.threshold3_points),
      threshold3EventTypeId: r.threshold3_event_type_id,
      threshold4Points: r.threshold4_points == null ? null : num(r.threshold4_points),
      threshold4EventTypeId: r.threshold4_event_type_id,
    });
    return {
      id: r.id,
      name: r.name,
      appliesTo: r.applies_to,
      departmentIds: ids(r.department_ids),
      orgUnitIds: ids(r.org_unit_ids),
      labelIds: ids(r.label_ids),
      employeeIds: ids(r.employee_ids),
      points: {
        lateBandMinutes: r.late_band_minutes,
        latePoints: num(r.late_points),
        lateBeyondPoints: num(r.late_beyond_points),
        earlyLeaveBandMinutes: r.early_leave_band_minutes,
        earlyLeavePoints: num(r.early_leave_points),
        earlyLeaveBeyondPoints: num(r.early_leave_beyond_points),
        noShowPoints: num(r.no_show_points),
        missedPunchPoints: num(r.missed_punch_points),
        missedBreakPoints: num(r.missed_break_points),
        shortBreakPoints: num(r.short_break_points),
        unscheduledOvertimeMinutes: r.unscheduled_overtime_minutes,
        unscheduledOvertimePoints: num(r.unscheduled_overtime_points),
      },
      fallOff: {
        expireAfterDays: r.expire_after_days,
        rewardDays: r.reward_days,
        rewardPoints: num(r.reward_points),
        thresholds: thresholds.map((t) => ({ ...t, eventType: typeName.get(t.eventTypeId) ?? 'Event' })),
      },
    };
  });
}

function covers(policy: DisciplinePolicy, w: ScopedWorker): boolean {
  switch (policy.appliesTo) {
    case 'departments':
      return w.departmentId !== null && policy.departmentIds.includes(w.departmentId);
    case 'orgUnits':
      return w.orgUnitId !== null && policy.orgUnitIds.includes(w.orgUnitId);
    case 'labels':
      return w.labelIds.some((id) => policy.labelIds.includes(id));
    case 'workers':
      return policy.employeeIds.includes(w.id);
    default:
      return true;
  }
}

/** The worker's policy: the first that covers them, or null. */
export function policyFor(policies: readonly DisciplinePolicy[], worker: ScopedWorker): DisciplinePolicy | null {
  return policies.find((p) => covers(p, worker)) ?? null;
}

/** What a worker without a policy counts: custom infractions only, never falling off, raising nothing. */
export const NO_FALL_OFF: FallOffPolicy = { expireAfterDays: null, rewardDays: null, rewardPoints: 0, thresholds: [] };
