import { formatDate, formatHourMinute, localFromEpoch, type Describe, type FormatPreferences } from '@punchline/domain';

/**
 * How infractions and ledger entries name days and times: the organization's formats, in its zone.
 * A year of infractions names the same days and shift times over and over, and each format goes
 * through Temporal, so each is worked out once per describer (one request or job run).
 */
export function describer(prefs: FormatPreferences, timeZone: string): Describe {
  const dates = new Map<string, string>();
  const times = new Map<number, string>();
  return {
    date: (iso) => {
      let text = dates.get(iso);
      if (text === undefined) dates.set(iso, (text = formatDate(iso, prefs)));
      return text;
    },
    time: (epochSeconds) => {
      let text = times.get(epochSeconds);
      if (text === undefined) {
        const local = localFromEpoch(epochSeconds, timeZone);
        times.set(epochSeconds, (text = formatHourMinute(Number(local.slice(11, 13)), Number(local.slice(14, 16)), prefs)));
      }
      return text;
    },
  };
}
