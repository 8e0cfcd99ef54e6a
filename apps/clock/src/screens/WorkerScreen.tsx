import { formatDuration, formatPersonName } from '@punchline/domain';
import { lazy, Suspense, useRef, useState, type RefObject } from 'react';
import type { ClockConfig, WorkerStatus } from '@punchline/contracts/device';
import { noticeText, toAcknowledge } from '../attendance';
import { sinceText } from '../zone';
import { CameraView } from './CameraView';
import { useAttendance } from './use-attendance';
import type { Who } from './who';

// The schedule (issue 19) comes in its own chunk, after the punch screen is up.
const MySchedule = lazy(() => import('./MySchedule'));
// Time off (issue 20) likewise.
const MyTimeOff = lazy(() => import('./MyTimeOff'));
// My pay (issue 33) likewise.
const MyPay = lazy(() => import('./MyPay'));
// My attendance (issue 34) likewise; its data is loaded here, for the notice at the top.
const MyAttendance = lazy(() => import('./MyAttendance'));

type Props = {
  token: string;
  config: ClockConfig;
  who: Who;
  status: WorkerStatus | null;
  busy: boolean;
  personal: boolean;
  video: RefObject<HTMLVideoElement | null>;
  onPunch: (type: 'in' | 'out') => void;
  onMissed: (type: 'in' | 'out') => void;
  onCancel: () => void;
};

/** Who was recognised, in or out since when, today's hours, and the punch buttons. */
export function WorkerScreen({ token, config, who, status, busy, personal, video, onPunch, onMissed, onCancel }: Props) {
  const f = config.formats;
  const zone = config.organization.timeZone;
  const name = status ? formatPersonName(status.employee, f) : personal && config.worker ? formatPersonName(config.worker, f) : null;
  const clockedIn = status?.clockedIn ?? null;
  const attendance = useAttendance(token, who.identification, status !== null);
  const waiting = toAcknowledge(attendance.data);
  const [attendanceOpen, setAttendanceOpen] = useState(false);
  const attendanceAt = useRef<HTMLDivElement>(null);
  const openAttendance = () => {
    setAttendanceOpen(true);
    requestAnimationFrame(() => {
      attendanceAt.current?.scrollIntoView({ block: 'start' });
      attendanceAt.current?.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    });
  };
  const inButton = (
    <button
      type="button"
      className={`button button--large ${clockedIn === true ? '' : 'button--in'}`}
      disabled={busy}
      onClick={() => onPunch('in')}
    >
      Clock In
    </button>
  );
  const outButton = (
    <button
      type="button"
      className={`button button--large ${clockedIn === false ? '' : 'button--out'}`}
      disabled={busy}
      onClick={() => onPunch('out')}
    >
      Clock Out
    </button>
  );
  return (
    <main className="screen screen--worker">
      <h1>{name ?? 'Clock in or out'}</h1>
      {status ? (
        <dl className="facts">
          <div>
            <dt>Now</dt>
            <dd>
              {status.clockedIn && status.shiftStartedAt
                ? `Clocked in since ${sinceText(status.shiftStartedAt, new Date(), zone, f)}`
                : 'Clocked out'}
            </dd>
          </div>
          <div>
            <dt>Today</dt>
            <dd>{formatDuration(status.todaySeconds, { ...f, zeroDurationBlank: false })}</dd>
          </div>
        </dl>
      ) : (
        <p className="notice notice--warning" role="status">
          {navigator.onLine
            ? 'Checking where you stand…'
            : `No network. Your punch is kept on this clock with its time (${who.label === 'PIN' ? 'by your PIN' : who.label}) and sent when the network is back.`}
        </p>
      )}
      {waiting.length > 0 && !attendanceOpen && (
        <div className="notice notice--warning notice--attendance" role="status">
          <span>{noticeText(waiting)}</span>
          <button type="button" className="button button--small" onClick={openAttendance}>
            Open My attendance
          </button>
        </div>
      )}
      {config.defaults.photoCapture && <CameraView video={video} label="Camera: a photo is taken with your punch" />}
      <div className="actions">
        {/* The expected punch comes first and in colour; the other stays for the worker who knows better. */}
        {clockedIn === true ? (
          <>
            {outButton}
            {inButton}
          </>
        ) : (
          <>
            {inButton}
            {outButton}
          </>
        )}
      </div>
      {busy && (
        <p role="status" className="busy">
          Recording your punch…
        </p>
      )}
      <div className="actions actions--secondary">
        {config.enableSubmitMissedPunch && status && (
          <button type="button" className="button button--link" onClick={() => onMissed(status.clockedIn ? 'out' : 'in')}>
            Forgot a punch?
          </button>
        )}
        {!personal && (
          <button type="button" className="button button--link" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
      {status && (
        <Suspense fallback={null}>
          <MySchedule token={token} config={config} identification={who.identification} />
          <MyTimeOff token={token} config={config} identification={who.identification} />
          <MyPay token={token} config={config} identification={who.identification} />
          <div ref={attendanceAt}>
            <MyAttendance config={config} attendance={attendance} open={attendanceOpen} onToggle={() => setAttendanceOpen((o) => !o)} />
          </div>
        </Suspense>
      )}
    </main>
  );
}
