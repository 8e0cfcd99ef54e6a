import { sql, type Kysely } from 'kysely';

// Devices and geo rules as Settings → Devices edits them (issue 16): the resource toolkit keeps
// list fields as JSON and stamps updated_at, while the device API (and its tests and the demo)
// read and write the PostgreSQL arrays of migration 0046. Rather than move every reader, each
// array gets a JSON twin, kept alike by a trigger whichever side a statement writes.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table devices
      add column updated_at timestamptz not null default now(),
      add column identification_method_list jsonb not null default '[]',
      add column name_key text generated always as (lower(name)) stored;
    alter table geo_rules
      add column updated_at timestamptz not null default now(),
      -- 'lat,lng' texts of polygon's [lat, lng] pairs.
      add column polygon_points jsonb not null default '[]',
      add column org_unit_list jsonb not null default '[]',
      add column employee_list jsonb not null default '[]',
      add column name_key text generated always as (lower(name)) stored;
    -- Names are unique per organization as the console saves them (the toolkit's check); no unique
    -- index, since clocks set up before (and the device API's pairing, which takes the clock's
    -- own name) may share one.
    create index devices_name_key_idx on devices (org_id, name_key);
    create index geo_rules_name_key_idx on geo_rules (org_id, name_key);

    create function punchline_devices_methods_sync() returns trigger language plpgsql as $$
    begin
      if (tg_op = 'INSERT' and new.identification_method_list <> '[]'::jsonb)
         or (tg_op = 'UPDATE' and new.identification_method_list is distinct from old.identification_method_list) then
        -- Empty means "the defaults'", which the device API reads as null.
        new.identification_methods := nullif(array(select jsonb_array_elements_text(new.identification_method_list)), '{}');
      elsif tg_op = 'INSERT' or new.identification_methods is distinct from old.identification_methods then
        new.identification_method_list := coalesce(to_jsonb(new.identification_methods), '[]');
      end if;
      return new;
    end $$;
    create trigger devices_methods_sync before insert or update on devices
      for each row execute function punchline_devices_methods_sync();

    create function punchline_geo_rules_sync() returns trigger language plpgsql as $$
    begin
      if (tg_op = 'INSERT' and new.polygon_points <> '[]'::jsonb)
         or (tg_op = 'UPDATE' and new.polygon_points is distinct from old.polygon_points) then
        new.polygon := (select jsonb_agg(jsonb_build_array(split_part(p, ',', 1)::float8, split_part(p, ',', 2)::float8) order by n)
          from jsonb_array_elements_text(new.polygon_points) with ordinality as t(p, n));
      elsif tg_op = 'INSERT' or new.polygon is distinct from old.polygon then
        new.polygon_points := coalesce((select jsonb_agg(format('%s,%s', p->>0, p->>1) order by n)
          from jsonb_array_elements(new.polygon) with ordinality as t(p, n)), '[]');
      end if;
      if (tg_op = 'INSERT' and new.org_unit_list <> '[]'::jsonb)
         or (tg_op = 'UPDATE' and new.org_unit_list is distinct from old.org_unit_list) then
        new.org_unit_ids := array(select jsonb_array_elements_text(new.org_unit_list)::bigint);
      elsif tg_op = 'INSERT' or new.org_unit_ids is distinct from old.org_unit_ids then
        new.org_unit_list := to_jsonb(new.org_unit_ids);
      end if;
      if (tg_op = 'INSERT' and new.employee_list <> '[]'::jsonb)
         or (tg_op = 'UPDATE' and new.employee_list is distinct from old.employee_list) then
        new.employee_ids := array(select jsonb_array_elements_text(new.employee_list)::bigint);
      elsif tg_op = 'INSERT' or new.employee_ids is distinct from old.employee_ids then
        new.employee_list := to_jsonb(new.employee_ids);
      end if;
      return new;
    end $$;
    create trigger geo_rules_sync before insert or update on geo_rules
      for each row execute function punchline_geo_rules_sync();

    -- Rows written before the twins existed (the trigger then derives the same arrays back).
    update devices set identification_method_list = coalesce(to_jsonb(identification_methods), '[]');
    update geo_rules set org_unit_list = to_jsonb(org_unit_ids), employee_list = to_jsonb(employee_ids),
      polygon_points = coalesce((select jsonb_agg(format('%s,%s', p->>0, p->>1) order by n)
        from jsonb_array_elements(polygon) with ordinality as t(p, n)), '[]');
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    drop trigger geo_rules_sync on geo_rules;
    drop function punchline_geo_rules_sync();
    drop trigger devices_methods_sync on devices;
    drop function punchline_devices_methods_sync();
    alter table geo_rules drop column name_key, drop column updated_at, drop column polygon_points, drop column org_unit_list, drop column employee_list;
    alter table devices drop column name_key, drop column updated_at, drop column identification_method_list;
  `.execute(db);
}
