/** True for an IANA time zone name this runtime knows (Intl), e.g. 'America/New_York'. */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
