import type { IdentityTables } from './schema-identity';
import type { ResourceTables } from './schema-resources';
import type { ColumnType, Generated } from 'kysely';

type Json<T> = ColumnType<T, string, string>;

export type ServerSettingsTable = { key: string; value: Json<unknown> };

export type DistributorsTable = {
  id: Generated<number>;
  name: string;
  console_name: string;
  logo_url: string | null;
  /** Migration 0063: the features its organizations' trials start with; null = every feature. */
  trial_features: string[] | null;
};

export type OrganizationsTable = {
  id: Generated<number>;
  name: string;
  active: Generated<boolean>;
  timezone: Generated<string>;
  subscription_state: Generated<string>;
  original_subscription_state: string | null;
  expire_date: ColumnType<string | null, string | null | undefined, string | null>;
  billing_customer_id: string | null;
  distributor_id: number | null;
  max_users: Generated<number>;
  max_devices: Generated<number>;
  features: Generated<string[]>;
  settings: Generated<Json<Record<string, unknown>>>;
  created_at: Generated<Date>;
};

export type UsersTable = {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string | null;
  email_verified: Generated<boolean>;
  sudo_type: string | null;
  is_app_admin: Generated<boolean>;
  is_distributor_admin: Generated<boolean>;
  distributor_id: number | null;
  country_code: string | null;
  notifications_enabled: Generated<boolean>;
  created_at: Generated<Date>;
};

export type OrgUsersTable = {
  id: Generated<number>;
  org_id: number;
  user_id: number;
  permissions: string[];
  accepted: Generated<boolean>;
  last_accessed_at: Date | null;
  created_at: Generated<Date>;
  /** Label restrictions (migration 0040): empty = that dimension is not limited. */
  allowed_org_unit_ids: Generated<number[]>;
  allowed_department_ids: Generated<number[]>;
  allowed_label_ids: Generated<number[]>;
  /** Job restrictions (migration 0043). */
  allowed_job_ids: Generated<number[]>;
};

export type AuthSessionsTable = {
  id: string;
  user_id: number;
  created_at: Generated<Date>;
  expires_at: Date;
};

export type SignInAttemptsTable = {
  id: Generated<number>;
  email: string;
  address: string;
  succeeded: boolean;
  created_at: Generated<Date>;
};

export type EmployeesTable = {
  id: Generated<number>;
  org_id: number;
  first_name: string;
  last_name: string;
  middle_name: string | null;
  display_name: string | null;
  department_id: number | null;
  is_worker: Generated<boolean>;
  active: Generated<boolean>;
  version: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type NotificationMessagesTable = {
  id: Generated<number>;
  org_id: number;
  org_user_id: number | null;
  user_id: number;
  title: string;
  body: Generated<string>;
  unread: Generated<boolean>;
  created_at: Generated<Date>;
};

export type FeedbackTable = {
  id: Generated<number>;
  user_id: number;
  org_id: number | null;
  rating: number | null;
  comments: Generated<string>;
  created_at: Generated<Date>;
};

// Each area declares its tables in its own file; Database is their union.
export type Database = CoreTables & IdentityTables & ResourceTables;

export type PushDevicesTable = {
  device_id: string;
  user_id: number;
  org_id: number;
  org_user_id: number | null;
  device_type: 'WEB';
  token: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type CoreTables = {
  push_devices: PushDevicesTable;
  server_settings: ServerSettingsTable;
  distributors: DistributorsTable;
  organizations: OrganizationsTable;
  users: UsersTable;
  org_users: OrgUsersTable;
  auth_sessions: AuthSessionsTable;
  sign_in_attempts: SignInAttemptsTable;
  employees: EmployeesTable;
  notification_messages: NotificationMessagesTable;
  feedback: FeedbackTable;
};
