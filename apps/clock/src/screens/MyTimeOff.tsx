import { formatDate, formatTimeOff } from '@punchline/domain';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ApiError, NetworkError, deviceApi } from '../api';
import type {
  ClockConfig,
  Identification,
  TimeOffAsk,
  TimeOffQuote,
  WorkerTimeOff,
  WorkerTimeOffRequest,
} from '@punchline/contracts/device';
import { wallClock } from '../zone';
import './schedule.css';

// The worker's time off on their punch screen (issue 20): what is left of each code, their
// requests with the manager's answer, and a form to ask for days or part of a day, which shows
// what the request comes to and the balance it would leave before it is sent. Nothing shows when
// the organization does not use time off (time_off_off) or the clock is offline.

type Props = { token: string; config: ClockConfig; identification: Identification };

const STATUS: Record<WorkerTimeOffRequest['status'], string> = {
  pending: 'Waiting for approval',
  approved: 'Approved',
  rejected: 'Not approved',
  cancelled: 'Taken back',
};

const pad = (n: number) => String(n).padStart(2, '0');

export default function MyTimeOff({ token, config, identification }: Props) {
  const f = config.formats;
  const [loaded, setLoaded] = useState<WorkerTimeOff | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [sent, setSent] = useState<string | null>(null);

  /** The worker's time off, or why not: '' when the organization does not use time off (nothing to show). */
  const fetchAll = useCallback(async (): Promise<WorkerTimeOff | { failed: string }> => {
    try {
      return await deviceApi.timeOff(token, identification);
    } catch (error) {
      return { failed: error instanceof ApiError && error.code === 'time_off_off' ? '' : 'Your time off could not be loaded just now.' };
    }
  }, [token, identification]);

  const apply = useCallback((outcome: WorkerTimeOff | { failed: string }) => {
    if ('failed' in outcome) return setFailed(outcome.failed);
    setLoaded(outcome);
    setFailed(null);
  }, []);

  const load = async () => apply(await fetchAll());

  useEffect(() => {
    let live = true;
    void fetchAll().then((outcome) => live && apply(outcome));
    return () => {
      live = false;
    };
  }, [fetchAll, apply]);

  const cancel = async (id: number) => {
    await deviceApi.cancelTimeOff(token, identification, id).catch(() => undefined);
    await load();
  };

  if (failed !== null) return failed ? <p className="hint">{failed}</p> : null;
  if (!loaded)
    return (
      <p className="hint" role="status">
        Loading your time off…
      </p>
    );
  const amount = (n: number, unit: 'hours' | 'days') => formatTimeOff(n, unit, f);
  const tracked = loaded.codes.filter((c) => c.available !== null);
  return (
    <section className="schedule" aria-label="My time off">
      <h2>My time off</h2>
      {tracked.length > 0 && (
        <ul className="schedule__days">
          {tracked.map((c) => (
            <li key={c.id} className="schedule__day" data-testid={`time-off-balance-${c.id}`}>
              <span className="schedule__date">{c.name}</span>
              <span className="schedule__shift">{amount(c.available!, c.unit)} left</span>
            </li>
          ))}
        </ul>
      )}
      {sent && (
        <p className="schedule__answer" role="status">
          {sent}
        </p>
      )}
      {asking ? (
        <AskForm
          token={token}
          config={config}
          identification={identification}
          data={loaded}
          onDone={async (message) => {
            setAsking(false);
            setSent(message);
            await load();
          }}
          onCancel={() => setAsking(false)}
        />
      ) : (
        <button type="button" className="button" onClick={() => (setSent(null), setAsking(true))} disabled={loaded.codes.length === 0}>
          Request time off
        </button>
      )}
      {loaded.requests.length > 0 && (
        <ul className="schedule__open">
          {loaded.requests.map((r) => {
            const from = formatDate(r.startDate, f);
            const to = formatDate(r.endDate, f);
            return (
              <li key={r.id} data-testid={`time-off-request-${r.id}`}>
                <span>
                  <span className="schedule__date">{from === to ? from : `${from} – ${to}`}</span> {r.codeName} · {amount(r.amount, r.unit)}
                  <span className={r.status === 'rejected' ? 'field-error' : 'schedule__where'} style={{ display: 'block' }}>
                    {STATUS[r.status]}
                    {r.decisionNote ? `: ${r.decisionNote}` : ''}
                  </span>
                </span>
                {r.status === 'pending' && (
                  <button type="button" className="button button--small" onClick={() => void cancel(r.id)}>
                    Take back
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

type AskProps = {
  token: string;
  config: ClockConfig;
  identification: Identification;
  data: WorkerTimeOff;
  onDone: (message: string) => Promise<void>;
  onCancel: () => void;
};

/** Today in the clock's zone, as a date input's value. */
function todayIn(zone: string): string {
  const w = wallClock(new Date(), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

function AskForm({ token, config, identification, data, onDone, onCancel }: AskProps) {
  const f = config.formats;
  const today = todayIn(config.organization.timeZone);
  const [codeId, setCodeId] = useState(data.codes[0]!.id);
  const [startDate, setStart] = useState(today);
  const [endDate, setEnd] = useState(today);
  const [partial, setPartial] = useState(false);
  const [hours, setHours] = useState('4');
  const [note, setNote] = useState('');
  const [quote, setQuote] = useState<TimeOffQuote | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [clientId] = useState(() => crypto.randomUUID());

  const partialMinutes = partial ? Math.round(Number(hours) * 60) : null;
  const ask: TimeOffAsk = { codeId, startDate, endDate, partialMinutes, note: note.trim() || null };
  const askKey = JSON.stringify({ codeId, startDate, endDate, partialMinutes });

  const validPart = partialMinutes === null || (partialMinutes > 0 && partialMinutes <= 1440);
  // What it comes to, again whenever the days or the code change.
  useEffect(() => {
    let live = true;
    if (!validPart) return;
    deviceApi.timeOffQuote(token, identification, JSON.parse(askKey) as TimeOffAsk).then(
      (q) => live && (setQuote(q), setError(null)),
      (e: unknown) => live && (setQuote(null), setError(e instanceof ApiError ? e.message : null)),
    );
    return () => {
      live = false;
    };
  }, [token, identification, askKey, validPart]);
  const shown = validPart ? quote : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const made = await deviceApi.requestTimeOff(token, identification, ask, clientId);
      await onDone(`Your request for ${formatTimeOff(made.amount, made.unit, f)} of ${made.codeName} was sent to your manager.`);
    } catch (e) {
      setBusy(false);
      setError(
        e instanceof NetworkError
          ? 'There is no network. Send the request when the network is back.'
          : e instanceof ApiError
            ? e.message
            : String(e),
      );
    }
  }

  const code = data.codes.find((c) => c.id === codeId)!;
  return (
    <form className="prompts" onSubmit={submit} noValidate aria-label="Request time off">
      <div className="choice">
        <label htmlFor="timeoff-code">Time off</label>
        <select id="timeoff-code" value={codeId} onChange={(e) => setCodeId(Number(e.target.value))}>
          {data.codes.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className="choice">
        <label htmlFor="timeoff-from">From</label>
        <input
          id="timeoff-from"
          type="date"
          value={startDate}
          onChange={(e) => (setStart(e.target.value), e.target.value > endDate && setEnd(e.target.value))}
        />
      </div>
      <div className="choice">
        <label htmlFor="timeoff-until">Until</label>
        <input id="timeoff-until" type="date" value={endDate} min={startDate} onChange={(e) => setEnd(e.target.value)} />
      </div>
      <label className="radio">
        <input type="checkbox" checked={partial} onChange={(e) => setPartial(e.target.checked)} /> Part of the day
      </label>
      {partial && (
        <div className="choice">
          <label htmlFor="timeoff-hours">Hours each day</label>
          <input id="timeoff-hours" inputMode="decimal" value={hours} onChange={(e) => setHours(e.target.value)} />
        </div>
      )}
      <div className="choice">
        <label htmlFor="timeoff-note">Note for your manager</label>
        <textarea id="timeoff-note" value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
      </div>
      {shown && (
        <p className="hint" role="status" data-testid="time-off-quote">
          {shown.days.length === 0
            ? 'No working day in these dates.'
            : `${formatTimeOff(shown.amount, shown.unit, f)} over ${shown.days.length} ${shown.days.length === 1 ? 'day' : 'days'}`}
          {shown.left !== null && shown.days.length > 0 && ` · leaves ${formatTimeOff(shown.left, shown.unit, f)} of ${code.name}`}
        </p>
      )}
      <p className="field-error" role="alert">
        {error}
      </p>
      <div className="actions">
        <button type="submit" className="button button--primary button--large" disabled={busy || !shown || shown.days.length === 0}>
          {busy ? 'Sending…' : 'Send request'}
        </button>
        <button type="button" className="button button--link" onClick={onCancel}>
          Back
        </button>
      </div>
    </form>
  );
}
