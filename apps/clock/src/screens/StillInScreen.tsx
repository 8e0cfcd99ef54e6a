import { useState } from 'react';
import type { PunchOutcome } from '../punch';
import type { ClockConfig } from '@punchline/contracts/device';

type Props = {
  config: ClockConfig;
  outcome: Extract<PunchOutcome, { kind: 'still-in' }>;
  onResolve: (resolution: 'clock_out' | 'missed_out') => Promise<void>;
  onAskForOut: () => void;
  onCancel: () => void;
};

/**
 * The forgotten clock-out: the server's own sentence ("You are still clocked in since 16:02
 * yesterday.") and the choices it offers, plus asking a supervisor for the missing OUT.
 */
export function StillInScreen({ config, outcome, onResolve, onAskForOut, onCancel }: Props) {
  const [busy, setBusy] = useState(false);
  const run = (resolution: 'clock_out' | 'missed_out') => {
    setBusy(true);
    void onResolve(resolution);
  };
  return (
    <main className="screen screen--still-in">
      <div role="alert">
        <h1>{outcome.detail}</h1>
      </div>
      <p>What would you like to do?</p>
      <div className="actions actions--column">
        {outcome.choices.includes('clock_out') && (
          <button type="button" className="button button--large button--out" disabled={busy} onClick={() => run('clock_out')}>
            Clock Out now
          </button>
        )}
        {config.enableSubmitMissedPunch && (
          <button type="button" className="button button--large" disabled={busy} onClick={onAskForOut}>
            Ask for my missed clock-out, then Clock In
          </button>
        )}
        {outcome.choices.includes('missed_out') && (
          <button type="button" className="button button--large button--in" disabled={busy} onClick={() => run('missed_out')}>
            Clock In anyway
          </button>
        )}
        <button type="button" className="button button--link" onClick={onCancel}>
          Cancel
        </button>
      </div>
      {!config.enableSubmitMissedPunch && outcome.choices.includes('missed_out') && (
        <p className="hint">Clock In anyway leaves the earlier clock-in without an end for a supervisor to fix.</p>
      )}
    </main>
  );
}
