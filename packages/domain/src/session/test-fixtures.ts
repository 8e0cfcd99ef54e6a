// Session fixtures shared by the session and routes tests (not exported from the index).
import { PERMISSIONS, type Permission } from './permissions';
import { FEATURES } from './features';
import { createSessionSettings } from './settings-defaults';
import type { SessionSettings } from './settings';
import { createUserProfile } from './user';
import type { UserProfile } from './user';

export type Fixture = { session: SessionSettings; user: UserProfile };

const distributor = 'Acme';

/** An owner of an active, fully featured organization with every setting switched on. */
export function owner(overrides: Partial<SessionSettings> = {}, user: Partial<UserProfile> = {}): Fixture {
  return {
    session: createSessionSettings({
      organizationId: 7,
      organizationActive: true,
      subscriptionState: 'active',
      billingCustomerId: 'cus_1',
      permissions: [...PERMISSIONS],
      features: [...FEATURES],
      costingMode: 'enhanced',
      enabled: true,
      enableNetPay: true,
      enablePayRun: true,
      timeOffEnabled: true,
      timeOffAccrualEnabled: true,
      shiftMode: 'scheduled',
      credentialsEnabled: true,
      enableBriefings: true,
      disciplineEnabled: true,
      entryStateEnabled: true,
      punchCodeMode: 'optional',
      geoEnabled: true,
      bgGeoEnabled: true,
      enableSubmitMissedPunch: true,
      ...overrides,
    }),
    user: createUserProfile({ userId: 1, emailVerified: true, ...user }),
  };
}

/** The owner fixture without the given permissions. */
export function without(...missing: Permission[]): Fixture {
  return owner({ permissions: PERMISSIONS.filter((p) => !missing.includes(p)) });
}

export function whiteLabelUser(): Fixture {
  return owner({ distributor, consoleName: 'Acme Time' }, { distributor });
}

export function setupClocksOnly(): Fixture {
  return owner({ permissions: ['setup_clocks'] });
}
