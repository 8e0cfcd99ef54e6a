import type { ColumnType, Generated } from 'kysely';

// Tables of identity, organizations and tenancy (issue 3), from migration 0010.
// Columns added to core tables are declared here too: Database is an intersection, so these
// object types merge into the core table types.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export type UserTokensTable = {
  id: Generated<number>;
  user_id: number;
  purpose: 'verify-email' | 'reset-password';
  token_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
};

export type UserTotpTable = {
  user_id: number;
  secret: string;
  confirmed_at: Date | null;
  last_step: number | null;
  created_at: Generated<Date>;
};

export type MailOutboxTable = {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  created_at: Generated<Date>;
  /** Delivery through SMTP (migration 0011); without SMTP the outbox is where mails stay. */
  sent_at: Date | null;
  attempts: Generated<number>;
  /** 'infinity' (read as Infinity) when never due: no SMTP, or given up. */
  next_attempt_at: Generated<Date>;
  last_error: string | null;
};

export type OrgInvitationsTable = {
  id: Generated<number>;
  org_id: number;
  org_user_id: number;
  email: string;
  invited_by_user_id: number | null;
  created_at: Generated<Date>;
  accepted_at: Timestamp | null;
};

export type DelegateGrantsTable = {
  id: Generated<number>;
  org_id: number;
  org_user_id: number;
  issued_by_user_id: number;
  expires_at: Date;
  created_at: Generated<Date>;
};

export type IdentityTables = {
  user_tokens: UserTokensTable;
  user_totp: UserTotpTable;
  mail_outbox: MailOutboxTable;
  org_invitations: OrgInvitationsTable;
  delegate_grants: DelegateGrantsTable;
  organizations: { require_two_factor: Generated<boolean> };
  auth_sessions: { totp_pending: Generated<boolean>; totp_failures: Generated<number> };
};
