import { USER_USAGE_WARNING_RATIO } from '../constants';
import { hasPermission } from './permissions';
import type { SessionSettings } from './settings';

type UsageFields = Pick<SessionSettings, 'maxUsers' | 'maxUsersIsWorkersOnly' | 'activeUsers' | 'activeWorkers' | 'permissions'>;

/** Users counted against maxUsers: workers only when the plan says so, else every active user. */
export function billableUsers(s: UsageFields): number {
  return s.maxUsersIsWorkersOnly ? s.activeWorkers : s.activeUsers;
}

/** Doughnut colour: red with no seat left, yellow when used >= 9 x unused, else green. */
export function userUsageColour(used: number, max: number): 'red' | 'yellow' | 'green' {
  const unused = max - used;
  if (unused <= 0) return 'red';
  return used >= USER_USAGE_WARNING_RATIO * unused ? 'yellow' : 'green';
}

/**
 * The Add User button (SPEC section 5): the new-user form while seats remain, else billing for
 * subscription managers, else a message to see the primary administrator.
 */
export function addUserAction(s: UsageFields): 'new-user' | 'billing-subscription' | 'see-admin' {
  if (billableUsers(s) < s.maxUsers) return 'new-user';
  return hasPermission(s.permissions, 'manage_subscription') ? 'billing-subscription' : 'see-admin';
}
