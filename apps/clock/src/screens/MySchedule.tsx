import { useCallback, useEffect, useState } from 'react';
import { ApiError, deviceApi } from '../api';
import { changeSentence, claimAnswer, shiftDate, shiftTimes, upcomingDays } from '../schedule';
import type { ClockConfig, Identification, OpenShift, WorkerSchedule } from '@punchline/contracts/device';
import './schedule.css';

// The worker's published schedule on their punch screen (issue 19): what changed since they last
// looked (dismissing it marks it seen), their next shifts with today's marked, and open shifts to
// claim. Loaded lazily: the punch screen's first load stays the punch's. Nothing shows when the
// organization does not schedule (schedule_off) or the clock is offline.

type Props = { token: string; config: ClockConfig; identification: Identification };
type Loaded = { schedule: WorkerSchedule; open: OpenShift[] };
type Answer = { text: string; ok: boolean };

export default function MySchedule({ token, config, identification }: Props) {
  const f = config.formats;
  const zone = config.organization.timeZone;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [busy, setBusy] = useState<number | null>(null);

  /** Both lists, or why not: '' when the organization does not schedule (nothing to show). */
  const fetchAll = useCallback(async (): Promise<Loaded | { failed: string }> => {
    try {
      const [schedule, open] = await Promise.all([deviceApi.schedule(token, identification), deviceApi.openShifts(token, identification)]);
      return { schedule, open: open.openShifts };
    } catch (error) {
      if (error instanceof ApiError && error.code === 'schedule_off') return { failed: '' };
      return { failed: 'Your schedule could not be loaded just now.' };
    }
  }, [token, identification]);

  const apply = useCallback((outcome: Loaded | { failed: string }) => {
    if ('failed' in outcome) return setFailed(outcome.failed);
    setLoaded(outcome);
    setFailed(null);
  }, []);

  useEffect(() => {
    let live = true;
    void fetchAll().then((outcome) => live && apply(outcome));
    return () => {
      live = false;
    };
  }, [fetchAll, apply]);

  const dismiss = async () => {
    if (!loaded) return;
    setLoaded({ ...loaded, schedule: { ...loaded.schedule, changes: [] } });
    await deviceApi.scheduleSeen(token, identification, loaded.schedule.through).catch(() => undefined);
  };

  const act = async (shift: OpenShift) => {
    setBusy(shift.id);
    let answer: Answer;
    if (shift.claim) {
      answer = await deviceApi.withdraw(token, identification, shift.id).then(
        () => ({ text: 'Your claim was withdrawn.', ok: true }),
        (error: unknown) => claimAnswer({ error }),
      );
    } else {
      answer = await deviceApi.claim(token, identification, shift.id).then(
        (result) => claimAnswer({ result }),
        (error: unknown) => claimAnswer({ error }),
      );
    }
    setAnswers((a) => ({ ...a, [shift.id]: answer }));
    setBusy(null);
    apply(await fetchAll());
  };

  if (failed !== null) return failed ? <p className="hint">{failed}</p> : null;
  if (!loaded)
    return (
      <p className="hint" role="status">
        Loading your schedule…
      </p>
    );
  const { schedule, open } = loaded;
  const days = upcomingDays(schedule.shifts, new Date(), zone, f);
  // A shift given away or taken off the list keeps its answer until the next load shows why.
  const answered = Object.entries(answers).filter(([id]) => !open.some((s) => s.id === Number(id)));

  return (
    <section className="schedule" aria-label="My schedule">
      {schedule.changes.length > 0 && (
        <div className="notice notice--warning schedule__changes" role="status">
          <strong>Your schedule changed</strong>
          <ul>
            {schedule.changes.map((c) => (
              <li key={`${c.shiftId}-${c.kind}`}>{changeSentence(c, zone, f)}</li>
            ))}
          </ul>
          <button type="button" className="button button--small" onClick={() => void dismiss()}>
            Got it
          </button>
        </div>
      )}
      <h2>My schedule</h2>
      {days.length === 0 ? (
        <p className="hint">No shifts scheduled in the next four weeks.</p>
      ) : (
        <ul className="schedule__days">
          {days.map((day) => (
            <li key={day.label} className={day.today ? 'schedule__day schedule__day--today' : 'schedule__day'}>
              <span className="schedule__date">{day.today ? `Today · ${day.label}` : day.label}</span>
              {day.shifts.map((s) => (
                <span key={s.id} className="schedule__shift">
                  {s.times}
                  {s.departmentName && <span className="schedule__where"> · {s.departmentName}</span>}
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      {(open.length > 0 || answered.length > 0) && <h2>Open shifts</h2>}
      {answered.map(([id, a]) => (
        <p key={id} className={a.ok ? 'schedule__answer' : 'field-error'} role="status">
          {a.text}
        </p>
      ))}
      {open.length > 0 && (
        <ul className="schedule__open">
          {open.map((s) => (
            <li key={s.id}>
              <span>
                <span className="schedule__date">{shiftDate(s.start, zone, f)}</span> {shiftTimes(s.start, s.end, zone, f)}
                {(s.departmentName || s.orgUnitName) && <span className="schedule__where"> · {s.departmentName ?? s.orgUnitName}</span>}
                {s.claim && !answers[s.id] && <span className="schedule__answer">Claimed: waiting for approval by your manager.</span>}
                {answers[s.id] && (
                  <span className={answers[s.id]!.ok ? 'schedule__answer' : 'field-error'} role="status">
                    {answers[s.id]!.text}
                  </span>
                )}
              </span>
              <button type="button" className="button button--small" disabled={busy !== null} onClick={() => void act(s)}>
                {s.claim ? 'Withdraw' : 'Claim'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
