import { sql, type Kysely } from 'kysely';

// Personal clocks (issue 17): a device may belong to one worker (their own phone running the web
// clock), and then punches only for them, without a PIN. Deleting the worker deletes their clock
// (its tokens with it): a former worker's phone must never turn into a kiosk that takes any PIN.
// Clock logs name the way a worker identified; `personal` is "on their own clock".

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table devices add column employee_id bigint references employees(id) on delete cascade;
    create index devices_employee_idx on devices (employee_id) where employee_id is not null;
    alter table clock_logs drop constraint clock_logs_method_check;
    alter table clock_logs add constraint clock_logs_method_check
      check (method in ('pin', 'nfc', 'qr', 'face', 'personal', 'web', 'manager'));
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    delete from clock_logs where method = 'personal';
    alter table clock_logs drop constraint clock_logs_method_check;
    alter table clock_logs add constraint clock_logs_method_check
      check (method in ('pin', 'nfc', 'qr', 'face', 'web', 'manager'));
    alter table devices drop column employee_id;
  `.execute(db);
}
