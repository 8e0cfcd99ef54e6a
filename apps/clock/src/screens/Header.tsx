import { useState } from 'react';
import type { FailedPunch } from '../storage';
import type { ClockConfig } from '@punchline/contracts/device';
import { clockDate, clockTime } from '../zone';
import { useNow } from './use-now';

type Props = {
  config: ClockConfig;
  online: boolean;
  pending: number;
  failed: FailedPunch[];
  onDismiss: (clientId: string) => Promise<void>;
};

/** Who the clock belongs to, the time there, and what waits to be sent. */
export function Header({ config, online, pending, failed, onDismiss }: Props) {
  const now = useNow(10_000);
  const zone = config.organization.timeZone;
  const [showFailed, setShowFailed] = useState(false);
  const waiting = pending === 1 ? '1 punch waiting to be sent' : `${pending} punches waiting to be sent`;
  return (
    <header className="header">
      <div className="header__who">
        <span className="header__org">{config.organization.name}</span>
        <span className="header__device">{config.device.name}</span>
      </div>
      <div className="header__now">
        <span className="header__time">{clockTime(now, zone, config.formats)}</span>
        <span className="header__date">{clockDate(now, zone, config.formats)}</span>
      </div>
      <div className="header__status" role="status" aria-live="polite">
        {!online && <span className="pill pill--offline">Offline</span>}
        {pending > 0 && <span className="pill pill--pending">{waiting}</span>}
        {failed.length > 0 && (
          <button type="button" className="pill pill--failed" aria-expanded={showFailed} onClick={() => setShowFailed(!showFailed)}>
            {failed.length === 1 ? '1 punch not recorded' : `${failed.length} punches not recorded`}
          </button>
        )}
      </div>
      {showFailed && failed.length > 0 && (
        <section className="failed" aria-label="Punches not recorded">
          <p>These punches were taken offline and refused when sent. Tell a supervisor so they can add them in the console.</p>
          <ul>
            {failed.map((f) => (
              <li key={f.submission.clientId}>
                <span>
                  {f.label}, {f.submission.type === 'out' ? 'out' : 'in'} at {clockTime(f.submission.at, zone, config.formats)}{' '}
                  {clockDate(f.submission.at, zone, config.formats)}: {f.reason}
                </span>
                <button type="button" className="button button--small" onClick={() => void onDismiss(f.submission.clientId)}>
                  Dismiss
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </header>
  );
}
