import { sql, type Kysely } from 'kysely';

// One place per value (issue 16): migration 0051 gave the device and geo rule lists a JSON twin
// beside the PostgreSQL arrays of 0046, kept alike by triggers. Two stores of one value are one
// too many: the JSON lists (what the console saves through the resource toolkit) stay, and the
// device API reads them too. Empty identification methods mean "the defaults'", as before.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger geo_rules_sync on geo_rules;
    drop function punchline_geo_rules_sync();
    drop trigger devices_methods_sync on devices;
    drop function punchline_devices_methods_sync();
    alter table devices drop column identification_methods;
    alter table geo_rules drop column polygon, drop column org_unit_ids, drop column employee_ids;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Back to 0051's arrays, filled from the lists (without the triggers: 0051's down drops them).
  await sql`
    alter table devices add column identification_methods text[];
    update devices set identification_methods = nullif(array(select jsonb_array_elements_text(identification_method_list)), '{}');
    alter table geo_rules add column polygon jsonb, add column org_unit_ids bigint[] not null default '{}',
      add column employee_ids bigint[] not null default '{}';
    update geo_rules set org_unit_ids = array(select jsonb_array_elements_text(org_unit_list)::bigint),
      employee_ids = array(select jsonb_array_elements_text(employee_list)::bigint),
      polygon = (select jsonb_agg(jsonb_build_array(split_part(p, ',', 1)::float8, split_part(p, ',', 2)::float8) order by n)
        from jsonb_array_elements_text(polygon_points) with ordinality as t(p, n));
    create function punchline_geo_rules_sync() returns trigger language plpgsql as $$ begin return new; end $$;
    create trigger geo_rules_sync before insert or update on geo_rules for each row execute function punchline_geo_rules_sync();
    create function punchline_devices_methods_sync() returns trigger language plpgsql as $$ begin return new; end $$;
    create trigger devices_methods_sync before insert or update on devices for each row execute function punchline_devices_methods_sync();
  `.execute(db);
}
