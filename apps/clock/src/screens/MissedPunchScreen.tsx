import { useState, type FormEvent } from 'react';
import { ApiError, NetworkError, deviceApi, isUnpaired } from '../api';
import type { PunchContext } from '../punch';
import { instantOfWallTime, wallClock } from '../zone';
import type { Who } from './who';

type Props = {
  ctx: PunchContext;
  who: Who;
  type: 'in' | 'out';
  /** The open shift's start: a missed OUT is after it. */
  since: string | null;
  /** The button's name when the punch goes on after the request ("Clock In"). */
  continueWith: string | null;
  onSent: () => Promise<void>;
  onUnpaired: (message: string) => Promise<void>;
  onCancel: () => void;
};

const pad = (n: number) => String(n).padStart(2, '0');

/** A datetime-local value of the clock zone's wall time at `at`. */
function localInput(at: Date | string, zone: string): string {
  const w = wallClock(at, zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}

/** Asks a supervisor to add a punch the worker forgot (enableSubmitMissedPunch). */
export function MissedPunchScreen({ ctx, who, type: initialType, since, continueWith, onSent, onUnpaired, onCancel }: Props) {
  const zone = ctx.config.organization.timeZone;
  const [type, setType] = useState(initialType);
  // A missed OUT is after the open shift's start: the picker opens there, not at now.
  const [when, setWhen] = useState(() => localInput(since ?? new Date(), zone));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [clientId] = useState(() => crypto.randomUUID());

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (when === '') return setError('Enter when the punch should have been.');
    setBusy(true);
    setError(null);
    try {
      const at = instantOfWallTime(when, zone);
      await deviceApi.missedPunch(ctx.token, {
        clientId,
        identification: who.identification,
        type,
        at,
        ...(note.trim() && { note: note.trim() }),
      });
      await onSent();
    } catch (e) {
      setBusy(false);
      if (isUnpaired(e)) return void onUnpaired(e.message);
      setError(
        e instanceof NetworkError
          ? 'There is no network. Send the request when the network is back.'
          : e instanceof ApiError
            ? e.message
            : 'Enter a valid date and time.',
      );
    }
  }

  return (
    <main className="screen screen--missed">
      <h1>Ask for a missed punch</h1>
      <form className="prompts" onSubmit={submit} noValidate>
        <fieldset className="choice">
          <legend>Missed punch</legend>
          <label className="radio">
            <input
              type="radio"
              name="missed-type"
              checked={type === 'in'}
              onChange={() => setType('in')}
              disabled={continueWith !== null}
            />{' '}
            Clock In
          </label>
          <label className="radio">
            <input
              type="radio"
              name="missed-type"
              checked={type === 'out'}
              onChange={() => setType('out')}
              disabled={continueWith !== null}
            />{' '}
            Clock Out
          </label>
        </fieldset>
        <div className="choice">
          <label htmlFor="missed-at">When</label>
          <input
            id="missed-at"
            type="datetime-local"
            value={when}
            min={since ? localInput(since, zone) : undefined}
            max={localInput(new Date(), zone)}
            onChange={(e) => setWhen(e.target.value)}
          />
        </div>
        <div className="choice">
          <label htmlFor="missed-note">Note for your supervisor</label>
          <textarea id="missed-note" value={note} maxLength={500} rows={3} onChange={(e) => setNote(e.target.value)} />
        </div>
        <p className="field-error" role="alert">
          {error}
        </p>
        <div className="actions">
          <button type="submit" className="button button--primary button--large" disabled={busy}>
            {busy ? 'Sending…' : continueWith ? `Send and ${continueWith}` : 'Send request'}
          </button>
          <button type="button" className="button button--link" onClick={onCancel}>
            Back
          </button>
        </div>
      </form>
    </main>
  );
}
