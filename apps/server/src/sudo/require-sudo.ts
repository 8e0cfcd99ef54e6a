import type { FastifyRequest } from 'fastify';
import { hasSudoAccessToAllOrgs } from '@punchline/domain';
import { requireIdentity } from '../auth/identity';
import type { Db } from '../db/database';
import { ApiError } from '../http/api-error';

export const SUDO_ONLY = 'Only support users with access to all organizations may do this.';
export const APP_ADMIN_ONLY = 'Only app administrators may do this.';

async function personalUser(request: FastifyRequest, db: Db, secret: Buffer) {
  const { userId } = requireIdentity(request, secret, { personal: true });
  const user = await db.selectFrom('users').select(['id', 'sudo_type', 'is_app_admin']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw ApiError.unauthorized('Your account no longer exists.', 'auth/user-not-found');
  return user;
}

/** The sudo area (SPEC section 6): sudo types staff and super only, with their own token. */
export async function requireSudo(request: FastifyRequest, db: Db, secret: Buffer): Promise<number> {
  const user = await personalUser(request, db, secret);
  if (!hasSudoAccessToAllOrgs({ sudoType: user.sudo_type })) throw ApiError.forbidden(SUDO_ONLY);
  return user.id;
}

/** Partner (distributor) administration: app admins, and super sudo users. */
export async function requireAppAdmin(request: FastifyRequest, db: Db, secret: Buffer): Promise<number> {
  const user = await personalUser(request, db, secret);
  if (!user.is_app_admin && user.sudo_type !== 'super') throw ApiError.forbidden(APP_ADMIN_ONLY);
  return user.id;
}
