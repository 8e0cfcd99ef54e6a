import { DeviceRefusal } from './refusal';
import { sinceText } from './punch-timing';
import { STILL_IN_WINDOW_SEC, type LastPunch } from './worker-state';

export type Resolution = 'clock_out' | 'missed_out';

/**
 * The type a punch is recorded as, from what the clock asked and the worker's last punch (an IN
 * older than STILL_IN_WINDOW_SEC counts as none: too old to close or to ask about).
 * - auto: OUT when the worker is clocked in, else IN.
 * - in while still clocked in: the worker probably forgot to clock out. Nothing is recorded; the
 *   clock is told (409 still_clocked_in) and sends the same submission again with a resolution:
 *   clock_out (this is their OUT after all) or missed_out (record the IN; the earlier IN stays
 *   without its OUT, M on the card, for an administrator to fix).
 */
export function resolvePunchType(
  asked: 'in' | 'out' | 'auto',
  resolution: Resolution | undefined,
  last: LastPunch | null,
  atSec: number,
  timeZone: string,
  employeeId: number,
): 'in' | 'out' {
  const openIn = last?.type === 'in' && atSec - last.at.getTime() / 1000 <= STILL_IN_WINDOW_SEC ? last : null;
  if (asked === 'out') return 'out';
  if (asked === 'auto') return openIn ? 'out' : 'in';
  if (!openIn) return 'in';
  if (resolution === 'clock_out') return 'out';
  if (resolution === 'missed_out') return 'in';
  const since = openIn.at.getTime() / 1000;
  throw new DeviceRefusal(409, `You are still clocked in since ${sinceText(since, atSec, timeZone)}.`, 'still_clocked_in', employeeId, {
    since: openIn.at.toISOString(),
    choices: ['clock_out', 'missed_out'],
  });
}
