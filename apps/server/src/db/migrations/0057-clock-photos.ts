import { sql, type Kysely } from 'kysely';

// Clock photos bounded (issue 30, docs/device-api.md "Photos"): each photo knows the device that
// sent it and its size, so a device's storage of the last 24 hours is one indexed sum; a clock
// log says why a photo it was sent was not kept.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table face_photos
      add column device_id bigint references devices(id) on delete set null,
      add column byte_size integer not null default 0;
    update face_photos set byte_size = octet_length(content);
    create index face_photos_device_idx on face_photos (org_id, device_id, created_at) include (byte_size);
    alter table clock_logs add column photo_note text;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table clock_logs drop column photo_note;
    drop index face_photos_device_idx;
    alter table face_photos drop column device_id, drop column byte_size;
  `.execute(db);
}
