import { formatDate, formatHourMinute, localFromEpoch, type Describe, type FormatPreferences } from '@punchline/domain';

/** How infractions and ledger entries name days and times: the organization's formats, in its zone. */
export function describer(prefs: FormatPreferences, timeZone: string): Describe {
  return {
    date: (iso) => formatDate(iso, prefs),
    time: (epochSeconds) => {
      const local = localFromEpoch(epochSeconds, timeZone);
      return formatHourMinute(Number(local.slice(11, 13)), Number(local.slice(14, 16)), prefs);
    },
  };
}
