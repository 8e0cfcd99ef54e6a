import { PERMISSIONS } from '@punchline/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { addMember, bearer, createOrg, createTestApp, createUser, json, signInToken } from '../../test/test-app';
import { BEYOND_SCOPE, CHOOSE_WITHIN_SCOPE, GRANT_OWN_ONLY, LAST_OWNER, OWN_RECORD, REMOVE_SELF, REVOKE_OWN_ONLY } from './org-user-rules';

type Admin = {
  orgUserId: number;
  userId: number;
  userName: string;
  emailAddress: string;
  permissions: string[];
  orgUserAccepted: boolean;
  lastAccessedAt: string | null;
  allowedOrgUnitIds: number[];
  allowedDepartmentIds: number[];
  allowedLabelIds: number[];
  workerId: number | null;
};
const INVALID = 'This selection is not valid.';

describe('administrators: list, edit, remove', async () => {
  const { app, db } = await createTestApp();
  const org = await createOrg(db, 'Admins Co');
  const other = await createOrg(db, 'Elsewhere');
  let seq = 0;
  /** A new person, member of `orgId` with these permissions, signed in. */
  async function member(permissions: readonly string[], orgId = org, accepted = true) {
    const email = `admin${++seq}@example.com`;
    const name = `Admin ${seq}`;
    const userId = await createUser(db, { email, name });
    const orgUserId = await addMember(db, orgId, userId, [...permissions], accepted);
    return { userId, orgUserId, email, name, token: accepted ? await signInToken(app, email) : '' };
  }
  const named = async (table: 'org_units' | 'departments', orgId: number, name: string) =>
    (await db.insertInto(table).values({ org_id: orgId, name }).returning('id').executeTakeFirstOrThrow()).id;
  const label = async (orgId: number, name: string, type: 'user' | 'work') =>
    (await db.insertInto('labels').values({ org_id: orgId, name, type }).returning('id').executeTakeFirstOrThrow()).id;
  const list = async (token: string, orgId = org) => {
    const response = await app.inject({ url: `/api/orgs/${orgId}/org-users?limit=500`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    return json<{ results: Admin[] }>(response).results;
  };
  const put = (token: string, id: number, payload: object, orgId = org) =>
    app.inject({ method: 'PUT', url: `/api/orgs/${orgId}/org-users/${id}`, payload, headers: bearer(token) });
  const remove = (token: string, id: number, orgId = org) =>
    app.inject({ method: 'DELETE', url: `/api/orgs/${orgId}/org-users/${id}`, headers: bearer(token) });
  const stored = (id: number) =>
    db
      .selectFrom('org_users')
      .select(['permissions', 'allowed_org_unit_ids', 'allowed_department_ids', 'allowed_label_ids'])
      .where('id', '=', id)
      .executeTakeFirst();
  const auditOf = (id: number) =>
    db.selectFrom('audit_events').selectAll().where('kind', '=', 'orguser').where('record_id', '=', id).orderBy('id').execute();

  const owner = await member(PERMISSIONS);
  const north = await named('org_units', org, 'North');
  const south = await named('org_units', org, 'South');
  const kitchen = await named('departments', org, 'Kitchen');
  const night = await label(org, 'Night', 'user');
  const workLabel = await label(org, 'Forklift', 'work');
  const foreignUnit = await named('org_units', other, 'Far');

  it('lists each administrator with permissions, state, restrictions and their worker record', async () => {
    const worker = await member(['view_reports']);
    const employee = await sql<{ id: number }>`insert into employees (org_id, first_name, last_name, user_id, org_unit_id)
      values (${org}, 'Wanda', 'Worker', ${worker.userId}, ${north}) returning id`.execute(db);
    await db
      .updateTable('org_users')
      .set({ allowed_org_unit_ids: [north] })
      .where('id', '=', worker.orgUserId)
      .execute();
    const pending = await member(['edit_punches'], org, false);
    const rows = await list(owner.token);
    expect(rows.find((r) => r.orgUserId === worker.orgUserId)).toEqual(
      expect.objectContaining({
        userId: worker.userId,
        userName: worker.name,
        emailAddress: worker.email,
        permissions: ['view_reports'],
        orgUserAccepted: true,
        allowedOrgUnitIds: [north],
        allowedDepartmentIds: [],
        allowedLabelIds: [],
        workerId: Number(employee.rows[0]!.id),
      }),
    );
    expect(rows.find((r) => r.orgUserId === pending.orgUserId)).toMatchObject({ orgUserAccepted: false, workerId: null });
    expect(rows.find((r) => r.orgUserId === owner.orgUserId)).toHaveProperty('lastAccessedAt');
  });

  it('changes permissions and restrictions, shows them in the list and writes the audit trail', async () => {
    const target = await member(['view_reports']);
    const changes = {
      permissions: ['view_reports', 'edit_punches'],
      allowedOrgUnitIds: [north, south],
      allowedDepartmentIds: [kitchen],
      allowedLabelIds: [night],
    };
    const response = await put(owner.token, target.orgUserId, changes);
    expect(response.statusCode).toBe(200);
    expect(json<{ result: Admin }>(response).result).toMatchObject({ orgUserId: target.orgUserId, ...changes });
    expect((await list(owner.token)).find((r) => r.orgUserId === target.orgUserId)).toMatchObject(changes);
    // Only what is sent changes.
    await put(owner.token, target.orgUserId, { allowedOrgUnitIds: [] });
    expect(await stored(target.orgUserId)).toEqual({
      permissions: ['view_reports', 'edit_punches'],
      allowed_org_unit_ids: [],
      allowed_department_ids: [String(kitchen)],
      allowed_label_ids: [String(night)],
    });
    const events = await auditOf(target.orgUserId);
    expect(events.map((e) => e.action)).toEqual(['update', 'update']);
    expect(events[0]).toMatchObject({ actor_type: 'user', actor_id: owner.userId });
    expect(events[0]!.changes).toMatchObject({
      permissions: { before: ['view_reports'], after: ['view_reports', 'edit_punches'] },
      allowedOrgUnitIds: { before: [], after: [north, south] },
    });
    expect(events[0]!.associated).toEqual(
      expect.arrayContaining([
        { kind: 'orgunit', id: north },
        { kind: 'label', id: night },
      ]),
    );
    expect(Object.keys(events[1]!.changes ?? {})).toEqual(['allowedOrgUnitIds']);
  });

  it('refuses to grant or take away permissions the editor does not hold', async () => {
    const editor = await member(['edit_org_users', 'view_reports', 'edit_punches']);
    const target = await member(['view_reports', 'manage_payroll']);
    const grant = await put(editor.token, target.orgUserId, { permissions: ['view_reports', 'manage_payroll', 'edit_clocks'] });
    expect(grant.statusCode).toBe(403);
    expect(json(grant)).toEqual({ detail: GRANT_OWN_ONLY });
    const revoke = await put(editor.token, target.orgUserId, { permissions: ['view_reports'] });
    expect(json(revoke)).toEqual({ detail: REVOKE_OWN_ONLY });
    expect((await put(editor.token, target.orgUserId, { permissions: ['manage_payroll', 'edit_punches'] })).statusCode).toBe(200);
    expect((await stored(target.orgUserId))?.permissions).toEqual(['manage_payroll', 'edit_punches']);
    const plain = await member(['view_reports']);
    expect((await put(plain.token, target.orgUserId, { permissions: [] })).statusCode).toBe(403);
  });

  it('lets an administrator change their own record only with edit_self', async () => {
    const self = await member(['edit_org_users', 'view_reports']);
    const refused = await put(self.token, self.orgUserId, { permissions: ['edit_org_users'] });
    expect(refused.statusCode).toBe(403);
    expect(json(refused)).toEqual({ detail: OWN_RECORD });
    expect(json(await put(self.token, self.orgUserId, { allowedDepartmentIds: [kitchen] }))).toEqual({ detail: OWN_RECORD });
    expect((await put(self.token, self.orgUserId, { permissions: ['view_reports', 'edit_org_users'] })).statusCode).toBe(200); // no change
    const trusted = await member(['edit_org_users', 'edit_self', 'view_reports']);
    expect((await put(trusted.token, trusted.orgUserId, { permissions: ['edit_org_users', 'edit_self'] })).statusCode).toBe(200);
    expect((await stored(trusted.orgUserId))?.permissions).toEqual(['edit_org_users', 'edit_self']);
    expect(json(await remove(trusted.token, trusted.orgUserId))).toEqual({ detail: REMOVE_SELF });
  });

  it('always keeps an accepted administrator with manage_subscription', async () => {
    const solo = await createOrg(db, 'Solo');
    const only = await member(PERMISSIONS, solo);
    const pendingOwner = await member(['manage_subscription'], solo, false);
    const demote = await put(only.token, only.orgUserId, { permissions: ['edit_org_users', 'edit_self'] }, solo);
    expect(demote.statusCode).toBe(400);
    expect(json(demote)).toEqual({ permissions: [LAST_OWNER] });
    const helper = await member(
      PERMISSIONS.filter((p) => p !== 'manage_subscription'),
      solo,
    );
    expect((await remove(helper.token, only.orgUserId, solo)).statusCode).toBe(403); // holds what helper lacks
    const second = await member(PERMISSIONS, solo);
    expect((await remove(second.token, only.orgUserId, solo)).statusCode).toBe(204);
    expect(await stored(only.orgUserId)).toBeUndefined();
    const last = await remove(second.token, pendingOwner.orgUserId, solo); // a pending owner is not the one kept
    expect(last.statusCode).toBe(204);
    expect(json(await put(second.token, second.orgUserId, { permissions: ['edit_self'] }, solo))).toEqual({ permissions: [LAST_OWNER] });
  });

  it('removes an administrator, who can no longer enter, with an audit event', async () => {
    const gone = await member(['view_reports']);
    const response = await remove(owner.token, gone.orgUserId);
    expect(response.statusCode).toBe(204);
    expect((await list(owner.token)).map((r) => r.orgUserId)).not.toContain(gone.orgUserId);
    expect((await app.inject({ url: `/api/orgs/${org}/session`, headers: bearer(gone.token) })).statusCode).toBe(403);
    const events = await auditOf(gone.orgUserId);
    expect(events.map((e) => e.action)).toEqual(['delete']);
    expect(events[0]!.changes).toMatchObject({ permissions: { before: ['view_reports'], after: null } });
    expect((await remove(owner.token, gone.orgUserId)).statusCode).toBe(404);
  });

  it('refuses other organizations: their members, and their administrators through this path', async () => {
    const outsider = await member(PERMISSIONS, other);
    const target = await member(['view_reports']);
    expect((await put(outsider.token, target.orgUserId, { permissions: [] })).statusCode).toBe(403);
    expect((await remove(outsider.token, target.orgUserId)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/orgs/${org}/org-users`, headers: bearer(outsider.token) })).statusCode).toBe(403);
    expect((await put(owner.token, outsider.orgUserId, { permissions: [] })).statusCode).toBe(404);
    expect((await remove(owner.token, outsider.orgUserId)).statusCode).toBe(404);
    expect(await stored(target.orgUserId)).toMatchObject({ permissions: ['view_reports'] });
    expect(await stored(outsider.orgUserId)).toMatchObject({ permissions: [...PERMISSIONS] });
  });

  it('answers ids that are not records of the organization with field errors, changing nothing', async () => {
    const target = await member(['view_reports']);
    const bad = await put(owner.token, target.orgUserId, {
      permissions: ['view_reports', 'edit_punches'],
      allowedOrgUnitIds: [north, foreignUnit],
      allowedDepartmentIds: [999999],
      allowedLabelIds: [workLabel],
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toEqual({ allowedOrgUnitIds: [INVALID], allowedDepartmentIds: [INVALID], allowedLabelIds: [INVALID] });
    expect(json(await put(owner.token, target.orgUserId, { allowedOrgUnitIds: ['x'] }))).toEqual({ allowedOrgUnitIds: [INVALID] });
    expect((await put(owner.token, target.orgUserId, { permissions: ['be_god'] })).statusCode).toBe(400);
    expect(await stored(target.orgUserId)).toEqual({
      permissions: ['view_reports'],
      allowed_org_unit_ids: [],
      allowed_department_ids: [],
      allowed_label_ids: [],
    });
    expect(await auditOf(target.orgUserId)).toEqual([]);
  });

  it('invites with restrictions, checked like an edit, and audits the new administrator', async () => {
    const invite = (payload: object, token = owner.token) =>
      app.inject({ method: 'POST', url: `/api/orgs/${org}/invitations`, payload, headers: bearer(token) });
    const refused = await invite({ email: 'limited@example.com', name: 'Limited', permissions: [], allowedOrgUnitIds: [foreignUnit] });
    expect(json(refused)).toEqual({ allowedOrgUnitIds: [INVALID] });
    expect(await db.selectFrom('users').select('id').where('email', '=', 'limited@example.com').execute()).toEqual([]);
    const response = await invite({
      email: 'limited@example.com',
      name: 'Limited',
      permissions: ['view_reports'],
      allowedOrgUnitIds: [south],
    });
    const { result } = json<{ result: Admin }>(response);
    expect(result).toMatchObject({ allowedOrgUnitIds: [south], allowedDepartmentIds: [], orgUserAccepted: false });
    expect((await auditOf(result.orgUserId)).map((e) => e.action)).toEqual(['create']);
  });

  it('keeps a restricted editor within their own restrictions', async () => {
    const regional = await member(['edit_org_users', 'view_reports']);
    await db
      .updateTable('org_users')
      .set({ allowed_org_unit_ids: [north] })
      .where('id', '=', regional.orgUserId)
      .execute();
    const inside = await member(['view_reports']);
    await db
      .updateTable('org_users')
      .set({ allowed_org_unit_ids: [north] })
      .where('id', '=', inside.orgUserId)
      .execute();
    expect((await put(regional.token, inside.orgUserId, { permissions: [] })).statusCode).toBe(200);
    expect(json(await put(regional.token, inside.orgUserId, { allowedOrgUnitIds: [south] }))).toEqual({ allowedOrgUnitIds: [INVALID] });
    expect(json(await put(regional.token, inside.orgUserId, { allowedOrgUnitIds: [] }))).toEqual({
      allowedOrgUnitIds: [CHOOSE_WITHIN_SCOPE],
    });
    const unrestricted = await member(['view_reports']);
    expect(json(await put(regional.token, unrestricted.orgUserId, { permissions: [] }))).toEqual({ detail: BEYOND_SCOPE });
    expect(json(await remove(regional.token, unrestricted.orgUserId))).toEqual({ detail: BEYOND_SCOPE });
    expect(await stored(unrestricted.orgUserId)).toMatchObject({ permissions: ['view_reports'] });
  });
});
