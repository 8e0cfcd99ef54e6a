import { defineResource, type FieldDef, type FieldErrors } from './define';
import { scopeErrors, scopeFields } from './scope-fields';

/** How many thresholds a policy may have. */
export const POLICY_THRESHOLDS = 4;

const points = (label: string, fallback: number): FieldDef => ({
  type: 'number',
  label,
  min: 0,
  max: 100,
  maxDecimals: 2,
  default: fallback,
});

function thresholdFields(): Record<string, FieldDef> {
  const fields: Record<string, FieldDef> = {};
  for (let n = 1; n <= POLICY_THRESHOLDS; n++) {
    // Empty by default (a policy may raise nothing); the sample a test fills a record with is empty too.
    fields[`threshold${n}Points`] = {
      type: 'number',
      label: `Threshold ${n}: Points`,
      min: 0.01,
      max: 1000,
      maxDecimals: 2,
      example: null,
    };
    fields[`threshold${n}EventTypeId`] = {
      type: 'ref',
      label: `Threshold ${n}: Event`,
      ref: { kind: 'disciplineeventtype', table: 'discipline_event_types' },
      column: `threshold${n}_event_type_id`,
      example: null,
    };
  }
  return fields;
}

/** A policy's thresholds in order: points reached and the event type it raises. */
export function policyThresholds(values: Record<string, unknown>): { points: number; eventTypeId: number }[] {
  const out: { points: number; eventTypeId: number }[] = [];
  for (let n = 1; n <= POLICY_THRESHOLDS; n++) {
    const at = values[`threshold${n}Points`];
    const type = values[`threshold${n}EventTypeId`];
    if (typeof at === 'number' && typeof type === 'number') out.push({ points: at, eventTypeId: type });
  }
  return out;
}

/** Each threshold needs both halves, and they rise. */
function thresholdErrors(values: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  let last = 0;
  for (let n = 1; n <= POLICY_THRESHOLDS; n++) {
    const at = values[`threshold${n}Points`];
    const type = values[`threshold${n}EventTypeId`];
    if (at == null && type == null) continue;
    if (at == null) errors[`threshold${n}Points`] = [`Threshold ${n}: Points is a required field.`];
    else if (type == null) errors[`threshold${n}EventTypeId`] = [`Threshold ${n}: Event is a required field.`];
    else if (typeof at === 'number' && at <= last) errors[`threshold${n}Points`] = ['must be more than the threshold before it.'];
    if (typeof at === 'number') last = at;
  }
  return errors;
}

/**
 * Settings → Attendance → Policies (issue 34; SPEC section 7 discipline/policies): which
 * infractions count and for how many points, who the policy covers (the first active policy by
 * priority whose scope holds a worker is theirs), how points fall off (each infraction's after N
 * days; and a reward: points taken away after each stretch without an infraction), and the
 * thresholds that raise events. The ledger is computed from the facts at every read
 * (packages/domain discipline/ledger.ts), so a change here applies to the past too.
 */
export const disciplinePoliciesResource = defineResource({
  kind: 'disciplinepolicy',
  path: 'discipline/policies',
  table: 'discipline_policies',
  label: 'Attendance Policy',
  labelPlural: 'Attendance Policies',
  fields: {
    name: { type: 'text', label: 'Name', required: true, maxLength: 100, unique: true },
    active: { type: 'bool', label: 'Active', default: true },
    priority: { type: 'integer', label: 'Priority (1 first)', min: 1, max: 100, default: 10 },
    ...scopeFields(['departments', 'orgUnits', 'labels', 'workers']),
    lateBandMinutes: { type: 'integer', label: 'Late: Minor Up To (minutes)', min: 1, max: 240, default: 15 },
    latePoints: points('Late: Minor Points', 0.5),
    lateBeyondPoints: points('Late: Beyond Points', 1),
    earlyLeaveBandMinutes: { type: 'integer', label: 'Early Leave: Minor Up To (minutes)', min: 1, max: 240, default: 15 },
    earlyLeavePoints: points('Early Leave: Minor Points', 0.5),
    earlyLeaveBeyondPoints: points('Early Leave: Beyond Points', 1),
    noShowPoints: points('No-Show Points', 2),
    missedPunchPoints: points('Missed Punch Points', 0.5),
    missedBreakPoints: points('Missed Break Points', 0),
    shortBreakPoints: points('Short Break Points', 0),
    unscheduledOvertimeMinutes: {
      type: 'integer',
      label: 'Unscheduled Overtime: After (minutes past the shift)',
      min: 1,
      max: 480,
      default: 30,
    },
    unscheduledOvertimePoints: points('Unscheduled Overtime Points', 0),
    expireAfterDays: { type: 'integer', label: 'Points Expire After (days; empty: never)', min: 1, max: 730, default: 90 },
    rewardDays: { type: 'integer', label: 'Reward: Days Without An Infraction (empty: none)', min: 1, max: 365, default: 30 },
    rewardPoints: { type: 'number', label: 'Reward: Points Removed', min: 0.01, max: 100, maxDecimals: 2, default: 1 },
    ...thresholdFields(),
  },
  list: { columns: ['name', 'priority', 'appliesTo', 'expireAfterDays', 'active'], search: ['name'], orderBy: 'priority', allowAll: true },
  access: { read: 'manage_discipline', write: 'edit_settings' },
  feature: 'discipline',
  check: (values): FieldErrors => ({ ...scopeErrors(values), ...thresholdErrors(values) }),
});
