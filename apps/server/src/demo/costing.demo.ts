import { sql } from 'kysely';
import type { TenantTx } from '../db/tenant';

// Job costing in the demo organization (issue 15): enhanced costing with categories, jobs with
// codes, phases and cost codes, and one job only Forklift-certified workers may use. Plain SQL:
// the typed schema has only the core's tables.

export const DEMO_JOB_CATEGORIES = ['Construction', 'Maintenance', 'Office'] as const;
type Category = (typeof DEMO_JOB_CATEGORIES)[number];

type DemoJob = {
  name: string;
  code: string;
  category: Category;
  phaseMode: 'none' | 'optional' | 'require';
  costCodeMode: 'none' | 'optional' | 'require';
  phases?: string[];
  /** Only workers with this user label may use it (job access). */
  userLabel?: string;
};

export const DEMO_JOBS: readonly DemoJob[] = [
  {
    name: 'Downtown Kitchen Remodel',
    code: 'C-101',
    category: 'Construction',
    phaseMode: 'require',
    costCodeMode: 'optional',
    phases: ['Demolition', 'Electrical', 'Finishing'],
  },
  {
    name: 'Harbor Store Fit-Out',
    code: 'C-102',
    category: 'Construction',
    phaseMode: 'optional',
    costCodeMode: 'optional',
    phases: ['Shelving', 'Counters'],
  },
  { name: 'Warehouse Racking', code: 'C-103', category: 'Construction', phaseMode: 'none', costCodeMode: 'require', userLabel: 'Forklift' },
  {
    name: 'Oven Servicing',
    code: 'M-201',
    category: 'Maintenance',
    phaseMode: 'optional',
    costCodeMode: 'none',
    phases: ['Inspection', 'Repair'],
  },
  { name: 'Delivery Van Upkeep', code: 'M-202', category: 'Maintenance', phaseMode: 'none', costCodeMode: 'optional' },
  { name: 'Refrigeration Checks', code: 'M-203', category: 'Maintenance', phaseMode: 'none', costCodeMode: 'none' },
  { name: 'Bookkeeping', code: 'O-301', category: 'Office', phaseMode: 'none', costCodeMode: 'none' },
  { name: 'Catering Sales', code: 'O-302', category: 'Office', phaseMode: 'none', costCodeMode: 'optional' },
];

/** Cost codes of every job, and those of one job (by name). */
const GENERAL_COST_CODES = [
  { name: 'Labor', code: '100' },
  { name: 'Travel', code: '900' },
];
const JOB_COST_CODES: Record<string, { name: string; code: string }[]> = {
  'Downtown Kitchen Remodel': [
    { name: 'Materials', code: '200' },
    { name: 'Subcontractor', code: '300' },
  ],
  'Warehouse Racking': [{ name: 'Equipment Rental', code: '400' }],
};

const byName = (rows: { id: number | string; name: string }[]) => Object.fromEntries(rows.map((r) => [r.name, Number(r.id)]));

/** Turns costing on (enhanced, categories) for the demo organization and fills its collections. */
export async function seedDemoCosting(trx: TenantTx, orgId: number): Promise<void> {
  const costing = { costingMode: 'enhanced', jobRequired: false, canRestrictJobAccessByUser: true, requireJobAccess: false };
  await sql`update organizations set
      features = array(select distinct unnest(features || array['job_costing', 'job_category'])),
      settings = settings || ${JSON.stringify(costing)}::jsonb
    where id = ${orgId}`.execute(trx);
  const categories = byName(
    (
      await sql<{ id: number; name: string }>`insert into job_categories (org_id, name)
        select ${orgId}, unnest(${[...DEMO_JOB_CATEGORIES]}::text[]) returning id, name`.execute(trx)
    ).rows,
  );
  const labels = byName(
    (await sql<{ id: number; name: string }>`select id, name from labels where org_id = ${orgId} and type = 'user'`.execute(trx)).rows,
  );
  const jobs = DEMO_JOBS.map((j) => ({
    name: j.name,
    code: j.code,
    job_category_id: categories[j.category],
    job_phase_mode: j.phaseMode,
    cost_code_mode: j.costCodeMode,
    user_label_ids: j.userLabel && labels[j.userLabel] ? [labels[j.userLabel]] : [],
  }));
  const jobIds = byName(
    (
      await sql<{
        id: number;
        name: string;
      }>`insert into jobs (org_id, name, code, job_category_id, job_phase_mode, cost_code_mode, user_label_ids)
        select ${orgId}, x.name, x.code, x.job_category_id, x.job_phase_mode, x.cost_code_mode, x.user_label_ids
        from jsonb_to_recordset(${JSON.stringify(jobs)}::jsonb)
          as x(name text, code text, job_category_id bigint, job_phase_mode text, cost_code_mode text, user_label_ids jsonb)
        returning id, name`.execute(trx)
    ).rows,
  );
  const phases: { name: string; job_id: number | null }[] = DEMO_JOBS.flatMap((j) =>
    (j.phases ?? []).map((name) => ({ name, job_id: jobIds[j.name]! })),
  );
  // A phase of no job, for every Construction job (clean-up ends each of them).
  phases.push({ name: 'Site Clean-Up', job_id: null });
  await sql`insert into job_phases (org_id, name, job_id, job_category_id)
    select ${orgId}, x.name, x.job_id, case when x.job_id is null then ${categories.Construction}::bigint end
    from jsonb_to_recordset(${JSON.stringify(phases)}::jsonb) as x(name text, job_id bigint)`.execute(trx);
  const codes = [
    ...GENERAL_COST_CODES.map((c) => ({ ...c, job_id: null as number | null })),
    ...Object.entries(JOB_COST_CODES).flatMap(([job, list]) => list.map((c) => ({ ...c, job_id: jobIds[job]! }))),
  ];
  await sql`insert into cost_codes (org_id, name, code, job_id)
    select ${orgId}, x.name, x.code, x.job_id from jsonb_to_recordset(${JSON.stringify(codes)}::jsonb) as x(name text, code text, job_id bigint)`.execute(
    trx,
  );
}
