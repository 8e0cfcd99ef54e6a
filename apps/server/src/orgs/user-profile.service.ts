import type { UserProfile, UserProfileUpdate } from '@punchline/contracts';
import type { Identity } from '../auth/identity';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';

/** SPEC section 3 User profile. In delegate mode the name and email come from the delegate
 *  token's claims and the email counts as verified (SPEC section 4 Tokens). */
export async function getUserProfile(db: Db, identity: Identity | number): Promise<UserProfile> {
  const userId = typeof identity === 'number' ? identity : identity.userId;
  const user = await db
    .selectFrom('users')
    .leftJoin('distributors', 'distributors.id', 'users.distributor_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.email_verified',
      'users.sudo_type',
      'users.is_app_admin',
      'users.is_distributor_admin',
      'users.country_code',
      'users.notifications_enabled',
      'distributors.name as distributor',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!user) throw ApiError.unauthorized('Your account no longer exists.', 'auth/user-not-found');
  const delegate = typeof identity === 'number' ? undefined : identity.delegate;
  return {
    userId: user.id,
    userName: delegate?.name ?? user.name,
    emailAddress: delegate?.email ?? user.email,
    emailVerified: delegate ? true : user.email_verified,
    userAuthProvider: 'password',
    sudoType: user.sudo_type,
    isAppAdmin: user.is_app_admin,
    isDistributorAdmin: user.is_distributor_admin,
    distributor: user.distributor,
    countryCode: user.country_code,
    userNotificationsEnabled: user.notifications_enabled,
  };
}

export async function updateUserProfile(db: Db, userId: number, update: UserProfileUpdate): Promise<void> {
  const values = {
    ...(update.name !== undefined && { name: update.name }),
    ...(update.countryCode !== undefined && { country_code: update.countryCode }),
    ...(update.userNotificationsEnabled !== undefined && { notifications_enabled: update.userNotificationsEnabled }),
  };
  if (Object.keys(values).length === 0) return; // nothing asked: nothing to write
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}
