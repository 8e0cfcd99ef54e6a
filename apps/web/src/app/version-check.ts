import { VERSION_CHECK_INTERVAL_MS } from '@punchline/domain';

declare const __APP_VERSION__: string;

/** Compares dotted versions numerically: '1.10.0' is newer than '1.9.3'. */
export function isOlderVersion(running: string, min: string): boolean {
  const a = running.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0);
  const b = min.split(/[.-]/).map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  }
  return false;
}

/** SPEC section 1: every 5 minutes, reload when the running console is older than minVersion;
 *  errors in the check are ignored (the next check tries again). */
export function startVersionCheck(running = __APP_VERSION__): void {
  window.setInterval(async () => {
    try {
      const response = await fetch('/version.json', { cache: 'no-store' });
      const { minVersion } = (await response.json()) as { minVersion?: string };
      if (minVersion && isOlderVersion(running, minVersion)) window.location.reload();
    } catch {
      // offline or server restarting: ignored by design
    }
  }, VERSION_CHECK_INTERVAL_MS);
}
