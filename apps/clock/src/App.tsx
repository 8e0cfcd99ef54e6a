import { ClockScreens } from './screens/ClockScreens';
import { Header } from './screens/Header';
import { PairingScreen } from './screens/PairingScreen';
import { useClockSession } from './use-clock-session';

/** The web clock: pairing until it has a device token, then the clock itself. */
export function App() {
  const session = useClockSession();
  const { state } = session;
  if (state.status === 'loading') return <main className="centered" aria-busy="true" />;
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
    <div className="clock">
      <Header
        config={state.config}
        online={session.online}
        pending={session.pending}
        failed={session.failed}
        onDismiss={session.dismissFailed}
      />
      <ClockScreens
        key={state.pairing.token}
        ctx={{ db: state.db, token: state.pairing.token, config: state.config }}
        onUnpaired={session.unpair}
        onQueueChanged={session.flush}
      />
    </div>
  );
}
