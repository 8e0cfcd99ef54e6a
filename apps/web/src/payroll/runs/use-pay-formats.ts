import { formatDate, formatDateTime, formatDecimalPay, formatDuration } from '@punchline/domain';
import { useMemo } from 'react';
import { useFormats } from '../../formats/use-formats';
import { useOrgSession } from '../../layout/use-org-session';
import { viewerOf } from '../../lists/viewer';
import type { LineFormats } from './line-explanation';

export type PayFormats = LineFormats & {
  dateTime: (instant: string) => string;
  /** Whether the signed-in administrator may see money (access_employee_sensitive and manage_payroll). */
  seesPay: boolean;
};

/** The organization's formats for a pay run's dates, durations and exact money. */
export function usePayFormats(): PayFormats {
  const session = useOrgSession();
  const prefs = useFormats();
  const seesPay = viewerOf(session).pay;
  return useMemo(
    () => ({
      money: (amount: string) => formatDecimalPay(amount, prefs),
      duration: (seconds: number) => formatDuration(seconds, prefs),
      date: (isoDate: string) => formatDate(isoDate, prefs),
      dateTime: (instant: string) => formatDateTime(instant, session.timezone, prefs),
      seesPay,
    }),
    [prefs, session.timezone, seesPay],
  );
}
