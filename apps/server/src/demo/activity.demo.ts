import { dayFromIso, epochFromLocal, isoFromDay, localFromEpoch, weekdayOf } from '@punchline/domain';

// Six weeks of what the demo's clocks saw (issue 16), as a plan of device submissions: the
// replay (activity-replay.ts) sends each through the device API at the moment it was sent, so
// every punch, clock log and flag in the demo was made the way a real clock makes them.
// Most days are ordinary (IN, lunch OUT and IN, OUT, a little jitter); scattered through them are
// the things administrators review: late starts and early leaves, days without a lunch break, a
// forgotten clock-out, a night worker whose shifts cross midnight, a kiosk that lost its network
// for an afternoon, failed face matches before a PIN punch, and a phone punch far from the shop.
// The plan is seeded: the same day always gives the same submissions.

export const DEMO_ACTIVITY_DAYS = 42;
const MIN = 60;
const HOUR = 3600;

export type DemoDeviceKey = 'Downtown' | 'Airport' | 'Harbor' | 'Phone';

export type DemoActivityWorker = {
  id: number;
  /** Place in DEMO_WORKERS: decides the PIN (demo-people.ts) and the worker's habits. */
  index: number;
  unit: 'Downtown' | 'Airport' | 'Harbor';
  pin: string;
  qrBadge: string | null;
};

/** How the worker identified themselves at the clock. */
export type DemoIdentification =
  | { method: 'pin'; pin: string }
  | { method: 'qr'; badge: string }
  | {
      method: 'face';
      face: { status: 'failed' | 'no_match'; score: number; liveness: number; matches: { employeeId: number; score: number }[] };
    };

export type DemoSubmission = {
  /** A punch, or a worker's request for the punch they forgot (POST missed-punch-requests). */
  kind: 'punch' | 'missedPunch';
  /** When the device sent it (epoch seconds): the replay's clock. */
  sendAt: number;
  device: DemoDeviceKey;
  employeeId: number;
  clientId: string;
  /** The instant of the punch on the device's clock (epoch seconds). */
  at: number;
  type: 'in' | 'out';
  offline: boolean;
  identification: DemoIdentification;
  location: { latitude: number; longitude: number; accuracy: number };
};

/** Where the shops are (a circle geo rule each in the demo): Riverside, Massachusetts. */
export const DEMO_SHOPS: Record<'Downtown' | 'Airport' | 'Harbor', { latitude: number; longitude: number }> = {
  Downtown: { latitude: 42.3651, longitude: -71.1032 },
  Airport: { latitude: 42.3656, longitude: -71.0096 },
  Harbor: { latitude: 42.3523, longitude: -71.0476 },
};

/** A small seeded generator (mulberry32): the demo's randomness, the same on every run. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A version 4 UUID from the plan's generator, so a replay of the same plan repeats its ids. */
function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Math.floor(random() * 4) + 8) as number).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

type Day = { date: string; index: number };
type Punch = { at: number; type: 'in' | 'out' };

/** A day's shift as the worker was scheduled for it (schedule.demo.ts publishes these). */
export type DemoPlannedShift = { employeeId: number; date: string; start: number; end: number; night: boolean };
/** A day shift: eight hours of work and a half-hour lunch; a night shift: eight hours, no lunch. */
export const DEMO_SHIFT_SECONDS = { day: 8.5 * HOUR, night: 8 * HOUR };
/** The wall time a worker's day starts at: the same draw the plan makes (night workers at 22:00). */
export const demoStartTime = (night: boolean, random: () => number) => (night ? '22:00' : random() < 0.5 ? '07:00' : '08:00');

/** One worker's ordinary day, bent now and then into a late start, an early leave or no lunch. */
function dayPunches(day: Day, zone: string, night: boolean, random: () => number): { scheduled: number; punches: Punch[] } {
  const jitter = (minutes: number) => Math.round((random() - 0.5) * 2 * minutes) * MIN;
  const scheduled = epochFromLocal(`${day.date}T${demoStartTime(night, random)}`, zone);
  const late = random() < 0.1 ? (10 + Math.floor(random() * 20)) * MIN : 0;
  const start = scheduled + jitter(6) + late;
  const early = random() < 0.06 ? (60 + Math.floor(random() * 60)) * MIN : 0;
  const long = random() < 0.12 ? (2 + Math.floor(random() * 3)) * HOUR : 0;
  const hours = 8 * HOUR + Math.floor(random() * 40) * MIN + long - early;
  // Night workers and one day in twelve skip the lunch punches (a missed break for the rules).
  if (night || random() < 0.08)
    return {
      scheduled,
      punches: [
        { at: start, type: 'in' },
        { at: start + hours, type: 'out' },
      ],
    };
  const lunchOut = start + 4 * HOUR + jitter(20);
  const lunchIn = lunchOut + (30 + Math.floor(random() * 15)) * MIN;
  return {
    scheduled,
    punches: [
      { at: start, type: 'in' },
      { at: lunchOut, type: 'out' },
      { at: lunchIn, type: 'in' },
      { at: start + hours + (lunchIn - lunchOut), type: 'out' },
    ],
  };
}

/** Whether the worker works on a weekday (0 = Sunday): Monday to Friday, and every fifth worker Saturdays too. */
export const worksOn = (worker: Pick<DemoActivityWorker, 'index'>, weekday: number) =>
  weekday !== 0 && (weekday !== 6 || worker.index % 5 === 0);

