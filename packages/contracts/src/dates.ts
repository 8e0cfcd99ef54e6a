import { DATE_OUT_OF_RANGE, isIsoDate, isQueryDate } from '@punchline/domain';
import { z } from 'zod';

/** The message of a date parameter that is not a real 'YYYY-MM-DD' day. */
export const DATE_FORM = 'must be a date of the form YYYY-MM-DD.';

/**
 * A date parameter (query, path or body) the server computes with: a real day 'YYYY-MM-DD' within
 * FIRST_QUERY_DATE … LAST_QUERY_DATE, one message either way (issue 30: `date=9999-12-31` answered 500).
 * @example queryDateSchema().safeParse('9999-12-31') // fails: 'must be between 1900-01-01 and 2999-12-31.'
 */
export function queryDateSchema(formMessage: string = DATE_FORM) {
  return z.string({ error: formMessage }).superRefine((value, ctx) => {
    if (!isIsoDate(value)) ctx.addIssue({ code: 'custom', message: formMessage });
    else if (!isQueryDate(value)) ctx.addIssue({ code: 'custom', message: DATE_OUT_OF_RANGE });
  });
}
