import { mayUseSignUp, r } from './spec-helpers';
import { MANAGE } from './tree-manage';
import { REPORTS } from './tree-reports';
import { SETTINGS } from './tree-settings';

// Screens outside the Manage/Reports/Settings areas do not need an active organization:
// they are where the user goes to fix that (sign-up, accept, auth policy) or read messages.
const noActiveOrg = { needsActiveOrg: false, showInNav: false } as const;

/** Inside orgs/{orgId} (SPEC section 2). */
const ORG = r('orgs/{orgId}', '', {
  name: 'org',
  ...noActiveOrg,
  children: [
    r('sign-up', 'Sign Up', { name: 'inapp-sign-up-wizard', ...noActiveOrg, requiredFlags: ['needsSetup'], implemented: true }),
    r('accept', 'Accept Invitation', { ...noActiveOrg, implemented: true }),
    r('auth-policy-error', 'Login Requirements', { ...noActiveOrg, implemented: true }),
    r('notifications', 'Notifications', { ...noActiveOrg, requiredFlags: ['hasConsoleAccess'], implemented: true }),
    // No console-access flag: a setup_clocks-only user lands here and sees the No Access panel.
    r('dashboard', 'Dashboard', { implemented: true }),
    MANAGE,
    REPORTS,
    SETTINGS,
  ],
});

/** The whole route tree, declared once (SPEC section 2). */
export const ROUTE_TREE = r('', '', {
  name: 'home',
  ...noActiveOrg,
  children: [
    r('error', 'Error', noActiveOrg),
    r('orgs/sign-up', 'Sign Up', { name: 'sign-up-wizard', ...noActiveOrg, rule: mayUseSignUp, implemented: true }),
    r('orgs', 'Organizations', { title: 'My Organizations', ...noActiveOrg, implemented: true }),
    ORG,
    r('notifications', 'Notifications', { ...noActiveOrg, implemented: true }),
    r('upgrade', 'Upgrade', { ...noActiveOrg, implemented: true }),
    r('sudo', 'Sudo', {
      ...noActiveOrg,
      requiredFlags: ['hasSudoAccessToAllOrgs'],
      screen: true,
      implemented: true,
      children: [r('org-users/{view?}', 'Organization Users', { ...noActiveOrg, implemented: true })],
    }),
  ],
});
