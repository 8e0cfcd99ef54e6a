import type { SessionFlags } from './flags';
import type { SessionSettings } from './settings';
import type { UserProfile } from './user';

/**
 * The first-time welcome dialog (SPEC section 1): organization active, not inside the sign-up
 * wizard, no setup needed, and no active workers yet. "Once" is the caller's memory.
 */
export function shouldShowWelcomeDialog(
  s: Pick<SessionSettings, 'organizationActive' | 'activeWorkers'>,
  flags: Pick<SessionFlags, 'needsSetup'>,
  inSignUpWizard: boolean,
): boolean {
  return s.organizationActive && !inSignUpWizard && !flags.needsSetup && s.activeWorkers === 0;
}

/**
 * Whether the dashboard notification feed runs (SPEC section 4): org ready, user inside an
 * organization, and something to notify about.
 */
export function shouldRunNotificationFeed(
  flags: Pick<SessionFlags, 'orgReady' | 'canManageTimeOff' | 'canManageMissedPunches' | 'disciplineEnabled'>,
  user: Pick<UserProfile, 'userNotificationsEnabled'>,
  insideOrg: boolean,
): boolean {
  if (!flags.orgReady || !insideOrg) return false;
  return flags.canManageTimeOff || flags.canManageMissedPunches || flags.disciplineEnabled || user.userNotificationsEnabled;
}

/**
 * Console name for page titles: the session's (the server fills in the distributor's for
 * white-label organizations), else the fallback (outside an organization).
 */
export function consoleName(s: Pick<SessionSettings, 'consoleName'> | null, fallback: string): string {
  return s?.consoleName || fallback;
}
