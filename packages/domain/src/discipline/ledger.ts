import { addDaysIso } from '../time/civil';
import { fromHundredths, pointsText, toHundredths } from './points';
import type { Crossing, FallOffPolicy, PointsEntry, PointedInfraction, PointsLedger } from './types';

// A worker's points ledger (issue 34), computed from the infractions at every read, like the time
// off ledger: nothing is stored that a fixed card would make wrong. Within a day, new infractions
// come first (one on a reward's day breaks the stretch), then expiries, then a reward. A reward
// takes points from the newest infraction still counting, so its later expiry takes only the rest.
// Newest, not oldest: taken from the oldest, a reward spent on points about to expire anyway, and a
// later infraction that delayed the reward past that expiry made it fall on fresher points, so
// removing that infraction (a fixed card) could raise the balance (ledger.property.test.ts).
// Thresholds are crossed upwards only: the day the balance goes from below to at or above one.

type Held = { key: string; description: string; date: string; left: number; expiresOn: string | null };

const shortDate = (iso: string) => iso;

/** The ledger over [from, asOf] (ISO dates); infractions outside it are left out. */
export function pointsLedger(
  infractions: readonly PointedInfraction[],
  policy: FallOffPolicy,
  from: string,
  asOf: string,
  describeDate: (iso: string) => string = shortDate,
): PointsLedger {
  const within = infractions.filter((i) => i.date >= from && i.date <= asOf && (i.points > 0 || i.excused));
  const sorted = [...within].sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
  const entries: PointsEntry[] = [];
  const crossings: Crossing[] = [];
  const held: Held[] = [];
  const reward = policy.rewardDays ? toHundredths(policy.rewardPoints) : 0;
  let balance = 0;
  let streakFrom: string | null = null;
  let next = 0;

  const add = (entry: Omit<PointsEntry, 'balance' | 'delta'>, delta: number) => {
    const before = balance;
    balance += delta;
    entries.push({ ...entry, delta: fromHundredths(delta), balance: fromHundredths(balance) });
    for (const t of policy.thresholds) {
      const at = toHundredths(t.points);
      if (before < at && balance >= at)
        crossings.push({
          threshold: t.points,
          eventTypeId: t.eventTypeId,
          eventType: t.eventType,
          date: entry.date,
          balance: fromHundredths(balance),
          counted: held.filter((h) => h.left > 0).map((h) => ({ key: h.key, description: h.description })),
        });
    }
  };

  const nextExpiry = () =>
    held.reduce<string | null>((min, h) => (h.left > 0 && h.expiresOn && (!min || h.expiresOn < min) ? h.expiresOn : min), null);
  const nextReward = () => (reward > 0 && balance > 0 && streakFrom ? addDaysIso(streakFrom, policy.rewardDays!) : null);

  for (;;) {
    const candidates = [sorted[next]?.date, nextExpiry(), nextReward()].filter((d): d is string => !!d && d <= asOf);
    if (candidates.length === 0) break;
    const day = candidates.reduce((a, b) => (a < b ? a : b));
    // New infractions (and excused ones, listed so the ledger says why they did not count).
    while (sorted[next]?.date === day) {
      const i = sorted[next++]!;
      if (i.excused) {
        entries.push({
          date: day,
          kind: 'excused',
          delta: 0,
          balance: fromHundredths(balance),
          text: `${i.description}: excused${i.excuseText ? ` (${i.excuseText})` : ''}`,
          key: i.key,
        });
        continue;
      }
      const points = toHundredths(i.points);
      const expiresOn = policy.expireAfterDays ? addDaysIso(i.date, policy.expireAfterDays) : null;
      held.push({ key: i.key, description: i.description, date: i.date, left: points, expiresOn });
      streakFrom = day;
      add({ date: day, kind: 'infraction', text: `${i.description}: ${pointsText(i.points)}`, key: i.key }, points);
    }
    for (const h of held) {
      if (h.left <= 0 || h.expiresOn !== day) continue;
      const gone = h.left;
      h.left = 0;
      add(
        {
          date: day,
          kind: 'expired',
          text: `Expired ${policy.expireAfterDays} days after ${describeDate(h.date)}: ${h.description}`,
          key: h.key,
        },
        -gone,
      );
    }
    if (nextReward() === day) {
      let take = Math.min(reward, balance);
      const removed = take;
      for (let n = held.length - 1; n >= 0 && take > 0; n--) {
        const h = held[n]!;
        const part = Math.min(h.left, take);
        h.left -= part;
        take -= part;
      }
      streakFrom = day;
      add(
        {
          date: day,
          kind: 'reward',
          text: `${policy.rewardDays} days without an infraction: ${pointsText(-fromHundredths(removed))}`,
          key: null,
        },
        -removed,
      );
    }
  }

  const expiry = nextExpiry();
  const expiring = expiry ? held.filter((h) => h.left > 0 && h.expiresOn === expiry).reduce((sum, h) => sum + h.left, 0) : 0;
  return {
    entries,
    balance: fromHundredths(balance),
    nextExpiry: expiry ? { date: expiry, points: fromHundredths(expiring) } : null,
    crossings,
  };
}
