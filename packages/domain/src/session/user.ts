/** 'staff' and 'super' have sudo access to every organization; anything else has none. */
export type SudoType = 'super' | 'staff' | (string & {}) | null;

/** The signed-in user's profile (SPEC section 3), from `GET user-profile`. */
export type UserProfile = {
  userId: number;
  userName: string;
  emailAddress: string;
  emailVerified: boolean;
  userAuthProvider: string;
  sudoType: SudoType;
  isAppAdmin: boolean;
  isDistributorAdmin: boolean;
  /** Distributor name for white-label users. */
  distributor: string | null;
  countryCode: string | null;
  userNotificationsEnabled: boolean;
};

/** An organization as listed for selection, with the org user's standing in it. */
export type OrgSummary = {
  id: number;
  name?: string;
  orgUserId?: number | null;
  orgUserAccepted: boolean;
  orgUserMeetsAuthRuleRequirements: boolean;
};

export const DEFAULT_USER_PROFILE: UserProfile = {
  userId: 0,
  userName: '',
  emailAddress: '',
  emailVerified: false,
  userAuthProvider: 'password',
  sudoType: null,
  isAppAdmin: false,
  isDistributorAdmin: false,
  distributor: null,
  countryCode: null,
  userNotificationsEnabled: true,
};

/** Fills every missing profile field with its default. */
export function createUserProfile(partial: Partial<UserProfile> = {}): UserProfile {
  return { ...DEFAULT_USER_PROFILE, ...partial };
}

/** Sudo types staff and super may enter and act in every organization. */
export function hasSudoAccessToAllOrgs(user: Pick<UserProfile, 'sudoType'>): boolean {
  return user.sudoType === 'staff' || user.sudoType === 'super';
}
