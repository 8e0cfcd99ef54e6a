import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, NetworkError, deviceApi, isUnpaired } from '../api';
import { cameraRefusal, snapshot } from '../camera';
import { asksPunchCode, costingChoicesFor } from '../choices';
import { currentPosition } from '../geo';
import { newSubmission, sendPunch, type PunchContext, type PunchOutcome } from '../punch';
import type { HealthCheck, PunchBody as PunchSubmission, WorkerStatus } from '@punchline/contracts/device';
import { DoneScreen } from './DoneScreen';
import { IdentifyScreen } from './IdentifyScreen';
import { MissedPunchScreen } from './MissedPunchScreen';
import { PromptsScreen } from './PromptsScreen';
import { StillInScreen } from './StillInScreen';
import { CLOCK_STEPS, firstStep, stepAfter } from './steps';
import { useIdle } from './use-idle';
import type { Choices, Who } from './who';
import { WorkerScreen } from './WorkerScreen';

/** healthCheck: the answers of the health step (issue 35), sent with the clock-in. */
type Worker = { who: Who; status: WorkerStatus | null; healthCheck?: HealthCheck };

type Screen =
  | { name: 'identify' }
  | ({ name: 'step'; index: number } & Worker)
  | ({ name: 'worker'; busy?: boolean } & Worker)
  | ({ name: 'prompts'; type: 'in' | 'out'; busy?: boolean } & Worker)
  | ({ name: 'still-in'; outcome: Extract<PunchOutcome, { kind: 'still-in' }>; error?: string } & Worker)
  | ({ name: 'done'; outcome: Extract<PunchOutcome, { kind: 'recorded' | 'queued' }>; notes: string[] } & Worker)
  | ({ name: 'missed'; type: 'in' | 'out'; after?: PunchSubmission } & Worker)
  | ({ name: 'message'; message: string } & Worker);

type Props = { ctx: PunchContext; onUnpaired: (message: string) => Promise<void>; onQueueChanged: () => void };

/** A kiosk goes back to its start screen after this long without a touch. */
const KIOSK_IDLE_MS = 30_000;

