import { lazy, Suspense } from 'react';
import { PairingScreen } from './screens/PairingScreen';
import { useClockSession } from './use-clock-session';

// The paired clock comes in its own chunk: the first screen of a new clock (pairing) needs none of it.
const PairedClock = lazy(() => import('./screens/PairedClock'));

const loading = <main className="centered" aria-busy="true" />;

/** The web clock: pairing until it has a device token, then the clock itself. */
export function App() {
  const session = useClockSession();
  const { state } = session;
  if (state.status === 'loading') return loading;
  if (state.status === 'unpaired') return <PairingScreen message={state.message} onPaired={session.pair} />;
  if (state.status === 'no-config') {
    return (
      <main className="centered">
        <h1>Punchline Clock</h1>
        <p role="alert">{state.message}</p>
      </main>
    );
  }
  return (
    <Suspense fallback={loading}>
      <PairedClock
        config={state.config}
        online={session.online}
        pending={session.pending}
        failed={session.failed}
        onDismiss={session.dismissFailed}
        ctx={{ db: state.db, token: state.pairing.token, config: state.config }}
        onUnpaired={session.unpair}
        onQueueChanged={session.flush}
      />
    </Suspense>
  );
}