function workDays(today: number, worker: DemoActivityWorker, random: () => number): Day[] {
  const days: Day[] = [];
  // Today too: its shifts run up to now (an IN without its OUT yet), so the roll call has people on site.
  for (let day = today - DEMO_ACTIVITY_DAYS; day <= today; day += 1) {
    // Every fifth worker also works Saturdays: weekly overtime.
    if (!worksOn(worker, weekdayOf(day))) continue; // weekdayOf: 0 = Sunday
    if (random() < 0.05) continue; // a day off now and then
    days.push({ date: isoFromDay(day), index: day - (today - DEMO_ACTIVITY_DAYS) });
  }
  return days;
}

const near = (place: { latitude: number; longitude: number }, random: () => number) => ({
  latitude: place.latitude + (random() - 0.5) * 0.0004,
  longitude: place.longitude + (random() - 0.5) * 0.0004,
  accuracy: 8 + Math.round(random() * 15),
});

/**
 * The plan for the demo's active hourly workers, sorted by the moment each submission is sent.
 * `now` bounds it: nothing is sent after now, and a shift still running today keeps its IN only.
 */
export function planDemoActivity(workers: readonly DemoActivityWorker[], zone: string, now: number): DemoSubmission[] {
  return planDemoWeeks(workers, zone, now).plan;
}

/** The plan, and the shifts the workers were scheduled for on the days it covers (their planned starts). */
export function planDemoWeeks(workers: readonly DemoActivityWorker[], zone: string, now: number) {
  const today = dayFromIso(localFromEpoch(now, zone).slice(0, 10));
  const plan: DemoSubmission[] = [];
  const shifts: DemoPlannedShift[] = [];
  // The Harbor kiosk lost its network one afternoon three weeks ago: punches wait on it until 17:30.
  const outage = { day: today - 20, from: 12 * HOUR, to: 17.5 * HOUR };
  const outageStart = epochFromLocal(`${isoFromDay(outage.day)}T00:00`, zone);
  // The first phone worker once punches in at a customer's site two kilometres away.
  const awayWorker = workers.find((w) => w.unit === 'Airport' && w.index % 4 === 0);
  let awayDone = false;
  for (const worker of workers) {
    const random = seeded(1000 + worker.index);
    const night = worker.index === 3;
    const days = workDays(today, worker, random);
    // One worker forgets to clock out once, on their last work day ten or more days ago (the clock
    // asks at the next IN). Counted in work days: ten days back may be a weekend.
    const forgetsOn = worker.index === 1 ? (days.map((d) => dayFromIso(d.date)).findLast((d) => d <= today - 10) ?? -1) : -1;
    let forgotten: Punch | undefined;
    for (const day of days) {
      const planned = dayPunches(day, zone, night, random);
      const length = night ? DEMO_SHIFT_SECONDS.night : DEMO_SHIFT_SECONDS.day;
      shifts.push({ employeeId: worker.id, date: day.date, start: planned.scheduled, end: planned.scheduled + length, night });
      let punches = planned.punches;
      if (dayFromIso(day.date) === forgetsOn) {
        forgotten = punches.at(-1);
        punches = punches.slice(0, -1);
      }
      for (const [n, punch] of punches.entries()) {
        if (punch.at > now) break;
        const phone = worker.unit === 'Airport' && worker.index % 4 === 0;
        const device: DemoDeviceKey = phone ? 'Phone' : worker.unit;
        let sendAt = punch.at + 1;
        let offline = false;
        const sinceOutage = punch.at - outageStart;
        if (device === 'Harbor' && sinceOutage >= outage.from && sinceOutage < outage.to) {
          sendAt = outageStart + outage.to;
          offline = true;
        }
        // One phone punch from a customer's site two kilometres away: outside every geo rule.
        const away = worker === awayWorker && !awayDone && day.index >= 30 && n === 0;
        if (away) awayDone = true;
        // Kiosks are tablets at the shop: they report where they are, as phones do.
        const location = away ? { latitude: 42.382, longitude: -71.02, accuracy: 12 } : near(DEMO_SHOPS[worker.unit], random);
        const identification: DemoIdentification =
          worker.qrBadge && worker.index % 3 === 2 ? { method: 'qr', badge: worker.qrBadge } : { method: 'pin', pin: worker.pin };
        // Now and then the kiosk's face match fails first; the worker then uses their PIN.
        if (device !== 'Phone' && random() < 0.015) {
          const status = random() < 0.5 ? 'failed' : 'no_match';
          const other = workers[(worker.index + 7) % workers.length]!;
          plan.push({
            kind: 'punch',
            sendAt: sendAt - 20,
            device,
            employeeId: worker.id,
            clientId: uuid(random),
            at: punch.at - 20,
            type: punch.type,
            offline,
            identification: {
              method: 'face',
              face: {
                status,
                score: 0.5 + Math.round(random() * 25) / 100,
                liveness: 0.9,
                matches: status === 'failed' ? [{ employeeId: other.id, score: 0.55 }] : [],
              },
            },
            location,
          });
        }
        plan.push({
          kind: 'punch',
          sendAt,
          device,
          employeeId: worker.id,
          clientId: uuid(random),
          at: punch.at,
          type: punch.type,
          offline,
          identification,
          location,
        });
      }
    }
    // At the next IN the clock says "still clocked in"; the worker asks for the forgotten OUT.
    const next =
      forgotten &&
      plan.find((s) => s.employeeId === worker.id && s.type === 'in' && s.at > forgotten!.at && s.identification.method !== 'face');
    if (forgotten && next) {
      plan.push({
        ...next,
        kind: 'missedPunch',
        sendAt: next.sendAt + 60,
        clientId: uuid(random),
        at: forgotten.at,
        type: 'out',
        offline: false,
      });
    }
  }
  return { plan: plan.filter((s) => s.sendAt <= now).sort((a, b) => a.sendAt - b.sendAt || a.at - b.at), shifts };
}
