import type { OutboxMail, SudoOrg, SudoOrgUser } from '@punchline/contracts';
import { isFeature } from '@punchline/domain';
import type { Db } from '../db/database';
import { escapeLike } from '../orgs/org-summaries';

type Narrow = { searchText?: string; limit: number; offset: number };

// These read across organizations on purpose (sudo area): only the org_users link table and
// organizations, never tenant rows, are touched.

export async function findAllOrgs(db: Db, { searchText, limit, offset }: Narrow): Promise<SudoOrg[]> {
  let query = db
    .selectFrom('organizations')
    .leftJoin('distributors', 'distributors.id', 'organizations.distributor_id')
    .select((eb) => [
      'organizations.id',
      'organizations.name',
      'organizations.active',
      'organizations.subscription_state',
      'organizations.require_two_factor',
      'organizations.created_at',
      'organizations.features',
      'distributors.name as distributor',
      eb
        .selectFrom('org_users')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('org_users.org_id', '=', 'organizations.id')
        .as('org_user_count'),
    ]);
  if (searchText) {
    const like = `%${escapeLike(searchText)}%`;
    const id = /^\d+$/.test(searchText.trim()) ? Number(searchText.trim()) : -1;
    query = query.where((eb) => eb.or([eb('organizations.name', 'ilike', like), eb('organizations.id', '=', id)]));
  }
  const rows = await query.orderBy('organizations.name').orderBy('organizations.id').limit(limit).offset(offset).execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    active: r.active,
    subscriptionState: r.subscription_state,
    distributor: r.distributor,
    requireTwoFactor: r.require_two_factor,
    orgUserCount: Number(r.org_user_count ?? 0),
    createdAt: r.created_at.toISOString(),
    features: r.features.filter(isFeature),
  }));
}

export async function findAllOrgUsers(db: Db, { searchText, limit, offset }: Narrow): Promise<SudoOrgUser[]> {
  let query = db
    .selectFrom('org_users')
    .innerJoin('users', 'users.id', 'org_users.user_id')
    .innerJoin('organizations', 'organizations.id', 'org_users.org_id')
    .select([
      'org_users.id',
      'org_users.org_id',
      'org_users.user_id',
      'org_users.permissions',
      'org_users.accepted',
      'organizations.name as org_name',
      'users.name',
      'users.email',
      'users.email_verified',
    ]);
  if (searchText) {
    const like = `%${escapeLike(searchText)}%`;
    query = query.where((eb) =>
      eb.or([eb('users.name', 'ilike', like), eb('users.email', 'ilike', like), eb('organizations.name', 'ilike', like)]),
    );
  }
  const rows = await query.orderBy('users.name').orderBy('org_users.id').limit(limit).offset(offset).execute();
  return rows.map((r) => ({
    orgUserId: r.id,
    orgId: r.org_id,
    orgName: r.org_name,
    userId: r.user_id,
    userName: r.name,
    emailAddress: r.email,
    emailVerified: r.email_verified,
    permissions: r.permissions,
    orgUserAccepted: r.accepted,
  }));
}

export async function findOutboxMails(db: Db, { searchText, limit, offset }: Narrow): Promise<OutboxMail[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (searchText) query = query.where('to_address', 'ilike', `%${escapeLike(searchText)}%`);
  const rows = await query.orderBy('id', 'desc').limit(limit).offset(offset).execute();
  // Each mail's files by name and size (never their content): one read for the page.
  const files = rows.length
    ? await db
        .selectFrom('mail_attachments')
        .select(['mail_id', 'filename', 'content_type', 'size'])
        .where(
          'mail_id',
          'in',
          rows.map((r) => r.id),
        )
        .orderBy('id')
        .execute()
    : [];
  const filesOf = (mailId: number) =>
    files.filter((f) => f.mail_id === mailId).map((f) => ({ filename: f.filename, contentType: f.content_type, size: f.size }));
  // 'infinity' (never due) reads as Infinity, not a date.
  const when = (at: Date | number | null) => (at instanceof Date ? at.toISOString() : null);
  return rows.map((r) => ({
    attachments: filesOf(r.id),
    id: r.id,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    createdAt: r.created_at.toISOString(),
    sentAt: when(r.sent_at),
    attempts: r.attempts,
    lastError: r.last_error,
    nextAttemptAt: r.sent_at ? null : when(r.next_attempt_at),
  }));
}
