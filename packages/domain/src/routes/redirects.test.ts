import { describe, expect, it } from 'vitest';
import { FIXTURES } from './access-fixtures';
import { visibleDashboardPanels } from './dashboard-panels';
import { postSettingsLoadRedirect } from './redirects';
import { owner, whiteLabelUser } from '../session/test-fixtures';

describe('postSettingsLoadRedirect', () => {
  it('sends an org needing setup to its sign-up', () => {
    const { session, user } = owner({ subscriptionState: 'in_app', organizationActive: false });
    expect(postSettingsLoadRedirect(session, user)).toBe('/orgs/7/sign-up');
  });
  it('sends an active org to the dashboard', () => {
    expect(postSettingsLoadRedirect(FIXTURES.owner.session, FIXTURES.owner.user)).toBe('/orgs/7/dashboard');
  });
  it('sends an inactive org to billing for subscription managers only', () => {
    const inactive = owner({ organizationActive: false });
    expect(postSettingsLoadRedirect(inactive.session, inactive.user)).toBe('/orgs/7/settings/billing/subscription');
    const manager = owner({ organizationActive: false, permissions: ['edit_punches'] });
    expect(postSettingsLoadRedirect(manager.session, manager.user)).toBeNull();
  });
  it('does not send white-label owners to hidden billing', () => {
    const wl = whiteLabelUser();
    expect(postSettingsLoadRedirect({ ...wl.session, organizationActive: false }, wl.user)).toBeNull();
  });
});

describe('visibleDashboardPanels', () => {
  const panels = (f: keyof typeof FIXTURES) => visibleDashboardPanels(FIXTURES[f].session, FIXTURES[f].user);
  it('shows every data panel to an owner', () => {
    expect(panels('owner')).toEqual(['currentPayPeriod', 'lastPayPeriod', 'faceFailures', 'userUsage']);
  });
  it('gates each panel', () => {
    expect(panels('noViewReports')).toEqual(['faceFailures', 'userUsage']);
    expect(panels('noEditPunches')).toEqual(['faceFailures', 'userUsage']);
    expect(panels('noManageClockLogs')).not.toContain('faceFailures');
    expect(panels('noEditEmployees')).not.toContain('userUsage');
  });
  it('shows only No Access to a setup_clocks-only user', () => {
    expect(panels('setupClocksOnly')).toEqual(['noAccess']);
  });
});
