import type { SessionSettings } from '../session/settings';
import type { UserProfile } from '../session/user';
import { accessContext, passesGate } from './access';
import type { Gate } from './types';

export type DashboardPanel = 'currentPayPeriod' | 'lastPayPeriod' | 'faceFailures' | 'userUsage' | 'noAccess';

/** Dashboard panel gates (SPEC section 6 "Specific gates"), in display order. */
export const DASHBOARD_PANELS: readonly (Gate & { panel: DashboardPanel })[] = [
  { panel: 'currentPayPeriod', requiredPermissions: ['edit_punches', 'view_reports'] },
  { panel: 'lastPayPeriod', requiredPermissions: ['edit_punches', 'view_reports'] },
  { panel: 'faceFailures', requiredFeatures: ['face'], requiredPermissions: ['manage_clock_logs'] },
  { panel: 'userUsage', requiredPermissions: ['edit_employees'] },
  { panel: 'noAccess', rule: (ctx) => !ctx.flags.hasConsoleAccess },
];

/** The dashboard panels this user sees in this organization. */
export function visibleDashboardPanels(session: SessionSettings, user: UserProfile): DashboardPanel[] {
  const ctx = accessContext(session, user);
  return DASHBOARD_PANELS.filter((p) => passesGate(p, ctx)).map((p) => p.panel);
}
