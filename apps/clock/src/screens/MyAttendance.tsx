import { useState } from 'react';
import type { ClockConfig } from '@punchline/contracts/device';
import { deltaText, entryText, eventLine, expiryText, isoDateText, pointsFigure, toAcknowledge, type AttendanceEvent } from '../attendance';
import type { Attendance } from './use-attendance';
import './schedule.css';
import './attendance.css';

// My attendance on the worker's punch screen (issue 34): closed until the worker opens it (a
// shared kiosk shows no one's points to the queue behind them), then their points under their
// policy, what expires next, the events that ask them to acknowledge them, and the latest
// entries of their ledger. Its own lazy chunk, after the punch screen.

type Props = { config: ClockConfig; attendance: Attendance; open: boolean; onToggle: () => void };

export default function MyAttendance({ config, attendance, open, onToggle }: Props) {
  const { data, failed } = attendance;
  if (!data) return failed ? <p className="hint">{failed}</p> : null;
  const f = config.formats;
  const waiting = toAcknowledge(data).length;
  const expiry = expiryText(data.nextExpiry, f);
  return (
    <section className="schedule attendance" aria-label="My attendance">
      <div className="attendance__head">
        <h2 tabIndex={-1}>My attendance</h2>
        <button type="button" className="button button--small" aria-expanded={open} onClick={onToggle}>
          {open ? 'Close' : 'Open'}
        </button>
      </div>
      {!open ? (
        <p className="hint">
          Your attendance points and warnings.
          {waiting > 0 && (
            <strong className="attendance__waiting"> {waiting === 1 ? 'One asks' : `${waiting} ask`} for your acknowledgement.</strong>
          )}
        </p>
      ) : (
        <>
          <div className="attendance__points" data-testid="attendance-points">
            <span className="attendance__figure">{pointsFigure(data.points)}</span>
            <span className="attendance__unit">{data.points === 1 ? 'point' : 'points'}</span>
            <span className="attendance__policy">{data.policyName ?? 'No attendance policy applies to you.'}</span>
          </div>
          {expiry && <p className="attendance__expiry">{expiry}</p>}
          {data.events.length > 0 && (
            <>
              <h3>Asked to acknowledge</h3>
              <ul className="schedule__open">
                {data.events.map((e) => (
                  <EventRow key={e.id} event={e} text={eventLine(e, f)} attendance={attendance} />
                ))}
              </ul>
            </>
          )}
          <h3>Latest</h3>
          {data.recent.length === 0 ? (
            <p className="hint">Nothing in your attendance record.</p>
          ) : (
            <ul className="attendance__entries">
              {data.recent.map((entry, n) => {
                const date = isoDateText(entry.date, f);
                return (
                  <li key={`${entry.date}-${n}`} className="schedule__day">
                    <span>
                      {/* An infraction names its day; a reward or an expiry gets it above. */}
                      {!entry.text.includes(date) && <span className="schedule__where attendance__date">{date}</span>}
                      {entryText(entry)}
                    </span>
                    <span className={`attendance__delta attendance__delta--${entry.delta > 0 ? 'up' : entry.delta < 0 ? 'down' : 'none'}`}>
                      {deltaText(entry.delta)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function EventRow({ event, text, attendance }: { event: AttendanceEvent; text: string; attendance: Attendance }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const acknowledge = async () => {
    setBusy(true);
    setError(await attendance.acknowledge(event.id));
    setBusy(false);
  };
  return (
    <li data-testid={`attendance-event-${event.id}`}>
      <span>
        <span className="schedule__date">{event.eventType}</span>
        <span className="schedule__where" style={{ display: 'block' }}>
          {text}
        </span>
        {event.acknowledged && <span className="schedule__answer">Acknowledged</span>}
        {error && (
          <span className="field-error" role="alert">
            {error}
          </span>
        )}
      </span>
      {!event.acknowledged && (
        <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => void acknowledge()}>
          {busy ? 'Sending…' : 'Acknowledge'}
        </button>
      )}
    </li>
  );
}
