import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch, weekdayOf } from '@punchline/domain';
import type { TenantTx } from '../src/db/tenant';
import { seeded } from '../src/demo/activity.demo';

// Three weeks of punches for a bench organization's active workers, up to yesterday, written
// straight to the table (the demo's go through the device API: demo/activity.demo.ts): most days
// 8-9 h with a lunch, some overtime, a few missing OUTs and a night worker. Seeded, so the same
// day always gives the same punches. Weekdays: 0 = Sunday (weekdayOf).

const DAYS = 21;
const MIN = 60;

type DemoPunch = { at: number; type: 'in' | 'out'; origin: 'clock' | 'mobile' | 'web' };

/** One worker's day: IN, lunch OUT/IN, OUT (or no OUT, now and then); a night worker starts at 22:00. */
function dayPunches(date: string, zone: string, night: boolean, random: () => number): DemoPunch[] {
  const jitter = (minutes: number) => Math.round((random() - 0.5) * 2 * minutes) * MIN;
  const origin = random() < 0.8 ? 'clock' : random() < 0.5 ? 'mobile' : 'web';
  const start = epochFromLocal(`${date}T${night ? '22:00' : random() < 0.5 ? '07:00' : '08:00'}`, zone) + jitter(10);
  const hours = random() < 0.12 ? 10 + Math.floor(random() * 3) : 8 + random();
  const lunchOut = start + 4 * 3600 + jitter(15);
  const lunchIn = lunchOut + (30 + Math.floor(random() * 15)) * MIN;
  const end = start + Math.round(hours * 3600) + (lunchIn - lunchOut);
  const punches: DemoPunch[] = [
    { at: start, type: 'in', origin },
    { at: lunchOut, type: 'out', origin },
    { at: lunchIn, type: 'in', origin },
  ];
  if (random() >= 0.03) punches.push({ at: end, type: 'out', origin });
  return punches;
}

/** Writes the punches for the organization's active workers (inside a tenant transaction). */
export async function seedBenchPunches(trx: TenantTx, orgId: number, now = Math.floor(Date.now() / 1000)): Promise<number> {
  const org = await trx.selectFrom('organizations').select('timezone').where('id', '=', orgId).executeTakeFirstOrThrow();
  const workers = await trx
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('active', '=', true)
    .where('is_worker', '=', true)
    .orderBy('id')
    .execute();
  const today = dayFromIso(localFromEpoch(now, org.timezone).slice(0, 10));
  const rows = workers.flatMap(({ id }, index) => {
    const random = seeded(index + 1);
    const night = index === 3;
    // Every fifth worker also works Saturdays (weekly overtime); weekdays are Monday to Friday.
    const saturdays = index % 5 === 0;
    const punches: DemoPunch[] = [];
    for (let day = today - DAYS; day < today; day += 1) {
      const weekday = weekdayOf(day);
      if (weekday === 0 || (weekday === 6 && !saturdays)) continue;
      if (random() < 0.05) continue; // a day off now and then
      punches.push(...dayPunches(isoFromDay(day), org.timezone, night, random));
    }
    return punches
      .filter((p) => p.at < now)
      .map((p) => {
        const at = new Date(p.at * 1000);
        // A clock that was offline sends later; the rest arrive at once.
        const receivedAt = new Date((p.at + (p.origin === 'clock' && random() < 0.02 ? 1800 : 1)) * 1000);
        return { org_id: orgId, employee_id: id, at, original_at: at, received_at: receivedAt, type: p.type, origin: p.origin };
      });
  });
  for (let i = 0; i < rows.length; i += 1000)
    await trx
      .insertInto('punches')
      .values(rows.slice(i, i + 1000))
      .execute();
  return rows.length;
}
