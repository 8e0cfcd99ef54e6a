import { formatDuration, formatPersonName } from '@punchline/domain';
import { useEffect } from 'react';
import { geoExplanation } from '../geo';
import type { PunchOutcome } from '../punch';
import type { ClockConfig, WorkerStatus } from '@punchline/contracts/device';
import { clockTime } from '../zone';
import { CredentialWarnings, credentialWarningMs } from './CredentialWarnings';

type Props = {
  config: ClockConfig;
  outcome: Extract<PunchOutcome, { kind: 'recorded' | 'queued' }>;
  status: WorkerStatus | null;
  notes: string[];
  personal: boolean;
  onDone: () => void;
};

/** The confirmation stays this long (a kiosk then takes the next worker). */
const SHOW_MS = 6_000;

/** The punch's confirmation, with its time large enough to read at arm's length. */
export function DoneScreen({ config, outcome, status, notes, personal, onDone }: Props) {
  const extraMs = credentialWarningMs(outcome.kind === 'recorded' ? outcome.result : null);
  useEffect(() => {
    const timer = window.setTimeout(onDone, SHOW_MS + notes.length * 4_000 + extraMs);
    return () => window.clearTimeout(timer);
  }, [notes.length, onDone, extraMs]);
  const f = config.formats;
  const zone = config.organization.timeZone;
  const recorded = outcome.kind === 'recorded' ? outcome.result : null;
  const type = recorded ? recorded.punch.type : outcome.submission.type === 'out' ? 'out' : 'in';
  const at = recorded ? recorded.punch.at : outcome.submission.at;
  const geoNote = geoExplanation(recorded, notes);
  const all = geoNote ? [...notes, geoNote] : notes;
  return (
    <main className={`screen screen--done ${type === 'out' ? 'screen--done-out' : 'screen--done-in'}`}>
      <div role="status" aria-live="assertive" className="done">
        <h1>{type === 'out' ? 'Clocked out' : 'Clocked in'}</h1>
        <p className="done__time">{clockTime(at, zone, f)}</p>
        {status && <p className="done__name">{formatPersonName(status.employee, f)}</p>}
        {recorded && <p className="done__today">Today: {formatDuration(recorded.todaySeconds, { ...f, zeroDurationBlank: false })}</p>}
        {outcome.kind === 'queued' && (
          <p className="notice notice--warning">Saved on this clock. It will be sent when the network is back.</p>
        )}
        <CredentialWarnings result={recorded} />
        {all.map((note) => (
          <p key={note} className="notice notice--warning">
            {note}
          </p>
        ))}
      </div>
      <button type="button" className="button button--primary button--large" onClick={onDone}>
        {personal ? 'OK' : 'Done'}
      </button>
    </main>
  );
}