/** The clock's screens in order: identify, the steps (steps.ts), the worker's punch screen, its prompts, the answer. */
export function ClockScreens({ ctx, onUnpaired, onQueueChanged }: Props) {
  const { config } = ctx;
  const personal = config.mode === 'personal';
  const personalWho = useMemo<Who | null>(
    () =>
      personal && config.worker
        ? { identification: { method: 'personal' }, label: `${config.worker.firstName} ${config.worker.lastName}` }
        : null,
    [personal, config.worker],
  );
  /** After identifying: the first step, or the punch screen when there is none (or none left after `index`). */
  const afterIdentify = useCallback((worker: Worker, index: number | null = firstStep(CLOCK_STEPS)): Screen => {
    return index === null ? { name: 'worker', ...worker } : { name: 'step', index, ...worker };
  }, []);
  const start = useCallback(
    (): Screen => (personalWho ? afterIdentify({ who: personalWho, status: null }) : { name: 'identify' }),
    [afterIdentify, personalWho],
  );
  const [screen, setScreen] = useState<Screen>(start);
  const video = useRef<HTMLVideoElement | null>(null);

  const home = useCallback(() => setScreen(start()), [start]);
  useIdle(!personal && screen.name !== 'identify' ? KIOSK_IDLE_MS : null, home);

  /** Who the worker is and where they stand; offline, the clock goes on without knowing. */
  const identify = useCallback(
    async (who: Who): Promise<string | null> => {
      if (!navigator.onLine) {
        setScreen(afterIdentify({ who, status: null }));
        return null;
      }
      try {
        const status = await deviceApi.identify(ctx.token, who.identification);
        setScreen(afterIdentify({ who, status }));
        return null;
      } catch (error) {
        if (error instanceof NetworkError) {
          setScreen(afterIdentify({ who, status: null }));
          return null;
        }
        if (isUnpaired(error)) {
          await onUnpaired(error.message);
          return null;
        }
        return error instanceof ApiError ? error.message : 'Something went wrong. Try again.';
      }
    },
    [afterIdentify, ctx.token, onUnpaired],
  );

  // A personal clock knows its worker: ask where they stand whenever its punch screen opens.
  const awaitingStatus = personalWho !== null && screen.name === 'worker' && screen.status === null;
  useEffect(() => {
    if (!awaitingStatus || !personalWho || !navigator.onLine) return;
    let live = true;
    deviceApi.identify(ctx.token, personalWho.identification).then(
      (status) => live && setScreen((s) => (s.name === 'worker' && s.status === null ? { ...s, status } : s)),
      (error) => live && isUnpaired(error) && void onUnpaired(error.message),
    );
    return () => {
      live = false;
    };
  }, [awaitingStatus, ctx.token, onUnpaired, personalWho]);

  const handle = useCallback(
    async (worker: Worker, outcome: PunchOutcome, notes: string[]) => {
      onQueueChanged();
      if (outcome.kind === 'unpaired') return onUnpaired(outcome.message);
      if (outcome.kind === 'still-in') return setScreen({ name: 'still-in', ...worker, outcome });
      if (outcome.kind === 'refused') return setScreen({ name: 'message', ...worker, message: outcome.message });
      const status = outcome.kind === 'recorded' ? outcome.result : worker.status;
      setScreen({ name: 'done', who: worker.who, status, outcome, notes });
    },
    [onQueueChanged, onUnpaired],
  );

  /** Takes the photo and location the organization asks for, then sends (or keeps) the punch. */
  const punch = useCallback(
    async (worker: Worker, type: 'in' | 'out', choices: Choices) => {
      const submission = newSubmission({ type, identification: worker.who.identification, ...choices });
      if (type === 'in' && worker.healthCheck) submission.healthCheck = worker.healthCheck;
      const notes: string[] = [];
      if (config.defaults.photoCapture) {
        const photo = video.current ? snapshot(video.current) : null;
        if (photo) submission.photo = photo;
        else if (cameraRefusal()) notes.push(cameraRefusal()!);
      }
      if (config.geoRules.length > 0) {
        const position = await currentPosition();
        if (position.location) submission.location = position.location;
        else notes.push(position.problem);
      }
      await handle(worker, await sendPunch(ctx, submission, worker.who.label), notes);
    },
    [config, ctx, handle],
  );

  const choose = useCallback(
    (worker: Worker, type: 'in' | 'out') => {
      const prompts = asksPunchCode(config) || costingChoicesFor(worker.status?.costingOptions, type) !== null;
      if (prompts) return setScreen({ name: 'prompts', ...worker, type });
      setScreen({ name: 'worker', ...worker, busy: true });
      void punch(worker, type, {});
    },
    [config, punch],
  );

  const resolve = useCallback(
    async (worker: Worker, submission: PunchSubmission, resolution: 'clock_out' | 'missed_out') => {
      await handle(worker, await sendPunch(ctx, { ...submission, resolution }, worker.who.label), []);
    },
    [ctx, handle],
  );

  const worker: Worker | null =
    screen.name === 'identify' ? null : { who: screen.who, status: screen.status, healthCheck: screen.healthCheck };
  switch (screen.name) {
    case 'identify':
      return <IdentifyScreen config={config} onIdentify={identify} video={video} />;
    case 'step': {
      const { Screen: Step, key } = CLOCK_STEPS[screen.index]!;
      return (
        <Suspense fallback={null}>
          <Step
            key={key}
            db={ctx.db}
            token={ctx.token}
            config={config}
            who={screen.who}
            status={screen.status}
            onNext={(extra) => {
              const healthCheck = extra?.healthCheck ?? worker!.healthCheck;
              setScreen(afterIdentify(healthCheck ? { ...worker!, healthCheck } : worker!, stepAfter(CLOCK_STEPS, screen.index)));
            }}
            onCancel={home}
            onUnpaired={onUnpaired}
          />
        </Suspense>
      );
    }
    case 'worker':
      return (
        <WorkerScreen
          token={ctx.token}
          config={config}
          {...worker!}
          busy={screen.busy ?? false}
          personal={personal}
          video={video}
          onPunch={(type) => choose(worker!, type)}
          onMissed={(type) => setScreen({ name: 'missed', ...worker!, type })}
          onCancel={home}
        />
      );
    case 'prompts':
      return (
        <PromptsScreen
          config={config}
          status={screen.status}
          type={screen.type}
          busy={screen.busy ?? false}
          video={video}
          onConfirm={(choices) => {
            setScreen({ ...screen, busy: true });
            void punch(worker!, screen.type, choices);
          }}
          onCancel={() => setScreen({ name: 'worker', ...worker! })}
        />
      );
    case 'still-in':
      return (
        <StillInScreen
          config={config}
          outcome={screen.outcome}
          onResolve={(resolution) => resolve(worker!, screen.outcome.submission, resolution)}
          onAskForOut={() => setScreen({ name: 'missed', ...worker!, type: 'out', after: screen.outcome.submission })}
          onCancel={home}
        />
      );
    case 'missed':
      return (
        <MissedPunchScreen
          ctx={ctx}
          who={screen.who}
          type={screen.type}
          since={screen.status?.shiftStartedAt ?? null}
          continueWith={screen.after ? 'Clock In' : null}
          onSent={async () => {
            if (screen.after) return resolve(worker!, screen.after, 'missed_out');
            setScreen({ name: 'message', ...worker!, message: 'Your request was sent to your supervisor.' });
          }}
          onUnpaired={onUnpaired}
          onCancel={() => setScreen({ name: 'worker', ...worker! })}
        />
      );
    case 'done':
      return (
        <DoneScreen
          config={config}
          outcome={screen.outcome}
          status={screen.status}
          notes={screen.notes}
          personal={personal}
          onDone={home}
        />
      );
    case 'message':
      return (
        <main className="screen screen--message">
          <div role="status">
            <h1>{screen.message}</h1>
          </div>
          <button type="button" className="button button--primary button--large" onClick={home}>
            OK
          </button>
        </main>
      );
  }
}
