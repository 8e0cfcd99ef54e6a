import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';
import { pinHash } from '../workers/pins';
import {
  DEMO_DEPARTMENTS,
  DEMO_MANAGER_WORKER,
  DEMO_ORG_UNITS,
  DEMO_SHIRT_SIZES,
  DEMO_USER_LABELS,
  DEMO_WORKERS,
  demoDetails,
  demoPayRates,
} from './demo-people';

type Ids = Record<string, number>;

const field = (name: string, type: string, sortOrder: number, more: { sensitive?: boolean; choices?: string[] } = {}) => ({
  name,
  type,
  applies_to: 'user',
  sort_order: sortOrder,
  sensitive: more.sensitive ?? false,
  bool_true_label: type === 'bool' ? 'Yes' : null,
  bool_false_label: type === 'bool' ? 'No' : null,
  choices: more.choices ?? [],
});

const CUSTOM_FIELDS = [
  field('T-Shirt Size', 'choice', 1, { choices: DEMO_SHIRT_SIZES }),
  // Union membership is personal data: a sensitive field, shown only with sensitive access.
  field('Union Member', 'bool', 2, { sensitive: true }),
  field('Locker Number', 'number', 3),
];

const byName = (rows: { id: number; name: string }[]): Ids => Object.fromEntries(rows.map((r) => [r.name, r.id]));

/** The organization's departments, org units, user labels and user custom fields, by name. */
async function seedSettings(trx: TenantTx, orgId: number) {
  const [departments, units, labels, fields] = await Promise.all([
    trx
      .insertInto('departments')
      .values(DEMO_DEPARTMENTS.map((name) => ({ org_id: orgId, name })))
      .returning(['id', 'name'])
      .execute(),
    trx
      .insertInto('org_units')
      .values(DEMO_ORG_UNITS.map((name) => ({ org_id: orgId, name, description: `The ${name} shop` })))
      .returning(['id', 'name'])
      .execute(),
    trx
      .insertInto('labels')
      .values(DEMO_USER_LABELS.map((name) => ({ org_id: orgId, name, type: 'user' })))
      .returning(['id', 'name'])
      .execute(),
    sql<{ id: number; name: string }>`insert into custom_fields (org_id, name, type, applies_to, sort_order, sensitive,
        bool_true_label, bool_false_label, choices)
      select ${orgId}, x.* from jsonb_to_recordset(${JSON.stringify(CUSTOM_FIELDS)}::jsonb) as x(name text, type text,
        applies_to text, sort_order integer, sensitive boolean, bool_true_label text, bool_false_label text, choices jsonb)
      returning id, name`
      .execute(trx)
      .then((r) => r.rows),
  ]);
  return { departments: byName(departments), units: byName(units), labels: byName(labels), fields: byName(fields) };
}

/**
 * The demo's workers with their pay rate history, in two statements (a JSON recordset each), so
 * the first start stays quick. PINs are stored as the API stores them (workers/pins.ts).
 * Answers the Downtown org unit's id, the manager's restriction.
 */
export async function seedDemoWorkers(trx: TenantTx, orgId: number, pinKey: Buffer, managerUserId: number): Promise<number> {
  const { departments, units, labels, fields } = await seedSettings(trx, orgId);
  const rows = DEMO_WORKERS.map((worker, i) => {
    const d = demoDetails(worker, i);
    const isManager = worker.first === DEMO_MANAGER_WORKER.first && worker.last === DEMO_MANAGER_WORKER.last;
    return {
      first_name: worker.first,
      middle_name: worker.middle ?? null,
      last_name: worker.last,
      display_name: worker.display ?? null,
      department_id: departments[worker.department],
      org_unit_id: units[worker.unit],
      active: !worker.left,
      employee_number: d.employeeNumber,
      email: d.email,
      phone: d.phone,
      label_ids: worker.labels.map((name) => labels[name]),
      custom_field_values: {
        [fields['T-Shirt Size']!]: d.shirtSize,
        ...(d.locker === null ? {} : { [fields['Locker Number']!]: d.locker }),
      },
      sensitive_custom_field_values: { [fields['Union Member']!]: d.unionMember },
      hire_date: worker.hired,
      termination_date: worker.left ?? null,
      birth_date: d.birthDate,
      address: d.address,
      emergency_contact_name: d.emergencyContactName,
      emergency_contact_phone: d.emergencyContactPhone,
      pay_type: worker.salaried ? 'salaried' : 'hourly',
      pin_hash: pinHash(pinKey, orgId, d.pin),
      user_id: isManager ? managerUserId : null,
    };
  });
  await sql`insert into employees (org_id, first_name, middle_name, last_name, display_name, department_id, org_unit_id,
      active, employee_number, email, phone, label_ids, custom_field_values, sensitive_custom_field_values, hire_date,
      termination_date, birth_date, address, emergency_contact_name, emergency_contact_phone, pay_type, pin_hash, user_id)
    select ${orgId}, x.* from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(first_name text, middle_name text,
      last_name text, display_name text, department_id bigint, org_unit_id bigint, active boolean, employee_number text,
      email text, phone text, label_ids jsonb, custom_field_values jsonb, sensitive_custom_field_values jsonb, hire_date date,
      termination_date date, birth_date date, address text, emergency_contact_name text, emergency_contact_phone text,
      pay_type text, pin_hash text, user_id bigint)`.execute(trx);

  const rates = DEMO_WORKERS.flatMap((worker, i) =>
    demoPayRates(worker, i).map((r) => ({
      employee_number: demoDetails(worker, i).employeeNumber,
      effective_from: r.effectiveFrom,
      rate: r.rate,
      note: r.note,
    })),
  );
  await sql`insert into employee_pay_rates (org_id, employee_id, effective_from, rate, note)
    select ${orgId}, e.id, x.effective_from, x.rate, x.note
    from jsonb_to_recordset(${JSON.stringify(rates)}::jsonb) as x(employee_number text, effective_from date, rate numeric, note text)
    join employees e on e.org_id = ${orgId} and e.employee_number = x.employee_number`.execute(trx);
  return units.Downtown!;
}
