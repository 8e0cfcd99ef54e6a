import { shownFor, type FieldDef, type Fields } from '@punchline/contracts';
import { PERMISSIONS } from '@punchline/domain';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { addMember, bearer, createOrg, createTestApp, createUser, signInToken } from '../test-app';

// Shared set-up of the resource API tests: two organizations and callers with different rights.

/** Ids of rows a sample may point at, by table (a required ref needs one). */
export type SampleRefs = Record<string, number>;

function sampleValue(name: string, field: FieldDef, n: number, refs: SampleRefs): unknown {
  if (field.writeOnly) return undefined; // never read back, so not comparable
  // A definition's example where the generic value would not do (a pattern, a cross-field rule).
  if (field.example !== undefined) return field.unique && typeof field.example === 'string' ? `${field.example}${n}` : field.example;
  switch (field.type) {
    case 'text':
      return field.pattern ? undefined : `${field.label} ${n}`;
    case 'choice':
      // A unique choice (one rounding rule per position) differs from row to row.
      return field.unique ? field.choices![(n - 1) % field.choices!.length] : field.choices![0];
    case 'bool':
      return true;
    case 'integer':
    case 'number':
      return (field.min ?? 0) + n;
    case 'textList':
      return [`${name} a${n}`, `${name} b${n}`];
    case 'date':
      return `2026-01-${String(n).padStart(2, '0')}`;
    case 'money':
      return n + 0.25;
    case 'ref':
      return field.required ? refs[field.ref!.table] : undefined;
    case 'idList':
      // The sample record of the collection it points at, where the world made one.
      return refs[field.ref!.table] === undefined ? undefined : [refs[field.ref!.table]];
    default:
      return undefined; // timezone, and idLists without a sample record: left to their defaults
  }
}

/**
 * A valid input for any definition: every field the generic rules can fill, numbered so rows
 * differ; a field shown only for another field's value (showWhen) only when that value is chosen.
 */
export function sampleInput(fields: Fields, n: number, refs: SampleRefs = {}): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(fields)) {
    const value = sampleValue(name, field, n, refs);
    if (value !== undefined) input[name] = value;
  }
  for (const [name, field] of Object.entries(fields)) {
    if (!shownFor(field, input)) delete input[name];
  }
  return input;
}

export async function resourceWorld() {
  const { app, db } = await createTestApp();
  // Every feature a registered collection needs (time rules: payroll, punch_codes, entry_state).
  const features = ['customfield', 'integration', 'payroll', 'punch_codes', 'entry_state'];
  // Job costing (issue 15): jobs, phases, cost codes; job categories need both.
  features.push('job_costing', 'job_category');
  features.push('geo'); // Geo rules (issue 16).
  features.push('schedule'); // Teams (issue 19).
  features.push('pto', 'time_off_accrual'); // Time off (issue 20).
  features.push('netpay'); // Net pay (issue 33).
  features.push('discipline'); // Attendance discipline (issue 34).
  features.push('credential', 'document'); // Credentials and documents (issue 35).
  features.push('briefing'); // Briefings (issue 35).
  const orgA = await createOrg(db, 'Alpha', { features });
  const orgB = await createOrg(db, 'Beta', { features });
  // Net pay's collections are served only with payroll and net pay switched on (issue 33), and
  // attendance discipline's only with discipline switched on (issue 34).
  const netPayOn = JSON.stringify({
    enabled: true,
    enableNetPay: true,
    disciplineEnabled: true,
    credentialsEnabled: true,
    enableBriefings: true,
  });
  await sql`update organizations set settings = settings || ${netPayOn}::jsonb where id in (${orgA}, ${orgB})`.execute(db);
  const people = {
    admin: await createUser(db, { email: 'admin@example.com', name: 'Ada Admin' }),
    reader: await createUser(db, { email: 'reader@example.com' }),
    clocks: await createUser(db, { email: 'clocks@example.com' }),
    plain: await createUser(db, { email: 'plain@example.com' }),
    outsider: await createUser(db, { email: 'outsider@example.com' }),
  };
  await addMember(db, orgA, people.admin, [...PERMISSIONS]);
  await addMember(db, orgA, people.reader, ['view_reports']);
  await addMember(db, orgA, people.clocks, ['setup_clocks']);
  // Can edit settings but may not see sensitive fields, nor the audit trail.
  await addMember(db, orgA, people.plain, ['edit_settings']);
  await addMember(db, orgB, people.outsider, [...PERMISSIONS]);
  // A worker in each organization, for collections that point at one (pay rates).
  const worker = async (org: number) =>
    (
      await db
        .insertInto('employees')
        .values({ org_id: org, first_name: 'Sam', last_name: 'Sample' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  // A schedule template in each, for recurring schedules (issue 19).
  const template = async (org: number) =>
    (await db
      .insertInto('schedule_templates' as never)
      .values({ org_id: org, name: 'Weekdays', slots: JSON.stringify(['Mon 09:00-17:00']) } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow()) as { id: number };
  // A time off code and a policy of it in each, for policies, assignments, requests and entries (issue 20).
  const timeOff = async (org: number) => {
    const code = (await db
      .insertInto('time_off_codes' as never)
      .values({ org_id: org, name: 'Sample leave', code: 'SMP' } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow()) as { id: number };
    const policy = (await db
      .insertInto('time_off_policies' as never)
      .values({ org_id: org, name: 'Sample policy', code_id: code.id } as never)
      .returning('id' as never)
      .executeTakeFirstOrThrow()) as { id: number };
    return { time_off_codes: code.id, time_off_policies: policy.id };
  };
  // A fixed net pay adjustment code in each, for workers' adjustments (issue 33).
  const adjustmentCode = async (org: number) =>
    (
      await db
        .insertInto('netpay_adjustment_codes')
        .values({ org_id: org, code: 'SMP', name: 'Sample adjustment', kind: 'earning', calculation: 'fixed', amount: '10' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const customInfractionType = async (org: number) =>
    (
      await db
        .insertInto('discipline_custom_infraction_types')
        .values({ org_id: org, name: 'Sample infraction' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const credentialType = async (org: number) =>
    (await db.insertInto('credential_types').values({ org_id: org, name: 'Sample credential' }).returning('id').executeTakeFirstOrThrow())
      .id;
  const refs = {
    orgA: {
      employees: await worker(orgA),
      schedule_templates: (await template(orgA)).id,
      ...(await timeOff(orgA)),
      netpay_adjustment_codes: await adjustmentCode(orgA),
      discipline_custom_infraction_types: await customInfractionType(orgA),
      credential_types: await credentialType(orgA),
    },
    orgB: {
      employees: await worker(orgB),
      schedule_templates: (await template(orgB)).id,
      ...(await timeOff(orgB)),
      netpay_adjustment_codes: await adjustmentCode(orgB),
      discipline_custom_infraction_types: await customInfractionType(orgB),
      credential_types: await credentialType(orgB),
    },
  };
  const tokens = {
    admin: await signInToken(app, 'admin@example.com'),
    reader: await signInToken(app, 'reader@example.com'),
    clocks: await signInToken(app, 'clocks@example.com'),
    plain: await signInToken(app, 'plain@example.com'),
    outsider: await signInToken(app, 'outsider@example.com'),
  };
  type Who = keyof typeof tokens;
  const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(tokens[who]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return { app, db, orgA, orgB, people, call, refs };
}
